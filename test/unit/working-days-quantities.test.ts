import { describe, expect, it } from 'vitest';
import { readFields } from '../support/read-fields.js';

/**
 * "3 working days" is a quantity of days like "3 jours ouvrés": before, the English word before
 * the unit hid it from the quantity reader, so the only quantity left ("adds another 2 days for
 * those samples only", a confirmation's extra time) was bound to a lab's turnaround field and
 * delivered. Now the three durations compete and the field is asked.
 */

const FIELD = {
  turnaroundWorkingDays: {
    type: 'integer',
    description: 'working days from sample receipt to results for presence/absence testing',
  },
};
const read = (text: string) => readFields(FIELD, text)['turnaroundWorkingDays'];

describe('working days are days (readers/units/quantities.ts)', () => {
  it('an added duration beside the stated one is not delivered', () => {
    const text =
      'Presence/absence results are reported 3 working days from receipt. A presumptive positive adds another 2 days for those samples only. Enumeration is 5 working days.';
    expect(read(text)).not.toBe(2);
  });

  it('one stated turnaround in working days is read', () => {
    expect(read('Results are reported 3 working days from receipt of the samples.')).toBe(3);
  });
});
