import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A rate written per a count of things (per 1,000 words, per dozen, per 100 l, a case of 24,
 * per tonne): converted to the field's unit only when the field names that unit and the count is
 * certain; otherwise asked, never stored as a rate per one.
 */
const perWord = { ratePerWord: { type: 'number', description: 'GBP per source word, excluding VAT' } };

describe('a rate per a thousand words for a rate per word', () => {
  it.each([
    ['We would charge £95 per 1,000 source words, revision included.', 0.095],
    ['Our rate is £80 per thousand source words for technical text.', 0.08],
    ['For EN>PL it is £120 per 1000 source words plus VAT.', 0.12],
    ['That comes to £0.11 per source word.', 0.11],
  ])('%s', (text, rate) => {
    expect(readOneReply(perWord, text).ratePerWord).toBeCloseTo(rate, 6);
  });

  it.each([
    // Another count of another word: not the field's unit for sure, never 95 as a rate per word.
    'We would charge £95 per 1,000 words of target text.',
    'Typesetting is billed at £40 per 100 pages.',
    'Our price is £60 per dozen.',
  ])('never stores the figure per a count as a rate per one: %s', (text) => {
    const v = readOneReply(perWord, text).ratePerWord;
    expect([95, 40, 60]).not.toContain(v);
  });
});

describe('a price per a pack for a price per one', () => {
  const perBottle = { pricePerBottle: { type: 'number', description: 'GBP per single bottle, ex VAT' } };
  it.each([
    ['The porter is £38.40 a case of 24 plus VAT.', 1.6],
    ['Bitter comes at £21.00 per case of 12 bottles, delivered.', 1.75],
    ['It is £30.00 a crate of 20, ex VAT.', 1.5],
  ])('%s', (text, price) => {
    expect(readOneReply(perBottle, text).pricePerBottle).toBeCloseTo(price, 6);
  });

  it('a pack of another thing is asked', () => {
    expect(readOneReply(perBottle, 'The lager is £28.80 a case of 24 cans plus VAT.').pricePerBottle).toBeUndefined();
  });

  it('a field per pack takes no price per what a pack holds', () => {
    const perPallet = { pricePerPallet: { type: 'number', description: 'EUR per pallet' } };
    const v = readOneReply(
      perPallet,
      'Wir berechnen 38,40 € pro Karton mit 24 Flaschen.',
      'Preis anfragen',
    ).pricePerPallet;
    expect(v).not.toBe(1.6);
  });
});

describe('a price per tonne for a price per kg', () => {
  const perKg = { pricePerKgEUR: { type: 'number', description: 'EUR per kg, excl. VAT' } };
  it.each([
    ['Voor 24 ton kan ik u € 640,- per ton aanbieden, excl. btw.', 0.64],
    ['Wir können Ihnen 640 € pro Tonne anbieten, zzgl. MwSt.', 0.64],
    ['Nous pouvons vous proposer 590 € la tonne, hors TVA.', 0.59],
  ])('%s', (text, price) => {
    expect(readOneReply(perKg, text).pricePerKgEUR).toBeCloseTo(price, 6);
  });

  it('an English ton (short, long or metric) is asked', () => {
    expect(readOneReply(perKg, 'We can offer $640 per ton delivered.').pricePerKgEUR).toBeUndefined();
  });
});

describe('a count after "per" that is what a price is for', () => {
  it.each([
    ['Il preventivo è di € 2.380,00 per 14 utenti, IVA esclusa.', 2380],
    ['Microsoft 365 per 14 utenti: il nostro preventivo è di € 2.380,00 + IVA.', 2380],
  ])('%s', (text, value) => {
    const cost = { imponibile: { type: 'number', description: 'Costo della migrazione in euro, IVA esclusa' } };
    expect(readOneReply(cost, text, 'Chiedere il preventivo').imponibile).toBe(value);
  });
  it('a field for a number of hours takes the amount for them', () => {
    const hire = { rentalPriceEUR: { type: 'number', description: 'prezzo del noleggio per 5 ore, in euro' } };
    expect(readOneReply(hire, 'Il pacchetto 5 ore costa 590 €.', 'Chiedere il prezzo').rentalPriceEUR).toBe(590);
  });
});
