import { describe, expect, it } from 'vitest';
import { readFields } from '../support/read-fields.js';

/**
 * "Jullie klantnummer bij ons is 40172" (set X, an optician): "with us" between an identifier's
 * name and its code left the customer number unread, and the client was asked for it.
 */

const CUSTOMER = { customerNumber: { type: 'string', description: 'our customer number at Optiek Jansen' } };

describe('"with us" between the name and the code (readers/identifiers.ts CONNECTOR)', () => {
  it.each([
    ['nl', 'Jullie klantnummer bij ons is 40172.'],
    ['de', 'Ihre Kundennummer bei uns lautet 40172.'],
    ['en', 'Your customer number with us is 40172.'],
    ['fr', 'Votre numéro client chez nous est le 40172.'],
  ])('%s', (_lang, text) => {
    expect(readFields(CUSTOMER, text)['customerNumber']).toBe('40172');
  });
});
