import { describe, expect, it } from 'vitest';
import { readFields } from '../support/read-fields.js';

/**
 * A sentence told as a side remark ("Goed om te weten: bij een inzet van meer dan 12 uur moet er
 * een tweede chauffeur mee (€ 240)", "Zur Info: …", "Good to know: …") prices something else than
 * what was asked. Before, the coach firm's second driver and waiting rate stood against the trip's
 * price and the case asked the client.
 */

const PRICE = { priceInclVatEUR: { type: 'number', description: 'price of the trip in EUR including VAT' } };
const read = (text: string) => readFields(PRICE, text)['priceInclVatEUR'];

describe('amounts in a side remark (readers/number-field.ts, lexicons/by-the-way.ts)', () => {
  it.each([
    [
      'nl',
      'Dat komt op € 1.285,00 inclusief 9% btw. Goed om te weten: bij een inzet van meer dan 12 uur moet er een tweede chauffeur mee (€ 240), en wachttijd rekenen we met € 45 per uur.',
    ],
    [
      'en',
      'That comes to €1,285.00 including VAT. Good to know: over 12 hours a second driver is needed (€240), and waiting time is €45 an hour.',
    ],
    ['de', 'Das macht 1.285,00 € inkl. MwSt. Gut zu wissen: ab 12 Stunden brauchen wir einen zweiten Fahrer (240 €).'],
  ])('%s', (_lang, text) => {
    expect(read(text)).toBe(1285);
  });
});
