import { describe, expect, it } from 'vitest';
import { readFields } from '../support/read-fields.js';

/**
 * The model asked for is replaced: "son remplaçant est la Jura X10, que nous proposons à 2 390 €
 * HT (la X8 était à 2 150 € HT). Le contrat d'entretien est en option à 29 € HT par mois." The old
 * model's price in brackets with a verb in the past is history, and an option's price another
 * item's. Before, both stood as rivals of 2 390 and nothing was read; after the client accepted
 * the new model the case followed up to max_retries (a nag loop).
 */

const PRICE = { price: { type: 'number', description: 'prix de la machine, installation comprise, en euros HT' } };
const read = (text: string) => readFields(PRICE, text)['price'];

describe('an earlier figure in brackets, told in the past (readers/past-figures.ts)', () => {
  it.each([
    ['fr', 'Nous proposons la X10 à 2 390 € HT (la X8 était à 2 150 € HT).'],
    ['en', 'We can offer the X10 at €2,390 (the old X8 was €2,150).'],
    ['de', 'Die X10 bieten wir für 2.390 € an (die alte X8 kostete 2.150 €).'],
    ['es', 'La X10 se la dejamos en 2.390 € (la X8 costaba 2.150 €).'],
    ['it', 'La X10 la proponiamo a 2.390 € (la X8 costava 2.150 €).'],
  ])('%s', (_lang, text) => {
    expect(read(text)).toBe(2390);
  });
});

describe("an option's amount is another item's (lexicons/cost-terms.ts)", () => {
  it.each([
    ['fr', "La X10 est à 2 390 € HT. Le contrat d'entretien est en option à 29 € HT."],
    ['en', 'The X10 is €2,390. A service plan is available as an option at €29.'],
    ['es', 'La X10 cuesta 2.390 €. El mantenimiento es opcional, 29 €.'],
  ])('%s', (_lang, text) => {
    expect(read(text)).toBe(2390);
  });
});

describe('a model code before a price is no range (readers/number-rivals.ts)', () => {
  it.each([
    ['fr', 'Nous proposons la X10 à 2 390 € HT.'],
    ['de', 'Das Modell K2 bis 2.390 € netto, das ist unser Angebot.'],
  ])('%s', (_lang, text) => {
    expect(read(text)).toBe(2390);
  });

  it('a range of two figures still has no single value', () => {
    expect(read('Le prix se situe entre 2 000 et 2 390 € HT, de 2 000 à 2 390 € selon options.')).toBeUndefined();
  });
});
