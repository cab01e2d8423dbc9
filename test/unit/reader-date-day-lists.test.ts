import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

const AT = Date.parse('2026-11-23T10:00:00Z');
const refs = { dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() };
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], refs).values;

/** Days that share one month name ("7 or 14 January") give no one date. */
describe('a day written before another day of the same month', () => {
  const dateProp = { deliveryDate: { type: 'string', format: 'date', description: 'delivery date' } };
  it.each([
    'We could deliver on 7 or 14 January.',
    'Delivery is possible on the 7th or the 14th of January.',
    'Lieferung wäre am 7. oder 14. Januar möglich.',
    'La livraison est possible le 7 ou le 14 janvier.',
    'Podemos entregar el 7 o el 14 de enero.',
    'Possiamo consegnare il 7 o il 14 gennaio.',
    'We deliver in two drops, on 7 and 14 January.',
  ])('"%s" stores no date', (text) => {
    expect(read(dateProp, text)['deliveryDate']).toBeUndefined();
  });
  it.each([
    ['We deliver on 14 January.', '2027-01-14'],
    ['Your order 12 arrives on 14 January.', '2027-01-14'],
    ['After our call on 3 December 2026, delivery is 14 January.', '2027-01-14'],
  ])('"%s" reads %s', (text, date) => {
    expect(read(dateProp, text)['deliveryDate']).toBe(date);
  });
});
