import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

const AT = Date.parse('2026-11-23T10:00:00Z');
const refs = { dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() };
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], refs).values;

/** A price per a period is the price of that period only: never converted to another. */
describe('a price per another period is never converted', () => {
  it.each([
    [
      { pricePerWeekEUR: { type: 'number', description: 'hire price per week in EUR' } },
      'The compactor is €75 per day.',
    ],
    [{ pricePerYearGBP: { type: 'number', description: 'price per year in GBP' } }, 'The plan is £40 per month.'],
    [{ pricePerDayEUR: { type: 'number', description: 'rate per day in EUR' } }, 'It is €300 per week.'],
  ])('%o from "%s" stays unread', (props, text) => {
    expect(read(props, text)).toEqual({});
  });
  it("a price per the field's own period is read", () => {
    expect(
      read({ pricePerWeekEUR: { type: 'number', description: 'hire price per week in EUR' } }, 'It is €310 per week.'),
    ).toEqual({ pricePerWeekEUR: 310 });
  });
  it('a measure still converts', () => {
    expect(
      read({ pricePerKgEUR: { type: 'number', description: 'price per kg in EUR' } }, 'It is EUR 2,100 per tonne.'),
    ).toEqual({ pricePerKgEUR: 2.1 });
  });
});
