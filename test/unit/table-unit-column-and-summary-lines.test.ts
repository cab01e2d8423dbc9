import { describe, expect, it } from 'vitest';
import { textTables } from '../../services/worker/brain/readers/tables/text-tables.js';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * Quotes laid out as tables with several price columns and summary lines below the rows (as
 * html-to-text renders cells spanning columns, or a pipe table leaves its first cells blank): the
 * unit column is the one a price "per seat" or "for one" means; a line total is never taken for
 * a total field, nor a unit price for a field that names no unit.
 */

const read = (objective: string, props: Record<string, Record<string, unknown>>, text: string) =>
  readOneReply(props, text, objective);

const HTML_RENDERED = [
  'Please find our quote below.',
  '',
  'Item                                  Qty   Unit price   Amount',
  'Team plan - annual licence            40    €120.00      €4,800.00',
  'Setup and training (remote)           1     €900.00      €900.00',
  'Subtotal                                                 €5,700.00',
  'Discount 10% (licences only)                             -€480.00',
  'Net total                                                €5,220.00',
  'VAT 21%                                                  €1,096.20',
  'Total                                                    €6,316.20',
].join('\n');

describe('summary lines below a table', () => {
  it('an aligned table keeps its rows when summary lines of fewer cells follow', () => {
    const [t] = textTables(HTML_RENDERED.split('\n').slice(2).join('\n'));
    expect(t?.header).toEqual(['Item', 'Qty', 'Unit price', 'Amount']);
    expect(t?.rows).toHaveLength(2);
  });

  it('a pipe table without outer pipes keeps the blank first cell of its summary rows', () => {
    const [t] = textTables(
      [
        'Pos. | Article                   | Qty | Unit EUR | Total EUR',
        '1    | Annual boiler service     | 3   | 180.00   | 540.00',
        '     | Total excl. VAT           |     |          | 540.00',
      ].join('\n'),
    );
    expect(t?.rows.map((r) => r.length)).toEqual([5, 5]);
    expect(t?.rows[1]?.[1]).toBe('Total excl. VAT');
  });

  it('a line in the middle of another width is no summary: the block stays no aligned table', () => {
    const [t] = textTables(['Item      Qty   Price', 'Note on delivery', 'Chairs    10    €45.00'].join('\n'));
    expect(t?.header).not.toEqual(['Item', 'Qty', 'Price']);
  });
});

describe('the unit column for a price per one', () => {
  it.each([
    ['list price per licence per year in EUR', 120],
    ['EUR per licence', 120],
    ['price per licence (EUR, excl. VAT)', 120],
  ])('%s → the unit price', (description, want) => {
    const got = read(
      'Get the quote for 40 annual licences of the Team plan',
      {
        licencePriceEUR: { type: 'number', description },
        netTotalEUR: { type: 'number', description: 'total after discount, before VAT' },
      },
      HTML_RENDERED,
    );
    expect(got).toMatchObject({ licencePriceEUR: want, netTotalEUR: 5220 });
  });

  it('with no price per one in the schema, neither price column is taken', () => {
    const got = read(
      'Get the quote for 40 annual licences of the Team plan',
      {
        licencePriceEUR: { type: 'number', description: 'licence price in EUR' },
        netTotalEUR: { type: 'number', description: 'total after discount, before VAT' },
      },
      HTML_RENDERED,
    );
    expect(got['licencePriceEUR']).toBeUndefined();
    expect(got['netTotalEUR']).toBe(5220);
  });

  it('a price per a period names no unit column', () => {
    const got = read(
      'Get the quote for 40 annual licences of the Team plan',
      { pricePerYearEUR: { type: 'number', description: 'price per year in EUR' } },
      HTML_RENDERED,
    );
    expect(got['pricePerYearEUR']).not.toBe(120);
  });
});
