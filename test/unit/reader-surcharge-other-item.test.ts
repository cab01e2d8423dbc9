import { describe, expect, it } from 'vitest';
import { readFields } from '../support/read-fields.js';

/**
 * An amount written as a cost added on top (a surcharge for an express service, a supplement)
 * is never the price asked: before, a printer's later mail "express in 48 hours, with a
 * surcharge of €25" replaced the cards' price of €68 with 25. The words are the extra-cost
 * lexicon the commitment guard already reads (cost-terms.ts EXTRA_COST).
 */

const PRICE = { priceEUR: { type: 'number', description: 'total price for 1,000 cards in EUR excluding VAT' } };
const read = (text: string) => readFields(PRICE, text)['priceEUR'];

describe('a surcharge is no price (readers/other-item.ts)', () => {
  it.each([
    ['pt', 'O prazo é de 4 dias úteis. Temos o serviço expresso em 48 horas, com um acréscimo de 25,00 €.'],
    ['fr', 'Le délai est de 4 jours ouvrés. En express sous 48 heures, avec une majoration de 25,00 €.'],
    ['es', 'El plazo es de 4 días laborables. El servicio urgente en 48 horas lleva un recargo de 25,00 €.'],
    [
      'it',
      'Il tempo di produzione è di 4 giorni lavorativi; il servizio express in 48 ore ha una maggiorazione di 25,00 €.',
    ],
    ['nl', 'De levertijd is 4 werkdagen. Spoed binnen 48 uur kan, tegen een meerprijs van € 25,00.'],
    ['de', 'Die Lieferzeit beträgt 4 Werktage. Express in 48 Stunden geht mit einem Aufpreis von 25,00 €.'],
    ['en', 'Turnaround is 4 working days. Express in 48 hours is available with a surcharge of €25.00.'],
  ])('%s: the surcharge is not read as the price', (_lang, text) => {
    expect(read(text)).toBeUndefined();
  });

  it('the price beside the surcharge is read (pt)', () => {
    expect(read('O preço é de 68,00 € + IVA. Temos o serviço expresso com um acréscimo de 25,00 €.')).toBe(68);
  });
});
