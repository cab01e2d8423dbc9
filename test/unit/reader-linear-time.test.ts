import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

// The readers run on what a counterparty writes: crafted text must not make them slow.
const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const schema = {
  type: 'object',
  properties: {
    trackingNumber: { type: 'string' },
    candidateName: { type: 'string' },
    deliveryDate: { type: 'string', description: 'delivery date' },
    checkIn: { type: 'string', format: 'date' },
    checkOut: { type: 'string', format: 'date' },
    minimumOrderQty: { type: 'integer', description: 'minimum order quantity' },
    totalInclVatEUR: { type: 'number', description: 'total including VAT in EUR' },
    shippingIncluded: { type: 'boolean' },
    paymentMethods: { type: 'array', items: { type: 'string', enum: ['visa', 'mastercard', 'paypal'] } },
    languages: { type: 'array', items: { type: 'string' }, description: 'ISO 639-1 codes' },
  },
};

describe('the readers stay fast on crafted text', () => {
  it.each([
    ['code-like runs', 'tracking 1Z 999 AA1 '.repeat(1_500)],
    ['capitalised runs', 'Anna Maria Weiss '.repeat(1_800)],
    ['day ranges without a month', 'the 3rd to the 6th '.repeat(1_600)],
    ['summary-like lines', 'Total;;;;1.234,56\nVAT 21%;;;;12,00\n'.repeat(900)],
    ['clauses and negations', 'visa, no mastercard (not paypal) but inglese, '.repeat(650)],
    ['numeric dates', '3/5 4/6 12/11 '.repeat(2_000)],
  ])('%s (30 KB)', (_name, text) => {
    const started = performance.now();
    readFromSources(schema, [{ text: text.slice(0, 30_000), at: AT, messageId: 'm1' }], noRefs());
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});
