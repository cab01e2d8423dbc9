import { alternation, EACH_WORDS, PER_ARTICLES, PER_CONTRACTED, PER_PREPOSITIONS } from '../lexicons/per-words.js';
import { UNITS } from './unit-words.js';

/**
 * The period a quantity or a field is a rate per ("15 hours a week" → week, "twenty tonnes per
 * day" → day, "3 hours a night" → night), on folded text that starts right after its own unit
 * word: a word for "per" (lexicons/per-words.ts), "an" ("40 litres an hour"), "in der"/"in de"
 * ("15 Stunden in der Woche", "15 uur in de week") or a slash, then a unit of time or a night.
 * Another denominator ("2.4 t per truck") is no period: the quantity is read as before.
 */
export interface Per {
  /** A unit's dimension (unit-words.ts), or `thing` for a night. */
  dim: string;
  qty: string;
}

const PREPOSITIONS = ['/', ...PER_PREPOSITIONS, ...PER_CONTRACTED, ...EACH_WORDS];
const ARTICLES = [...PER_ARTICLES.filter((w) => w !== 'the' && w !== 'o'), 'an', 'in der', 'in de'];

const PER_AFTER = new RegExp(
  `^\\s*(?:(\\/|(?:${alternation(PREPOSITIONS.slice(1))})\\s)|(?:${alternation(ARTICLES)})\\s)\\s*(\\p{L}+)`,
  'u',
);

/** A night, in the seven languages: a period a rate is often per, though no unit of time. */
const NIGHTS = new Set(['night', 'nacht', 'nuit', 'noche', 'notte', 'nacht', 'noite']);

export function perUnitAfter(rest: string): Per | undefined {
  const m = PER_AFTER.exec(rest.slice(0, 30));
  return m ? period(m[2]!) : undefined;
}

/** A unit of time ("week", "Stunde", "mois") or a night, as a period. */
function period(word: string): Per | undefined {
  const unit = UNITS.get(word);
  if (unit && (unit.dim === 'time' || unit.dim === 'hours')) return unit;
  if (NIGHTS.has(word) || NIGHTS.has(word.replace(/(?:e?s)$/, ''))) return { dim: 'thing', qty: 'night' };
  return undefined;
}

/**
 * The period a field is per, wherever its words say it ("hours per week", "capacity per day in
 * kg", `visitsPerMonth`): a word for "per" and a period; undefined when none, or two differ.
 */
export function periodOfField(text: string): Per | undefined {
  let found: Per | undefined;
  const words = [...text.matchAll(PER_ANYWHERE)].map((m) => m[1]!);
  for (const w of text.match(/\p{L}+/gu) ?? []) {
    const unit = PERIOD_ADJECTIVES.get(w);
    if (unit) words.push(unit);
  }
  for (const w of words) {
    const p = period(w);
    if (!p) continue;
    if (found && !samePer(found, p)) return undefined;
    found = p;
  }
  return found;
}

const PER_ANYWHERE = new RegExp(`(?<![\\p{L}])(?:${alternation(PREPOSITIONS.slice(1))})\\s+(\\p{L}+)`, 'gu');

/**
 * Adjectives that make a field a rate per a period ("weekly hours", "daily capacity in kg"), in
 * the seven languages, folded. Not "annual"/"jährlich": "annual leave in days" is an amount.
 */
const PERIOD_ADJECTIVES = new Map<string, string>([
  ...['hourly', 'stundlich', 'horaire', 'horario', 'orario'].map((w): [string, string] => [w, 'hour']),
  ...[
    'daily',
    'taglich',
    'quotidien',
    'quotidienne',
    'journalier',
    'diario',
    'diaria',
    'giornaliero',
    'giornaliera',
    'dagelijks',
    'dagelijkse',
  ].map((w): [string, string] => [w, 'day']),
  ...['weekly', 'wochentlich', 'hebdomadaire', 'semanal', 'settimanale', 'wekelijks', 'wekelijkse'].map(
    (w): [string, string] => [w, 'week'],
  ),
  ...[
    'monthly',
    'monatlich',
    'mensuel',
    'mensuelle',
    'mensual',
    'mensile',
    'maandelijks',
    'maandelijkse',
    'mensal',
  ].map((w): [string, string] => [w, 'month']),
  ...['nightly'].map((w): [string, string] => [w, 'night']),
]);

/** Whether two rates are per the same unit (both undefined: two amounts). */
export function samePer(a: Per | undefined, b: Per | undefined): boolean {
  return a === undefined || b === undefined ? a === b : a.dim === b.dim && a.qty === b.qty;
}
