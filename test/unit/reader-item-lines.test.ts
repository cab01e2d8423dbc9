import { describe, expect, it } from 'vitest';
import { readOfflineResult } from '../../services/worker/brain/offline-result.js';
import { readTableArray } from '../../services/worker/brain/readers/tables/table-array.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, theirThread } from './brain-fixtures.js';

const AT = Date.parse('2027-01-10T09:00:00Z');
const lineItems = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      name: { type: 'string' },
      quantity: { type: 'number' },
      unitPrice: { type: 'number', description: 'price per unit' },
    },
    required: ['name', 'quantity', 'unitPrice'],
  },
};
const read = (text: string, lang: 'en' | 'de' | 'fr' | 'es' | 'it' | 'pt' | 'nl') =>
  readTableArray(text, lineItems, lang, { at: AT })?.rows;

describe('item lines, the name first and the quantity with its unit word', () => {
  it('English, a colon and pieces', () => {
    expect(
      read('Sure, here it is:\n\n- oak chair: 12 pcs at 45.00 each\n- oak table: 2 pcs at 380.00 each', 'en'),
    ).toEqual([
      { name: 'oak chair', quantity: 12, unitPrice: 45 },
      { name: 'oak table', quantity: 2, unitPrice: 380 },
    ]);
  });

  it('French, square metres and a dimension in the name', () => {
    expect(read('- Dalles grès 60x60, 25 m2 à 32,50 €\n- Plinthes, 14 ml à 6,90 €', 'fr')).toEqual([
      { name: 'Dalles grès 60x60', quantity: 25, unitPrice: 32.5 },
      { name: 'Plinthes', quantity: 14, unitPrice: 6.9 },
    ]);
  });

  it('Spanish, numbered, units and "cada una"', () => {
    expect(read('1. Sillas de roble, 12 unidades a 45 € cada una\n2. Mesa de roble, 1 unidad a 380 €', 'es')).toEqual([
      { name: 'Sillas de roble', quantity: 12, unitPrice: 45 },
      { name: 'Mesa de roble', quantity: 1, unitPrice: 380 },
    ]);
  });

  it('Italian "pezzi da", Dutch "stuks voor", Portuguese after a dash', () => {
    expect(read('- Composizione panche, 10 pezzi da 35 €\n- Piantana altare, 2 pezzi da 120 €', 'it')).toEqual([
      { name: 'Composizione panche', quantity: 10, unitPrice: 35 },
      { name: 'Piantana altare', quantity: 2, unitPrice: 120 },
    ]);
    expect(read('- Eiken stoel, 12 stuks voor € 45,00 per stuk', 'nl')).toEqual([
      { name: 'Eiken stoel', quantity: 12, unitPrice: 45 },
    ]);
    expect(read('1) Extintor CO2 6 kg - 2 unidades por R$ 140,00', 'pt')).toEqual([
      { name: 'Extintor CO2 6 kg', quantity: 2, unitPrice: 140 },
    ]);
  });

  it('German lines with no bullets, every line of the block an item', () => {
    expect(read('Pfosten 12x12, 4 Stk. zu je 86,00 €\nMontage, 16 Std. à 58,00 €', 'de')).toEqual([
      { name: 'Pfosten 12x12', quantity: 4, unitPrice: 86 },
      { name: 'Montage', quantity: 16, unitPrice: 58 },
    ]);
  });

  it('a line with no quantity leaves the whole list unread (asked)', () => {
    expect(read('1) Leimholzpfosten, 4 Stück à 86,00 €\n2) Montage à 58,00 €', 'de')).toBeUndefined();
    expect(read('- oak chair: 12 pcs at 45.00\n- delivery extra, we will quote', 'en')).toBeUndefined();
  });

  it('a total line is no item', () => {
    expect(read('- Pfosten, 4 Stück à 86,00 €\n- Montage, 16 Std. à 58,00 €\n- Summe: 1.272,00 €', 'de')).toEqual([
      { name: 'Pfosten', quantity: 4, unitPrice: 86 },
      { name: 'Montage', quantity: 16, unitPrice: 58 },
    ]);
  });

  it('a prose block is no list, a range of figures is no item', () => {
    expect(read('We could do it for 3 at 45 €.\nOr more if needed.', 'en')).toBeUndefined();
    expect(read('- 12 à 15 €\n- 20 à 30 €', 'fr')).toBeUndefined();
  });
});

describe('item lines in a whole reply (offline-result.ts)', () => {
  const AT2 = Date.parse('2026-11-23T10:00:00Z');
  const validator = createResultSchemaValidator();
  const ctx = brainContext({
    objective: 'Die Positionen des Angebots erfassen (Bezeichnung, Menge, Einzelpreis netto)',
    properties: { lineItems: lineItems },
  });
  const itemsOf = (text: string) => {
    const thread = theirThread([text], AT2);
    return readOfflineResult(ctx, thread[0]!, thread, validator).values['lineItems'];
  };

  it("the new text's lines are read", () => {
    expect(
      itemsOf(
        'Hallo,\n\nhier die Positionen:\n\n1) Pfosten, 4 Stück à 86,00 €\n2) Montage, 16 Std. à 58,00 €\n\nGrüße\nMarkus',
      ),
    ).toEqual([
      { name: 'Pfosten', quantity: 4, unitPrice: 86 },
      { name: 'Montage', quantity: 16, unitPrice: 58 },
    ]);
  });

  it('a quoted older list is not read', () => {
    expect(
      itemsOf(
        'Hallo, die Preise stimmen so nicht mehr, ich schicke Ihnen morgen ein neues Angebot.\n\nAm 20.11.2026 um 10:00 schrieb Markus Reiter <m@holzbau.example>:\n> 1) Pfosten, 4 Stück à 86,00 €\n> 2) Montage, 16 Std. à 58,00 €',
      ),
    ).toBeUndefined();
  });
});
