import { describe, expect, it } from 'vitest';
import { findPromise } from '../../services/worker/brain/guards/promises.js';

/**
 * A promise written with the pronoun on the verb and a time to come ("Respondo-lhe até
 * sexta-feira", "Le riscrivo appena ho notizie"), the answer announced as coming to them
 * ("Morgenmiddag heb je een prijs van me"), or "not at the moment" ("al momento non posso
 * confermarle nulla"): the reply gives nothing yet and the case waits.
 */
describe('findPromise: pronoun on the verb, the answer coming, not at the moment', () => {
  it.each([
    'Escrevo-lhe amanhã com o valor.',
    'Respondo-lhe até quinta-feira, sem falta.',
    'Vi riscrivo in giornata con la disponibilità.',
    'Le rispondo al più tardi venerdì.',
    'Morgen heb je een offerte van me.',
    'U krijgt vrijdag de bevestiging.',
    'Per ora non posso dirle niente sulla data.',
  ])('promise: %s', (text) => {
    expect(findPromise(text)).toBeDefined();
  });

  it.each([
    'Respondo-lhe já: o preço é 90 € por hora.',
    'Le scrivo qui sotto il prezzo: 120 € + IVA.',
    'Morgen heb je de monteur om negen uur aan de deur.',
    'Non posso garantirle il bel tempo, ma la data del 12 è confermata.',
  ])('no promise: %s', (text) => {
    expect(findPromise(text)).toBeUndefined();
  });
});
