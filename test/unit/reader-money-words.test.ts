import { describe, expect, it } from 'vitest';
import { findNumbers } from '../../services/worker/brain/readers/amounts.js';
import type { ReadLang } from '../../services/worker/brain/readers/language.js';
import { readOneReply } from '../support/read-one-reply.js';

/** The amounts of a text as [value, currency] pairs. */
const amounts = (lang: ReadLang, text: string) =>
  findNumbers(text, lang).map((n) => [n.value, n.currency ?? null] as const);

describe('an amount in words with its cents is one amount', () => {
  it.each<[ReadLang, string, number, string]>([
    ['en', 'two thousand four hundred and fifty euros and fifty cents', 2450.5, 'EUR'],
    ['en', 'it comes to twelve pounds fifty a head', 12.5, 'GBP'],
    ['de', 'ein Stückpreis von einem Euro zweiundsechzig netto', 1.62, 'EUR'],
    ['de', 'das macht zwei Euro fünfzig pro Stück', 2.5, 'EUR'],
    ['de', 'Preis: 2 Euro 50 je Stück', 2.5, 'EUR'],
    ['fr', 'soit deux euros cinquante le kilo', 2.5, 'EUR'],
    ['es', 'un euro con veinte céntimos por unidad', 1.2, 'EUR'],
    ['it', 'un euro e sessanta centesimi al pezzo', 1.6, 'EUR'],
    ['nl', 'twee euro vijftig per stuk', 2.5, 'EUR'],
    ['pt', 'dois euros e cinquenta cêntimos por unidade', 2.5, 'EUR'],
  ])('%s: %s', (lang, text, value, currency) => {
    expect(amounts(lang, text)).toEqual([[value, currency]]);
  });

  it.each<[ReadLang, string, number]>([
    ['fr', 'un tarif de douze centimes hors taxes par mot', 0.12],
    ['es', 'noventa céntimos por palabra', 0.9],
    ['en', 'forty-five pence a sheet', 0.45],
  ])('a minor unit alone: %s', (lang, text, value) => {
    expect(amounts(lang, text)[0]?.[0]).toBe(value);
  });

  it('a figure that counts something after an amount is no cents', () => {
    expect(amounts('en', 'it costs 12 euros 30 minutes later')).toEqual([
      [12, 'EUR'],
      [30, null],
    ]);
    expect(amounts('de', 'zwölf Euro, fünfzig Stück auf Lager')).toEqual([
      [12, 'EUR'],
      [50, null],
    ]);
  });
});

describe('an amount with a scale word', () => {
  it.each<[ReadLang, string, number]>([
    ['de', 'Das Budget liegt bei 5 Mio. € netto', 5_000_000],
    ['en', 'the contract is worth €2.5m a year', 2_500_000],
    ['fr', 'un budget de 3 millions d’euros', 3_000_000],
    ['fr', "un budget de 3 millions d'euros", 3_000_000],
    ['es', 'unos 2,5 millones de euros', 2_500_000],
    ['it', 'circa 2 milioni di euro', 2_000_000],
    ['nl', 'ongeveer 1,5 miljoen euro', 1_500_000],
  ])('%s: %s', (lang, text, value) => {
    expect(amounts(lang, text).map(([v]) => v)).toContain(value);
    // Never the bare figure, nor a million on its own.
    expect(amounts(lang, text).map(([v]) => v)).not.toContain(1_000_000);
  });

  it('a length is no million', () => {
    expect(amounts('en', 'the hose is 5m long')).toEqual([]);
  });
});

describe('a price field reads the amount in words whole', () => {
  const unit = { unitPriceEUR: { type: 'number', description: 'Preis pro Stück in EUR netto' } };
  it.each([
    ['Wir kommen auf einen Stückpreis von einem Euro zweiundsechzig netto.', 1.62],
    ['Der Stückpreis liegt bei zwei Euro fünfzig netto.', 2.5],
  ])('%s', (text, value) => {
    expect(readOneReply(unit, text, 'Preis anfragen').unitPriceEUR).toBe(value);
  });
  it('never the euros without their cents', () => {
    const v = readOneReply(unit, 'Der Stückpreis: zwei Euro fünfzig netto.', 'Preis anfragen').unitPriceEUR;
    expect(v).not.toBe(2);
    expect(v).not.toBe(50);
  });
});
