import { describe, expect, it } from 'vitest';
import { readFields } from '../support/read-fields.js';

/**
 * Payment terms beside notice periods (round 20's corpus Y, a security firm): every clause with
 * "days" named the field by its unit's word, so "Payment is due 14 days from the invoice date" and
 * "28 days' notice to cancel … 7 days' notice for rota changes" tied, and the terms were asked.
 * The clause that names the field most binds (readers/units/bind-quantities.ts).
 */

const TERMS = { paymentTermsDays: { type: 'integer', description: 'Days from invoice date until payment is due' } };

describe('the clause naming the field most binds its quantity', () => {
  it('a payroll cycle, the payment terms and two notice periods', () => {
    const text =
      "We run our payroll on a two-week cycle, so invoices go out every other Friday covering the hours worked in the two weeks before. Each invoice is itemised per shift. Payment is due 14 days from the invoice date by BACS. For the contract side: 28 days' notice to cancel, and we ask for 7 days' notice for rota changes.";
    expect(readFields(TERMS, text)['paymentTermsDays']).toBe(14);
  });

  it('two clauses that name it alike with different figures stay unread', () => {
    const text =
      'Payment is due 14 days from the invoice date. For new customers payment is due 7 days from the invoice date.';
    expect(readFields(TERMS, text)['paymentTermsDays']).toBeUndefined();
  });
});
