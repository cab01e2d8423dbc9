import { describe, expect, it } from 'vitest';
import { findCommitment } from '../../services/worker/brain/guards/commitments.js';
import { schemaTermTexts } from '../../services/worker/brain/guards/schema-terms.js';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

/** A minimum the schema asks about is its answer; a minimum of another thing is still the client's to accept. */

const schema = (properties: Record<string, unknown>) => ({ type: 'object', properties });
const shifts = schema({
  hourlyChargeRateGBP: { type: 'number', description: 'what we pay per worker per hour' },
  minimumShiftHours: { type: 'number', description: 'shortest shift we can book, in hours' },
});
const commitment = (text: string, s: Record<string, unknown>) =>
  findCommitment(text, ['Please tell us your hourly rate and the minimum shift.'], [], {
    goalCommits: false,
    schemaTexts: schemaTermTexts(s),
  });

describe('a minimum of the very thing the schema asks the minimum of', () => {
  it.each([
    'Minimum booking is a 4-hour shift.',
    'The shortest shift you can book is 4 hours.',
    'Shifts have a minimum duration of 4 hours.',
  ])('%s: the answer, no new term', (text) => {
    expect(commitment(text, shifts)).toBeUndefined();
  });

  it('a minimum of another thing is still put to the client', () => {
    expect(commitment('There is a minimum contract term of 12 months.', shifts)?.kinds).toContain('minimum');
    expect(
      commitment(
        'Minimum order is 50 boxes.',
        schema({ minimumShiftHours: { type: 'number', description: 'shortest shift, in hours' } }),
      )?.kinds,
    ).toContain('minimum');
  });
});

describe('"a 4-hour shift": in English "a" is the article, not a clock', () => {
  const AT = Date.parse('2026-11-23T10:00:00Z');
  const read = (text: string) =>
    readFromSources(shifts, [{ text, at: AT, messageId: 'm1' }], {
      dates: new Set<string>(),
      numbers: new Set<number>(),
      codes: new Set<string>(),
    }).values;
  it.each<[string, number]>([
    ['Minimum booking is a 4-hour shift.', 4],
    ['Our shortest shift is a 5 hour one.', 5],
    ['We book a minimum 6-hour shift.', 6],
  ])('%s', (text, hours) => {
    expect(read(text)).toMatchObject({ minimumShiftHours: hours });
  });
  it('a time of day is still no span of hours', () => {
    expect(read('Shifts start at 8 hours sharp.')).not.toHaveProperty('minimumShiftHours');
  });
});
