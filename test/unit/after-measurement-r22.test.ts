import { describe, expect, it } from 'vitest';
import { noLongerValid } from '../../services/worker/brain/guards/older-mail.js';

/**
 * Round 22's blind set Q, read after its measurement: a figure said to be no longer right ("die
 * € 118,00 is nog de prijs van vóór de indexatie, die klopt dus niet meer") is withdrawn.
 */

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
