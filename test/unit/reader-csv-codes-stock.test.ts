import { describe, expect, it } from 'vitest';
import { readCsv } from '../support/read-source.js';
import { polarity } from '../../services/worker/brain/readers/booleans.js';

describe('a CSV row picked by the article code we wrote, before a bare figure', () => {
  const list = [
    'code,description,pack,price_gbp,stock',
    'HX 300-S,Hex key set S,box 250,3.20,in stock',
    'HX 300-M,Hex key set M,box 50,3.90,backordered',
    'HX 300-M-XL,Hex key set M long,box 50,5.10,in stock',
    'TP-90,Tape roll,roll 250,1.10,in stock',
  ].join('\n');
  const schema = {
    unitPrice: { type: 'number', description: 'GBP per box' },
    inStock: { type: 'boolean' },
  };

  it('the coded row wins over a row holding the quantity we wrote; its stock word is a no', () => {
    expect(
      readCsv(schema, list, 'Price of the hex key set, code HX 300-M, for 250 boxes, and is it in stock?'),
    ).toEqual({ unitPrice: 3.9, inStock: false });
  });

  it('the longer code the client wrote is its row, never the shorter one inside it', () => {
    expect(readCsv(schema, list, 'Price of HX 300-M-XL for 250 boxes')['unitPrice']).toBe(5.1);
  });

  it('in German: article code and a count', () => {
    const de = [
      'Artikel;Bezeichnung;Preis (EUR);Lager',
      'BT-44 K;Bohrer 4 mm kurz;2,10;nicht vorrätig',
      'BT-44 L;Bohrer 4 mm lang;2,40;auf Lager',
      'SL-500;Schleifpapier 500;0,90;auf Lager',
    ].join('\n');
    const s = { preis: { type: 'number', description: 'EUR pro Stück' }, lagernd: { type: 'boolean' } };
    expect(readCsv(s, de, 'Preis für Artikel BT-44 K, wir brauchen 500 Stück. Ist er auf Lager?')).toEqual({
      preis: 2.1,
      lagernd: false,
    });
  });

  it('a bare figure alone still picks its one row; two rows alike pick none', () => {
    const orders = ['order,item,price', '4470,Valve,12.00', '4471,Pump,99.00'].join('\n');
    expect(readCsv({ price: { type: 'number' } }, orders, 'Price for our order 4470')['price']).toBe(12);
    expect(readCsv(schema, list, 'Price of the hex key set for 50 boxes')['unitPrice']).toBeUndefined();
  });

  it('stock words of a cell', () => {
    expect(polarity('backordered')).toBe(false);
    expect(polarity('on back-order')).toBe(false);
    expect(polarity('in stock')).toBe(true);
    expect(polarity('in riordino')).toBe(false);
  });
});
