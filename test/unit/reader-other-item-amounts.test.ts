import { describe, expect, it } from 'vitest';
import { foldForMatching } from '../../services/worker/brain/language-fold.js';
import { boundToOtherItem } from '../../services/worker/brain/readers/other-item.js';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

const AT = Date.parse('2026-11-23T10:00:00Z');
const refs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], refs()).values;

describe('an amount its own clause binds to another item (an extra, a surcharge, a levy)', () => {
  const at = (text: string, figure: string, subject: string[] = []) => {
    const folded = foldForMatching(text);
    const i = folded.indexOf(figure);
    return boundToOtherItem(folded, i, i + figure.length, subject);
  };
  it.each([
    ['Breakfast is an extra £18 per person.', '18'],
    ['Each additional driver costs £12 a day.', '12'],
    ['Linen comes on top at £3.40 a guest.', '3.40'],
    ['Wir berechnen 9 € pro zusätzliche Kopie.', '9'],
    ['Dazu kommt die Kurtaxe von 2,50 € pro Nacht.', '2,50'],
    ['Avec un supplément de 15 € pour le GPS.', '15'],
    ['El seguro adicional cuesta 60 €.', '60'],
    ['Il montaggio si paga a parte, 80 € in tutto.', '80'],
    ['A taxa turística é de 2 € por noite.', '2'],
    ['De toeslag voor weekendlevering bedraagt € 95.', '95'],
    ['For the 2nd floor I would add £140.', '140'],
    ['Das Aufbauen nicht, dafür berechnen wir 55 € pro Stunde.', '55'],
    ['Het ophangen niet: daarvoor rekenen we € 45 per uur.', '45'],
    ['Wrapping is not included, for that we charge £30.', '30'],
  ])('another item: %s', (text, figure) => {
    expect(at(text, figure)).toBe(true);
  });
  it.each([
    ['The buffet is £24.50 per head.', '24.50', []],
    ['Apart from that, the price is €500.', '500', []],
    ['Extra dishes can be added, the dinner itself is £40.', '40', ['dinner']],
    ['Die Reinigung kostet 140 € pauschal.', '140', []],
    ['Le prix est de 60 € par jour.', '60', []],
    ['Thanks for that, the price is €800.', '800', []],
    ['With no extras at all the price comes to €2,400.', '2,400', []],
    ['Inklusive Zuschlag für Sonntag kostet es 610 €.', '610', []],
    ['Todo incluido, sin suplementos: 1.150 €.', '1.150', []],
  ])('the field own amount: %s', (text, figure, subject) => {
    expect(at(text, figure, subject)).toBe(false);
  });
});

describe('a price field beside another item amount', () => {
  it.each<[string, Record<string, unknown>, string, Record<string, number>]>([
    [
      'en, a per-head price and a crockery extra',
      { pricePerGuestGBP: { type: 'number', description: 'lunch price per guest in GBP' } },
      'Our lunch is £31.50 per guest. Glasses and plates come on top at £2.60 a guest.',
      { pricePerGuestGBP: 31.5 },
    ],
    [
      'de, a nightly rate and a tourist levy',
      { nightlyRateEUR: { type: 'number', description: 'room rate per night in EUR' } },
      'Das Zimmer kostet 95 € pro Nacht, dazu kommt die Kurtaxe von 2,50 € pro Nacht.',
      { nightlyRateEUR: 95 },
    ],
    [
      'es, a price and an additional insurance',
      { priceEUR: { type: 'number', description: 'rental price in EUR' } },
      'El precio es 480 € por semana y el seguro adicional cuesta 60 €.',
      { priceEUR: 480 },
    ],
    [
      'it, a price and a fitting charged separately',
      { priceEUR: { type: 'number', description: 'price of the wardrobe in EUR' } },
      'Il prezzo è di 1.320 €. Il montaggio si paga a parte, 80 € in tutto.',
      { priceEUR: 1320 },
    ],
    [
      'nl, a price and a weekend surcharge',
      { priceEUR: { type: 'number', description: 'price of the cabinet in EUR' } },
      'De prijs van de kast is € 1.200 excl. btw. De toeslag voor levering op zaterdag bedraagt € 95.',
      { priceEUR: 1200 },
    ],
  ])('%s: the field own amount, never the other item one', (_case, schema, text, expected) => {
    expect(read(schema, text)).toEqual(expected);
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'en, only an extra guest amount',
      { pricePerGuestGBP: { type: 'number', description: 'dinner price per guest in GBP' } },
      'I will confirm the dinner price tomorrow; any extra guest on the night is £25.',
    ],
    [
      'fr, only a supplement',
      { priceEUR: { type: 'number', description: 'price of the hire in EUR' } },
      'Je vous envoie le tarif demain. Le GPS est en supplément : 15 € par jour.',
    ],
    [
      'pt, only an additional copy',
      { printPriceEUR: { type: 'number', description: 'print price for the brochure in EUR' } },
      'O preço da impressão segue amanhã; cada cópia adicional custa 0,40 €.',
    ],
    [
      'de, only a surcharge',
      { priceEUR: { type: 'number', description: 'price of the transport in EUR' } },
      'Den Preis schicke ich morgen, der Zuschlag für Expresslieferung beträgt 30 €.',
    ],
  ])('%s: asked, never stored', (_case, schema, text) => {
    expect(read(schema, text)).toEqual({});
  });

  it('a field that is itself the surcharge still takes it', () => {
    expect(
      read(
        { weekendSurchargeEUR: { type: 'number', description: 'weekend surcharge in EUR' } },
        'A Saturday delivery carries a weekend surcharge of €20.',
      ),
    ).toEqual({ weekendSurchargeEUR: 20 });
  });
});
