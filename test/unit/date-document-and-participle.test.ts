import { describe, expect, it } from 'vitest';
import { readFields } from '../support/read-fields.js';

/**
 * The date a document was written ("Ihrer Auftragsbestätigung vom 21.11.", "your order of 3
 * March", "notre devis du 4 mars") is no date of the delivery asked for, unless the field asks
 * for that document's date; a German participle with a separable prefix ("angeliefert") says the
 * field's verb, so another item's sentence with a delivery compound ("Lieferschwierigkeiten") does
 * not win over it.
 */

const delivery = {
  desksDeliveryDate: { type: 'string', format: 'date', description: 'delivery date of the 8 height-adjustable desks' },
};

describe('a document’s own date', () => {
  it.each<[string, string]>([
    [
      'Die 8 Steh-Sitz-Tische (Pos. 1 Ihrer Auftragsbestätigung vom 21.11.) werden am 14.01. angeliefert und aufgebaut.',
      '2027-01-14',
    ],
    ['Your order of 3 March will be delivered on 10 March.', '2027-03-10'],
    ['Suite à notre devis du 4 mars, la livraison est prévue le 12 mars.', '2027-03-12'],
    ['Según su pedido del 3 de marzo, la entrega será el 10 de marzo.', '2027-03-10'],
    ['Come da nostra offerta del 4 marzo, la consegna è prevista il 12 marzo.', '2027-03-12'],
    ['Volgens onze offerte van 4 maart is de levering op 12 maart.', '2027-03-12'],
    ['Conforme a sua encomenda de 3 de março, a entrega será a 10 de março.', '2027-03-10'],
  ])('%s', (text, want) => {
    expect(readFields(delivery, text)).toEqual({ desksDeliveryDate: want });
  });

  it('is the value of a field that asks for it', () => {
    const order = { orderDate: { type: 'string', format: 'date', description: 'date of our order' } };
    expect(readFields(order, 'Your order of 3 March is confirmed.')).toEqual({ orderDate: '2027-03-03' });
  });
});

describe('"angeliefert" names the delivery', () => {
  it('against another item’s date in a sentence about delivery difficulties: neither is sure', () => {
    expect(
      readFields(
        delivery,
        'Die Tische werden am 14.01. angeliefert und aufgebaut. Die Drehstühle kommen leider erst am 28.01., der Hersteller hat Lieferschwierigkeiten.',
      ),
    ).toEqual({});
  });
});
