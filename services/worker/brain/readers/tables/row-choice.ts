import { foldForMatching } from '../../language-fold.js';
import { findNumbers } from '../amounts.js';
import { detectReadLanguage } from '../language.js';
import { EACH_WORDS, PER_CONTRACTED, PER_PREPOSITIONS } from '../lexicons/per-words.js';
import { namedRow, namingWords } from './named-row.js';
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
}

export interface RowAsk {
  /** Folded words naming what the client asks about (named-row.ts). */
  wanted: ReadonlySet<string>;
  /** The counts the client's texts write ("60 seats", "5.000 Faltkartons"). */
  quantities: readonly AskedCount[];
}

const PER_AFTER = new Set<string>([...PER_PREPOSITIONS, ...PER_CONTRACTED, ...EACH_WORDS]);
/** "<n> <things> of|de|di|van|von|da|do|à|with <m>": the containers and what each holds. */
const CONTAINER_BEFORE = /\d\s*\p{L}+\s+(?:of|de|di|van|von|da|do|a|with|mit|con|com|met|avec|zu)\s*$/u;

/** What the client asks, from its texts and the fields' names and descriptions. */
export function rowAsk(texts: readonly string[]): RowAsk {
  const text = texts.join('\n');
  const lang = detectReadLanguage(text);
  return {
    wanted: new Set(namingWords(text)),
    quantities: texts.flatMap((t) =>
      findNumbers(t, lang)
        .filter((n) => !n.currency && !n.percent && Number.isInteger(n.value) && n.value > 0)
        .map((n) => askedCount(t, n.index, n.end, n.value)),
    ),
  };
}

function askedCount(text: string, index: number, end: number, value: number): AskedCount {
  const after = foldForMatching(text.slice(end, end + 60));
  const words = /^\s{0,3}(\p{L}+)\.?(?:\s+\(?(\p{L}+|[x×]))?/u.exec(after);
  const before = foldForMatching(text.slice(Math.max(0, index - 40), index));
  const factor =
    /[x×*]\s*$/.test(before) ||
    /^\s*[x×*]\s*\d/.test(after) ||
    CONTAINER_BEFORE.test(before) ||
    /^\s{0,3}\p{L}+\s+(?:of|de|di|van|von|da|do|with|mit|con|com|met|avec)\s+\d/u.test(after) ||
    PER_AFTER.has(words?.[1] ?? '') ||
    PER_AFTER.has(words?.[2] ?? '');
  return { value, noun: words?.[1] ?? '', factor };
}

/** A word and its stems without a plural or gender ending ("boxes"/"box", "Rollen"/"Rolle", "pezzi"/"pezzo"). */
function stems(word: string): string[] {
  const out = [word];
  for (const end of ['es', 'en', 'as', 'os', 's', 'e', 'n', 'a', 'i', 'o'])
    if (word.endsWith(end) && word.length - end.length >= 3) out.push(word.slice(0, -end.length));
  return out;
}

/**
 * The client's one quantity of what the table counts: a figure followed by a word of the table
 * (its header, its cells: "boxes" for a "Price per box" list), none beside a multiplier, and one
 * value only; otherwise undefined (no tier is chosen).
 */
function countedQuantity(
  header: readonly string[] | undefined,
  rows: readonly (readonly string[])[],
  ask: RowAsk,
): number | undefined {
  const tableWords = new Set(
    [...(header ?? []), ...rows.flat()].flatMap((c) => foldForMatching(c).match(/\p{L}{3,}/gu) ?? []).flatMap(stems),
  );
  const counted = ask.quantities.filter((q) => q.noun !== '' && stems(q.noun).some((w) => tableWords.has(w)));
  if (counted.length === 0 || counted.some((q) => q.factor)) return undefined;
  const values = new Set(counted.map((q) => q.value));
  return values.size === 1 ? counted[0]!.value : undefined;
}

/** The index of the row the case is about, or undefined when no row is sure. */
export function chooseRow(
  header: readonly string[] | undefined,
  rows: readonly (readonly string[])[],
  ask: RowAsk,
): number | undefined {
  if (rows.length === 0) return undefined;
  const width = header?.length ?? rows[0]!.length;
  let candidates = rows.map((_, i) => i);
  for (let c = 0; c < width; c++) {
    const tiers = tierColumn(
      header?.[c],
      rows.map((r) => r[c] ?? ''),
    );
    if (!tiers) continue;
    // The client's quantity of what the table counts picks the tier; none, two, one beside a
    // multiplier or one in no tier: no row is sure.
    const q = countedQuantity(header, rows, ask);
    if (q === undefined) return undefined;
    candidates = candidates.filter((i) => q >= tiers[i]!.lo && q <= tiers[i]!.hi);
    if (candidates.length === 0) return undefined;
    if (candidates.length === 1) return candidates[0];
    break;
  }
  const named = namedRow(
    candidates.map((i) => rows[i]!),
    ask.wanted,
  );
  return named === undefined ? undefined : candidates[named];
}
