import { describe, expect, it } from 'vitest';
import { parseNumber } from '../../services/worker/brain/result-schema.js';
import { referencesFrom } from '../../services/worker/brain/readers/schema-reader.js';
import { readOne } from '../../services/worker/brain/readers/source-reader.js';
import { resolveTierHeaders } from '../../services/worker/brain/readers/tables/tier-headers.js';
import { rowAsk } from '../../services/worker/brain/readers/tables/row-choice.js';

const at = Date.parse('2026-11-20T10:00:00Z');
type Schema = Record<string, Record<string, unknown>>;
const read = (schema: Schema, text: string, asked: string, csv = false) =>
  Object.fromEntries(
    Object.entries(
      readOne(
        Object.entries(schema),
        csv ? { text, at, attachmentId: 'a1', csv: true } : { text, at },
        referencesFrom([], at, [asked]),
      ),
    ).map(([k, v]) => [k, v.value]),
  );

/** What the result's validator stores of a value: a number as is, text as its parser reads it. */
const stored = (v: unknown) => (typeof v === 'string' ? parseNumber(v) : v);

describe('a table cell: its own decimal mark only takes a reading away, never makes one', () => {
  const schema: Schema = {
    unitsPerPallet: { type: 'integer', description: 'how many tins go on one pallet' },
    unitPrice: { type: 'number', description: 'price per tin in euro' },
  };
  // Semicolons, decimal commas, '.' thousands; an integer column beside a decimal one.
  const csv = [
    'code;article;tins/pallet;price (EUR)',
    'LT-1;Lacquer tin 1 l;1.440;0,74',
    'LT-5;Lacquer tin 5 l;360;1,95',
    'LT-10;Lacquer tin 10 l;2.160;3,10',
  ].join('\n');

  it('reads the chosen row as written: thousands in the count column, a decimal comma in the price', () => {
    const out = read(schema, csv, 'Price per tin and tins per pallet of the 5 l lacquer tin, code LT-5', true);
    expect([undefined, 360]).toContain(stored(out['unitsPerPallet']));
    expect([undefined, 1.95]).toContain(stored(out['unitPrice']));
    expect(out['unitsPerPallet']).not.toBe(2);
  });

  it('never a count with a decimal mark: a pallet count of "1,5" in an integer field is unread', () => {
    const odd = ['code;article;tins/pallet;price (EUR)', 'LT-1;Lacquer tin 1 l;1,5;0,74'].join('\n');
    expect(
      stored(read(schema, odd, 'Price per tin and tins per pallet, code LT-1', true)['unitsPerPallet']),
    ).toBeUndefined();
  });

  it('a file the language reader takes for English: "17,45" in a decimal-comma column is never 1745', () => {
    const en = ['item,pack,price per sack', 'Rye flour,25 kg sack,"17,45"', 'Spelt flour,25 kg sack,"21,10"'].join(
      '\n',
    );
    const v = read(
      { pricePerSack: { type: 'number', description: 'price per sack' } },
      en,
      'Price per sack of rye flour',
      true,
    )['pricePerSack'];
    expect([undefined, 17.45]).toContain(stored(v));
  });

  it('a mixed column (both marks): a figure it cannot place is unread', () => {
    const mixed = ['code;article;price (EUR)', 'LT-1;Lid;1,250', 'LT-2;Lid large;0.85', 'LT-3;Clip;1,10'].join('\n');
    const v = read(
      { unitPrice: { type: 'number', description: 'price per lid in euro' } },
      mixed,
      'Price per lid, LT-1',
      true,
    )['unitPrice'];
    expect(v).toBeUndefined();
  });
});

describe('a count of what a field is per is never its value', () => {
  const perPallet: Schema = { boxesPerPallet: { type: 'integer', description: 'boxes per pallet' } };

  it('"2 pallets" (a threshold for free delivery) is not boxes per pallet, in four languages', () => {
    expect(read(perPallet, 'Free delivery from 2 pallets upwards; the list is attached.', 'boxes per pallet')).toEqual(
      {},
    );
    const es = { cajasPorPalet: { type: 'integer', description: 'cajas por palet' } };
    expect(read(es, 'Los portes son gratis a partir de 3 palets.', 'cajas por palet')).toEqual({});
    const de = { kartonsProPalette: { type: 'integer', description: 'Kartons pro Palette' } };
    expect(read(de, 'Ab 4 Paletten liefern wir frei Haus.', 'Kartons pro Palette')).toEqual({});
    const fr = { cartonsParPalette: { type: 'integer', description: 'cartons par palette' } };
    expect(read(fr, 'Franco de port à partir de 2 palettes.', 'cartons par palette')).toEqual({});
  });

  it('the count per pallet itself is still read', () => {
    expect(
      read(perPallet, 'We stack 48 boxes on each pallet, 2 pallets minimum for free delivery.', 'boxes per pallet'),
    ).not.toEqual({
      boxesPerPallet: 2,
    });
    expect(read(perPallet, 'One pallet holds 48 boxes.', 'boxes per pallet')['boxesPerPallet']).toBe(48);
  });

  it('a rent per month is not the number of months', () => {
    const rent = { rentPerMonth: { type: 'number', description: 'rent per month in EUR' } };
    expect(read(rent, 'The minimum term is 6 months.', 'rent per month')['rentPerMonth']).toBeUndefined();
  });
});

describe('a tier written in a header is never chosen for an unsure quantity', () => {
  const pairs = [{ header: 'price_10_39_per_wk' }, { header: 'price_40plus_per_wk' }, { header: 'sku' }];
  const kept = (asked: string) =>
    resolveTierHeaders(pairs, rowAsk([`Price per sack of rye flour. ${asked}`])).map((p) => p.header);

  it('a sure weekly count picks its column', () => {
    expect(kept('We need 45 sacks a week.')).toEqual(['price_40plus_per_wk', 'sku']);
  });
  it('a quantity in no tier: none', () => {
    expect(kept('We need 5 sacks a week.')).toEqual(['sku']);
  });
  it('tiers that overlap (the quantity in two): none', () => {
    const two = [{ header: 'price_1_50_per_wk' }, { header: 'price_40plus_per_wk' }];
    expect(resolveTierHeaders(two, rowAsk(['Price per sack, 45 sacks a week'])).map((p) => p.header)).toEqual([]);
  });
  it('a quantity in another unit than the tiers count: none', () => {
    const cartons = [{ header: 'Preis 1 bis 49 Kartons' }, { header: 'Preis ab 50 Kartons' }];
    expect(resolveTierHeaders(cartons, rowAsk(['Preis pro Karton für 600 kg Ware'])).map((p) => p.header)).toEqual([]);
  });
  it('"about 30", "unos 45", "mehr als 40": no sure quantity, none', () => {
    expect(kept('We need about 45 sacks a week.')).toEqual(['sku']);
    expect(
      resolveTierHeaders(pairs, rowAsk(['Precio por saco, unos 45 sacos por semana'])).map((p) => p.header),
    ).toEqual(['sku']);
    expect(
      resolveTierHeaders(pairs, rowAsk(['Preis pro Sack, mehr als 45 Säcke pro Woche'])).map((p) => p.header),
    ).toEqual(['sku']);
  });
  it('a count per another period than the headers: none', () => {
    expect(kept('We need 45 sacks a month.')).toEqual(['sku']);
    expect(kept('We need 45 sacks.')).toEqual(['sku']);
  });
});
