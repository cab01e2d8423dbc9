import { describe, expect, it } from 'vitest';
import { needsNoAnswer, questionsToAnswer } from '../../services/worker/brain/guards/no-answer-needed.js';

/**
 * Questions that wait for no answer of ours now: a reference to quote later, and on a goal that
 * only asks for information, the next step if the client goes ahead. Real questions stay.
 */
describe('a reference to quote later', () => {
  it.each([
    'In onze administratie staat het dossier onder KAL-EXP-27/04415; wil je dat nummer vermelden als je ons belt of mailt?',
    'Uw groepsreservering staat vast onder nummer WV-2027-05-88413; wilt u dat nummer vermelden bij het inchecken?',
    'Could you please quote this reference when you pay the invoice?',
    'Bitte geben Sie diese Nummer bei der Zahlung an.',
  ])('needs no answer: %s', (q) => {
    expect(needsNoAnswer(q, true)).toBe(true);
  });

  it.each([
    'Could you send us your order number?',
    'What is your customer number with us?',
    'Could you quote the number of guests when you call us tomorrow?',
  ])('a question for a number of ours does: %s', (q) => {
    expect(needsNoAnswer(q, true)).toBe(false);
  });
});

describe('the next step if the client goes ahead', () => {
  it.each([
    "If you would like to go ahead, I'll need the trip dates, destination and the number of pupils.",
    'Si cela vous convient, il me faudra la liste des participants au plus tard 10 jours avant le départ.',
    'Ik houd de kamers 14 dagen in optie. Laat u mij weten of u wilt bevestigen?',
    'Shall I book it for you?',
  ])('on a goal that only asks, needs no answer: %s', (q) => {
    expect(needsNoAnswer(q, false)).toBe(true);
  });

  it('on a goal that commits, it is asked', () => {
    expect(needsNoAnswer('Shall I book it for you?', true)).toBe(false);
  });

  it('a real question stays, whatever the goal', () => {
    expect(questionsToAnswer('The price is €40. Which colour would you like, red or blue?', false)).toEqual([
      'Which colour would you like, red or blue?',
    ]);
  });
});
