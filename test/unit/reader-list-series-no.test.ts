import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

/** A clause of items only continues its series and shares its no ("we don't take Amex, Maestro and PayPal"). */

const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values;

describe('the items of a series share the no its clause says', () => {
  const CARDS = {
    cards: { type: 'array', items: { type: 'string', enum: ['visa', 'mastercard', 'amex', 'maestro', 'paypal'] } },
  };
  it.each<[string, string, string[]]>([
    ['en', "We take Visa and Mastercard; we don't take Amex, Maestro and PayPal.", ['visa', 'mastercard']],
    ['de', 'Wir nehmen Visa und Mastercard, leider kein Amex, Maestro oder PayPal.', ['visa', 'mastercard']],
    ['fr', 'Nous acceptons Visa et Mastercard; nous ne prenons pas Amex, Maestro ou PayPal.', ['visa', 'mastercard']],
    ['es', 'Aceptamos Visa y Mastercard, no aceptamos Amex, Maestro ni PayPal.', ['visa', 'mastercard']],
  ])('%s: %s', (_lang, text, want) => {
    expect(read(CARDS, text)['cards']).toEqual(want);
  });
});

describe("a no of another clause is not the series' no", () => {
  const DAYS = {
    days: {
      type: 'array',
      items: { type: 'string', enum: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] },
    },
  };
  it("a no that starts the next clause is that item's own", () => {
    expect(read(DAYS, 'We can come Monday, Tuesday and Friday, not Saturday.')['days']).toEqual([
      'monday',
      'tuesday',
      'friday',
    ]);
  });
  it('items between a yes and a later no are not told apart', () => {
    const text = 'Veniamo il giovedì, il venerdì, il lunedì e il martedì non possiamo.';
    expect(read(DAYS, text)['days']).toBeUndefined();
  });
});
