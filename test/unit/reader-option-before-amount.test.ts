import { describe, expect, it } from 'vitest';
import { readFields } from '../support/read-fields.js';

/**
 * An option's condition written before its amount ("Enumeration, if you ever need it, is £32")
 * makes the amount that option's, never the price asked: before, a lab's enumeration price was
 * delivered as its price per swab for presence/absence (readers/other-item.ts, OPTION_BEFORE).
 */

const PRICE = { pricePerSwabEUR: { type: 'number', description: 'price per swab in EUR excluding VAT' } };
const read = (text: string) => readFields(PRICE, text)['pricePerSwabEUR'];

describe('an amount after an option’s condition is no price of the field', () => {
  it.each([
    ['en', 'Enumeration, if you ever need it, is €32.00 per swab.'],
    ['de', 'Die Keimzählung kostet, falls gewünscht, 32,00 € pro Tupfer.'],
    ['fr', 'Le dénombrement, si vous le souhaitez, est à 32,00 € par écouvillon.'],
    ['es', 'El recuento, si lo necesita, cuesta 32,00 € por hisopo.'],
    ['it', 'La conta, se lo desidera, costa 32,00 € a tampone.'],
    ['nl', 'Een telling, als u dat wilt, kost € 32,00 per swab.'],
    ['pt', 'A contagem, se o quiser, custa 32,00 € por zaragatoa.'],
  ])('%s', (_lang, text) => {
    expect(read(text)).toBeUndefined();
  });

  it('the price beside the option is read', () => {
    expect(
      read('At your volume it is €21.00 per swab + VAT. Enumeration, if you ever need it, is €32.00 per swab.'),
    ).toBe(21);
  });
});
