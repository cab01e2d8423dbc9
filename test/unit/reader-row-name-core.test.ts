import { describe, expect, it } from 'vitest';
import { readCsv } from '../support/read-source.js';

describe('the row a price list is about, named without its bracketed details', () => {
  const menu = [
    'Item,Qty,Unit,Unit price (GBP),Line total (GBP)',
    'Cold fork buffet,40,per head,17.50,700.00',
    'Hot buffet (2 mains + sides),40,per head,23.90,956.00',
    'Canapés (6 pieces),40,per head,9.00,360.00',
  ].join('\n');
  const perHead = { buffetPerHead: { type: 'number', description: 'GBP ex VAT, per head' } };

  it('a request naming the article takes its row, and the price column over the "Unit" column', () => {
    expect(readCsv(perHead, menu, 'Per-head price of the hot buffet for our 40 guests')['buffetPerHead']).toBe(23.9);
  });

  it('in German and Spanish too', () => {
    const de = [
      'Position;Einheit;Einzelpreis (EUR)',
      'Kaltes Buffet (Salate, Brot);pro Person;18,50',
      'Warmes Buffet (2 Hauptgänge);pro Person;26,00',
    ].join('\n');
    const schema = { preisProPerson: { type: 'number', description: 'EUR netto pro Person' } };
    expect(readCsv(schema, de, 'Preis pro Person für das warme Buffet')['preisProPerson']).toBe(26);
    const es = [
      'Concepto;Unidad;Precio unitario (€)',
      'Menú degustación (7 platos);por persona;48,00',
      'Menú del día (3 platos);por persona;19,50',
    ].join('\n');
    const menuEs = { precioPorPersona: { type: 'number', description: 'EUR sin IVA por persona' } };
    expect(readCsv(menuEs, es, 'Precio por persona del menú degustación')['precioPorPersona']).toBe(48);
  });

  it('two rows the request names alike: none is chosen', () => {
    const two = [
      'Item,Unit,Unit price (GBP)',
      'Hot buffet (2 mains),per head,21.00',
      'Hot buffet (3 mains),per head,25.00',
    ].join('\n');
    expect(readCsv(perHead, two, 'Per-head price of the hot buffet')['buffetPerHead']).toBeUndefined();
  });
});

describe('sizes written as dimensions name a row whatever their spacing', () => {
  const walls = [
    'code,description,day_rate_gbp,tech_included',
    'LED-A,LED video wall 3m x 2m,1450,Y',
    'LED-B,LED video wall 4m x 2.5m,2200,Y',
    'PRJ-1,Laser projector 10k,310,N',
  ].join('\n');
  const schema = {
    wallDayRate: { type: 'number', description: 'GBP per day' },
    crewIncluded: { type: 'boolean', description: 'technician included' },
  };

  it('"3x2 m" names the "3m x 2m" row, and its Y mark is a yes', () => {
    expect(readCsv(schema, walls, 'Day hire of a 3x2 m LED video wall with technician?')).toEqual({
      wallDayRate: 1450,
      crewIncluded: true,
    });
    expect(readCsv(schema, walls, 'Day rate for a 4 x 2,5 m LED video wall')['wallDayRate']).toBe(2200);
  });

  it('a size no row has, or none at all: no row', () => {
    expect(readCsv(schema, walls, 'Day rate for a 4x2 m LED video wall')['wallDayRate']).toBeUndefined();
    expect(readCsv(schema, walls, 'Day rate for an LED video wall')['wallDayRate']).toBeUndefined();
  });

  it('an N mark is a no; a mark of a row not chosen is never read', () => {
    expect(readCsv(schema, walls, 'Day rate of the 10k laser projector, technician included?')['crewIncluded']).toBe(
      false,
    );
    const cells = ['item,tech_included', 'Projector A,Y', 'Projector B,N'].join('\n');
    expect(readCsv(schema, cells, 'Is a technician included with the projector?')['crewIncluded']).toBeUndefined();
  });
});
