import { describe, expect, it } from 'vitest';
import { readFields } from '../support/read-fields.js';

/**
 * Labelled lines that each name a field's words ("rooftop: 1.290,00 €" for a yearly total that
 * covers "the 6 splits and the rooftop unit", then "totale canone annuo: 1.860,00 €"): a total
 * field takes the one line labelled a total, read on its own; two lines for a field that is no
 * total, or no total line, leave it asked. Before, the first matching line (a part) was delivered.
 */

const TOTAL = {
  annualPriceEUR: {
    type: 'number',
    description: 'total yearly maintenance fee for the 6 splits and the rooftop unit, EUR excluding VAT',
  },
};
const UNIT = { rooftopEUR: { type: 'number', description: 'yearly fee for the rooftop unit, EUR excluding VAT' } };
const LINES = [
  '6 split: 570,00 €',
  'rooftop: 1.290,00 €',
  'totale canone annuo: 1.860,00 € + IVA 22% (2.269,20 € IVA inclusa)',
].join('\n');

describe('several labelled lines for one field (readers/source-reader.ts)', () => {
  it('a total field takes the total line, excluding VAT as asked', () => {
    expect(readFields(TOTAL, LINES)['annualPriceEUR']).toBe(1860);
  });

  it('German: the Gesamtpreis line', () => {
    const text = 'Wartung Split: 570,00 €\nWartung Dachgerät: 1.290,00 €\nGesamtpreis Wartung: 1.860,00 € netto';
    const de = { f: { type: 'number', description: 'Gesamtpreis der Wartung für Split und Dachgerät, netto' } };
    expect(readFields(de, text)['f']).toBe(1860);
  });

  it('a field that is no total is not given a part beside another line naming it', () => {
    const text = 'rooftop unit: 1.290,00 €\nrooftop service: 1.190,00 €';
    expect(readFields(UNIT, text)['rooftopEUR']).toBeUndefined();
  });

  it('one line for the field reads as before', () => {
    expect(readFields(UNIT, 'rooftop: 1.290,00 €\nsplits: 570,00 €')['rooftopEUR']).toBe(1290);
  });
});
