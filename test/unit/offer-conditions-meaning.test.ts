import { describe, expect, it } from 'vitest';
import { offerCondition } from '../../services/worker/brain/guards/offer-conditions.js';
import { foldForMatching } from '../../services/worker/brain/language-fold.js';

/**
 * A condition is covered only by what the client's side said with the same meaning the brain
 * can check: one sentence holding the condition's words with its figures and without a negation
 * (word overlap alone never covers); "only once …" in the seven languages is a condition.
 */

const cond = (sentence: string, covered: string) =>
  offerCondition(foldForMatching(sentence), foldForMatching(covered), true)?.kind;

describe('an offer that holds only once something happens is conditional', () => {
  it.each([
    'We can deliver on 9 December, but only once we have the site manager’s mobile number.',
    'Wir liefern am 9. Dezember, aber erst wenn die Zufahrt geräumt ist.',
    'Nous livrons le 9 décembre, mais seulement une fois le chantier dégagé.',
    'Entregamos el 9 de diciembre, pero solo cuando la obra esté despejada.',
    'Consegniamo il 9 dicembre, ma solo dopo la conferma del cantiere.',
    'We leveren op 9 december, maar pas als de bouwplaats vrij is.',
    'Entregamos a 9 de dezembro, mas só depois de a obra estar livre.',
  ])('%s', (s) => expect(cond(s, 'Order 40 bags of cement and get the delivery date.')).toBe('condition'));
});

describe('a condition is covered by meaning, never by words alone', () => {
  const offer = 'We can come on Tuesday 1 December if you take the full pallet of 60.';
  it('the client took the same quantity: covered', () => {
    expect(cond(offer, 'Order cement. Fine, we will take the full pallet of 60 bags.')).toBeUndefined();
  });
  it('the client named the pallet with another figure: not covered', () => {
    expect(cond(offer, 'Order cement. We could take the full pallet of 50 bags.')).toBe('condition');
  });
  it('the client ruled the pallet out: not covered', () => {
    expect(cond(offer, 'Order 40 bags of cement; we do not want a full pallet.')).toBe('condition');
  });
  it('words spread over sentences do not cover', () => {
    expect(cond(offer, 'We need cement. The pallet area is full.')).toBe('condition');
  });
});
