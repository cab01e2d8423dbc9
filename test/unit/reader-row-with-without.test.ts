import { describe, expect, it } from 'vitest';
import { readCsv } from '../support/read-source.js';

/**
 * "With" and "without" name no row of a price list: a field described "sin IVA" or "without VAT"
 * never picks the row "… sin corteza" or "… without chocolate" over the plain one (a wrong price).
 */
describe('with and without name no row', () => {
  const es = [
    'Producto;Formato;Precio unidad (EUR)',
    'Pan de molde integral;800 g;1,35',
    'Pan de molde integral sin corteza;800 g;1,60',
    'Pan de molde blanco;800 g;1,20',
  ].join('\n');
  const esSchema = { precioUnidadEUR: { type: 'number', description: 'precio por unidad, sin IVA' } };

  it.each([
    ['es', es, esSchema, 'Precio por unidad del pan de molde integral', 1.35],
    [
      'en',
      ['Item,Price (GBP)', 'Oat bar,1.10', 'Oat bar without chocolate,0.95'].join('\n'),
      { price: { type: 'number', description: 'price per bar, without VAT' } },
      'Price of the oat bar',
      1.1,
    ],
    [
      'fr',
      ['Article;Prix HT', 'Baguette tradition;1,10', 'Baguette tradition sans sel;1,25'].join('\n'),
      { prix: { type: 'number', description: 'prix unitaire sans TVA' } },
      'Prix de la baguette tradition',
      1.1,
    ],
    [
      'de',
      ['Artikel;Preis', 'Vollkornbrot;3,40', 'Vollkornbrot ohne Kruste;3,90'].join('\n'),
      { preis: { type: 'number', description: 'Preis ohne MwSt.' } },
      'Preis für das Vollkornbrot',
      3.4,
    ],
  ])(
    '%s: the "without" variant is not chosen for a description that says without tax',
    (_lang, csv, schema, objective, plain) => {
      const value = Object.values(readCsv(schema, csv, objective))[0];
      // The plain row, or asked (the two rows tie): never the variant's price.
      expect([undefined, plain]).toContain(value);
    },
  );

  it('a request that names the variant still takes it', () => {
    expect(readCsv(esSchema, es, 'Precio por unidad del pan de molde integral sin corteza')['precioUnidadEUR']).toBe(
      1.6,
    );
  });
});
