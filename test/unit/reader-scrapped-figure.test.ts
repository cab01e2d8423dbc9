import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A figure taken back in the same mail by "scrap that", "ignore that", "vergessen Sie das",
 * "oubliez ça", "lasci perdere", "vergeet dat", "esqueça isso": the figure after it is the value;
 * with no figure after it, the field is asked, never the scrapped one.
 */
describe('a figure scrapped in the same mail', () => {
  const props = { totalPrice: { type: 'number', description: 'total price, excluding VAT' } };
  it.each<[string, number]>([
    [
      'Hi,\n\nthat would be £1,900 plus VAT - no sorry, scrap that, I added the night watch. Without it it is £1,640 plus VAT.\n\nCheers',
      1640,
    ],
    ['Hi,\n\nthe total is £860 + VAT. Actually ignore that, I used the old rates: £910 + VAT.\n\nThanks', 910],
    [
      'Hallo,\n\ndas wären 1.200 € netto – vergessen Sie das, mit dem neuen Tarif sind es 1.150 € netto.\n\nGrüße',
      1150,
    ],
    ['Bonjour,\n\nce serait 1 200 € HT, oubliez ça, avec la remise c’est 1 080 € HT.\n\nCordialement', 1080],
    ['Buongiorno,\n\nsarebbero 1.200 € più IVA, lasci perdere, con lo sconto sono 1.090 € più IVA.\n\nSaluti', 1090],
    ['Hallo,\n\nhet komt op € 1.200 excl. btw, vergeet dat, met de korting is het € 1.110 excl. btw.\n\nGroeten', 1110],
  ])('%s', (text, value) => {
    expect(readOneReply(props, text)).toEqual({ totalPrice: value });
  });

  it('asks when nothing replaces the scrapped figure', () => {
    expect(
      readOneReply(
        props,
        'Hi,\n\nthat would be £1,900 plus VAT - no sorry, scrap that, I will check and come back to you.\n\nCheers',
      ),
    ).toEqual({});
  });
});
