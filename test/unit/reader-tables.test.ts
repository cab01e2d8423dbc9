import { describe, expect, it } from 'vitest';
import { htmlToText } from '../../shared/html-to-text.js';
import { labelValueLines } from '../../services/worker/brain/readers/label-values.js';
import { readTableArray } from '../../services/worker/brain/readers/tables/table-array.js';

const AT = Date.parse('2027-01-10T09:00:00Z');
const arrayOf = (properties: Record<string, unknown>, required?: string[]) => ({
  type: 'array',
  items: { type: 'object', properties, required: required ?? Object.keys(properties) },
});
const parts = arrayOf({
  partNumber: { type: 'string' },
  quantity: { type: 'integer' },
  unitPriceEUR: { type: 'number', description: 'price per piece in EUR' },
});

describe('tables into arrays of objects', () => {
  it('a text table with pipes and comma decimals', () => {
    const text =
      'here is our offer:\n\nPart no.     | Qty | Unit price | Total\n-------------+-----+------------+--------\n6205-2RS     |   4 |    8,90 €  |  35,60 €\nSK-40        |  10 |   12,75 €  | 127,50 €\n\nAll prices net.';
    expect(readTableArray(text, parts, 'en', { at: AT })?.rows).toEqual([
      { partNumber: '6205-2RS', quantity: 4, unitPriceEUR: 8.9 },
      { partNumber: 'SK-40', quantity: 10, unitPriceEUR: 12.75 },
    ]);
  });

  it('an HTML table keeps its columns and is read like a text table', () => {
    const html =
      '<p>Prices:</p><table><tr><th>Copies</th><th>Total</th><th>Per copy</th></tr><tr><td>500</td><td>&pound;845.00</td><td>&pound;1.69</td></tr><tr><td>1,000</td><td>&pound;1,190.00</td><td>&pound;1.19</td></tr></table>';
    const tiers = arrayOf({
      copies: { type: 'integer' },
      totalPriceGBP: { type: 'number', description: 'total price for that many copies, GBP' },
    });
    expect(readTableArray(htmlToText(html), tiers, 'en', { at: AT })?.rows).toEqual([
      { copies: 500, totalPriceGBP: 845 },
      { copies: 1000, totalPriceGBP: 1190 },
    ]);
  });

  it('a semicolon CSV with comma decimals, the label column bound as the one text column', () => {
    const csv = 'Functie;Uurtarief (EUR);Toeslag nacht\nWarehouse operative;24,80;25%\nTeam leader;31,90;20%\n';
    const rates = arrayOf({
      role: { type: 'string' },
      hourlyRateEUR: { type: 'number', description: 'hourly rate in EUR' },
    });
    expect(readTableArray(csv, rates, 'en', { csv: true, at: AT })?.rows).toEqual([
      { role: 'Warehouse operative', hourlyRateEUR: 24.8 },
      { role: 'Team leader', hourlyRateEUR: 31.9 },
    ]);
  });

  it('dot leaders and item lines', () => {
    const wines = arrayOf({ name: { type: 'string' }, pricePerBottleEUR: { type: 'number' } });
    expect(
      readTableArray(
        'Voici nos vins :\n\nCôtes du Rhône rouge ......... 7,90 €\nRosé de Provence ............. 8,60 €',
        wines,
        'fr',
        {
          at: AT,
        },
      )?.rows,
    ).toEqual([
      { name: 'Côtes du Rhône rouge', pricePerBottleEUR: 7.9 },
      { name: 'Rosé de Provence', pricePerBottleEUR: 8.6 },
    ]);
    const lines = arrayOf({ quantity: { type: 'integer' }, item: { type: 'string' }, unitPrice: { type: 'number' } });
    expect(
      readTableArray('- 12 x oak chair at 45.00\n- 2 x oak table at 380.00', lines, 'en', { at: AT })?.rows,
    ).toEqual([
      { quantity: 12, item: 'oak chair', unitPrice: 45 },
      { quantity: 2, item: 'oak table', unitPrice: 380 },
    ]);
  });

  it('a row that cannot be typed leaves the whole array unread', () => {
    const text = 'Part no. | Qty | Unit price\n6205-2RS | 4 | 8,90 €\nSK-40 | a few | 12,75 €';
    expect(readTableArray(text, parts, 'en', { at: AT })).toBeUndefined();
  });

  it('a column that cannot be bound surely leaves it unread (two price columns for one price)', () => {
    const text = 'Part no. | Qty | Price EUR | Price EUR\nSK-40 | 10 | 12,75 | 13,00';
    expect(readTableArray(text, parts, 'en', { at: AT })).toBeUndefined();
  });

  it('summary rows are not items', () => {
    const text = 'Part no. | Qty | Unit price\n6205-2RS | 4 | 8,90 €\nTotal | | 35,60 €';
    expect(readTableArray(text, parts, 'en', { at: AT })?.rows).toEqual([
      { partNumber: '6205-2RS', quantity: 4, unitPriceEUR: 8.9 },
    ]);
  });

  it('two tables that both fit: not sure which is meant', () => {
    const t = 'Part no. | Qty | Unit price\nA-1 | 4 | 8,90 €';
    expect(readTableArray(`${t}\n\n${t}`, parts, 'en', { at: AT })).toBeUndefined();
  });
});

describe('label/value columns', () => {
  const nameOf = (label: string) =>
    ({ 'delivery date': 'deliveryDate', carrier: 'carrier', 'policy start': 'policyStart' })[label.toLowerCase()];
  it('in a body only a column gap separates label and value', () => {
    expect(labelValueLines('Delivery date   2027-04-15\nCarrier         GLS', nameOf, { singleSpace: false })).toEqual([
      expect.objectContaining({ name: 'deliveryDate', value: '2027-04-15' }),
      expect.objectContaining({ name: 'carrier', value: 'GLS' }),
    ]);
    expect(labelValueLines('Carrier will be GLS', nameOf, { singleSpace: false })).toEqual([]);
  });
  it('in an attachment (PDF text) a single space may', () => {
    expect(labelValueLines('Policy start 01.02.2027', nameOf, { singleSpace: true })).toEqual([
      expect.objectContaining({ name: 'policyStart', value: '01.02.2027' }),
    ]);
  });
});

describe('a PDF laid out as label/value columns', () => {
  it('reads typed values; a label whose value has another type is skipped; a dotted date is day first', async () => {
    const { readFromSources, referencesFrom } = await import('../../services/worker/brain/readers/schema-reader.js');
    const pdf =
      'MediSafe Versicherung AG - Quote 2027-0419\nPolicyholder Praxis am Markt\nCover EUR 5,000,000 per claim\nDeductible 250,00 EUR\nAnnual premium 1.245,00 EUR (incl. insurance tax)\nPolicy start 01.02.2027\nQuote valid until 31.12.2026';
    const schema = {
      type: 'object',
      properties: {
        annualPremiumEUR: { type: 'number', description: 'annual premium in EUR incl. insurance tax' },
        deductibleEUR: { type: 'number', description: 'deductible per claim in EUR' },
        policyStart: { type: 'string', format: 'date', description: 'YYYY-MM-DD' },
      },
    };
    const got = readFromSources(
      schema,
      [{ text: pdf, at: Date.parse('2026-11-20T10:00:00Z'), messageId: 'm1', attachmentId: 'a1' }],
      referencesFrom([], 0),
    );
    expect(got.values).toEqual({ annualPremiumEUR: 1245, deductibleEUR: 250, policyStart: '2027-02-01' });
    expect(got.evidence['policyStart']).toEqual({
      messageId: 'm1',
      attachmentId: 'a1',
      quote: 'Policy start 01.02.2027',
    });
  });
});
