import { scopeWords, unitClassesOf } from './amount-scope.js';
import { foldForMatching } from '../language-fold.js';
import type { FoundNumber } from './amounts.js';
import { countScope } from './count-field.js';
import { alternation, EACH_WORDS, PER_CONTRACTED, PER_PREPOSITIONS } from './lexicons/per-words.js';
import type { Segment } from './segments.js';
import { detectReadLanguage } from './language.js';
import { findNumberWords } from './number-words/find-number-words.js';

/**
 * Periods in a number field and beside a figure ("per week", "a year", "pro Monat"): a price per
 * a thing never takes an amount per a period, and a count over another period is none of the
 * field's. Used by readers/number-field.ts.
 */

/** A field's own denominator phrase ("per week", "pro Tag", "al mese", "each day"): its scope, not what it counts. */
export const FIELD_PER_PHRASE = new RegExp(
  `\\b(?:${alternation([...PER_PREPOSITIONS, ...PER_CONTRACTED, ...EACH_WORDS, 'a', 'an'])})\\s+\\p{L}+`,
  'gu',
);

export const PERIOD_CLASSES = ['year', 'month', 'week', 'day', 'night', 'hour'];

/** Whether the amount ending at `end` is said per a period ("€4.50 per month", "£7,380 a year"). */
export function perPeriod(text: string, end: number): boolean {
  return [...unitClassesOf(scopeWords(text, end))].some((u) => PERIOD_CLASSES.includes(u));
}

/** "1,200 sites a year", "40 Einsätze pro Monat": a count per a period that is none of the field's. */
export function countOverOtherPeriod(seg: Segment, n: FoundNumber, fieldUnits: Set<string>): boolean {
  if (countScope(seg, n) !== 'per-unit') return false;
  const m = /^\s*\p{L}+/u.exec(seg.text.slice(n.end, n.end + 40));
  if (!m) return false;
  const periods = [...unitClassesOf(scopeWords(seg.text, n.end + m[0].length))].filter((u) =>
    PERIOD_CLASSES.includes(u),
  );
  return periods.length > 0 && !periods.some((u) => fieldUnits.has(u));
}

/**
 * Whether a field (folded text) names a number of its periods ("total for the 3 days", "precio
 * total de las 7 noches", "Gesamtpreis für 14 Tage", "for seven nights"): it asks for the sum over
 * them, so an amount per one of those periods ("€640 a day", "38 € por noche") is none of its values.
 */
export function countsItsPeriods(about: string): boolean {
  const text = about.slice(0, 400);
  const counts = [
    ...[...text.matchAll(/\d+/g)].map((m) => (m.index ?? 0) + m[0].length),
    ...findNumberWords(text, detectReadLanguage(text)).map((w) => w.end),
  ];
  return counts.some((end) => {
    const word = /^\s+(\p{L}+)/u.exec(text.slice(end, end + 30))?.[1];
    return word !== undefined && [...unitClassesOf(word)].some((u) => PERIOD_CLASSES.includes(u));
  });
}

/** A quarter, in the seven languages (folded): no period class of its own, but another period than a month's. */
const QUARTER = /\b(?:quarter\w*|quartal\w*|vierteljahr\w*|trimestr\w*|kwarta\w*|driemaandelijks)\b/;

/** A period said as a rate ("per year", "a month", "im Jahr", "jährlich", "mensuel"), not a greeting's "Guten Tag". */
const PERIOD_RATE =
  /\b(?:(?:per|a|an|pro|im|al|par|por|je|every|each|jede[nrms]?|chaque|cada|ogni|elke)\s+(\p{L}+)|(?:yearly|annual\w*|jahrlich|jaarlijks|annuel\w*|anual\w*|monthly|monatlich|mensu\w*|mensil\w*|maandelijks|weekly|wochentlich|hebdomadaire|semanal|settimanale|wekelijks|daily|taglich|quotidien\w*|dagelijks)\b)/gu;

/**
 * Whether an amount said per nothing stands in a clause that names another period than the
 * field's, and not the field's ("we bill quarterly in advance, so your first invoice would be
 * $3,720" for a monthly total; "im Jahr zahlen Sie 1.200 €" for a monthly fee): an amount for
 * that other period, never the field's.
 */
export function otherPeriodClause(text: string, index: number, fieldUnits: ReadonlySet<string>): boolean {
  const fieldPeriods = PERIOD_CLASSES.filter((u) => fieldUnits.has(u));
  if (fieldPeriods.length === 0) return false;
  const clause = clauseBefore(text, index);
  const said = [...clause.matchAll(PERIOD_RATE)].map((m) => m[1] ?? m[0]).join(' ');
  const periods = [...unitClassesOf(said)].filter((u) => PERIOD_CLASSES.includes(u));
  if (periods.some((u) => fieldUnits.has(u))) return false;
  return periods.length > 0 || QUARTER.test(clause);
}

/**
 * A payment made once ("one-off", "einmalig", "une seule fois", "una sola vez", "una tantum",
 * "eenmalig", "uma única vez"): never an amount per a period.
 */
const ONE_OFF =
  /\b(?:one-?off|one-?time|once only|just once|a single (?:payment|charge|fee)|einmalig\w*|une seule fois|en une (?:seule )?fois|ponctuel\w*|paiement unique|frais uniques?|una (?:sola )?vez|pago unico|unico pago|una tantum|una sola volta|una volta sola|eenmalig\w*|uma (?:unica )?vez|pagamento unico)\b/;

/**
 * Whether the amount at [index, end) is said to be paid once: "Für die Einrichtung berechnen wir
 * einmalig 390 € netto", "a one-off set-up fee of £150", "390 €, una tantum". Its clause before it
 * (back to the sentence's start) and the few words after it are read. A field paid per a period
 * (a monthly fee) takes no such amount.
 */
export function oneOffAmount(text: string, index: number, end: number): boolean {
  // Back to its sentence's start or the figure before it ("a one-off fee of €450, then €29 a month").
  const clause = clauseBefore(text, index, true);
  const tail = foldForMatching(text.slice(end, end + 40));
  return ONE_OFF.test(clause) || ONE_OFF.test(tail.slice(0, Math.max(0, tail.search(/[.;\n]|$/))));
}

/**
 * The folded text before an amount, back to its sentence's start (a ". ", ";" or line break)
 * within 120 characters, or (`toFigure`) to the figure before it when that is nearer.
 */
function clauseBefore(text: string, index: number, toFigure = false): string {
  const head = foldForMatching(text.slice(Math.max(0, index - 120), index));
  const lastDigit = toFigure ? head.search(/\d[^\d]*$/) : -1;
  return head.slice(Math.max(head.lastIndexOf('. '), head.lastIndexOf(';'), head.lastIndexOf('\n'), lastDigit) + 1);
}
