import { describe, expect, it } from 'vitest';
import { readFromSources, referencesFrom } from '../../services/worker/brain/readers/schema-reader.js';

/**
 * A total beside the rate it works out to, an aside's variant rate, and another item's amount
 * (readers/number-field.ts, amount-scope.ts, per-period.ts): the total field takes the total,
 * never the rate, the variant or the other item's figure.
 */

const AT = Date.parse('2027-01-10T09:00:00Z');
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], referencesFrom([], AT)).values;
const field = (description: string) => ({ total: { type: 'number', description } });

describe('a total field named a fee, or leaving a tax out, takes the total beside the rate', () => {
  it.each<[string, string, string, number]>([
    [
      'en',
      'Total fee for the whole job in GBP',
      'So the whole job comes to £1,850, that is basically my £185 day rate x 10.',
      1850,
    ],
    ['en', 'Total fee for the project in GBP', 'All in, the project is £2,400 – that works out at £300 a day.', 2400],
    [
      'pt',
      'Preço total da estadia em euros (sem taxa turística)',
      'Para 5 noites o valor total da estadia é de 650 €, o que corresponde a 130 € por noite.',
      650,
    ],
    [
      'en',
      'Total price of the stay in EUR (excluding cleaning fee)',
      'The stay comes to €980 in total, i.e. €140 per night.',
      980,
    ],
  ])('%s: %s', (_lang, description, text, value) => {
    expect(read(field(description), text)).toEqual({ total: value });
  });

  it('two totals still compete: nothing is read', () => {
    expect(
      read(
        field('Total fee for the whole job in GBP'),
        'The whole job comes to £1,850, or £2,100 if you want the stems mixed too.',
      ),
    ).toEqual({});
  });
});

describe('a total over a number of periods takes no amount per one of them', () => {
  it.each<[string, string, string, number]>([
    [
      'it',
      'Costo totale del noleggio per i 3 giorni, IVA esclusa, in euro',
      'Il costo è di € 640,00 al giorno, quindi 3 giornate per un totale di € 1.920,00 + IVA 22%.',
      1920,
    ],
    ['en', 'Total hire cost for the 5 days in GBP', 'It is £180 per day, so £900 in total for the five days.', 900],
    [
      'es',
      'Precio total de las 7 noches, en euros',
      'Te sale a 40 € por noche; las 7 noches serían 280 € en total.',
      280,
    ],
  ])('%s: %s', (_lang, description, text, value) => {
    expect(read(field(description), text)).toEqual({ total: value });
  });

  it('only the rate per period is written: the total is not read', () => {
    expect(read(field('Total hire cost for the 5 days in GBP'), 'It is £180 per day, delivery included.')).toEqual({});
  });
});

describe('a variant in an aside of a rate is a rate too', () => {
  it.each<[string, string, string, number]>([
    [
      'es',
      'precio total de las 7 noches, en euros, sin IVA',
      'Te sale a 38 € por noche sin IVA (en temporada alta son 52 €). Las 7 noches serían 266 € + IVA.',
      266,
    ],
    [
      'en',
      'total for the 4 nights in GBP',
      'It is £95 a night (in August it is £120). The four nights come to £380.',
      380,
    ],
    [
      'fr',
      'prix total des 3 nuits en euros',
      'Comptez 70 € par nuit (90 € le week-end). Les 3 nuits font 210 € au total.',
      210,
    ],
  ])('%s: %s', (_lang, description, text, value) => {
    expect(read(field(description), text)).toEqual({ total: value });
  });
});

describe('"another" amount is another item', () => {
  it.each<[string, string, string, number]>([
    [
      'it',
      'totale per le 20.000 etichette in euro',
      'Il prezzo è 0,085 € cad. per un totale di 1.700,00 €. I cliché li abbiamo, quindi non li ripaghiamo (sarebbero altri 180,00 €).',
      1700,
    ],
    [
      'en',
      'total for the 5,000 labels in GBP',
      'The total is £425. We still have your plates, otherwise that would be another £90.',
      425,
    ],
    [
      'es',
      'total de los 500 folletos en euros',
      'El total son 320 €. Las planchas ya las tenemos (serían otros 60 €).',
      320,
    ],
  ])('%s: %s', (_lang, description, text, value) => {
    expect(read(field(description), text)).toEqual({ total: value });
  });
});
