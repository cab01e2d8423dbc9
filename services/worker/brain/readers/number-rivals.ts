import { amountScope, type AmountScope, fieldScope } from './amount-scope.js';
import type { FoundNumber } from './amounts.js';
import { countedWord } from './count-field.js';
import { type Found, ownWords } from './field-readers.js';
import { splitName } from './field-terms.js';
import type { Segment } from './segments.js';

/**
 * Competing readings of one number field (number-field.ts gathers the candidates): whether a
 * figure is a second reading beside the best one (another value of the same kind that the text
 * binds to the field, not a part of it), either end of a range, and the best candidate when all
 * the best give one value. When two readings compete, the field is asked, never one picked.
 */

export interface NumberCandidate {
  c: Found & { key: string };
  score: number;
  n: FoundNumber;
  rel: number;
  amount: AmountScope;
  fit: number;
  seg: Segment;
  /** Not its value (a bare figure no price word leads to), but a sign of a second reading. */
  weak: boolean;
  /** A flat fee's amount no fee word names: the field's only when the text writes no other (number-field.ts). */
  unnamedFlat?: boolean;
}

/**
 * Whether `x` is a second reading of the field beside `top`: another value of the same kind
 * (an amount in a currency beside an amount in a currency; a bare figure beside a bare figure,
 * or the same counted thing) that the text binds to the field, and not a part of it ("€2,220
 * including €240 freight").
 */
export function competes(x: NumberCandidate, top: NumberCandidate, money: boolean): boolean {
  if (x.c.value === top.c.value || x.n.percent !== top.n.percent) return false;
  if (COMPONENT_BEFORE.test(x.seg.folded.slice(Math.max(0, x.n.index - 30), x.n.index))) return false;
  if (top.n.currency) return x.n.currency !== undefined && (money || x.rel > 0);
  if (x.n.currency || (x.score <= 0 && x.rel === 0)) return false;
  return countedThing(x) === countedThing(top);
}
const COMPONENT_BEFORE =
  /(?:\bincl\w*|\bincluding|\bof which|\bthereof|\bdavon|\binkl\w*|\bdont|\bincluid\w*|\binclus\w*|\bcompris|\bdi cui|\bwaarvan|\binclusief|\bincluindo)[^.;!?\d]{0,20}$/;

/** The thing a figure counts ("95 rolls" → rolls), or '' for a bare figure. */
function countedThing(x: NumberCandidate): string {
  return countedWord(x.seg, x.n);
}

/** "3 to 5", "10-12", "between 1,800 and 2,000": either end of a range. */
export function inRange(seg: Segment, n: FoundNumber): boolean {
  if (
    RANGE_AFTER.test(seg.text.slice(n.end, n.end + 8)) ||
    RANGE_BEFORE.test(seg.text.slice(Math.max(0, n.index - 16), n.index))
  )
    return true;
  const before = seg.folded.slice(Math.max(0, n.index - 40), n.index);
  return BETWEEN_FIRST.test(before) || BETWEEN_SECOND.test(before);
}

const BETWEEN_FIRST = /\b(?:between|zwischen|entre|tra|fra|tussen)\s*[€$£]?\s*$/;
const BETWEEN_SECOND =
  /\b(?:between|zwischen|entre|tra|fra|tussen)\s*[€$£]?\s*[\d.,' ]{1,15}\s*(?:[€$£]|eur|usd|gbp|chf)?\s*(?:and|und|et|y|e|en)\s*[€$£]?\s*$/;
const RANGE_AFTER = /^\s*(?:-|–|to|bis|à|a|al|tot|até|e)\s*[€$£]?\s*\d/u;
/** A figure, never the digits of a code glued to letters ("la X10 à 2 390 €" is no range). */
const RANGE_BEFORE = /(?:^|[^\p{L}\d.,'])\d[\d.,']*\s*(?:-|–|to|bis|à|a|al|tot|até)\s*[€$£]?\s*$/u;
/** The first of the best-scored candidates when they all give the same value. */
export function sameValueTop(pool: readonly NumberCandidate[]): NumberCandidate | undefined {
  if (pool.length === 0) return undefined;
  const high = Math.max(...pool.map((x) => x.score));
  const tops = pool.filter((x) => x.score === high);
  return tops.every((x) => x.c.value === tops[0]!.c.value) ? tops[0] : undefined;
}

/**
 * Whether the word at `at` is what an earlier amount of the sentence is per ("£1.45 per item, so
 * £319"): it names that amount, never the figure after it.
 */
export function denominatorOfEarlier(seg: Segment, ns: readonly FoundNumber[], at: number): boolean {
  return ns.some(
    (m) =>
      m.currency !== undefined &&
      m.end <= at &&
      /^[^,;.!?\d]{0,25}$/.test(seg.folded.slice(m.end, at)) &&
      amountScope(seg.text, m.index, m.end) === 'per-unit',
  );
}

/**
 * The rival number fields' own words that may name an amount said per a unit: a total field's
 * ("groupTotal") never takes an amount per person and night, so its word before one ("our group
 * rate is £23.50 per person per night") names no rival of a price per person.
 */
export function perUnitRivalWords(theirs: readonly string[], rivals: readonly string[]): string[] {
  const open = rivals.filter((r) => fieldScope(splitName(r).join(' ')) !== 'total').flatMap(ownWords);
  return theirs.filter((w) => open.includes(w));
}
