import { describe, expect, it } from 'vitest';
import { readFields } from '../support/read-fields.js';

/**
 * A window cleaner's quote (set X): "£68 + VAT per clean" was read as an amount per nothing, beside
 * "The very first clean is £120 + VAT", so the price per clean was asked though written; and "the
 * glass canopy …, which would need the cherry picker, but as that isn't in your spec I've left it
 * out" gave the access method `cherry-picker` (the office is done with poles).
 */

describe('"+ VAT" between an amount and its "per" (readers/amount-scope.ts QUALIFIER)', () => {
  const PRICE = {
    pricePerClean: { type: 'number', description: 'price of one regular fortnightly clean, GBP excluding VAT' },
  };
  it.each([
    [
      'en',
      "On a fortnightly round it's £68 + VAT per clean. The very first clean is £120 + VAT because of the build-up.",
    ],
    ['en', 'Regular cleans are £68 +VAT per visit; the first visit is £120 + VAT.'],
  ])('%s: %s', (_lang, text) => {
    expect(readFields(PRICE, text)['pricePerClean']).toBe(68);
  });
});

describe('what another part would need is no answer (readers/enum-mention-scope.ts)', () => {
  const ACCESS = {
    accessMethod: {
      type: 'string',
      enum: ['water-fed-pole', 'ladders', 'rope-access', 'cherry-picker'],
      description: 'how the windows of the office will be reached',
    },
  };
  it.each([
    [
      'en',
      "The only bit we couldn't reach from the ground is the glass canopy, which would need the cherry picker, but I've left it out.",
    ],
    ['de', 'Nur das Glasdach würde einen Cherry Picker brauchen, das ist aber nicht Teil Ihrer Anfrage.'],
    ['fr', 'Seule la verrière nécessiterait une cherry picker, mais elle ne fait pas partie de votre demande.'],
  ])('%s', (_lang, text) => {
    expect(readFields(ACCESS, text)['accessMethod']).toBeUndefined();
  });

  it('the method said plainly is still read', () => {
    expect(readFields(ACCESS, 'We will use the cherry picker for all three floors.')['accessMethod']).toBe(
      'cherry-picker',
    );
  });
});
