import { describe, expect, it } from 'vitest';
import { readFromSources, referencesFrom } from '../../services/worker/brain/readers/schema-reader.js';
import { isLabelLayout } from '../../services/worker/brain/readers/label-scope.js';
import { propertyForKey } from '../../services/worker/brain/readers/line-values.js';

const at = Date.parse('2026-11-20T10:00:00Z');
const read = (schema: Record<string, unknown>, text: string, asked: string) =>
  readFromSources(
    { type: 'object', properties: schema },
    [{ text, at, messageId: 'm1', attachmentId: 'a1' }],
    referencesFrom([], at, [asked]),
  ).values;

describe('a label/value document: a figure binds by its label', () => {
  const rent = {
    monthlyRent: { type: 'number', description: 'monthly rent of the printer, excluding VAT' },
    minimumTermMonths: { type: 'integer', description: 'minimum contract term in months' },
  };

  it('takes the rent from its own line, never the consumables line below it', () => {
    const text = [
      'QUOTATION Q-2231',
      'Device: colour laser printer A3',
      'Rental per month: GBP 64.00 ex VAT',
      'Minimum term: 36 months',
      'Toner cartridges: GBP 42.50 each',
    ].join('\n');
    expect(read(rent, text, 'Quote for renting an office printer: monthly rent and minimum term')).toEqual({
      monthlyRent: 64,
      minimumTermMonths: 36,
    });
  });

  it('asks for the rent when only another thing’s price is written (never the toner price)', () => {
    const text = [
      'Device: colour laser printer A3',
      'Toner cartridges: GBP 42.50 each',
      'Minimum term: 36 months',
    ].join('\n');
    const v = read(rent, text, 'Quote for renting an office printer: monthly rent and minimum term');
    expect(v['monthlyRent']).toBeUndefined();
    expect(v['minimumTermMonths']).toBe(36);
  });

  it('German: the Miete line, not the Wartung line', () => {
    const schema = {
      mieteMonat: { type: 'number', description: 'Miete pro Monat in Euro netto' },
      laufzeitMonate: { type: 'integer', description: 'Mindestlaufzeit in Monaten' },
    };
    const text = [
      'Angebot Nr. 4471',
      'Gerät: Spülmaschine GS 60',
      'Wartungspauschale: 15,00 EUR je Besuch',
      'Miete: 119,00 EUR netto monatlich',
      'Mindestlaufzeit: 48 Monate',
    ].join('\n');
    expect(read(schema, text, 'Mietangebot für eine Spülmaschine')).toEqual({ mieteMonat: 119, laufzeitMonate: 48 });
  });

  it('Spanish: a delivery charge line is never the rent', () => {
    const schema = { alquilerMensual: { type: 'number', description: 'alquiler mensual en euros sin IVA' } };
    const text = ['Equipo: carretilla elevadora', 'Transporte: 180,00 EUR', 'Plazo de entrega: 5 días'].join('\n');
    expect(read(schema, text, 'Alquiler de una carretilla elevadora')['alquilerMensual']).toBeUndefined();
  });

  it('an e-mail of prose is no layout: a sentence with a colon is read as before', () => {
    expect(isLabelLayout('Hi Ann,\nNote: the rent would be 64 a month.\nBest, Tom')).toBe(false);
    expect(isLabelLayout('Device: printer\nRental: 64\nTerm: 36 months')).toBe(true);
  });
});

describe('a label that says what its value is per, as the field does', () => {
  const props: Array<[string, Record<string, unknown>]> = [
    ['monthlyFee', { type: 'number', description: 'monthly hire fee in euro' }],
    ['totalPrice', { type: 'number', description: 'total price in euro' }],
  ];

  it('"Hire per month" and "Miete pro Monat" name the monthly fee in a document', () => {
    expect(propertyForKey(props, 'Hire per month', { document: true })).toBe('monthlyFee');
    expect(propertyForKey(props, 'Miete pro Monat', { document: true })).toBe('monthlyFee');
  });

  it('a price per another count is no total: "Price per 1,000 pieces" binds nothing in a document', () => {
    expect(propertyForKey([props[1]!], 'Price per thousand pieces', { document: true })).toBeUndefined();
  });
});
