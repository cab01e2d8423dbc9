import { describe, expect, it } from 'vitest';
import { foldForMatching } from '../../services/worker/brain/language-fold.js';
import { findNumbers } from '../../services/worker/brain/readers/amounts.js';
import type { ReadLang } from '../../services/worker/brain/readers/language.js';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';
import { amountVat, fieldCurrency, fieldVat } from '../../services/worker/brain/readers/vat-status.js';

const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values;

/** The VAT status of each amount in a currency the text writes, in order. */
const statuses = (text: string, lang: ReadLang) => {
  const folded = foldForMatching(text);
  return findNumbers(text, lang)
    .filter((n) => n.currency)
    .map((n) => amountVat(folded, n.index, n.end) ?? '-');
};

describe('what an amount says of VAT, in seven languages', () => {
  it.each<[string, ReadLang, string[]]>([
    ['Für die Montage rechnen wir € 3.480,- zzgl. MwSt.', 'de', ['net']],
    ["Die Wartung kostet CHF 1'950.– exkl.", 'de', ['net']],
    ['The survey is £640 + VAT, payable on the day.', 'en', ['net']],
    ['Comptez 2 380 € HT pour la pose, soit 2 856 € TTC.', 'fr', ['net', 'gross']],
    ['A instalação fica em R$ 5.200,00 sem impostos.', 'pt', ['net']],
    ['El alquiler sale a 1.450 € más IVA.', 'es', ['net']],
    ['La manutenzione costa 95 € al mese IVA inclusa.', 'it', ['gross']],
    ['De huur is € 1.150 per maand excl. btw.', 'nl', ['net']],
    ['Bruttopreis 2.142,00 €, netto 1.800,00 €.', 'de', ['gross', 'net']],
    ['That is £2,460 including VAT at 20%.', 'en', ['gross']],
    ['Gesamt 1.190,00 € inkl. 19 % MwSt.', 'de', ['gross']],
  ])('%s', (text, lang, expected) => {
    expect(statuses(text, lang)).toEqual(expected);
  });

  it.each<[string, ReadLang, string[]]>([
    // "exkl. Versand" is without shipping, not without VAT.
    ["Die Anlage kostet CHF 7'300.– exkl. Versand.", 'de', ['-']],
    // "+ VAT" after the first amount is not the second's.
    ['It totals £3,300 + VAT, which is £275 a month.', 'en', ['net', '-']],
    // A tax that is not VAT.
    ['The premium is £912.40 including insurance premium tax.', 'en', ['-']],
    ['We quote €780 for the job.', 'en', ['-']],
  ])('no status: %s', (text, lang, expected) => {
    expect(statuses(text, lang)).toEqual(expected);
  });
});

describe('a per phrase between an amount and its tax words (lexicons/per-words.ts)', () => {
  it.each<[string, ReadLang, string[]]>([
    ['Das Brennholz kostet 14 € je Sack zzgl. MwSt.', 'de', ['net']],
    ['Il parmigiano costa 21 € il chilo IVA inclusa.', 'it', ['gross']],
    ['Las sillas salen a 9 € cada una más IVA.', 'es', ['net']],
    ['O aluguer fica em 35 € ao dia sem impostos.', 'pt', ['net']],
    ['Labour is charged at £48 an hour plus VAT.', 'en', ['net']],
    ['Les palettes sont à 12 € la pièce TTC.', 'fr', ['gross']],
  ])('%s', (text, lang, expected) => {
    expect(statuses(text, lang)).toEqual(expected);
  });

  it('a per phrase of more than one word before the tax words is not read across', () => {
    // Only one word may stand after the per word: the VAT words after a longer phrase may be another clause's.
    expect(statuses('The crates are £6 per unit for orders over 200, plus VAT on delivery.', 'en')).toEqual(['-']);
  });
});

describe('what a money field asks of VAT and currency', () => {
  it.each([
    ['price in EUR, excl. VAT', 'net', 'EUR'],
    ['prix de la prestation en euros HT', 'net', 'EUR'],
    ['Preis in Euro, netto', 'net', 'EUR'],
    ['precio en euros, sin IVA', 'net', 'EUR'],
    ['total in GBP including VAT', 'gross', 'GBP'],
    ['totale in euro IVA inclusa', 'gross', 'EUR'],
    ['valor total em BRL, com impostos', 'gross', 'BRL'],
    ['price in USD', undefined, 'USD'],
    ['freight in US$', undefined, 'USD'],
    ['Preis in Schweizer Franken', undefined, 'CHF'],
    ['valor em R$, sem impostos', 'net', 'BRL'],
    ['total in pounds sterling, VAT included', 'gross', 'GBP'],
    ['price for the European market', undefined, undefined],
    ['price in dollars', undefined, undefined],
    ['price (EUR or GBP)', undefined, undefined],
    ['net and gross price', undefined, undefined],
  ])('%s', (about, vat, currency) => {
    const folded = foldForMatching(about);
    expect(fieldVat(folded)).toBe(vat);
    expect(fieldCurrency(folded)).toBe(currency);
  });
});

describe('an amount of the other VAT status or currency is never stored', () => {
  const NET = { priceEUR: { type: 'number', description: 'price of the boiler service in EUR, excluding VAT' } };
  const GROSS = { totalEUR: { type: 'number', description: 'total for the catering in EUR, VAT included' } };
  const USD = { freightUSD: { type: 'number', description: 'sea freight for the container in USD' } };

  it('a net field takes the net amount beside a gross one', () => {
    expect(read(NET, 'For the boiler service we charge €240 excl. VAT, that is €288 incl. VAT.')['priceEUR']).toBe(240);
    expect(read(NET, 'Le service de la chaudière est à 1 240 € HT.')['priceEUR']).toBe(1240);
  });

  it('a net field never takes an amount said gross', () => {
    expect(read(NET, 'The boiler service is €288 including VAT.')['priceEUR']).toBeUndefined();
    expect(read(NET, 'Die Kesselwartung kostet 288 € inkl. MwSt.')['priceEUR']).toBeUndefined();
  });

  it('a gross field never takes an amount said net, nor converts it', () => {
    expect(read(GROSS, 'The catering comes to €2,100 + VAT.')['totalEUR']).toBeUndefined();
    expect(read(GROSS, 'Le traiteur revient à 2 100 € HT, TVA à 10 %.')['totalEUR']).toBeUndefined();
    expect(read(GROSS, 'Il catering costa in totale 2.310 € IVA inclusa.')['totalEUR']).toBe(2310);
  });

  it('a field in one currency never takes an amount in another', () => {
    expect(read(USD, 'The sea freight is 1,980 USD, plus a handling charge of €95.')['freightUSD']).toBe(1980);
    expect(read(USD, 'The sea freight comes to €1,820.')['freightUSD']).toBeUndefined();
  });
});
