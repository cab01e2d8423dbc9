import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/** A figure its own sentence calls a guess is never stored, in the seven languages. */
const price = { price: { type: 'number', description: 'total price in EUR' } };

describe('a guessed figure is asked, never stored', () => {
  it.each([
    'Hi, €350 is my best guess, final figure Monday.',
    '€350 is my best guess at this point.',
    "At a guess I'd put it at €350 - I'll have the exact figure for you on Monday.",
    "I'd say €350, but let me check with the workshop first.",
    'Ich würde mal 350 € schätzen, den genauen Preis sage ich Ihnen am Montag.',
    'Pi mal Daumen 350 €, den genauen Preis sage ich Ihnen am Montag.',
    'Je dirais 350 € à vue de nez, je vous confirme le montant lundi.',
    'A ojo, 350 €; le confirmo el importe final el lunes.',
    'A occhio e croce 350 €, il prezzo definitivo glielo confermo lunedì.',
    'Naar schatting 350 euro, de definitieve prijs volgt maandag.',
    'A olho, 350 €; confirmo o valor final na segunda-feira.',
  ])('%s', (text) => {
    expect(readOneReply(price, text).price).toBeUndefined();
  });

  it.each([
    ['The price is €350 all in.', 350],
    ['Wir schätzen Ihre Anfrage sehr. Der Preis beträgt 350 €.', 350],
  ])('a firm figure is still read: %s', (text, value) => {
    expect(readOneReply(price, text).price).toBe(value);
  });
});

describe('a price per a pack', () => {
  const perGlove = { pricePerGloveGbp: { type: 'number', description: 'GBP excl. VAT' } };
  it('a price per box of 100 is a hundredth per glove', () => {
    expect(readOneReply(perGlove, 'The nitrile gloves are £5.90 per box of 100 ex VAT.').pricePerGloveGbp).toBeCloseTo(
      0.059,
      6,
    );
  });
  it.each([
    'The gloves are £5.90 a box ex VAT.',
    '£5.90 a box, so 5.9p a glove.',
    'We sell them at £6.20 per pack, delivered.',
  ])('a price per a pack is never the price of one glove: %s', (text) => {
    const v = readOneReply(perGlove, text).pricePerGloveGbp;
    expect([5.9, 6.2]).not.toContain(v);
  });
});
