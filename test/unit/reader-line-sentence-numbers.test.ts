import { describe, expect, it } from 'vitest';
import { foldForMatching } from '../../services/worker/brain/language-fold.js';
import { findNumbers } from '../../services/worker/brain/readers/amounts.js';
import type { ReadLang } from '../../services/worker/brain/readers/language.js';
import { amountVat } from '../../services/worker/brain/readers/vat-status.js';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A "label: value" line whose value is a sentence with several figures ("Price: the full kit for
 * 80 guests, 1,440 € incl. VAT (1,200 € + 20% VAT)") is read as prose: a number field never gets
 * the sentence itself (the schema check would drop it, and the figures would never be read).
 */
describe('a label line whose value is a sentence of several figures', () => {
  it.each<[string, Record<string, Record<string, unknown>>, Record<string, unknown>]>([
    [
      'Hi Alex,\n\nPrice: the marquee for 80 guests with 12 heaters, £2,400 + VAT, set up the day before.\n\nBest, Sam',
      { marqueePriceGBP: { type: 'number', description: 'marquee hire, excluding VAT' } },
      { marqueePriceGBP: 2400 },
    ],
    [
      'Bonjour,\n\nTarif : location du piano pour 2 jours avec 1 accordage, 650 € HT, livraison comprise.\n\nCordialement',
      { prixHT: { type: 'number', description: 'prix de la location hors taxes' } },
      { prixHT: 650 },
    ],
    [
      'Hallo,\n\nPreis: Reinigung von 3 Etagen mit 2 Kräften, 1.180 € netto pro Monat.\n\nGrüße',
      { monthlyNetEUR: { type: 'number', description: 'Monatspreis netto' } },
      { monthlyNetEUR: 1180 },
    ],
    [
      'Ciao,\n\nPrezzo: noleggio di 2 casse e 1 mixer per la serata, 420 € IVA esclusa.\n\nSaluti',
      { prezzoNetto: { type: 'number', description: 'prezzo IVA esclusa' } },
      { prezzoNetto: 420 },
    ],
  ])('%s', (text, props, expected) => {
    expect(readOneReply(props, text)).toEqual(expected);
  });

  it('never stores the sentence, nor picks between two prices it gives', () => {
    const values = readOneReply(
      { priceEUR: { type: 'number', description: 'price for the hire' } },
      'Hello,\n\nPrice: 380 € for the weekend, or 520 € if you keep it until Tuesday.\n\nRegards',
    );
    expect(values['priceEUR']).toBeUndefined();
  });
});

describe('a rate before the tax name, with a preposition between', () => {
  const statuses = (text: string, lang: ReadLang) => {
    const folded = foldForMatching(text);
    return findNumbers(text, lang)
      .filter((n) => n.currency)
      .map((n) => amountVat(folded, n.index, n.end) ?? '-');
  };
  it.each<[string, ReadLang, string[]]>([
    ['Son 968 € IVA incluido (800 € + 21% de IVA).', 'es', ['gross', 'net']],
    ['Sono 610 € (500 € + 22% di IVA).', 'it', ['-', 'net']],
    ['Ça fait 360 € TTC, soit 300 € + 20 % de TVA.', 'fr', ['gross', 'net']],
    ['That comes to £1,200 + 20% of VAT on top.', 'en', ['net']],
    ['Das sind 1.000 € zzgl. 19 % der MwSt.', 'de', ['net']],
  ])('%s', (text, lang, expected) => {
    expect(statuses(text, lang)).toEqual(expected);
  });
});
