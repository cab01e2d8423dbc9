import { describe, expect, it } from 'vitest';
import { readFields } from '../support/read-fields.js';

/**
 * An amount a verb adds to the price ("e acresce 1,90 € por peça", "se añaden 2 € por pieza")
 * is an extra's, never the price per piece, though it is said per piece; "we don't put it on
 * your bill" in the forms people write ("non te lo mettiamo in conto", "no te lo cobramos", "não
 * lho cobramos") says included, and so does "è dentro" / "c'est dedans".
 */

const unitPrice = {
  unitPriceEUR: { type: 'number', description: 'price per housing in EUR excluding VAT for 300 pieces' },
};

describe('an amount added per piece is no price per piece', () => {
  it.each([
    [
      'O preço unitário para 300 peças é de 14,75 € (sem IVA). A anodização não está incluída; se pretender, tratamos disso e acresce 1,90 € por peça.',
      14.75,
    ],
    [
      'El precio unitario para 300 piezas es de 14,75 € sin IVA. Si quiere el anodizado, se añaden 1,90 € por pieza.',
      14.75,
    ],
    ['Il prezzo unitario per 300 pezzi è di 14,75 € + IVA. Per l’anodizzazione si aggiungono 1,90 € al pezzo.', 14.75],
    [
      'Le prix unitaire pour 300 pièces est de 14,75 € HT. Pour l’anodisation, il faut ajouter 1,90 € par pièce.',
      14.75,
    ],
    ['The unit price for 300 housings is €14.75 ex VAT. For anodising, €1.90 per piece gets added.', 14.75],
  ])('%s', (text, want) => {
    expect(readFields(unitPrice, text)).toEqual({ unitPriceEUR: want });
  });
});

describe('not put on the bill, and "it is in"', () => {
  it.each<[string, Record<string, unknown>, boolean]>([
    [
      'Il lavaggio lo facciamo comunque prima di lavorarci sopra, non te lo mettiamo in conto.',
      { washIncluded: { type: 'boolean', description: 'lavaggio compreso senza costi aggiuntivi' } },
      true,
    ],
    [
      'El lavado lo hacemos siempre, no te lo cobramos.',
      { washIncluded: { type: 'boolean', description: 'lavado incluido sin coste (washing)' } },
      true,
    ],
    [
      'A lavagem fazemos sempre, não lho cobramos.',
      { washIncluded: { type: 'boolean', description: 'lavagem incluída sem custo (washing)' } },
      true,
    ],
    [
      "L'aggiornamento del firmware del motore è dentro, quello lo facciamo sempre.",
      {
        firmwareUpdateIncluded: {
          type: 'boolean',
          description: 'aggiornamento software del motore compreso nel prezzo',
        },
      },
      true,
    ],
  ])('%s', (text, props, want) => {
    const [name] = Object.keys(props);
    expect(readFields(props, text)[name!]).toBe(want);
  });
});
