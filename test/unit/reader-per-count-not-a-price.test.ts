import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * The round count a price list is written per ("prices are per thousand", "pro 1.000 Stück", "par
 * centaine", "por cada mil", "per duizend") is the scope of the prices, never a price: a bare
 * figure right after "per" that is a round count is a denominator (blind set R: a CSV price
 * list "per thousand" gave a unit price of 1000).
 */
const perBox = { unitPrice: { type: 'number', description: 'price in EUR per single box' } };

describe('a round count after "per" is no price', () => {
  it.each<string>([
    'Hello,\n\nPlease find our list attached, prices are per thousand, ex works, ex VAT.\n\nBest',
    'Hallo,\n\ndie Preise in der Liste verstehen sich pro 1.000 Stück, netto ab Werk.\n\nGrüße',
    'Bonjour,\n\nnos tarifs sont indiqués par centaine de cartons, hors taxes.\n\nCordialement',
    'Hola,\n\nlos precios de la tarifa adjunta son por 1000 unidades, sin IVA.\n\nSaludos',
    'Goedendag,\n\nde prijzen in de bijlage zijn per duizend stuks, exclusief btw.\n\nGroet',
    'Olá,\n\nos preços da tabela são por 100 caixas, sem IVA.\n\nCumprimentos',
    'Hi,\n\nAll our prices are quoted per 100, delivery included.\n\nCheers',
  ])('%s', (text) => {
    const got = readOneReply(perBox, text).unitPrice;
    expect(got).toBeUndefined();
  });

  it.each<[string, number]>([
    // A price in a currency after its own words binds as before.
    ['Hello,\n\nThe price per box is €0.79, delivery included.\n\nBest', 0.79],
    // A bare price a price word leads to, with no "per" before it.
    ['Hallo,\n\nder Preis pro Karton beträgt 1000 netto.\n\nGrüße', 1000],
    // An amount the price is "for" in Spanish ("por 450 €") is a price, not a count.
    ['Hola,\n\nle dejo cada caja por 4,50 €, IVA aparte.\n\nSaludos', 4.5],
  ])('still binds: %s', (text, value) => {
    const got = readOneReply(perBox, text).unitPrice;
    expect(got).toBe(value);
  });
});
