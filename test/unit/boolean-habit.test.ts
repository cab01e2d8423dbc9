import { describe, expect, it } from 'vitest';
import { readFields } from '../support/read-fields.js';

/**
 * What the writer usually does speaks of other jobs (readers/boolean-field.ts `withoutHabits`): the
 * clause with "normally", "normalerweise", "d'habitude", "di solito", "normaal" … gives no yes or
 * no; the rest of the sentence is read, and a sentence with only the habit says nothing.
 */

const CARPETS = {
  carpetsIncluded: { type: 'boolean', description: 'hot water extraction of the carpets is included in the price' },
};

describe("the writer's habit (boolean-field.ts)", () => {
  it.each([
    "It also includes hot water extraction on all the carpeted areas - we'd normally price that separately at 28p per sq ft, but with you being over 8,000 sq ft we've put it in the price.",
    "L'injection-extraction des moquettes est comprise dans le prix, d'habitude nous la facturons à part.",
  ])("the habit beside this job's yes leaves the yes: %s", (text) => {
    expect(readFields(CARPETS, text)['carpetsIncluded']).toBe(true);
  });

  it('a habit alone says nothing of this job', () => {
    expect(
      readFields(CARPETS, 'We would normally charge hot water extraction of the carpets separately.')[
        'carpetsIncluded'
      ],
    ).toBeUndefined();
  });

  it('a plain no is still read', () => {
    expect(
      readFields(CARPETS, 'Hot water extraction of the carpets is not included in the price.')['carpetsIncluded'],
    ).toBe(false);
  });
});
