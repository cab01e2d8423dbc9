import { describe, expect, it } from 'vitest';
import { rowAsk } from '../../services/worker/brain/readers/tables/row-choice.js';
import { tableRecords } from '../../services/worker/brain/readers/tables/table-record.js';

/**
 * The tier of a price list is chosen by the client's one quantity of what the table counts (a
 * figure followed by the table's noun), never by a factor beside a multiplier ("250 boxes per
 * store", "3 pallets of 400 boxes") or by any other figure of the client's texts.
 */
const boxes = [
  'Qty (boxes)    Price per box',
  '1 - 499        EUR 1.20',
  '500 - 2,499    EUR 0.95',
  '2,500+         EUR 0.80',
].join('\n');
const price = (ask: string) =>
  tableRecords(boxes, rowAsk([ask]))[0]?.pairs.find((p) => p.header.startsWith('Price'))?.value;

describe('the quantity that picks a tier', () => {
  it('a figure followed by the counted noun picks its tier', () => {
    expect(price('Price per box for 3,000 boxes')).toBe('EUR 0.80');
    expect(price('Price per box for 800 boxes')).toBe('EUR 0.95');
  });

  it('a factor beside a per/each/of multiplier picks no tier', () => {
    expect(price('Price per box for 12 stores, 250 boxes per store')).toBeUndefined();
    expect(price('Price per box for 3 pallets of 400 boxes')).toBeUndefined();
    expect(price('Price per box for 20 cartons (250 per carton)')).toBeUndefined();
    expect(price('Price per box: 6 shops need 300 boxes each')).toBeUndefined();
    expect(price('Price per box for 4 x 600 boxes')).toBeUndefined();
  });

  it('figures of other things, or two quantities, pick no tier', () => {
    expect(price('Price per box for our 12 stores')).toBeUndefined();
    expect(price('Price per box, 300 boxes now and 2,600 boxes in spring')).toBeUndefined();
  });

  it('German, French and Spanish: the counted noun, and the multiplier', () => {
    const de = 'Menge              Preis je Karton\nab 100 Kartons     2,10 €\nab 1.000 Kartons   1,70 €\n';
    expect(tableRecords(de, rowAsk(['Preis für 1.200 Kartons']))[0]?.pairs[1]?.value).toBe('1,70 €');
    expect(tableRecords(de, rowAsk(['Preis für 8 Filialen, je 150 Kartons pro Filiale']))).toEqual([]);
    const fr = 'Quantité       Prix par carton\n1 - 99         3,00 €\n100+           2,40 €\n';
    expect(tableRecords(fr, rowAsk(['Prix pour 150 cartons']))[0]?.pairs[1]?.value).toBe('2,40 €');
    expect(tableRecords(fr, rowAsk(['Prix pour 3 palettes de 60 cartons']))).toEqual([]);
    const es = 'Cantidad       Precio por caja\n1 - 99         3,00 €\n100+           2,40 €\n';
    expect(tableRecords(es, rowAsk(['Precio para 120 cajas']))[0]?.pairs[1]?.value).toBe('2,40 €');
    expect(tableRecords(es, rowAsk(['Precio para 10 tiendas, 50 cajas por tienda']))).toEqual([]);
  });
});
