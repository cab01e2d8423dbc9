import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

const AT = Date.parse('2026-11-23T10:00:00Z');
const refs = { dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() };
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], refs).values;

/** The words of a label line are stored as a date only when they name one date. */
describe('a label line that names no one date stores no date', () => {
  const dateProp = { collectionDate: { type: 'string', format: 'date', description: 'collection date' } };
  it.each([
    'Collection date: later this month, weather permitting',
    'Collection date: to be agreed',
    'Collection date: 4 or 11 December',
  ])('"%s" stays unread', (text) => {
    expect(read(dateProp, text)['collectionDate']).toBeUndefined();
  });
  it('a line with one date stores it in ISO form', () => {
    expect(read(dateProp, 'Collection date: 4 December 2026')).toEqual({ collectionDate: '2026-12-04' });
  });
  it('an ISO date is stored as written', () => {
    expect(read(dateProp, 'Collection date: 2026-12-04')).toEqual({ collectionDate: '2026-12-04' });
  });
});
