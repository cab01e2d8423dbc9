import { describe, expect, it } from 'vitest';
import { findNumbers } from '../../services/worker/brain/readers/amounts.js';
import { findDurations } from '../../services/worker/brain/readers/durations.js';
import type { ReadLang } from '../../services/worker/brain/readers/language.js';
import { findNumberWords } from '../../services/worker/brain/readers/number-words/find-number-words.js';

const words = (text: string, lang: ReadLang) =>
  findNumberWords(text, lang).map((w) => [text.slice(w.index, w.end), w.value]);

describe('numbers written as words', () => {
  it.each<[ReadLang, string, Array<[string, number]>]>([
    [
      'en',
      'We can set aside a dozen forklifts and fifteen hundred pallet spaces.',
      [
        ['a dozen', 12],
        ['fifteen hundred', 1500],
      ],
    ],
    [
      'en',
      'Two hundred and fifty chairs, twenty-five tables.',
      [
        ['Two hundred and fifty', 250],
        ['twenty-five', 25],
      ],
    ],
    [
      'de',
      'Wir haben zwölf Stück, fünfundzwanzig Paletten und zweihundertfünfzig Kartons.',
      [
        ['zwölf', 12],
        ['fünfundzwanzig', 25],
        ['zweihundertfünfzig', 250],
      ],
    ],
    ['de', 'Der Preis liegt bei fünfzig Euro.', [['fünfzig', 50]]],
    [
      'fr',
      'Douze palettes, vingt-cinq cartons, quatre-vingt-dix-sept unités, soixante et onze.',
      [
        ['Douze', 12],
        ['vingt-cinq', 25],
        ['quatre-vingt-dix-sept', 97],
        ['soixante et onze', 71],
      ],
    ],
    [
      'es',
      'Tenemos doce, veinticinco, treinta y cinco y doscientos cincuenta.',
      [
        ['doce', 12],
        ['veinticinco', 25],
        ['treinta y cinco', 35],
        ['doscientos cincuenta', 250],
      ],
    ],
    [
      'it',
      'Abbiamo dodici pompe, venticinque valvole e milleduecento viti.',
      [
        ['dodici', 12],
        ['venticinque', 25],
        ['milleduecento', 1200],
      ],
    ],
    [
      'nl',
      'Wij hebben twaalf stuks en vijfentwintig dozen.',
      [
        ['twaalf', 12],
        ['vijfentwintig', 25],
      ],
    ],
    [
      'pt',
      'Temos doze unidades e vinte e cinco caixas.',
      [
        ['doze', 12],
        ['vinte e cinco', 25],
      ],
    ],
  ])('%s: %s', (lang, text, expected) => {
    expect(words(text, lang)).toEqual(expected);
  });

  it('a lone "one"/"ein"/"un"/"een" is an article, not a number', () => {
    expect(words('One of our drivers will call, we have a truck.', 'en')).toEqual([]);
    expect(words('Ein Fahrer ruft an.', 'de')).toEqual([]);
    expect(words('Een chauffeur belt u.', 'nl')).toEqual([]);
    expect(words('Un chauffeur vous appelle.', 'fr')).toEqual([]);
  });

  it('a lone word that is as often another word is not a number ("un ordinateur neuf", "sei disponibile")', () => {
    expect(words('Un ordinateur neuf, dix-neuf écrans.', 'fr')).toEqual([['dix-neuf', 19]]);
    expect(words('Se sei disponibile, ventisei pezzi.', 'it')).toEqual([['ventisei', 26]]);
  });

  it('only the reply language is read: Dutch "onze" is "our", English "once" is not eleven', () => {
    expect(words('Onze prijs is goed.', 'nl')).toEqual([]);
    expect(words('Once again, thanks.', 'en')).toEqual([]);
  });

  it('words that do not form one number are not joined', () => {
    expect(words('tre e quattro', 'it')).toEqual([
      ['tre', 3],
      ['quattro', 4],
    ]);
    expect(words('dois e três', 'pt')).toEqual([
      ['dois', 2],
      ['três', 3],
    ]);
    expect(words('twelve and fifteen', 'en')).toEqual([
      ['twelve', 12],
      ['fifteen', 15],
    ]);
  });

  it('amounts carry word numbers with their currency or percent', () => {
    expect(findNumbers('Der Preis liegt bei fünfzig Euro.', 'de')).toContainEqual(
      expect.objectContaining({ value: 50, currency: 'EUR', percent: false }),
    );
    expect(findNumbers('We give fifteen percent off.', 'en')).toContainEqual(
      expect.objectContaining({ value: 15, percent: true }),
    );
  });
});

describe('thousands separators and the text’s own decimal mark', () => {
  const values = (text: string, lang: ReadLang) => findNumbers(text, lang).map((n) => n.value);
  it.each<[ReadLang, string, number]>([
    ['en', "For 60 seats it is CHF 2'400.- per month", 2400],
    ['de', 'CHF 2’400.– pro Monat', 2400],
    ['fr', 'Le total est de 12\u202f480,50 EUR HT.', 12480.5],
    ['fr', 'Le total est de 12\u00a0480,50 EUR HT.', 12480.5],
    ['en', 'We have 1.200 boxes on stock, price is € 0,38 per box.', 1200],
    ['de', 'Wir liefern 1,200 Stück, Preis £1.69 pro Stück.', 1200],
  ])('%s: %s', (lang, text, value) => {
    expect(values(text, lang)).toContain(value);
  });

  it('a text that writes both decimal marks settles nothing: 1.200 stays unread', () => {
    expect(values('1.200 boxes at € 0,38, shipping $4.50', 'en')).not.toContain(1200);
    expect(values('1.200 boxes at € 0,38, shipping $4.50', 'en')).not.toContain(1.2);
  });

  it('without a decimal written beside a currency, the language decides (1.200 in English is unread)', () => {
    expect(values('We have 1.200 boxes.', 'en')).toEqual([]);
  });
});

describe('durations in the seven languages', () => {
  it.each<[string, number]>([
    ['three weeks', 21],
    ['venticinque giorni lavorativi', 25],
    ['vijf werkdagen', 5],
    ['20 dias úteis', 20],
    ['drie weken', 21],
    ['twenty-one days', 21],
    ['eine Woche', 7],
  ])('%s', (text, days) => {
    expect(findDurations(text).map((d) => d.days)).toEqual([days]);
  });

  it('"a day or two" names no number', () => {
    expect(findDurations('a day or two')).toEqual([]);
  });
});
