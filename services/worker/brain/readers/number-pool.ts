import { nearestBefore } from './field-readers.js';
import { FLAT_CHARGE, TOTAL_WORDS } from './lexicons/number-field-words.js';
import type { NumberCandidate } from './number-rivals.js';

/**
 * Narrowing a number field's candidates once they are gathered (number-field.ts), before one is
 * chosen (number-choice.ts), where the text as a whole says which kind of amount cannot be the
 * field's.
 */

/**
 * A rate per another period makes an amount said per nothing a total ("the job is €1,850, i.e.
 * €185 per day" for an hourly rate): a per-unit field keeps the amounts said per unit and those
 * its own words name right before them ("our hourly rate is £60").
 */
export function perUnitOrNamed(cands: readonly NumberCandidate[], own: readonly string[]): NumberCandidate[] {
  return cands.filter((x) => x.amount === 'per-unit' || (nearestBefore(x.seg.folded, x.n.index, own) ?? 99) <= 25);
}

/**
 * Beside prices per thing, an amount named a flat charge ("die Anfahrtspauschale von 25 €") is one
 * part of the total a field asks, never the total: only an amount called the total is kept.
 */
export function withoutFlatCharges(cands: readonly NumberCandidate[]): NumberCandidate[] {
  return cands.filter((x) => {
    const before = x.seg.folded.slice(Math.max(0, x.n.index - 40), x.n.index);
    return !FLAT_CHARGE.test(before) || TOTAL_WORDS.test(before);
  });
}
