import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * An option's price said as an addition in its own sentence ("if you need lighting it is €150
 * more", "si necesitáis iluminación son 150 € más", "kommen noch 90 € dazu") is no rival of the
 * price the field asks for: the base price is read, never the option's.
 */
describe("an option's added price beside the price asked", () => {
  it.each<[string, Record<string, Record<string, unknown>>, Record<string, unknown>]>([
    [
      'Hola,\n\nel catering para 60 personas son 1.320 € más IVA. Si necesitáis camareros son 240 € más.\n\nSaludos',
      { precioNeto: { type: 'number', description: 'precio sin IVA' } },
      { precioNeto: 1320 },
    ],
    [
      'Buongiorno,\n\nla revisione costa 680 € IVA esclusa. Se le servisse la consegna urgente, sono 120 € in più.\n\nSaluti',
      { prezzoTotale: { type: 'number', description: 'EUR IVA esclusa' } },
      { prezzoTotale: 680 },
    ],
    [
      'Hi,\n\nthe hire is £900 for the week. If you need a second operator it is £300 more.\n\nThanks',
      { hirePriceGBP: { type: 'number', description: 'price for the week' } },
      { hirePriceGBP: 900 },
    ],
    [
      'Bonjour,\n\nla prestation est à 1 450 € HT. Si vous avez besoin du montage, comptez 200 € de plus.\n\nCordialement',
      { prixHT: { type: 'number', description: 'prix hors taxes' } },
      { prixHT: 1450 },
    ],
    [
      'Hallo,\n\ndie Reinigung kostet 560 € netto. Falls Sie die Fenster auch möchten, kommen noch 90 € dazu.\n\nGrüße',
      { preisNetto: { type: 'number', description: 'Preis netto' } },
      { preisNetto: 560 },
    ],
  ])('%s', (text, props, expected) => {
    expect(readOneReply(props, text)).toEqual(expected);
  });

  it("never stores the option's price when the base price is not said", () => {
    const values = readOneReply(
      { precioNeto: { type: 'number', description: 'precio sin IVA' } },
      'Hola,\n\nel precio os lo paso mañana. Si necesitáis camareros son 240 € más.\n\nSaludos',
    );
    expect(values['precioNeto']).toBeUndefined();
  });

  it('keeps "more than" and "plus VAT" as they were: no option', () => {
    const values = readOneReply(
      { precioNeto: { type: 'number', description: 'precio sin IVA' } },
      'Hola,\n\nel alquiler sale a 450 € más IVA.\n\nSaludos',
    );
    expect(values).toEqual({ precioNeto: 450 });
  });

  // The charge's amount is another item's, but a total stated before it is no longer the total.
  it.each([
    'Buongiorno,\n\nle sedie costano 1.980 €. Si aggiungono 240 € di trasporto.\n\nSaluti',
    'Hallo,\n\ndie Stühle kosten 1.980 €. Dazu kommen noch 240 € Fracht.\n\nGrüße',
    'Hola,\n\nlas sillas son 1.980 €. Se añaden 240 € de portes.\n\nSaludos',
    'Olá,\n\nas cadeiras custam 1.980 €. Acrescem 240 € de transporte.\n\nCumprimentos',
    'Hallo,\n\nde stoelen kosten € 1.980. Daar komt nog € 240 vracht bij.\n\nGroeten',
  ])('a charge added to a stated total leaves the total asked: %s', (text) => {
    expect(readOneReply({ totalEUR: { type: 'number', description: 'total price in EUR' } }, text)).toEqual({});
  });
});
