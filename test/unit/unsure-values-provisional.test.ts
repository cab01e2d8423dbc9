import { describe, expect, it } from 'vitest';
import { evaluateOneReply } from '../support/evaluate-one-reply.js';

/**
 * A value given as provisional, still to be confirmed, is never delivered as final, in the seven
 * languages ("vorbehaltlich der Bestätigung", "sous réserve de confirmation", "pendiente de
 * confirmar", "da confermare", "onder voorbehoud", "a confirmar", "vorläufig", "provisoire" …): the
 * client is asked. A caveat of availability leaves the figure as it is.
 */

const PRICE = [
  'Find out the price of the tractor',
  { priceEUR: { type: 'number', description: 'price in EUR' } },
] as const;

describe('a provisional value is asked', () => {
  it.each([
    ['en', 'Hi,\n\nThe price is €450, subject to confirmation.\n\nBest'],
    ['en', 'Hi,\n\nProvisionally the price is €450.\n\nBest'],
    ['de', 'Hallo,\n\nder Preis liegt vorbehaltlich der Bestätigung bei 450 €.\n\nGrüße'],
    ['de', 'Hallo,\n\nder Preis liegt vorläufig bei 450 €.\n\nGrüße'],
    ['fr', 'Bonjour,\n\nle tarif serait de 450 €, sous réserve de confirmation.\n\nCordialement'],
    ['fr', 'Bonjour,\n\nle prix est de 450 €, à confirmer.\n\nCordialement'],
    ['es', 'Hola,\n\nel precio sería 450 €, pendiente de confirmar.\n\nSaludos'],
    ['it', 'Buongiorno,\n\nil prezzo è 450 €, da confermare.\n\nSaluti'],
    ['it', 'Buongiorno,\n\nil prezzo è 450 €, salvo conferma.\n\nSaluti'],
    ['nl', 'Hallo,\n\nde prijs is € 450, onder voorbehoud.\n\nGroet'],
    ['nl', 'Hallo,\n\nde voorlopige prijs is € 450.\n\nGroet'],
    ['pt', 'Olá,\n\no preço é 450 €, a confirmar.\n\nCumprimentos'],
  ])('%s: %s', async (_lang, text) => {
    const got = await evaluateOneReply(PRICE[0], text, PRICE[1]);
    expect(got.outcome).toBe('needs_input');
  });
});

describe('a caveat of availability is no doubt on the figure', () => {
  it.each([
    ['de', 'Hallo,\n\nder Preis beträgt 450 €, vorbehaltlich Verfügbarkeit.\n\nGrüße'],
    ['fr', 'Bonjour,\n\nle prix est de 450 €, sous réserve de disponibilité.\n\nCordialement'],
    ['nl', 'Hallo,\n\nde prijs is € 450, onder voorbehoud van beschikbaarheid.\n\nGroet'],
    ['en', 'Hi,\n\nThe price is €450.\n\nBest'],
  ])('%s: %s', async (_lang, text) => {
    const got = await evaluateOneReply(PRICE[0], text, PRICE[1]);
    expect(got.outcome === 'goal_achieved' ? got.result : undefined).toEqual({ priceEUR: 450 });
  });
});
