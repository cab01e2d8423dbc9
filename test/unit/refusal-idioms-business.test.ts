import { describe, expect, it } from 'vitest';
import { replySignal } from '../../services/worker/brain/reply-signals.js';

/**
 * Refusals written as business mail writes them (guards/refusals.ts): "je suis au regret de ne pas
 * pouvoir donner suite", "nous ne donnerons donc pas suite", "não vamos conseguir ajudar", "non
 * riusciremmo a seguirvi". The same verbs about something else are no refusal.
 */

describe('refusal idioms', () => {
  it.each([
    'Je suis donc au regret de ne pas pouvoir donner suite à votre demande.',
    'Nous ne donnerons donc pas suite pour le contingent de chambres.',
    'Desta vez não vamos conseguir ajudar.',
    'Con matrimoni ed eventi privati abbiamo smesso: non riusciremmo a seguirvi come meritate.',
  ])('%s', (text) => {
    expect(replySignal(text, 'Re: request').kind).toBe('refusal');
  });

  it.each([
    'Nous donnerons suite à votre demande dès lundi.',
    'Vamos conseguir ajudar, sim: o preço é 450 €.',
    'Riusciremo a seguirvi per tutta la giornata, il prezzo è 900 €.',
  ])('no refusal: %s', (text) => {
    expect(replySignal(text, 'Re: request').kind).not.toBe('refusal');
  });
});
