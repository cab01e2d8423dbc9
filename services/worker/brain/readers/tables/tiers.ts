import { foldForMatching } from '../../language-fold.js';

/**
 * Quantity tiers of a price table ("1–24", "25 - 99", "100+", "ab 5.000 Stk.", "from 500",
 * "vanaf 10 stuks", "à partir de 50", "desde 20", "da 100 pezzi", "up to 24", "bis 99"): the
 * range of quantities each row's price holds for. A column is a tier column only when every one
 * of its cells is such a range, the ranges climb and do not overlap (a new run may start again
 * for another product), and the header or the cells name a count (seats, users, Menge, Stk,
 * aantal, pezzi …): "3–5 days" in a lead-time column is no tier. Cells are short and read with
 * one bounded pattern each, never across the text.
 */

export interface Tier {
  lo: number;
  hi: number;
}

/** Words of a header or a cell that say the column counts things (folded). */
const COUNT_WORDS = new Set([
  'quantity',
  'quantities',
  'qty',
  'volume',
  'tier',
  'tiers',
  'seats',
  'seat',
  'users',
  'user',
  'licences',
  'licenses',
  'licence',
  'license',
  'units',
  'pcs',
  'pieces',
  'copies',
  'menge',
  'anzahl',
  'staffel',
  'stk',
  'stuck',
  'exemplare',
  'quantite',
  'exemplaires',
  'cantidad',
  'unidades',
  'uds',
  'quantita',
  'pezzi',
  'pz',
  'aantal',
  'stuks',
  'st',
  'quantidade',
  'unidades',
  'pecas',
]);

const FROM = /^(?:from|over|ab|von|vanaf|des|a partir de|desde|a partir da|da|dai|dal|a partire da|>=|≥|min\.?)$/;
const UP_TO = /^(?:up to|to|under|bis|bis zu|jusqu'a|hasta|fino a|tot|tot en met|ate|<=|≤|max\.?)$/;
const BETWEEN = /^(?:-|–|—|to|bis|a|à|au|tot|al|ate|t\/m)$/;
const MORE = /^(?:\+|or more|and more|und mehr|et plus|y mas|o mas|e oltre|o piu|en meer|of meer|ou mais|e mais)$/;
/** Numbers of a tier: whole counts, thousands grouped or not ("2.000", "10 000", "1,000"). */
const COUNT = /\d{1,3}(?:[.,' \u00a0\u202f]\d{3})+(?!\d)|\d+/g;

/** The range a cell states, with `hi` Infinity for an open end; NaN bounds are filled later. */
export function tierOf(
  cell: string,
  /** A header's "1 pallet" beside "2+ pallets": one count with its word is a tier of that count alone. */
  exact = false,
): { tier: Tier; counted: boolean; unit?: string } | undefined {
  const f = foldForMatching(cell).trim().replace(/\s+/g, ' ');
  if (f.length === 0 || f.length > 40 || /[€$£%]|\d[.,]\d{1,2}(?!\d)/.test(f)) return undefined;
  const nums = [...f.matchAll(COUNT)];
  if (nums.length === 0 || nums.length > 2) return undefined;
  const value = (m: RegExpMatchArray) => Number(m[0].replace(/\D/g, ''));
  const before = f.slice(0, nums[0]!.index).trim();
  const lastEnd = nums[nums.length - 1]!.index! + nums[nums.length - 1]![0].length;
  let after = f.slice(lastEnd).trim();
  // A count word after the last number ("Stk.", "seats", "pezzi") may close the cell.
  // "40+ uds", "100+ cx": the open end before the count word.
  const plusFirst = /^(\+) ?(\p{L}{1,12})\.?$/u.exec(after);
  const unit = plusFirst
    ? ([plusFirst[0], plusFirst[2]!, plusFirst[1]!] as const)
    : (/^(\p{L}{1,12})\.?$/u.exec(after) ??
      /^(\p{L}{1,12})\.? ?(\+|or more|and more|und mehr|et plus|y mas|en meer|e oltre|ou mais)$/u.exec(after));
  let counted = false;
  if (unit) {
    // Another word ("Rollen", "days") is the tier's unit only under a header that names a count.
    counted = COUNT_WORDS.has(unit[1]!);
    after = unit[2] ?? '';
  }
  const of = unit ? { unit: unit[1]! } : {};
  if (nums.length === 2) {
    const mid = f.slice(nums[0]!.index! + nums[0]![0].length, nums[1]!.index).trim();
    if (!BETWEEN.test(mid) || after !== '' || !(before === '' || FROM.test(before))) return undefined;
    const lo = value(nums[0]!);
    const hi = value(nums[1]!);
    return lo <= hi ? { tier: { lo, hi }, counted, ...of } : undefined;
  }
  const n = value(nums[0]!);
  if (MORE.test(after) && before === '') return { tier: { lo: n, hi: Number.POSITIVE_INFINITY }, counted, ...of };
  if (after !== '') return undefined;
  if (exact && unit && before === '') return { tier: { lo: n, hi: n }, counted, ...of };
  if (FROM.test(before)) return { tier: { lo: n, hi: Number.NaN }, counted, ...of };
  if (UP_TO.test(before)) return { tier: { lo: Number.NaN, hi: n }, counted, ...of };
  return undefined;
}

/**
 * The tiers of a column, or undefined when it is no tier column. An open upper bound ("ab 500")
 * ends below the next row's lower bound in the same run; an open lower bound ("up to 24") starts
 * above the row before (or at 1).
 */
export function tierColumn(header: string | undefined, cells: readonly string[]): Tier[] | undefined {
  if (cells.length < 2) return undefined;
  const read = cells.map((c) => tierOf(c));
  if (read.some((r) => r === undefined)) return undefined;
  const headerWords = foldForMatching(header ?? '').match(/\p{L}+/gu) ?? [];
  if (!headerWords.some((w) => COUNT_WORDS.has(w)) && !read.some((r) => r!.counted)) return undefined;
  const tiers = read.map((r) => ({ ...r!.tier }));
  for (let i = 0; i < tiers.length; i++) {
    const t = tiers[i]!;
    const prev = tiers[i - 1];
    const next = tiers[i + 1];
    if (Number.isNaN(t.lo)) t.lo = prev && prev.hi < t.hi ? prev.hi + 1 : 1;
    if (Number.isNaN(t.hi)) t.hi = next && next.lo > t.lo ? next.lo - 1 : Number.POSITIVE_INFINITY;
  }
  // Within a run the tiers climb without overlapping; a run starts again where a tier starts
  // below the one before (another product's tiers).
  for (let i = 1; i < tiers.length; i++) {
    const a = tiers[i - 1]!;
    const b = tiers[i]!;
    if (b.lo > a.lo && b.lo <= a.hi) return undefined;
  }
  return tiers;
}
