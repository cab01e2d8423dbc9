import { describe, expect, it } from 'vitest';
import { referencesFrom } from '../../services/worker/brain/readers/schema-reader.js';
import { readOne } from '../../services/worker/brain/readers/source-reader.js';
import { joinStacked } from '../../services/worker/brain/readers/stacked-lines.js';

const at = Date.parse('2027-01-14T10:00:00Z');
type Schema = Record<string, Record<string, unknown>>;
const read = (schema: Schema, text: string) => {
  const unsure = new Set<string>();
  const out = readOne(Object.entries(schema), { text, at, attachmentId: 'a1' }, referencesFrom([], at, []), unsure);
  return { values: Object.fromEntries(Object.entries(out).map(([k, v]) => [k, v.value])), unsure };
};
const gross: Schema = { totalGross: { type: 'number', description: 'quote total including VAT' } };
const net: Schema = { totalNet: { type: 'number', description: 'quote total excluding VAT (net)' } };

describe('summary lines written stacked: each label over its amount, or a block of labels then of amounts', () => {
  it('label then amount, line after line (fr, de, it, nl)', () => {
    const fr = 'Total HT\n1 250,00 €\nTVA 20 %\n250,00 €\nTotal TTC\n1 500,00 €\nAcompte (30 %)\n450,00 €';
    expect(read(gross, fr).values).toEqual({ totalGross: 1500 });
    const de = 'Nettobetrag\n980,00 EUR\nMwSt 19 %\n186,20 EUR\nGesamtbetrag\n1.166,20 EUR';
    expect(read(gross, de).values).toEqual({ totalGross: 1166.2 });
    expect(read(net, de).values).toEqual({ totalNet: 980 });
    const it_ = 'Totale imponibile\n€ 2.000,00\nIVA 22%\n€ 440,00\nTotale documento\n€ 2.440,00';
    expect(read(gross, it_).values).toEqual({ totalGross: 2440 });
    const nl = 'Subtotaal\n€ 800,00\nBTW 21%\n€ 168,00\nTotaal incl. BTW\n€ 968,00';
    expect(read(gross, nl).values).toEqual({ totalGross: 968 });
  });

  it('a block of labels, then as many amounts in the same order (PDF text)', () => {
    const pdf = [
      'Subtotal',
      'Trade discount 10%',
      'Net total',
      'VAT @ 20%',
      'Total',
      'Deposit due now (50%)',
      '',
      '£2,000.00',
      '-£200.00',
      '£1,800.00',
      '£360.00',
      '£2,160.00',
      '£1,080.00',
    ].join('\n');
    expect(read(gross, pdf).values).toEqual({ totalGross: 2160 });
    expect(read(net, pdf).values).toEqual({ totalNet: 1800 });
  });

  it('blocks of different lengths pair nothing: which amount is whose cannot be told', () => {
    const rows = ['Subtotal', 'VAT 20%', 'Total', '', '£100.00', '£20.00'];
    expect(joinStacked(rows, (r) => /total/i.test(r))).toEqual(rows);
    expect(read(gross, rows.join('\n')).values['totalGross']).toBeUndefined();
  });

  it('several labels running straight into their amounts in one column pair nothing', () => {
    const rows = ['Net total', 'VAT 20%', 'Total', '£100.00', '£20.00', '£120.00'];
    expect(joinStacked(rows, (r) => /total/i.test(r))).toEqual(rows);
  });

  it('a sentence before the amount is no label: "The total comes to" / "€ 1.500,00" pairs nothing', () => {
    const rows = ['Hello Anna,', 'the total including VAT comes to', '€ 1.500,00', 'Best, Tom'];
    expect(joinStacked(rows, (r) => /^total/i.test(r.trim()))).toEqual(rows);
  });

  it('two gross totals that differ, stacked: none is stored', () => {
    const two = 'Total TTC\n1 500,00 €\nTVA 20 %\n250,00 €\nTotal TTC\n1 560,00 €';
    const r = read(gross, two);
    expect(r.values['totalGross']).toBeUndefined();
  });
});
