import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

/** A price its sentence says is no longer valid is never the field's; a new one after that statement is. */

const AT = Date.parse('2026-11-23T10:00:00Z');
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], {
    dates: new Set<string>(),
    numbers: new Set<number>(),
    codes: new Set<string>(),
  }).values;
const unit = { unitPriceEUR: { type: 'number', description: 'price of one transceiver, EUR excluding VAT' } };

describe('a price its sentence says no longer holds', () => {
  it.each([
    ['it', 'Il prezzo di ottobre che le avevo girato per telefono (31,50 €) non è più valido.'],
    ['en', 'The £31.50 I gave you on the phone in October is no longer valid.'],
    ['de', 'Der Preis von 31,50 € aus dem Oktober gilt nicht mehr.'],
    ['fr', "Le prix de 31,50 € d'octobre n'est plus valable."],
  ])('%s: is not read', (_lang, text) => {
    expect(read(unit, text)['unitPriceEUR']).toBeUndefined();
  });
  it('a new price after the statement is read: "no longer valid: it is now €5.10"', () => {
    expect(
      read(unit, 'The price I gave you is no longer valid: it is now €5.10 per transceiver.')['unitPriceEUR'],
    ).toBe(5.1);
  });
  it('the new price in a sentence of its own is read', () => {
    const text = 'The October price of €31.50 is no longer valid. The new price is €33.00 per transceiver.';
    expect(read(unit, text)['unitPriceEUR']).toBe(33);
  });
});
