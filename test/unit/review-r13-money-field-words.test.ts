import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * The Portuguese "custo" names a money field; "customer", "customs" and "custom" do not: a count or
 * a number of days named so is never given the price beside it (review of round 13).
 */
describe('a field named with "customer" or "customs" is no money field', () => {
  it.each<[string, string, string, number]>([
    // field, description, reply, the price beside the count (never its value)
    ['maxCustomers', 'how many customers per session', 'Each session costs £45 and takes up to 12 customers.', 45],
    [
      'customsClearanceDays',
      'working days for customs clearance',
      'Customs clearance costs €120 and normally takes 3 working days.',
      120,
    ],
    ['customPrintRuns', 'how many custom print runs a year', 'Custom print runs cost €90 each; we do 4 a year.', 90],
  ])('%s', (field, description, text, price) => {
    const got = readOneReply({ [field]: { type: 'integer', description } }, text);
    expect(got[field]).not.toBe(price);
  });

  it('a field named "custo" is still a money field', () => {
    const got = readOneReply(
      { custoMensal: { type: 'number', description: 'custo mensal em EUR' } },
      'O custo mensal fica em 240 € para 3 utilizadores.',
    );
    expect(got['custoMensal']).toBe(240);
  });
});
