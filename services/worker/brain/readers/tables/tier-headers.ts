import { foldForMatching } from '../../language-fold.js';
import { PER_OR_EACH } from '../lexicons/per-words.js';
import { namingWords } from './named-row.js';
import { type AskedCount, oneSureCount, periodOf, type RowAsk, sameCountedThing } from './row-choice.js';
import { type Tier, tierOf } from './tiers.js';
import { UNITS } from '../units/unit-words.js';

/**
 * Quantity tiers written in a table's column headers ("price_1_39_per_wk" beside
 * "price_40plus_per_wk", "Preis 1–9 Stk." beside "Preis ab 10 Stk.", "Prix 10 à 49" beside "Prix
 * 50+"): columns that name the same thing and differ only by the range of quantities each price
 * holds for. A human takes the column whose range holds the client's quantity; so does this, and
 * only when that quantity is sure:
 *
 * - it counts what the columns count: a count word of the headers, else the thing the client's
 *   field or objective prices ("sacks" for a price per sack), never a count beside a multiplier;
 * - it is per the same period as the headers ("40 sacks a week" for tiers "per wk"; a quantity
 *   per a period for tiers per none, or the reverse, is not sure);
 * - one value only, in exactly one tier (a boundary value belongs to the tier that names it).
 *
 * Otherwise none of the tier columns is kept: the field binds none of them and is asked for,
 * never given the first or the nearest tier. Headers are short and read with bounded patterns.
 */

/** A header split into its tier (when it has one) and the words around it. */
interface TierHeader {
  tier: Tier;
  /** The header without its tier: what the column holds ("price per week"). */
  stem: string;
  /** The word the tier counts, when it writes one ("cartons" in "1 à 49 cartons"). */
  unit?: string;
}

/** Header abbreviations of periods, spelled out for the period words (tier-period.ts). */
const SPELLED: Readonly<Record<string, string>> = { wk: 'week', wks: 'weeks', mth: 'month', mo: 'month', yr: 'year' };

const ABBREVIATED_PERIOD: Readonly<Record<string, string>> = {
  w: 'week',
  wk: 'week',
  m: 'month',
  mnd: 'month',
  mo: 'month',
  a: 'year',
  j: 'year',
};

/** "price_1_39_per_wk" → "price 1-39 per week"; "price_40plus" → "price 40+". */
function normalised(header: string): string {
  return (
    foldForMatching(header)
      .slice(0, 80)
      // "p.w.", "p.m.", "p.a.": per week, month, year ("prijs/st 1-4 krat p.w.").
      .replace(
        /(?<![\p{L}.])p\.\s?(w|wk|m|mnd|mo|a|j)\.?(?![\p{L}])/gu,
        (_, x: string) => ` per ${ABBREVIATED_PERIOD[x]} `,
      )
      .replace(/(\d)_(?=\d)/g, '$1-')
      .replace(/[_()[\]]+/g, ' ')
      .replace(/(\d)\s?(?:plus|\+)(?![\p{L}\d])/gu, '$1+ ')
      .replace(/\p{L}+/gu, (w) => SPELLED[w] ?? w)
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Words that may stand before a tier's first number ("ab", "from", "à partir de") or after its last ("Stk.", "et plus"). */
const EDGE_WORDS = 3;

/** The tier a header writes, and the rest of it; undefined when it writes none. */
export function tierHeader(header: string): TierHeader | undefined {
  const words = normalised(header).split(' ');
  const digits = words.map((w) => /\d/.test(w));
  const first = digits.indexOf(true);
  const last = digits.lastIndexOf(true);
  if (first < 0 || last - first > 2) return undefined;
  // The widest run of words around the numbers (up to three each side) that makes a tier.
  for (let k = Math.min(EDGE_WORDS, first); k >= 0; k--) {
    for (let j = Math.min(EDGE_WORDS, words.length - 1 - last); j >= 0; j--) {
      const span = words.slice(first - k, last + 1 + j);
      // "per week" after a tier says what it is per: the column's, not the tier's.
      if (span.some((w) => PER_OR_EACH.has(w))) continue;
      const read = tierOf(span.join(' '), true);
      if (!read) continue;
      const stem = [...words.slice(0, first - k), ...words.slice(last + 1 + j)].join(' ');
      return { tier: read.tier, stem, ...(read.unit ? { unit: read.unit } : {}) };
    }
  }
  return undefined;
}

/**
 * The pairs with a table's tier columns resolved: of each set of headers that differ only by
 * their tier, the one whose tier holds the client's sure quantity, or none of them.
 */
export function resolveTierHeaders<T extends { header: string }>(pairs: readonly T[], ask: RowAsk): T[] {
  const read = pairs.map((p) => tierHeader(p.header));
  const groups = new Map<string, number[]>();
  read.forEach((r, i) => {
    if (r) groups.set(r.stem, [...(groups.get(r.stem) ?? []), i]);
  });
  const dropped = new Set<number>();
  for (const [stem, members] of groups) {
    if (members.length < 2) continue;
    const tiers = filled(members.map((i) => read[i]!.tier));
    // One count word, singular or plural ("1 pallet" beside "2+ pallets"), or none.
    const units = members.map((i) => read[i]!.unit ?? '');
    const oneUnit = units.every((u) => (u === '' ? units[0] === '' : sameCountedThing(u, [units[0]!])));
    const q = tiers && oneUnit ? headerQuantity(stem, units[0]!, ask) : undefined;
    const holding = q === undefined ? [] : members.filter((_, k) => q >= tiers![k]!.lo && q <= tiers![k]!.hi);
    for (const i of members) if (holding.length !== 1 || holding[0] !== i) dropped.add(i);
  }
  return pairs.filter((_, i) => !dropped.has(i));
}

/** Open ends closed by the neighbouring tiers; undefined when the tiers overlap. */
function filled(raw: readonly Tier[]): Tier[] | undefined {
  const order = raw.map((t, i) => ({ t: { ...t }, i })).sort((a, b) => (a.t.lo || 0) - (b.t.lo || 0));
  for (let k = 0; k < order.length; k++) {
    const t = order[k]!.t;
    if (Number.isNaN(t.lo)) t.lo = k > 0 ? order[k - 1]!.t.hi + 1 : 1;
    if (Number.isNaN(t.hi)) t.hi = k + 1 < order.length ? order[k + 1]!.t.lo - 1 : Number.POSITIVE_INFINITY;
  }
  for (let k = 1; k < order.length; k++) if (order[k]!.t.lo <= order[k - 1]!.t.hi) return undefined;
  const out: Tier[] = [];
  for (const o of order) out[o.i] = o.t;
  return out;
}

/** A unit of measure as short as "m" or "kg" ("600 m" for tiers "500-999 m"): the same unit word only. */
function sameMeasure(noun: string, things: readonly string[]): boolean {
  const unit = UNITS.get(noun);
  return unit !== undefined && things.some((t) => UNITS.get(t) === unit);
}

/**
 * The client's one quantity of what the tier headers count, per their period; else undefined.
 * The tiers' own count word ("cartons") must be the quantity's; tiers without one count what the
 * column's price is per: a word of the header, or the thing the client prices ("per sack").
 */
function headerQuantity(stem: string, unit: string, ask: RowAsk): number | undefined {
  const period = periodOf(stem);
  const things = unit !== '' ? [unit] : [...namingWords(stem), ...(ask.priced ?? [])];
  const counted = ask.quantities.filter(
    (q: AskedCount) =>
      q.period === period && (q.noun.length >= 3 ? sameCountedThing(q.noun, things) : sameMeasure(q.noun, things)),
  );
  return oneSureCount(counted);
}

/**
 * A price list's tier columns that name nothing but their tier ("300-499 m;500-999 m;ab 1000 m"
 * under "Preise in EUR je laufendem Meter"): after the tiers are resolved (resolveTierHeaders),
 * the one such column left holds the price, and binds the schema's one money field that no other
 * column named. With two money fields, or none, it binds nothing.
 */
export function bareTierPrice<T extends { header: string }>(
  resolved: readonly T[],
  bound: ReadonlySet<string>,
  moneyFields: readonly string[],
): Array<T & { name: string }> {
  const bare = resolved.filter((p) => tierHeader(p.header)?.stem === '');
  if (bare.length !== 1 || moneyFields.length !== 1 || bound.has(moneyFields[0]!)) return [];
  return [{ ...bare[0]!, name: moneyFields[0]! }];
}
