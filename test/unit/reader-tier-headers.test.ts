import { describe, expect, it } from 'vitest';
import { referencesFrom } from '../../services/worker/brain/readers/schema-reader.js';
import { readOne } from '../../services/worker/brain/readers/source-reader.js';
import { resolveTierHeaders, tierHeader } from '../../services/worker/brain/readers/tables/tier-headers.js';
import { rowAsk } from '../../services/worker/brain/readers/tables/row-choice.js';
import { tableRecords } from '../../services/worker/brain/readers/tables/table-record.js';

const at = Date.parse('2026-11-20T10:00:00Z');
const readCsv = (schema: Record<string, unknown>, csv: string, asked: string) =>
  Object.fromEntries(
    Object.entries(
      readOne(
        Object.entries(schema) as Array<[string, Record<string, unknown>]>,
        { text: csv, at, attachmentId: 'a1', csv: true },
        referencesFrom([], at, [asked]),
      ),
    ).map(([k, v]) => [k, v.value]),
  );

describe('tiers in column headers', () => {
  it('reads the tier of a header and what the column holds besides it', () => {
    expect(tierHeader('unit_price_1_24_per_month')).toEqual({ tier: { lo: 1, hi: 24 }, stem: 'unit price per month' });
    expect(tierHeader('Preis ab 50 Stk.')?.tier.lo).toBe(50);
    expect(tierHeader('Prix 100 cartons et plus')).toMatchObject({ stem: 'prix', unit: 'cartons' });
    expect(tierHeader('lead_time_days')).toBeUndefined();
  });

  const bags = [
    'sku,item,pack,price_1_19_per_month,price_20plus_per_month',
    'GR-5,Grit salt,25 kg bag,9.80,8.90',
    'GR-6,Rock salt,25 kg bag,7.10,6.40',
  ].join('\n');
  const schema = { pricePerBag: { type: 'number', description: 'price per bag of grit salt, GBP' } };

  it('never a tier column when the count is per no period, another period, or of another thing', () => {
    expect(readCsv(schema, bags, 'Price per bag of grit salt for 30 bags')['pricePerBag']).toBeUndefined();
    expect(readCsv(schema, bags, 'Price per bag of grit salt, 30 bags a week')['pricePerBag']).toBeUndefined();
    expect(readCsv(schema, bags, 'Price per bag of grit salt, 3 pallets a month')['pricePerBag']).toBeUndefined();
    expect(readCsv(schema, bags, 'Price per bag of grit salt')['pricePerBag']).toBeUndefined();
  });

  it('two counts, or a count beside a multiplier: no column', () => {
    expect(
      readCsv(schema, bags, 'Grit salt: 12 bags a month, in January 30 bags a month')['pricePerBag'],
    ).toBeUndefined();
  });

  it('French tiers counting cartons: the client count of cartons picks; a count of pieces does not', () => {
    const pairs = [{ header: 'Prix 1 à 49 cartons' }, { header: 'Prix 50 cartons et plus' }, { header: 'Réf' }];
    expect(
      resolveTierHeaders(pairs, rowAsk(['Prix par carton pour 60 cartons de gobelets'])).map((p) => p.header),
    ).toEqual(['Prix 50 cartons et plus', 'Réf']);
    expect(resolveTierHeaders(pairs, rowAsk(['Prix pour 6000 gobelets'])).map((p) => p.header)).toEqual(['Réf']);
  });
});

describe('a cell is read in its table’s own decimal mark', () => {
  const schema = { unitPrice: { type: 'number', description: 'price per piece in euro' } };

  it('a decimal-comma file: "1,250" is never read as 1250', () => {
    const csv = ['ref;article;price', 'A-1;Hinge 40 mm;1,250', 'A-2;Hinge 60 mm;0,85'].join('\n');
    expect(readCsv(schema, csv, 'Price per piece of the 40 mm hinge, ref A-1')['unitPrice']).not.toBe(1250);
  });

  it('a column that shows both marks is not read for a figure it cannot place', () => {
    const csv = ['ref;article;price', 'A-1;Hinge 40 mm;1,250', 'A-2;Hinge 60 mm;0.85', 'A-3;Hinge 80 mm;1,10'].join(
      '\n',
    );
    expect(readCsv(schema, csv, 'Price per piece of the 40 mm hinge, ref A-1')['unitPrice']).toBeUndefined();
  });

  it('a text table of decimal commas: its row’s price as the table writes it', () => {
    const text = ['Quantity      Price per roll', '1 - 9         4,250', '10+           3,900'].join('\n');
    const recs = tableRecords(text, rowAsk(['Price per roll for 12 rolls of tape']));
    expect(recs[0]?.marks.get('Price per roll')).toEqual({ mark: undefined });
  });
});
