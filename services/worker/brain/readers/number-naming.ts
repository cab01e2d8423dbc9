import type { FoundNumber } from './amounts.js';
import { ownWords } from './field-readers.js';
import { FIELD_STOP_WORDS } from './lexicons/field-vocabulary.js';
import { MINIMUM_AFTER, MINIMUM_BEFORE, UNIT_NAME_WORDS } from './lexicons/number-field-words.js';
import { relevance } from './field-terms.js';
import { ownWordsBefore } from './own-words-before.js';
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

/**
 * The words of the other number fields' descriptions that say what they are and that this field's
 * words do not hold (folded, five letters or more): "adjudicação" of a deposit described "valor a
 * pagar adiantado (adjudicação)", beside a price "preço do reclamo com colocação". The client's
 * own words for each field: an amount right after one is that field's ("a fatura da adjudicação
 * (1.170 € + IVA)" is no price of the sign). Words this field's terms share a stem with (a price
 * word, a currency, VAT) name nothing apart.
 */
export function describedRivalWords(terms: readonly string[], about: string, rivalAbouts: readonly string[]): string[] {
  const stem = (w: string) => w.slice(0, 5);
  const mine = new Set([...terms, ...(about.match(/\p{L}+/gu) ?? [])].map(stem));
  const out = new Set<string>();
  for (const r of rivalAbouts)
    for (const w of r.match(/\p{L}{5,}/gu) ?? [])
      if (!mine.has(stem(w)) && !FIELD_STOP_WORDS.has(w) && !UNIT_NAME_WORDS.has(w)) out.add(w);
  return [...out];
}

/**
 * Whether the words right before the amount at `index` that are its own (own-words-before.ts, at
 * most DESCRIBED_REACH characters) name one of `described` (describedRivalWords) and none of this
 * field's `terms`.
 */
export function describedRivalBefore(
  seg: Segment,
  index: number,
  described: readonly string[],
  terms: readonly string[],
): boolean {
  if (described.length === 0) return false;
  const sentence = ownWordsBefore(seg.folded.slice(Math.max(0, index - DESCRIBED_REACH), index));
  const words = sentence.match(/\p{L}+/gu) ?? [];
  if (!described.some((d) => words.some((w) => w.startsWith(d.slice(0, 6))))) return false;
  return relevance({ ...seg, folded: sentence }, terms) === 0;
}

/** How far before an amount a rival's described word names it: "do pagamento da adjudicação, que é de 50% (1.170 €". */
const DESCRIBED_REACH = 32;
