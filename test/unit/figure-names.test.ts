import { describe, expect, it } from 'vitest';
import { readFields } from '../support/read-fields.js';

/**
 * Figures that name something else than the field's value: a "%" of the product's name in the
 * field's description ("100% rye bread") does not make the field a percentage; a figure right
 * after a minimum's words is that minimum, never a rate (readers/lexicons/number-field-words.ts).
 */

describe("a figure's name (number-field.ts)", () => {
  it('a percentage in the product name is never the price', () => {
    const props = { price: { type: 'number', description: 'price of the 100% rye bread per kg in EUR excluding VAT' } };
    expect(readFields(props, 'El pan de centeno 100 % lo hacemos en una sola pieza.')['price']).toBeUndefined();
  });

  it('a field that asks a percentage still takes one', () => {
    const props = { discount: { type: 'number', description: 'discount in %' } };
    expect(readFields(props, 'We give a 12 % discount on that line.')['discount']).toBe(12);
  });

  it.each([
    'Tarifa all-in (frete + sobretaxa de combustível + segurança), voo direto TAP Air Portugal: 2,95 €/kg, com mínimo de 1.000 €.',
    'The rate is as per the list, with a minimum of £250.',
  ])('the minimum is never the rate: %s', (text) => {
    const props = { rate: { type: 'number', description: 'all-in air freight rate per chargeable kg in EUR' } };
    expect(readFields(props, text)['rate']).not.toBe(1000);
    expect(readFields(props, text)['rate']).not.toBe(250);
  });
});
