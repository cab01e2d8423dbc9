import { describe, expect, it } from 'vitest';
import { findNumbers } from '../../services/worker/brain/readers/amounts.js';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

/**
 * Money in its minor unit ("92p per kilo", "45 ct pro Stück") is read as money; a quantity the
 * sentence says is not on offer ("não temos contratos de 6 meses", "we don't do 6-month
 * contracts") is no value of the field.
 */

const AT = Date.parse('2026-11-23T10:00:00Z');
const refs = { dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() };
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], refs).values;

describe('pence and cents', () => {
  it.each([
    ['we charge 92p per kilo + VAT', 0.92, 'GBP'],
    ["that's an extra 35p per robe", 0.35, 'GBP'],
    ['der Versand kostet 45 ct pro Stück', 0.45, 'EUR'],
  ])('%s', (text, value, currency) => {
    expect(findNumbers(text, 'en')).toEqual([expect.objectContaining({ value, currency })]);
  });

  it('a price per kg in pence is delivered in pounds, not the minimum invoice beside it', () => {
    const props = {
      pricePerKgGBP: { type: 'number', description: 'price per kg of dry laundry, in pounds (GBP) ex VAT, e.g. 1.05' },
    };
    const text =
      "For towelling and robes we charge 92p per kilo + VAT, weighed dry when we collect. There's a minimum weekly invoice of £60, which you'd clear easily.";
    expect(read(props, text)).toEqual({ pricePerKgGBP: 0.92 });
  });

  it('a "p" after a space is no penny (a page, a person)', () => {
    expect(findNumbers('The proof is 12 p long.', 'en').map((n) => n.currency)).toEqual([undefined]);
  });
});

describe('a length the writer says they do not offer', () => {
  const CONTRACT = { contractMonths: { type: 'integer', description: 'length of the contract in months' } };
  it.each([
    ['pt', 'Para restauração trabalhamos só com avença anual, por isso não temos contratos de 6 meses.'],
    ['en', "We don't do 6-month contracts, I'm afraid, only the annual one."],
    ['de', 'Verträge über 6 Monate bieten wir nicht an, wir haben keine 6 Monate Laufzeit.'],
  ])('%s: %s', (_lang, text) => {
    expect(read(CONTRACT, text)['contractMonths']).not.toBe(6);
  });

  it('the length offered is read', () => {
    expect(read(CONTRACT, 'The contract runs for 12 months.')).toEqual({ contractMonths: 12 });
  });
});
