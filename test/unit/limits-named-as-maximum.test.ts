import { describe, expect, it } from 'vitest';
import { exceedsLimit, limitsOf } from '../../services/worker/brain/guards/client-limits.js';
import { evaluateReply } from '../../services/worker/brain/offline-brain.js';
import { findNumbers } from '../../services/worker/brain/readers/amounts.js';
import { detectReadLanguage } from '../../services/worker/brain/readers/language.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, them, us } from './brain-fixtures.js';

/**
 * The client's limit written as a maximum with a few words up to a colon ("Precio máximo que
 * aceptamos sin consultar: 9,50 €/palet", "Budget massimo per l'affitto della villa: 8.000 €") or
 * as a price noun with a comparative ("un prezzo superiore a 8.000 €", "un precio superior a
 * 9,50 €"): an offer above it is put to the client, never concluded.
 */

const above = (limitText: string, offer: string) => {
  const limits = limitsOf([limitText]);
  return findNumbers(offer, detectReadLanguage(offer)).some((n) => exceedsLimit(offer, n, limits));
};

describe('a maximum named before a colon', () => {
  it.each([
    ['es', 'Precio máximo que aceptamos sin consultar: 9,50 €/palet.', 'El palet nuevo sale a 10,40 €/palet.'],
    ['it', "Budget massimo per l'affitto della sala: 8.000 € + IVA.", "L'affitto della sala è di 8.800 € + IVA."],
    ['en', 'Maximum price we can sign off ourselves: £40 per hour.', 'Our rate is £46 per hour.'],
    ['de', 'Höchstpreis für die Wartung: 1.200 € netto.', 'Die Wartung kostet 1.380 € netto.'],
    ['fr', 'Prix maximum accepté pour la prestation : 900 € HT.', 'La prestation revient à 1 050 € HT.'],
  ])('%s: an offer above it', (_lang, limit, offer) => {
    expect(above(limit, offer)).toBe(true);
  });
  it('an offer within it is none', () => {
    expect(above('Precio máximo que aceptamos sin consultar: 9,50 €/palet.', 'El palet sale a 9,20 €/palet.')).toBe(
      false,
    );
  });
  it('a figure after a colon with no maximum is no limit', () => {
    expect(limitsOf(['Precio de la última compra (septiembre): 9,20 €/palet.'])).toEqual([]);
  });
  it('a budget named as the maximum is a budget, a price named so a ceiling', () => {
    expect(limitsOf(["Budget massimo per l'affitto: 8.000 €"])[0]?.budget).toBe(true);
    expect(limitsOf(['Precio máximo que aceptamos: 9,50 €'])[0]?.budget).toBe(false);
  });
});

describe('a price noun with a comparative', () => {
  it.each([
    [
      'it',
      'Non accettare un prezzo superiore a 8.000 € senza la mia approvazione.',
      'Per la serata possiamo fare 8.800 € più IVA, con il servizio navetta compreso.',
    ],
    ['es', 'No aceptar ni confirmar un precio superior a 9,50 € por palet.', 'Está a 10,40 € por palet.'],
    ['fr', 'Ne pas accepter un prix supérieur à 1 500 € sans mon accord.', 'Le devis est à 1 720 €.'],
    ['pt', 'Não aceitar um preço acima de 700 € sem falar comigo.', 'O preço é 780 €.'],
    ['nl', 'Geen prijs hoger dan € 500 accepteren zonder overleg.', 'De prijs is € 560.'],
  ])('%s: an offer above it', (_lang, limit, offer) => {
    expect(above(limit, offer)).toBe(true);
  });
});

describe('an offer above the limit on a booking goal', () => {
  const validator = createResultSchemaValidator();
  const AT = Date.parse('2026-11-26T10:00:00Z');
  it('asks the client, quoting the price, and stores nothing', () => {
    const ctx = {
      ...brainContext({
        objective: "Prenotare la sala per la cena aziendale del 18 giugno 2027 e ottenere il prezzo dell'affitto.",
        properties: { rentalPriceEUR: { type: 'number', description: "prezzo dell'affitto, EUR + IVA" } },
      }),
      constraints: ['Non accettare un prezzo superiore a 6.000 € + IVA senza la mia approvazione.'],
    };
    const latest = them(
      'Buongiorno, per la serata il prezzo è di 6.900 € + IVA. Mi confermi e blocco la data.',
      AT + 60_000,
    );
    const got = evaluateReply(ctx, latest, validator, [us('Buongiorno, vorremmo prenotare la sala.', AT), latest]);
    expect(got.outcome).toBe('needs_input');
    expect(got.outcome === 'needs_input' ? got.question : '').toContain('6.900');
  });
});

describe('a price per unit the client named otherwise in their answer', () => {
  const validator = createResultSchemaValidator();
  const AT = Date.parse('2026-11-26T10:00:00Z');
  const ctx = brainContext({
    objective:
      'Einen Minibagger für Freitag bis Montag reservieren. Wir brauchen den Tagespreis und die Reservierungsnummer.',
    properties: {
      dailyRateEURNet: { type: 'number', description: 'Mietpreis pro Tag in Euro netto' },
      reservationNumber: { type: 'string', description: 'Reservierungsnummer' },
    },
  });
  const first = them('Der Mietpreis liegt bei 89 € netto pro Tag. Soll ich das Gerät reservieren?', AT + 60_000);
  const latest = them('Alles klar, das Gerät ist reserviert, Reservierungsnummer R-27-0488.', AT + 180_000);
  it('is asked, never delivered', () => {
    const ours = us('Zu Ihrem Vorschlag: 109 € netto pro Tag ist in Ordnung. Bitte reservieren.', AT + 120_000);
    const got = evaluateReply(ctx, latest, validator, [us('Guten Tag', AT), first, ours, latest]);
    expect(got.outcome).toBe('needs_input');
  });
  it('the same price in the answer completes', () => {
    const ours = us('Zu Ihrem Vorschlag: 89 € netto pro Tag ist in Ordnung. Bitte reservieren.', AT + 120_000);
    const got = evaluateReply(ctx, latest, validator, [us('Guten Tag', AT), first, ours, latest]);
    expect(got.outcome).toBe('goal_achieved');
  });
  it('another charge in the answer is no other price per day', () => {
    const ours = us('Die 500 € Kaution ist in Ordnung. Bitte reservieren.', AT + 120_000);
    const got = evaluateReply(ctx, latest, validator, [us('Guten Tag', AT), first, ours, latest]);
    expect(got.outcome).toBe('goal_achieved');
  });
});
