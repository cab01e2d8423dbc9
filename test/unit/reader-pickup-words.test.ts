import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

const AT = Date.parse('2026-11-23T10:00:00Z');
const refs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], refs()).values;

describe('a pickup date written as a collection (British English)', () => {
  it.each([
    ['Your collection is booked for Thursday 4 February 2027.', '2027-02-04'],
    ['Our driver will collect the pallets on 9 February 2027.', '2027-02-09'],
  ])('%s', (text, date) => {
    expect(read({ pickupDate: { type: 'string', format: 'date' } }, text)['pickupDate']).toBe(date);
  });

  it('a collection date beside a delivery date binds only to the pickup', () => {
    const values = read(
      { pickupDate: { type: 'string', format: 'date' }, deliveryDate: { type: 'string', format: 'date' } },
      'We collect the old racks on 4 May 2027; the new ones are delivered on 6 May 2027.',
    );
    expect(values['pickupDate']).toBe('2027-05-04');
    expect(values['deliveryDate']).toBe('2027-05-06');
  });
});

describe('collecting money, or a collection of goods on sale, is no pickup', () => {
  const both = { pickupDate: { type: 'string', format: 'date' }, deliveryDate: { type: 'string', format: 'date' } };

  it('a payment collected on a date gives no pickup date', () => {
    const values = read(both, 'We collect payment on 3 March 2027; delivery is on 10 March 2027.');
    expect(values['pickupDate']).toBeUndefined();
    expect(values['deliveryDate']).toBe('2027-03-10');
  });

  it.each(['Our autumn collection is in the showroom from 3 March 2027.'])('%s', (text) => {
    expect(read({ pickupDate: { type: 'string', format: 'date' } }, text)['pickupDate']).toBeUndefined();
  });

  it('a new collection beside the pickup leaves the pickup date read', () => {
    const values = read(
      { pickupDate: { type: 'string', format: 'date' } },
      'Our new spring collection arrives on 2 March 2027; pickup would be 6 March 2027.',
    );
    expect(values['pickupDate']).toBe('2027-03-06');
  });

  it.each([
    ['The collection date is Monday 8 February 2027.', '2027-02-08'],
    ['The goods will be ready for collection on 11 February 2027.', '2027-02-11'],
    ['I have arranged the collection for Tuesday 16 February 2027, four crates.', '2027-02-16'],
    ['We booked a collection with our courier for 18 February 2027.', '2027-02-18'],
  ])('%s', (text, date) => {
    expect(read({ pickupDate: { type: 'string', format: 'date' } }, text)['pickupDate']).toBe(date);
  });
});

describe('collecting money is no pickup, whoever writes it', () => {
  const pickup = { pickupDate: { type: 'string', format: 'date' } };
  it.each([
    'We will collect the deposit on 3 March 2027.',
    'Our office can collect the balance on 5 May 2027.',
    'We could collect €250 on 12 April 2027.',
  ])('no pickup date: %s', (text) => {
    expect(read(pickup, text)['pickupDate']).toBeUndefined();
  });
  it('a van that will collect goods still gives the pickup date', () => {
    expect(read(pickup, 'Our van will collect the chairs on 5 May 2027.')['pickupDate']).toBe('2027-05-05');
  });
});

describe('a bare "reserved" may be anyone\'s booking: no evidence of the client\'s date', () => {
  const event = { eventDate: { type: 'string', format: 'date', description: 'date of the event' } };
  it.each([
    'La sala está reservada el 12 de mayo de 2027.',
    'De zaal is op 12 mei 2027 gereserveerd.',
    'A sala está reservada no dia 12 de maio de 2027.',
  ])('no date: %s', (text) => {
    expect(read(event, text)['eventDate']).toBeUndefined();
  });
  it.each([
    ['Hemos reservado la sala para ustedes el 12 de mayo de 2027.', '2027-05-12'],
    ['We hebben de zaal op 12 mei 2027 voor jullie gereserveerd.', '2027-05-12'],
  ])('reserved for the client: %s', (text, date) => {
    expect(read(event, text)['eventDate']).toBe(date);
  });
});
