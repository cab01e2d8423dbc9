import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * An option's price said as an addition ("flooring is £300 more") is no rival of a base price,
 * but when the field asks for the price WITH that option ("price of the marquee with flooring"),
 * the base price is not the field's value: the brain asks rather than delivering it.
 */
describe('an addition for the option the field names stays a rival', () => {
  it.each<[string, Record<string, Record<string, unknown>>, string]>([
    [
      'Hi,\n\nThe marquee is £1,800; flooring is £300 more.\n\nThanks',
      { priceWithFlooring: { type: 'number', description: 'price of the marquee with flooring' } },
      'priceWithFlooring',
    ],
    [
      'Hi,\n\nThe 6x12 marquee is £1,800, and the flooring is £300 more.\n\nThanks',
      { priceWithFlooring: { type: 'number', description: 'price of the marquee with flooring' } },
      'priceWithFlooring',
    ],
    [
      'Hi,\n\nthe hire is £900 for the week. If you need a second operator it is £300 more.\n\nThanks',
      { priceWithOperator: { type: 'number', description: 'weekly hire price including a second operator' } },
      'priceWithOperator',
    ],
    [
      'Hola,\n\nel catering para 60 personas son 1.320 € más IVA. Si necesitáis camareros son 240 € más.\n\nSaludos',
      { precioConCamareros: { type: 'number', description: 'precio del catering con camareros, sin IVA' } },
      'precioConCamareros',
    ],
    [
      'Hallo,\n\ndie Reinigung kostet 560 € netto. Falls Sie die Fenster auch möchten, das Fensterputzen kostet 90 € mehr.\n\nGrüße',
      { preisMitFenster: { type: 'number', description: 'Preis netto inklusive Fensterputzen' } },
      'preisMitFenster',
    ],
  ])('%s', (text, props, field) => {
    const values = readOneReply(props, text);
    expect(values[field]).toBeUndefined();
  });

  it('still reads the base price when the field does not name the option', () => {
    const values = readOneReply(
      { marqueePrice: { type: 'number', description: 'price of the marquee' } },
      'Hi,\n\nThe marquee is £1,800; flooring is £300 more.\n\nThanks',
    );
    expect(values).toEqual({ marqueePrice: 1800 });
  });
});
