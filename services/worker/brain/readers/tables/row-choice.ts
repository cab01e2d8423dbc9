import { foldForMatching } from '../../language-fold.js';
import { HEDGE_BEFORE } from '../../guards/hedges.js';
import { scopeWords, unitClassesOf } from '../amount-scope.js';
import { findNumbers } from '../amounts.js';
import { PERIOD_CLASSES } from '../per-period.js';
import { detectReadLanguage } from '../language.js';
import { PACK_ABBREVIATIONS, PACK_KIND, PIECE_WORDS } from '../lexicons/count-words.js';
import { PER_MARKERS, PER_OR_EACH } from '../lexicons/per-words.js';
import { namedRow, namingWords, stems } from './named-row.js';
import { tierColumn } from './tiers.js';

/**
 * Which row of a table (a CSV file, a text or HTML table) the case is about: the row whose
 * quantity tier holds the client's quantity (tiers.ts: "25–99" for 60 seats, "ab 5.000 Stk." for
 * 5,000 boxes), and among the rows left the one the client's words name (named-row.ts: the
 * article, its pack, its quality; "Business" beside "Enterprise"). A quantity that falls in no
 * tier, or in two, and rows that fit alike, choose nothing: the brain asks rather than guess a
 * tier or an article.
 */

/** A count the client's texts write: the figure and the word after it ("60 seats"). */
export interface AskedCount {
  value: number;
  /** The folded word right after the figure ("seats"), '' when none. */
  noun: string;
  /** Beside a multiplier ("250 boxes per store", "3 pallets of 400 boxes", "12 x 250"): a factor, not the quantity. */
  factor: boolean;
  /** The period the count is per ("40 sacks a week" → 'week'), '' when none. */
  period: string;
}

export interface RowAsk {
  /** Folded words naming what the client asks about (named-row.ts). */
  wanted: ReadonlySet<string>;
  /** The counts the client's texts write ("60 seats", "5.000 Faltkartons"). */
  quantities: readonly AskedCount[];
  /** Folded words the client prices a thing per ("price per 25 kg sack" → "sack"). */
  priced?: ReadonlySet<string>;
  /** The client's texts as their folded words in order, one space apart and around: where a code written with spaces is found. */
  said?: string;
  /** Whether a column header names a field asked for ("stock" for `inStock`): its cells are answers, never a row's name. */
  answers?: (header: string) => boolean;
}

/** "<n> <things> of|de|di|van|von|da|do|à|with <m>": the containers and what each holds. */
const CONTAINER_BEFORE = /\d\s*\p{L}+\s+(?:of|de|di|van|von|da|do|a|with|mit|con|com|met|avec|zu)\s*$/u;

/** What the client asks, from its texts and the fields' names and descriptions. */
export function rowAsk(texts: readonly string[]): RowAsk {
  const text = texts.join('\n');
  const lang = detectReadLanguage(text);
  return {
    wanted: new Set(namingWords(text)),
    said: ` ${(foldForMatching(text).match(/[\p{L}\d]+/gu) ?? []).join(' ')} `,
    priced: pricedWords(text),
    quantities: texts.flatMap((t) =>
      // "we would order 30 cartons": in the client's words a figure after "order" is a count.
      findNumbers(t, lang, t, { references: true })
        .filter((n) => !n.currency && !n.percent && Number.isInteger(n.value) && n.value > 0)
        .map((n) => askedCount(t, n.index, n.end, n.value)),
    ),
  };
}

function askedCount(text: string, index: number, end: number, value: number): AskedCount {
  const after = foldForMatching(text.slice(end, end + 60));
  const words = /^\s{0,3}(\p{L}+)\.?(?:\s+\(?(\p{L}+|[x×]))?/u.exec(after);
  const before = foldForMatching(text.slice(Math.max(0, index - 40), index));
  // A guessed or bounded count ("about 30", "unos 300", "mehr als 40") is no sure quantity either.
  const factor =
    HEDGE_BEFORE.test(before) ||
    /[x×*]\s*$/.test(before) ||
    /^\s*[x×*]\s*\d/.test(after) ||
    CONTAINER_BEFORE.test(before) ||
    /^\s{0,3}\p{L}+\s+(?:of|de|di|van|von|da|do|with|mit|con|com|met|avec)\s+\d/u.test(after) ||
    PER_MARKERS.has(words?.[1] ?? '') ||
    (PER_MARKERS.has(words?.[2] ?? '') && !perPeriodAfter(after));
  return { value, noun: words?.[1] ?? '', factor, period: periodOf(scopeWords(text, end)) };
}

/** "crates per week" after a count: its period, no multiplier ("250 boxes per store" is one). */
function perPeriodAfter(after: string): boolean {
  const next = /^\s{0,3}\p{L}+\.?\s+\p{L}+\s+(\p{L}+)/u.exec(after)?.[1] ?? '';
  return periodOf(next) !== '';
}

/** The one period a (folded) text names ("per week", "a month", "jährlich"), '' for none or two. */
export function periodOf(folded: string): string {
  const periods = [...unitClassesOf(folded)].filter((u) => PERIOD_CLASSES.includes(u));
  return periods.length === 1 ? periods[0]! : '';
}

/** The words right after a "per" (past figures and short unit words): what a price is per. */
function pricedWords(text: string): Set<string> {
  const words = foldForMatching(text.replace(/([a-z])([A-Z])/g, '$1 $2')).match(/[\p{L}\d]+/gu) ?? [];
  const out = new Set<string>();
  words.forEach((w, i) => {
    if (!PER_OR_EACH.has(w)) return;
    const next = words.slice(i + 1, i + 4).find((x) => /^\p{L}{3,}$/u.test(x));
    if (next) out.add(next);
  });
  return out;
}

/**
 * Whether a counted noun is one of the words, singular or plural ("sacks" and "sack"), or in the
 * short form a column writes ("cx" for "caixas"; "uds", "Stk." or "pcs" for any word of a piece).
 */
export function sameCountedThing(noun: string, words: readonly string[]): boolean {
  const own = countForms(noun);
  return words.some((w) => countForms(w).some((s) => own.includes(s)));
}

/** A count word's stems, the words its short form stands for, and "piece" for every word of one piece. */
export function countForms(word: string): string[] {
  const out = [...stems(word), ...(PACK_ABBREVIATIONS[word] ?? []).flatMap(stems)];
  if (PIECE_WORDS.has(word) || stems(word).some((s) => PIECE_WORDS.has(s))) out.push('piece');
  // "Kartons" counts what "cartons" counts: one pack in two languages.
  const kind = PACK_KIND.get(word);
  if (kind) out.push(`pack:${kind}`);
  return out;
}

/**
 * The client's one quantity of what the table counts: a figure followed by a word of the table
 * (its header, its cells: "boxes" for a "Price per box" list), none beside a multiplier, per the
 * tier column's period ("Menge pro Monat"; none for an order's quantity), and one value only;
 * otherwise undefined (no tier is chosen).
 */
function countedQuantity(
  header: readonly string[] | undefined,
  rows: readonly (readonly string[])[],
  ask: RowAsk,
  period: string,
): number | undefined {
  const tableWords = new Set(
    [...(header ?? []), ...rows.flat()]
      .flatMap((c) => foldForMatching(c).match(/\p{L}{2,}/gu) ?? [])
      .flatMap((w) => (w.length >= 3 ? countForms(w) : countForms(w).slice(1))),
  );
  const counted = ask.quantities.filter((q) => q.noun !== '' && countForms(q.noun).some((w) => tableWords.has(w)));
  // A count per a period ("40 sacks a week") for tiers per none (an order's quantity), or the
  // reverse, or per another period: not the count the tiers hold.
  if (counted.some((q) => q.period !== period)) return undefined;
  return oneSureCount(counted);
}

/** The one value of the client's counts of a thing: none, one beside a multiplier or two values give none. */
export function oneSureCount(counted: readonly AskedCount[]): number | undefined {
  if (counted.length === 0 || counted.some((q) => q.factor)) return undefined;
  return new Set(counted.map((q) => q.value)).size === 1 ? counted[0]!.value : undefined;
}

/** The index of the row the case is about, or undefined when no row is sure. */
export function chooseRow(
  header: readonly string[] | undefined,
  rows: readonly (readonly string[])[],
  ask: RowAsk,
): number | undefined {
  if (rows.length === 0) return undefined;
  const width = header?.length ?? rows[0]!.length;
  // A summary line inside the table ("     | Total excl. VAT |  |  | 2'400.–"): a label and a
  // figure in a row of four or more columns is no article's row (the label/value readers read it).
  const filled = (r: readonly string[]) => r.filter((c) => c.trim() !== '' && c.trim() !== '-').length;
  let candidates = rows.map((_, i) => i).filter((i) => width < 4 || filled(rows[i]!) > 2);
  for (let c = 0; c < width; c++) {
    const tiers = tierColumn(
      header?.[c],
      rows.map((r) => r[c] ?? ''),
    );
    if (!tiers) continue;
    // The client's quantity of what the table counts picks the tier; none, two, one beside a
    // multiplier or one in no tier: no row is sure.
    const q = countedQuantity(header, rows, ask, periodOf(foldForMatching(header?.[c] ?? '')));
    if (q === undefined) return undefined;
    candidates = candidates.filter((i) => q >= tiers[i]!.lo && q <= tiers[i]!.hi);
    if (candidates.length === 0) return undefined;
    if (candidates.length === 1) return candidates[0];
    break;
  }
  // The cells of a column that answers a field ("in stock" under "stock" for `inStock`) do not
  // name the row: a row is never chosen by the answer the client wants.
  const answering = (header ?? []).map((h) => ask.answers?.(h) === true);
  const named = namedRow(
    candidates.map((i) => rows[i]!.map((c, k) => (answering[k] ? '' : c))),
    ask.wanted,
  );
  return named === undefined ? undefined : candidates[named];
}
