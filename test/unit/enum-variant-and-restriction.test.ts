import { describe, expect, it } from 'vitest';
import { readFields } from '../support/read-fields.js';

/**
 * An availability asked for one size, answered size by size (set Y, a bicycle shop): before, "il
 * faut le commander" named no value, and "le prix promo … mais seulement sur les vélos en stock"
 * was read as the size's answer (`in_stock`), delivered.
 */

const AVAILABILITY = {
  availabilitySizeM: {
    type: 'string',
    enum: ['in_stock', 'to_order', 'discontinued'],
    description: 'availability of the size M',
  },
};

describe('"has to be ordered" names the to-order value (lexicons/enum-synonyms.ts)', () => {
  it.each([
    ['en', 'Size M has to be ordered from the maker, about 3 weeks.'],
    ['fr', 'Pour la taille M, il faut le commander chez le fabricant.'],
    ['de', 'Die Größe M muss bestellt werden, ca. 3 Wochen.'],
    ['es', 'La talla M hay que pedirla a fábrica, unas 3 semanas.'],
    ['it', 'La taglia M va ordinata, servono 3 settimane.'],
    ['nl', 'Maat M moet besteld worden, ongeveer 3 weken.'],
    ['pt', 'O tamanho M tem de ser encomendado, cerca de 3 semanas.'],
  ])('%s', (_lang, text) => {
    expect(readFields(AVAILABILITY, text)['availabilitySizeM']).toBe('to_order');
  });
});

describe('a value another statement is restricted to is no answer (readers/enum-mention-scope.ts)', () => {
  it.each([
    ['fr', 'Le prix public est de 1 849 €, nous le faisons à 1 699 € mais seulement sur les vélos en stock.'],
    ['en', 'The offer price of £1,699 applies only to bikes in stock.'],
    ['de', 'Den Aktionspreis gibt es nur auf Räder auf Lager.'],
  ])('%s', (_lang, text) => {
    expect(readFields(AVAILABILITY, text)['availabilitySizeM']).toBeUndefined();
  });

  it('"only to order" is the value itself', () => {
    expect(readFields(AVAILABILITY, 'Size M is only to order now.')['availabilitySizeM']).toBe('to_order');
  });
});

describe('the sentence naming the variant answers it (readers/variant-token.ts)', () => {
  it.each([
    [
      'fr',
      "En taille L j'en ai deux au magasin. En M, on a vendu le dernier samedi, donc il faut le commander. La taille S n'est plus fabriquée.",
      'to_order',
    ],
    [
      'en',
      'In size L we have two in stock. In M we sold the last one, so it has to be ordered. Size S is discontinued.',
      'to_order',
    ],
    [
      'de',
      'In L haben wir zwei auf Lager. Die M ist leider nicht mehr lieferbar, das Modell wurde eingestellt, in S muss bestellt werden.',
      'discontinued',
    ],
  ])('%s', (_lang, text, value) => {
    expect(readFields(AVAILABILITY, text)['availabilitySizeM']).toBe(value);
  });
});
