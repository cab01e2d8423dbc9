import { describe, expect, it } from 'vitest';
import { readFields } from '../support/read-fields.js';

/**
 * A figure in a clause about others or the writer's habit that a "but" turns from is not this
 * case's (readers/others-clause.ts): the figure after the "but" is.
 */

const RELEASE = {
  releaseDays: {
    type: 'integer',
    description: 'release period: days before arrival when unsold rooms go back to the hotel',
  },
};
const LEAD = { leadTimeDays: { type: 'integer', description: 'lead time in working days' } };

describe('a clause about others before a "but" (others-clause.ts)', () => {
  it.each([
    [
      RELEASE,
      'En cuanto al release, con otros hoteles de la costa trabajamos a 30 días, pero con vosotros nos valdría 21 días antes de la llegada.',
      'releaseDays',
      21,
    ],
    [
      LEAD,
      'Für andere Kunden rechnen wir mit 15 Arbeitstagen Lieferzeit, aber bei Ihnen schaffen wir es in 10 Arbeitstagen.',
      'leadTimeDays',
      10,
    ],
    [LEAD, "D'habitude le délai est de 15 jours ouvrés, mais pour vous ce sera 10 jours ouvrés.", 'leadTimeDays', 10],
  ])('%#: the figure after the but', (props, text, field, value) => {
    expect(readFields(props as Record<string, unknown>, text)[field as string]).toBe(value);
  });
});
