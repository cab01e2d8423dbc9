import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

// Written on Tuesday 12 January 2027.
describe('an amount or a length written "5m" or "2k" is no time of today', () => {
  const renewal = { renewalDate: { type: 'string', description: 'ISO date YYYY-MM-DD' } };
  it.each([
    ['The renewal premium at a £5m limit is £1,486.20. Renewal date is 1 March, same as before.'],
    ['Renewal at a €2.5m limit comes to €1.200. The renewal date is 1 March.'],
    ['Your renewal for the 5m marquee cover: renewal date is 1 March.'],
  ])('%s', (text) => {
    expect(readOneReply(renewal, text, 'Get the renewal date').renewalDate).toBe('2027-03-01');
  });
});

describe('"£5m" stays no price either', () => {
  it('a cover limit written "£5m" is never the premium', () => {
    const props = { annualPremium: { type: 'number', description: 'GBP including IPT' } };
    const values = readOneReply(
      props,
      'The annual premium for £5m public liability comes to £1,284.60 including IPT.',
      'Get the annual premium',
    );
    expect(values['annualPremium']).not.toBe(5_000_000);
  });
});

describe('Italian "entro" is "by", not "until"', () => {
  const delivery = { deliveryDate: { type: 'string', description: 'ISO date' } };
  it('a delivery promised by a day is that day, as the English "by"', () => {
    expect(
      readOneReply(delivery, 'Possiamo consegnare entro giovedì 11 febbraio, in mattinata.', 'Data di consegna')
        .deliveryDate,
    ).toBe('2027-02-11');
    expect(
      readOneReply(delivery, 'We can deliver by Thursday 11 February.', 'Get the delivery date').deliveryDate,
    ).toBe('2027-02-11');
  });
  it('the end of a window stays none ("fino al", "until")', () => {
    for (const text of ['La consegna è possibile fino al 11 febbraio.', 'Delivery is possible until 11 February.'])
      expect(readOneReply(delivery, text, 'Get the delivery date').deliveryDate, text).toBeUndefined();
  });
});
