import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A date field that asks when goods reach the client: the day they leave the sender, written in
 * the same sentence as another date, is the dispatch's ("go out on Wednesday 9 December …, so
 * you should have them on Thursday the 10th"); alone, it stays the delivery's as the sender sees it.
 */

const arrival = {
  arrivalDate: { type: 'string', format: 'date', description: 'the date the parts are delivered to our workshop' },
};

describe('the dispatch date beside the arrival date', () => {
  it.each<[string, string, string]>([
    [
      'en',
      "They'll go out with our courier on Wednesday 3 February (tracked, next day before noon), so you should have them at the workshop on Thursday the 4th.",
      '2027-02-04',
    ],
    [
      'en',
      'Your parts go out from our Leicester warehouse on Tuesday 16th February, and our carrier has you booked in for Thursday 18th February.',
      '2027-02-18',
    ],
    ['de', 'Die Teile werden am 16.02.2027 verschickt, die Zustellung bei Ihnen erfolgt am 18.02.2027.', '2027-02-18'],
    ['fr', 'Les pièces seront expédiées le 16 février et livrées à votre atelier le 18 février.', '2027-02-18'],
    ['es', 'Las piezas salen de nuestro almacén el 16 de febrero y llegan a su taller el 18 de febrero.', '2027-02-18'],
    ['it', 'I ricambi vengono spediti il 16 febbraio e consegnati in officina il 18 febbraio.', '2027-02-18'],
    ['nl', 'De onderdelen worden op 16 februari verzonden en op 18 februari bij u bezorgd.', '2027-02-18'],
  ])('%s: %s', (_lang, text, date) => {
    expect(readOneReply(arrival, text, 'When will the parts arrive?').arrivalDate).toBe(date);
  });

  it('keeps a lone dispatch date as the delivery date', () => {
    const got = readOneReply(
      { deliveryDate: { type: 'string', format: 'date' } },
      'Your flyers go out on 16.02. with DPD.',
      'Confirm the delivery date',
    );
    expect(got.deliveryDate).toBe('2027-02-16');
  });

  it('keeps the dispatch date of a field that asks the dispatch', () => {
    const got = readOneReply(
      { shipDate: { type: 'string', format: 'date', description: 'day the parts are shipped' } },
      'They ship on Tuesday 16 February and should arrive on Thursday 18 February.',
      'When do the parts ship?',
    );
    expect(got.shipDate).toBe('2027-02-16');
  });
});
