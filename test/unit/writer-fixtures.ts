import { expect } from 'vitest';
import type { CaseContext } from '../../services/worker/brain/brain.js';
import { chairQuoteContext } from './brain-fixtures.js';

/** Writers' tests (test/unit/writer-*.test.ts): what each email says, on realistic cases; pure functions, so plain assertions. */

export const schema = {
  type: 'object',
  properties: {
    unitPriceEUR: { type: 'number', description: 'price per chair in EUR excl. VAT' },
    deliveryDate: { type: 'string', format: 'date', description: 'ISO date YYYY-MM-DD' },
    paymentTermsDays: { type: 'integer' },
    installationIncluded: { type: 'boolean' },
    incoterm: { type: 'string', enum: ['EXW', 'FCA', 'DAP'] },
  },
  required: ['unitPriceEUR', 'deliveryDate', 'paymentTermsDays', 'installationIncluded'],
};

export const ctx = (over: Partial<CaseContext> = {}): CaseContext =>
  chairQuoteContext(
    {
      resultSchema: schema,
      knowledge: { deliveryAddress: 'Hauptstrasse 1, 10115 Berlin', budget: 'internal only: EUR 9,000' },
    },
    over,
  );

/** What no email of ours may look like: a form, property names, the objective pasted in. */
export function expectWrittenByAPerson(text: string) {
  expect(text).not.toMatch(/field\s*:\s*value/i);
  expect(text).not.toMatch(/one per line/i);
  expect(text).not.toMatch(/\b[a-z]+[A-Z][A-Za-z]*\b/); // camelCase
  expect(text).not.toMatch(/reaching out about the following/i);
  expect(text).not.toMatch(/YYYY|ISO/);
}
