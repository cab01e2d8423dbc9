import { chargeAdded } from '../guards/added-charges.js';
import type { NumberCandidate } from './number-rivals.js';

/**
 * A charge added and the new total stated after it ("a small-quantity surcharge of €45 comes on
 * top. The total is therefore €3,798.48", "I forgot the delivery charge of £95, so the total
 * comes to £2,075"): for a field that asks for the total, the charge's amounts (and the other
 * amounts of its sentence, its net or gross form) are parts of that total, not rivals of it.
 * Only when an amount said as a total stands after them; a charge with no total after it still
 * leaves the field unsure (guards/added-charges.ts).
 */
export function withoutChargeParts(pool: readonly NumberCandidate[]): NumberCandidate[] {
  const totals = pool.filter((x) => x.amount === 'total' && x.n.currency !== undefined);
  const last = totals.reduce<NumberCandidate | undefined>((a, x) => (a && !after(x, a) ? a : x), undefined);
  if (!last) return [...pool];
  const parts = pool.filter((x) => x !== last && x.c.value !== last.c.value && after(last, x) && isPart(x, last));
  return parts.length === 0 ? [...pool] : pool.filter((x) => !parts.includes(x));
}

/**
 * In the total's own sentence only the charge itself is a part ("the delivery charge of £95, so
 * £2,075 in all"); in an earlier sentence that adds a charge, every amount is (its net and gross).
 */
function isPart(x: NumberCandidate, total: NumberCandidate): boolean {
  const charge = chargeAdded(x.seg.text, x.seg.folded);
  if (!charge) return false;
  return x.c.segment !== total.c.segment || charge.index === x.n.index;
}

/** Whether `a` stands after `b` in the text (a later segment, or later in the same one). */
function after(a: NumberCandidate, b: NumberCandidate): boolean {
  return a.c.segment !== b.c.segment ? a.c.segment > b.c.segment : a.n.index > b.n.index;
}
