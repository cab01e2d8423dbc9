import { describe, expect, it } from 'vitest';
import { noLongerValid } from '../../services/worker/brain/guards/older-mail.js';
import { readFields } from '../support/read-fields.js';

/**
 * Round 22's blind set Q, read after its measurement: a minimum spend is no price per unit ("92p
 * per kilo … a minimum weekly invoice of £60"); a figure said to be no longer right ("die € 118,00
 * is nog de prijs van vóór de indexatie, die klopt dus niet meer") is withdrawn.
 */

describe('a minimum spend is no price per unit', () => {
  const perKg = {
    pricePerKgGBP: { type: 'number', description: 'price per kg of dry laundry, in pounds (GBP) ex VAT' },
  };
  it.each([
    "We charge by weight. There's a minimum weekly invoice of £60, which you'd clear easily.",
    'Mindestbestellwert 60 € pro Woche.',
  ])('%s', (text) => {
    expect(readFields(perKg, text)).toEqual({});
  });
  it('a price per kg beside it is still read', () => {
    expect(readFields(perKg, 'It is £0.92 per kilo + VAT. There is a minimum weekly invoice of £60.')).toEqual({
      pricePerKgGBP: 0.92,
    });
  });
});

describe('a figure no longer right is withdrawn', () => {
  it.each([
    'Die € 118,00 is nog de prijs van vóór de indexatie, die klopt dus niet meer.',
    'The price I gave you is no longer correct.',
    'Der genannte Preis stimmt leider nicht mehr.',
    "Le prix que je vous ai donné n'est plus correct.",
    'El precio que le di ya no es correcto.',
    'Il prezzo che le ho dato non è più corretto.',
    'O preço que lhe dei já não está correto.',
  ])('%s', (text) => {
    expect(noLongerValid(text).has('money')).toBe(true);
  });
});
