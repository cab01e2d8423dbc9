import { describe, expect, it } from 'vitest';
import { codeAt } from '../../services/worker/brain/readers/identifiers.js';
import { readOneReply } from '../support/read-one-reply.js';

describe('a count after a spaced slash is no part of the code', () => {
  it.each([
    ['5110-4470 / 12 units at £40.', '5110-4470'],
    ['Q-7781 / 2 pallets, delivered Friday.', 'Q-7781'],
    ['88213 / 50 boxes went out today.', '88213'],
    ['PO-4471 / 30 days net from invoice.', 'PO-4471'],
    ['4471-A / 3 items still on backorder.', '4471-A'],
    ['KV 2026 / 118 Stück ab Lager.', 'KV 2026'],
    ['26-11 / 40 pieces per carton.', '26-11'],
  ])('%s', (text, code) => {
    expect(codeAt(text, 0)).toBe(code);
  });

  it.each([
    ['5110 - 4470 / 02', '5110 - 4470 / 02'],
    ['Q 26-11 / 0873.', 'Q 26-11 / 0873'],
    ['KV 2026 / 118\nMit freundlichen Grüßen', 'KV 2026 / 118'],
    ['26-11 / 0873 on any PO.', '26-11 / 0873'],
  ])('a figure that ends the code still goes on with it: %s', (text, code) => {
    expect(codeAt(text, 0)).toBe(code);
  });

  it.each([
    ['Quote 5110-4470 / 12 units at £40.', 'Get their quote reference'],
    ['Our ref PO-4471 / 30 days net, as agreed.', 'Get their quote reference'],
    ['Our ref 4471-A / 3 items still on backorder.', 'Get their quote reference'],
  ])('the reference field never holds the count: %s', (text, objective) => {
    const values = readOneReply({ quoteReference: { type: 'string' } }, text, objective);
    expect(String(values['quoteReference'] ?? '')).not.toMatch(/\//);
  });

  it('an order number before a count of boxes', () => {
    const values = readOneReply(
      { orderNumber: { type: 'string' } },
      'Order 88213 / 50 boxes went out today.',
      'Get the order number',
    );
    expect(String(values['orderNumber'] ?? '')).not.toMatch(/\//);
  });
});
