import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A price may name its pack ahead of the figure ("A caixa de 18 kg fica a 16,20 €", "der Karton
 * mit 10 Boxen entsprechend 42,80 €"), and a pack is one thing in every language (a "Karton" is
 * a carton). A volume tier written in prose ("ab 50 Kartons 39,90 € pro Karton") is another
 * quantity's price when the client's quantity of that thing is below it. Before, a glove
 * wholesaler's 50-carton tier was delivered for an order of 30 cartons, and a farm's other apple
 * variety's crate (the only price with its pack after it) for the asked variety's price per kg.
 */

const PER_KG = { pricePerKgEUR: { type: 'number', description: 'price per kg in EUR excluding VAT' } };
const PER_CARTON = {
  pricePerCartonEUR: { type: 'number', description: 'price per carton in EUR, excluding VAT' },
};
const kg = (text: string) => readOneReply(PER_KG, text, 'Ask for the price of apples per kg')['pricePerKgEUR'];
const carton = (text: string, objective = 'Ask for the price per carton of gloves; we would order 30 cartons.') =>
  readOneReply(PER_CARTON, text, objective)['pricePerCartonEUR'];

describe('a pack named ahead of its price (readers/units/price-per-unit.ts)', () => {
  it.each([
    ['pt', 'A caixa de 18 kg fica a 16,20 €, sem IVA.'],
    ['en', 'The 18 kg crate is €16.20 plus VAT.'],
    ['de', 'Die Kiste mit 18 kg kostet 16,20 € netto.'],
    ['fr', 'La caisse de 18 kg est à 16,20 € HT.'],
    ['es', 'La caja de 18 kg sale a 16,20 € sin IVA.'],
  ])('%s: the price of the pack is divided by what it holds', (_lang, text) => {
    expect(kg(text)).toBeCloseTo(0.9, 6);
  });

  it('two packs at two prices per kg are not one value (an ask, not a pick)', () => {
    expect(
      kg('A caixa de 18 kg fica a 16,20 €, sem IVA. A outra variedade está mais cara, 19,80 € a caixa de 18 kg.'),
    ).toBe(undefined);
  });

  it('a pack without its contents is left to the other readers (a correction after it still counts)', () => {
    expect(
      readOneReply(
        { pricePerBox: { type: 'number', description: 'price per box in EUR excluding VAT' } },
        'A caixa fica a 38,50 € sem IVA, aliás 36,50 €, esqueci-me do vosso desconto.',
      )['pricePerBox'],
    ).toBe(36.5);
  });

  it('a count before the pack makes a total, no price per pack', () => {
    expect(kg('30 caixas de 18 kg ficam a 486,00 €.')).not.toBe(27);
  });

  it('a pack word inside a longer word is no pack ("Kartonpreis")', () => {
    expect(carton('Der Karton mit 10 Boxen kostet 42,80 €. Im Herbst lag der Kartonpreis noch bei 44,50 €.')).toBe(
      42.8,
    );
  });

  it.each([
    ['de', 'Die Box (100 Stück) kostet 4,28 €, der Karton mit 10 Boxen entsprechend 42,80 €.'],
    ['it', 'La scatola da 100 costa 4,28 €, il cartone da 10 scatole 42,80 €.'],
    ['nl', 'Een doos van 100 kost € 4,28; een karton met 10 dozen komt op € 42,80.'],
  ])("%s: a carton in another language is the field's carton", (_lang, text) => {
    expect(carton(text)).toBe(42.8);
  });
});

describe("a volume tier above the client's quantity (readers/volume-tiers.ts)", () => {
  it.each([
    ['de', 'Der Karton kostet 42,80 €. Ab 50 Kartons könnten wir 39,90 € pro Karton anbieten.'],
    ['en', 'A carton is €42.80. From 50 cartons we can do €39.90 per carton.'],
    ['fr', 'Le carton est à 42,80 €. À partir de 50 cartons, nous pouvons faire 39,90 € le carton.'],
    ['es', 'El cartón sale a 42,80 €. A partir de 50 cartones podemos dejarlo en 39,90 € por cartón.'],
    ['nl', 'Een karton kost € 42,80. Vanaf 50 kartons kunnen we € 39,90 per karton doen.'],
  ])('%s: the tier from 50 is not the price for 30', (_lang, text) => {
    expect(carton(text)).toBe(42.8);
  });

  it('the tier stands as a rival when the client gave no quantity', () => {
    expect(
      carton(
        'Der Karton mit 10 Boxen kostet 42,80 €. Ab 50 Kartons könnten wir 39,90 € pro Karton anbieten.',
        'Ask for the price per carton of gloves.',
      ),
    ).toBeUndefined();
  });

  it('the tier is no rival when the client orders more than its threshold', () => {
    // 60 cartons: the tier applies; the base price and the tier compete, so nothing is picked.
    expect(
      carton(
        'Der Karton kostet 42,80 €. Ab 50 Kartons könnten wir 39,90 € pro Karton anbieten.',
        'Price per carton? We would order 60 cartons.',
      ),
    ).not.toBe(42.8);
  });
});
