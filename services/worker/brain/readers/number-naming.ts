import type { FoundNumber } from './amounts.js';
import { ownWords } from './field-readers.js';
import { MINIMUM_AFTER, MINIMUM_BEFORE, UNIT_NAME_WORDS } from './lexicons/number-field-words.js';
import type { Segment } from './segments.js';

/**
 * Which words name a figure for a number field (number-field.ts): the field's own words against
 * its rival number fields', a field term near the figure, a minimum named before or after it.
 */

/** The words of a property's name no rival number field shares: totalPrice/unitPrice → total, unit. */
export function distinctWords(
  name: string,
  rivals: readonly string[],
): { own: string[]; theirs: string[]; named: string[] } {
  const mine = ownWords(name);
  const others = rivals.map(ownWords);
  const shared = new Set(others.flat().filter((w) => mine.includes(w)));
  const theirs = [...new Set(others.flat())].filter((w) => !shared.has(w) && !UNIT_NAME_WORDS.has(w));
  const named = mine.filter((w) => !shared.has(w));
  return { own: named.filter((w) => !UNIT_NAME_WORDS.has(w)), theirs, named };
}

/** 3 when a field term sits within 25 characters of the number in the same segment. */
export function nearTerm(seg: Segment, n: FoundNumber, terms: readonly string[]): number {
  const window = seg.folded.slice(Math.max(0, n.index - 25), n.end + 25);
  return terms.some((t) => t.length >= 3 && window.includes(t)) ? 3 : 0;
}

/** A figure named a minimum ("minimum order 300", "at least 50", "500 Stück mindestens"). */
export function namesMinimum(folded: string, n: FoundNumber): boolean {
  return (
    MINIMUM_BEFORE.test(folded.slice(Math.max(0, n.index - 45), n.index)) ||
    MINIMUM_AFTER.test(folded.slice(n.end, n.end + 30))
  );
}
