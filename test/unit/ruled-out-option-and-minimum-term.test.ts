import { describe, expect, it } from 'vitest';
import { readFields } from '../support/read-fields.js';

/**
 * An IT provider's answer: "you'd be on our Complete plan at £39 per user per month + VAT.
 * (Essentials is £29 but doesn't include the M365 administration, so it wouldn't fit.)" for a
 * "monthly price per user …, on the minimum contract term". Before, the field was read as a
 * minimum (its words say "minimum"), so no price bound at all; with no price from the mail, a
 * proposal sheet's stale £36.50 was delivered instead of the change being asked about.
 */

const PRICE = {
  pricePerUserMonthlyGBP: {
    type: 'number',
    description: 'monthly price per user in GBP excluding VAT, on the minimum contract term',
  },
};
const read = (text: string) => readFields(PRICE, text)['pricePerUserMonthlyGBP'];

describe('a minimum that places the value is no minimum field (readers/number-field.ts)', () => {
  it('reads the price per user per month', () => {
    expect(read('The price is £39 per user per month.')).toBe(39);
  });

  it('a field that asks the minimum still binds only a minimum', () => {
    const MIN = { minimumOrder: { type: 'number', description: 'minimum order in GBP' } };
    expect(readFields(MIN, 'Prices start at £39; the minimum order is £250.')['minimumOrder']).toBe(250);
  });
});

describe('a plan set aside as no fit beside the price (readers/number-field.ts)', () => {
  it.each([
    [
      'en',
      "You'd be on our Complete plan at £39 per user per month + VAT. (Essentials is £29 but doesn't include the M365 administration, so it wouldn't fit.)",
    ],
    [
      'de',
      'Für Sie passt das Komplett-Paket zu £39 pro Nutzer und Monat. Das Basis-Paket zu £29 passt nicht, da die M365-Verwaltung fehlt.',
    ],
  ])('%s: its price is no rival', (_lang, text) => {
    expect(read(text)).toBe(39);
  });
});
