import { foldForMatching } from '../language-fold.js';
import { LEXICON } from './number-words/lexicon.js';
import { periodOfField, perUnitAfter } from './units/per-unit.js';
import { UNITS } from './units/unit-words.js';

/**
 * Figures that are only a part of what a field asks for, so never its single value:
 *
 * - an amount for the first periods of a term ("£1,850 for the first four weeks, then £390 a
 *   week", "für die ersten 3 Monate", "pour les 2 premières semaines", "por los primeros 3
 *   meses", "per i primi 6 mesi", "nos primeiros 3 meses", "voor de eerste 2 weken"): neither the
 *   rate per period nor the whole term's total;
 * - an amount for several periods ("£1,850 for 4 weeks", "300 € für 2 Wochen"): a total over
 *   them, never the rate per one;
 * - a term of a sum ("6 + 47 pallets", "€600 + €470"): no single figure.
 *
 * Words are compared as tokens in bounded windows of folded text: linear in what the
 * counterparty writes.
 */

/** Prepositions that put an amount on a span of time ("for", "für", "pour", "por", "per", "pelos", "voor", "durante"). */
const FOR_WORDS = new Set([
  'for',
  'fur',
  'pour',
  'por',
  'per',
  'para',
  'pelo',
  'pelos',
  'pela',
  'pelas',
  'voor',
  'durante',
]);

/** The articles that may follow them ("for the", "für die", "pour les", "por los", "per i", "nos"). */
const ARTICLES = new Set([
  'the',
  'die',
  'den',
  'les',
  'le',
  'la',
  'las',
  'los',
  'el',
  'i',
  'gli',
  'os',
  'as',
  'o',
  'de',
  'het',
  'nos',
  'nas',
]);
/** "First" in the seven languages, folded: an opening part of a term or a series. */
export const OPENING = new Set([
  'first',
  'initial',
  'opening',
  'erste',
  'ersten',
  'premier',
  'premiere',
  'premiers',
  'premieres',
  'primer',
  'primera',
  'primeros',
  'primeras',
  'primo',
  'prima',
  'primi',
  'prime',
  'primeiro',
  'primeira',
  'primeiros',
  'primeiras',
  'eerste',
]);

/**
 * Periods, singular and plural, folded, in the seven languages: the calendar's units
 * (units/unit-words.ts, dimension `time`) and nights, which are no unit of time.
 */
const PERIOD_WORDS = new Set([
  ...[...UNITS].filter(([, u]) => u.dim === 'time').map(([w]) => w),
  ...'night nights nacht nachte nachten nuit nuits noche noches notte notti noite noites'.split(' '),
]);

const WINDOW = 48;

/** Words that open what comes after the first periods ("then", "danach", "puis", "luego", "poi", "depois", "daarna"). */
const THEN = new Set(
  'then thereafter afterwards after dann danach anschliessend puis ensuite apres luego despues poi dopo depois apos daarna dan na'.split(
    ' ',
  ),
);

/** The tokens of folded text (letters and digits). */
function tokens(folded: string): string[] {
  return folded.match(/[\p{L}\d]+/gu) ?? [];
}

function isCount(token: string): boolean {
  if (/^\d+$/.test(token)) return true;
  return Object.values(LEXICON).some((words) => words[token] !== undefined && words[token]!.kind !== 'article');
}

/**
 * The span a run of tokens opens with: `first` for "for the first [N] weeks" / "pour les N
 * premières semaines", `several` for "for N weeks" (N at least two), else undefined.
 */
function spanAt(ts: readonly string[]): { kind: 'first' | 'several'; length: number } | undefined {
  let i = 0;
  if (!FOR_WORDS.has(ts[i] ?? '')) return undefined;
  i++;
  if (ARTICLES.has(ts[i] ?? '')) i++;
  let count: string | undefined;
  let opening = false;
  // At most a count and an opening word, in either order ("first 4", "4 premières").
  for (let k = 0; k < 2; k++) {
    const t = ts[i] ?? '';
    if (!opening && OPENING.has(t)) opening = true;
    else if (count === undefined && isCount(t)) count = t;
    else break;
    i++;
  }
  if (!PERIOD_WORDS.has(ts[i] ?? '')) return undefined;
  if (opening) return { kind: 'first', length: i + 1 };
  if (count !== undefined && countValue(count) >= 2) return { kind: 'several', length: i + 1 };
  return undefined;
}

function countValue(token: string): number {
  if (/^\d+$/.test(token)) return Number(token);
  for (const words of Object.values(LEXICON)) {
    const part = words[token];
    if (part && (part.kind === 'unit' || part.kind === 'teen' || part.kind === 'ten')) return part.value;
  }
  return 0;
}

export type TermSpan = 'first' | 'several';

/**
 * Whether the amount spanning [index, end) of `text` is said to be for the first periods of a
 * term (`first`) or for several periods (`several`): right after it ("€1,850 for the first 4
 * weeks", "300 € für 2 Wochen") or opening its clause before it ("for the first two months
 * it is €90").
 */
export function termSpan(text: string, index: number, end: number): TermSpan | undefined {
  const after = tokens(foldForMatching(text.slice(end, end + WINDOW)));
  // A currency word or a tax qualifier may stand between ("€1,850 net for the first …").
  const skip = after.findIndex((t) => FOR_WORDS.has(t));
  if (skip >= 0 && skip <= 2) {
    // "£390 a week for 4 weeks", "390 € pro Woche für 6 Wochen", "£390 weekly for the 6 weeks":
    // a rate per period stands before the span, which is only how long it is paid.
    const between = after.slice(0, skip).join(' ');
    if (skip > 0 && (perUnitAfter(between) !== undefined || periodOfField(between) !== undefined)) return undefined;
    const s = spanAt(after.slice(skip));
    if (s) return s.kind;
  }
  // Before it, in its own clause with no other figure between ("For the first 4 weeks the hire is
  // £1,850"): the span's words and then only words.
  const before = foldForMatching(text.slice(Math.max(0, index - WINDOW * 2), index));
  const clause = before.slice(Math.max(before.lastIndexOf('.'), before.lastIndexOf(';'), before.lastIndexOf('!')) + 1);
  const ts = tokens(clause);
  for (let i = 0; i < ts.length; i++) {
    if (!FOR_WORDS.has(ts[i]!)) continue;
    // A figure before the span is the one it belongs to ("£1,850 for the first 4 weeks, then £390").
    if (ts.slice(0, i).some((t) => /\d/.test(t))) return undefined;
    const s = spanAt(ts.slice(i));
    const rest = ts.slice(i + (s?.length ?? 0));
    if (s && s.kind === 'first' && !rest.some((t) => /\d/.test(t) || THEN.has(t))) return s.kind;
  }
  return undefined;
}

/**
 * A figure joined to another by a plus: "6 + 47", "€600 + €470 delivery" (not "+ VAT", not
 * "+44", not a rate after the plus: "2.980 € + 19 % MwSt" adds a tax or a surcharge, no term).
 */
export function partOfSum(text: string, index: number, end: number): boolean {
  const before = text.slice(Math.max(0, index - 12), index);
  const after = text.slice(end, end + 12);
  // "€600 + 20% + €50": an amount after the rate is a term again.
  const rateThenTerm = /^\s*\+\s*\d[\d.,]*\s*%[^+\d]{0,10}\+\s*(?:[€$£]|[a-z]{3}\s)?\s*\d/i;
  return (
    rateThenTerm.test(text.slice(end, end + 32)) ||
    /\d[\s%€$£]*(?:[a-z]{3}\s*)?\+\s*(?:[€$£]|[a-z]{3}\s)?\s*$/i.test(before) ||
    /^\s*\+\s*(?:[€$£]|[a-z]{3}\s)?\s*\d[\d.,]*(?![\d.,])(?!\s*%)/i.test(after)
  );
}
