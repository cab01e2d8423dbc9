import { describe, expect, it } from 'vitest';
import { findNumbers } from '../../services/worker/brain/readers/amounts.js';
import type { Lang } from '../../services/worker/brain/readers/language.js';

const found = (text: string, lang: Lang = 'en') =>
  findNumbers(text, lang).map((n) => ({ value: n.value, currency: n.currency, percent: n.percent }));

describe('amounts and numbers', () => {
  it.each<[Lang, string, number, string | undefined]>([
    ['en', 'For 40 chairs we can do $1,200 net 30.', 1200, 'USD'],
    ['en', 'Total: 3.5k USD', 3500, 'USD'],
    ['en', 'The price is EUR 980.50 per unit.', 980.5, 'EUR'],
    ['de', 'Der Preis beträgt 1.250,50 € netto.', 1250.5, 'EUR'],
    ['fr', 'Le prix est de 1 200 € HT.', 1200, 'EUR'],
    ['es', 'El precio es 1.200 euros.', 1200, 'EUR'],
    ['en', 'We charge £45 for delivery.', 45, 'GBP'],
  ])('%s: %s', (lang, text, value, currency) => {
    expect(found(text, lang)).toContainEqual({ value, currency, percent: false });
  });

  it('percentages are marked as such', () => {
    expect(found('We give 15% off.')).toEqual([{ value: 15, currency: undefined, percent: true }]);
  });

  it('references, codes, times and phone numbers are not numbers', () => {
    expect(
      found(
        'Order 2001, invoice no. 77, PO #5512, SKU A123, ref 1Z999, at 10:30, call 555-123-4567 or +49 30 1234567.',
      ),
    ).toEqual([]);
  });

  it('a separator the language reads the other way is ambiguous, not guessed', () => {
    expect(found('It costs 1.200 EUR.', 'en')).toEqual([]);
    expect(found('Es kostet 1,200 EUR.', 'de')).toEqual([]);
    expect(found('Es kostet 1,5 Mio.', 'de')).toEqual([{ value: 1.5, currency: undefined, percent: false }]);
  });
});
