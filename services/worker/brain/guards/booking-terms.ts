import { HOLDS_THE_BOOKING } from '../readers/lexicons/changed-terms.js';
import { DEPOSIT_WORDS, HOLD_PAYMENT, NON_REFUNDABLE } from '../readers/lexicons/cost-terms.js';

/**
 * Booking terms: a payment that holds the booking or is not returned, a deposit by another name.
 * Used by the commitments guard (guards/commitments.ts).
 */

/**
 * A payment, with its amount, asked to hold or secure the booking ("€300 to hold the date", "a
 * non-refundable £300 secures the date"), or not returned: a deposit by another name.
 */
export function holdPayment(folded: string, amounts: readonly { index: number }[]): RegExpExecArray | null {
  if (amounts.length === 0) return null;
  return HOLD_PAYMENT.exec(folded) ?? paidHolding(folded, amounts) ?? NON_REFUNDABLE.exec(folded);
}

/**
 * "Secures the date", "to book it", "required to confirm" name no payment: they hold the booking
 * only with an amount or a deposit word in their own clause ("£300 secures the date", "€50 is
 * needed to confirm"); "the room is €480, let me know if you want to book it" and "a signed
 * form is required to confirm" are none.
 */
function paidHolding(folded: string, amounts: readonly { index: number }[]): RegExpExecArray | null {
  const m = HOLDS_THE_BOOKING.exec(folded);
  if (!m) return null;
  const before = folded.slice(Math.max(0, m.index - 120), m.index);
  const cut = Math.max(before.lastIndexOf(','), before.lastIndexOf(';'), before.lastIndexOf(':'));
  const start = m.index - before.length + cut + 1;
  const stop = folded.slice(m.index).search(/[,;:.!?](?:\s|$)/);
  const end = stop >= 0 ? m.index + stop : folded.length;
  const clause = folded.slice(start, end);
  const paid = DEPOSIT_WORDS.test(clause) || amounts.some((n) => n.index >= start - 2 && n.index < end);
  return paid ? m : null;
}

/** A deposit that holds the booking or is not returned: a condition of the "yes", on any goal. */
export function bindsTheBooking(folded: string, amounts: readonly { index: number }[]): boolean {
  return (
    NON_REFUNDABLE.test(folded) ||
    (amounts.length > 0 && (HOLD_PAYMENT.test(folded) || paidHolding(folded, amounts) !== null))
  );
}
