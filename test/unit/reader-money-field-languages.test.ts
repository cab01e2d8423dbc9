import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A field named in Italian, Dutch or Portuguese ("prezzo", "prijs", "bedrag", "preço", "custo")
 * is about money as much as one named "price": a bare figure that counts something ("2 casse",
 * "3 kratten") is never its value beside the amount in a currency.
 */
describe('a money field named in any of the seven languages', () => {
  it.each<[string, Record<string, Record<string, unknown>>, Record<string, unknown>]>([
    [
      'Ciao,\n\nil noleggio di 2 casse e 1 mixer per la serata costa 420 € IVA esclusa.\n\nSaluti',
      { prezzoNetto: { type: 'number', description: 'prezzo IVA esclusa' } },
      { prezzoNetto: 420 },
    ],
    [
      'Hallo,\n\nde huur van 3 statafels en 40 stoelen komt op € 310 excl. btw.\n\nGroeten',
      { prijsExclBtw: { type: 'number', description: 'prijs exclusief btw' } },
      { prijsExclBtw: 310 },
    ],
    [
      'Olá,\n\no aluguer de 2 colunas e 4 microfones fica em 275 € sem IVA.\n\nCumprimentos',
      { precoSemIva: { type: 'number', description: 'preço sem IVA' } },
      { precoSemIva: 275 },
    ],
    [
      'Buongiorno,\n\nper 6 persone con 2 camerieri l’importo è di 540 € più IVA.\n\nCordiali saluti',
      { importoNetto: { type: 'number', description: 'importo IVA esclusa' } },
      { importoNetto: 540 },
    ],
  ])('%s', (text, props, expected) => {
    expect(readOneReply(props, text)).toEqual(expected);
  });

  it('never takes a count when no amount in a currency is written', () => {
    const values = readOneReply(
      { bedragExclBtw: { type: 'number', description: 'bedrag exclusief btw' } },
      'Hallo,\n\nwe leveren 3 kratten en 12 flessen, de prijs volgt morgen.\n\nGroeten',
    );
    expect(values['bedragExclBtw']).toBeUndefined();
  });
});
