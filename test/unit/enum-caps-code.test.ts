import { describe, expect, it } from 'vitest';
import { readFields } from '../support/read-fields.js';

/**
 * An enum value that is a short code in capitals ("IS" for International Sign, "NO", "AN") is
 * named only where the mail writes it in capitals (readers/enums.ts): "BSL is no problem" names
 * no `IS`; "we can do LSF and IS" does.
 */

const LANGUAGES = {
  languages: {
    type: 'array',
    items: { type: 'string', enum: ['BSL', 'ISL', 'ASL', 'IS', 'LSF'] },
    description: 'sign languages they can provide interpreters for',
  },
};

describe('a capitals code (enums.ts)', () => {
  it.each([
    ['BSL is no problem at all.', ['BSL']],
    ['We can do LSF. Our team is small, so ASL is not possible.', ['LSF']],
    ['We can do LSF and IS.', ['LSF', 'IS']],
  ])('%s', (text, expected) => {
    expect(readFields(LANGUAGES, text)['languages']).toEqual(expected);
  });

  it('an enum field with a capitals code', () => {
    const props = { country: { type: 'string', enum: ['NO', 'SE', 'DK'], description: 'country of the warehouse' } };
    expect(readFields(props, 'There is no warehouse in Sweden, the country of the warehouse is DK.')['country']).toBe(
      'DK',
    );
  });
});
