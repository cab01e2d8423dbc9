import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

/** A variant of an item (vegetarian, premium, A5) takes no figure from a text that prices another variant. */

const AT = Date.parse('2026-11-23T10:00:00Z');
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], {
    dates: new Set<string>(),
    numbers: new Set<number>(),
    codes: new Set<string>(),
  }).values;

const money = (description: string) => ({ type: 'number', description });
const LUNCH = {
  hotLunchPerCover: money('standard hot lunch, EUR per cover excl. VAT'),
  vegetarianLunchPerCover: money('vegetarian hot lunch, EUR per cover excl. VAT'),
};
describe('a variant the text does not price takes none of its figures', () => {
  it.each([
    ['en', 'A hot lunch is €7.45 per cover for 120-150 covers. Above 150 covers it is €6.95.'],
    ['nl', 'Een warme lunch kost € 7,45 per couvert bij 120 tot 150 couverts. Boven de 150 couverts wordt dat € 6,95.'],
    ['de', 'Das warme Mittagessen kostet 7,45 € pro Gedeck. Ab 150 Gedecken sind es 6,95 €.'],
    ['fr', 'Le déjeuner chaud est à 7,45 € par couvert. Au-delà de 150 couverts, 6,95 €.'],
  ])('%s: the vegetarian field is not handed the second figure', (_lang, text) => {
    expect(read(LUNCH, text)['vegetarianLunchPerCover']).toBeUndefined();
  });
  it('named only in a sentence without a figure, the variant is still not priced', () => {
    const text =
      'A hot lunch is €7.45 per cover; above 150 covers €6.95. About the vegetarian option our chef will mail you.';
    expect(read(LUNCH, text)['vegetarianLunchPerCover']).toBeUndefined();
  });
});

describe('a variant the text names keeps its figure', () => {
  it('the default variant reads a text that names no variant ("standard" is the plain lunch)', () => {
    expect(read(LUNCH, 'Our hot lunch is €7.45 per cover, excl. VAT.')['hotLunchPerCover']).toBe(7.45);
  });
  it('fields of different items are no variants: a delivery fee beside a product price', () => {
    const v = read(
      { chairPrice: money('price per chair in EUR'), deliveryFee: money('delivery fee in EUR') },
      'The chairs are €45 each.\n\nDelivery is €90.',
    );
    expect(v).toEqual({ chairPrice: 45, deliveryFee: 90 });
  });
});

describe('a field with more words for the same item is no variant', () => {
  it('a rate per kg and the total for the whole shipment', () => {
    const v = read(
      {
        ratePerKgEUR: money('air freight rate in EUR per kg'),
        totalEUR: money('total freight cost in EUR for the whole shipment'),
      },
      'FRA-ORD we can do €1.85 per kg all-in, so €3,700 for the 2,000 kg, departing on our Tuesday or Thursday flights.',
    );
    expect(v).toEqual({ ratePerKgEUR: 1.85, totalEUR: 3700 });
  });
});
