import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A price per the thing the field is priced per, after an article that means "per" ("£40 a
 * tyre", "12 € le fauteuil", "8 € die Palette", "30 euro il cavallo", "€ 5 het blik", "3 € el
 * tarro"): per-unit, even beside a fee word, whatever the noun (the closed list of
 * amount-scope.ts names only common units).
 */
describe('a price per the field thing after an article', () => {
  it.each<[string, string, string, number]>([
    ['pricePerTyre', 'GBP, fitted', 'Hi,\n\nOur fee is £40 a tyre, fitted and balanced.\n\nThanks', 40],
    ['prixParFauteuil', 'EUR HT par fauteuil', 'Bonjour,\n\nJe vous fais 12 € HT le fauteuil.\n\nCordialement', 12],
    ['preisProPalette', 'EUR netto pro Palette', 'Hallo,\n\nunsere Gebühr: 8 € netto die Palette.\n\nGrüße', 8],
    ['prezzoPerCavallo', 'EUR per cavallo', 'Buongiorno,\n\nla tariffa è 30 euro il cavallo.\n\nSaluti', 30],
    ['prijsPerBlik', 'EUR per blik', 'Hallo,\n\nWij rekenen € 5 het blik.\n\nGroet', 5],
    ['precioPorTarro', 'EUR por tarro', 'Hola,\n\nSon 3 € el tarro.\n\nSaludos', 3],
  ])('%s: %s', (name, description, text, value) => {
    expect(readOneReply({ [name]: { type: 'number', description } }, text)).toEqual({ [name]: value });
  });

  it('never takes the total, nor a price per a count of the thing', () => {
    const props = { pricePerPiano: { type: 'number', description: 'GBP, excluding VAT' } };
    expect(readOneReply(props, 'Hi,\n\nMy fee is £285 for the pianos.\n\nTom')).toEqual({});
    expect(readOneReply(props, 'Hi,\n\nMy fee is £285 the three pianos.\n\nTom')).toEqual({});
  });
});
