import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * The figure a new one replaces ("£2,070 in total rather than £1,860", "statt 1.860 €", "au lieu
 * de 1 860 €", "en lugar de 1.860 €", "invece di 1.860 €", "in plaats van € 1.860", "em vez de
 * 1.860 €") is the old value: it never competes with the new one.
 */
const total = { totalPrice: { type: 'number', description: 'total for the whole order' } };

describe('the figure after "rather than" is the replaced one', () => {
  it.each<[string, number]>([
    ['Olá,\n\nPara o menu completo o total fica em 2.070 € em vez de 1.860 €.\n\nCumprimentos', 2070],
    ['Hallo,\n\nfür das ganze Menü kommen wir insgesamt auf 2.070 € statt 1.860 €.\n\nGrüße', 2070],
    ['Bonjour,\n\nPour le menu complet, cela fait 2 070 € au total au lieu de 1 860 €.\n\nCordialement', 2070],
    ['Hola,\n\nPara el menú completo el total es de 2.070 € en lugar de 1.860 €.\n\nSaludos', 2070],
    ['Buongiorno,\n\nPer il menù completo il totale è di 2.070 € invece di 1.860 €.\n\nSaluti', 2070],
    ['Hallo,\n\nVoor het hele menu komt het totaal op € 2.070 in plaats van € 1.860.\n\nGroet', 2070],
  ])('%s', (text, value) => {
    expect(readOneReply(total, text)).toEqual({ totalPrice: value });
  });

  it('reads nothing when no new figure is said beside the old one', () => {
    expect(readOneReply(total, 'Hi,\n\nIt will be a bit more rather than £1,860, I will confirm.\n\nBest')).toEqual({});
  });
});
