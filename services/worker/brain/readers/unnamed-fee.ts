import type { NumberCandidate } from './number-rivals.js';

/**
 * A fee field ("feeGross", "inspection fee", "venue hire fee") and an amount no fee word names
 * ("für Ihr Objekt komme ich auf 89,50 € inkl. MwSt.", "the hire comes to £4,850"): the field's
 * only when it is the one amount the text binds, said once or restated. Beside an amount a fee
 * word names, or another amount, it is dropped (the case asked the fee; two amounts are not
 * one answer). Keeps `cands` in place; false when nothing is left of a text that wrote amounts.
 */
export function keepUnnamedFlat(cands: NumberCandidate[]): boolean {
  const unnamed = cands.filter((x) => x.unnamedFlat);
  if (unnamed.length === 0) return true;
  if (unnamed.length === cands.length && new Set(unnamed.map((x) => x.c.value)).size === 1) return true;
  cands.splice(0, cands.length, ...cands.filter((x) => !x.unnamedFlat));
  return cands.length > 0;
}
