import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A rate per a round count of the field's unit with a tax word between the amount and its "per"
 * ("18 € HT les cent mots", "£85 + VAT per 1,000 words", "12 € netto pro 100 Wörter") or a plural
 * article for "per" ("les cent mots", "los mil folletos"): converted to the field's unit when the
 * field names it, never read as a rate per one.
 */
const perWord = { pricePerWord: { type: 'number', description: 'price per source word, excluding VAT' } };

describe('a rate per a round count after a tax word or a plural article', () => {
  it.each<[string, string, number]>([
    ['EUR HT par mot', 'Bonjour,\n\nNous facturons douze euros HT les cent mots.\n\nCordialement', 0.12],
    ['price per source word, excluding VAT', 'Hello,\n\nOur rate is £85 + VAT per 1,000 words.\n\nBest', 0.085],
    ['EUR netto pro Wort', 'Hallo,\n\nwir berechnen 12 € netto pro 100 Wörter.\n\nGrüße', 0.12],
    ['EUR IVA esclusa per parola', 'Buongiorno,\n\nla tariffa è di 15 euro più IVA per cento parole.\n\nSaluti', 0.15],
    ['EUR sin IVA por palabra', 'Hola,\n\ncobramos 9 € más IVA por 1.000 palabras.\n\nSaludos', 0.009],
  ])('%s: %s', (description, text, value) => {
    const props = { pricePerWord: { type: 'number', description } };
    const got = readOneReply(props, text).pricePerWord as number;
    expect(got).toBeCloseTo(value, 6);
  });

  it.each<string>([
    // A rate per a count of another unit is never a rate per word.
    'Hello,\n\nOur rate is £18 + VAT per 100 pages.\n\nBest',
    // Nor the bare figure of a rate per a hundred.
    'Bonjour,\n\nNotre tarif est de 18 € HT les cent mots, soit 1 620 € HT pour le document.\n\nCordialement',
  ])('never the rate per the count as one per word: %s', (text) => {
    const got = readOneReply(perWord, text).pricePerWord;
    expect(got === undefined || Math.abs((got as number) - 0.18) < 1e-9).toBe(true);
  });
});
