import { describe, expect, it } from 'vitest';
import { amountScope } from '../../services/worker/brain/readers/amount-scope.js';
import { findNumbers } from '../../services/worker/brain/readers/amounts.js';
import type { ReadLang } from '../../services/worker/brain/readers/language.js';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A price per piece said before its amount ("das Stück zu 4,50 €", "la pièce à 3,20 €") and a
 * total said with "together" ("macht zusammen 135 €", "en tout", "in tutto", "en conjunto", "bij
 * elkaar", "no conjunto") in one sentence: the unit price and the total are told apart.
 */
const scopes = (text: string, lang: ReadLang) =>
  findNumbers(text, lang)
    .filter((n) => n.currency)
    .map((n) => `${n.value}:${amountScope(text, n.index, n.end)}`);

describe('a price per piece before its amount, and a total said "together"', () => {
  it.each<[string, ReadLang, string[]]>([
    ['Wir drucken 40 Schilder, das Stück zu 6,20 €, macht zusammen 248 €.', 'de', ['6.2:per-unit', '248:total']],
    ['On vous fait la pièce à 3,20 €, soit 96 € en tout.', 'fr', ['3.2:per-unit', '96:total']],
    ['Il pezzo a 2,80 €, in tutto 84 €.', 'it', ['2.8:per-unit', '84:total']],
    ['La unidad a 1,95 €, en conjunto 58,50 €.', 'es', ['1.95:per-unit', '58.5:total']],
    ['Het stuk voor € 3, bij elkaar € 90.', 'nl', ['3:per-unit', '90:total']],
    ['A unidade a 2 €, no conjunto 60 €.', 'pt', ['2:per-unit', '60:total']],
    ['We can do the piece at £4, £120 altogether.', 'en', ['4:per-unit', '120:total']],
  ])('%s', (text, lang, expected) => {
    expect(scopes(text, lang)).toEqual(expected);
  });

  it('reads both fields from one sentence', () => {
    const props = {
      unitPrice: { type: 'number', description: 'EUR brutto pro Schild' },
      totalPrice: { type: 'number', description: 'EUR brutto für alle 40' },
    };
    expect(
      readOneReply(
        props,
        'Hallo,\n\nwir drucken Ihnen die 40 Schilder, das Stück zu 6,20 Euro, macht zusammen 248 Euro.\n\nGruß',
      ),
    ).toEqual({ unitPrice: 6.2, totalPrice: 248 });
  });

  it('never gives the per-piece price as the total, nor a total that is not said', () => {
    const props = { totalPrice: { type: 'number', description: 'EUR für alle 40 Schilder' } };
    expect(
      readOneReply(props, 'Hallo,\n\ndas Stück zu 6,20 Euro, ab 50 Stück das Stück zu 5,80 Euro.\n\nGruß'),
    ).toEqual({});
  });
});
