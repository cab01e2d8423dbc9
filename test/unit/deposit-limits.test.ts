import { describe, expect, it } from 'vitest';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { beyondCeiling, depositCeiling } from '../../services/worker/brain/guards/deposit-limits.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, theirThread } from './brain-fixtures.js';

/**
 * A deposit the client's own texts accept is judged by its figure, not by its word: within the
 * share or amount the client wrote it is covered, even written as the condition of the offer
 * ("provided we receive a 30 % deposit", "à condition de recevoir un acompte de 30 %"); above
 * it, or not comparable with it, the client is asked and nothing is delivered.
 */

const AT = Date.parse('2026-11-23T10:00:00Z');
const brain = createOfflineBrain({ validator: createResultSchemaValidator() });
const properties = { pricePerPersonEUR: { type: 'number', description: 'price per person in EUR' } };

async function evaluate(objective: string, text: string) {
  const transcript = theirThread([`Hello,\n\n${text}\n\nBest wishes,\nTeo`], AT);
  return brain.evaluateReply(brainContext({ objective, properties }), { transcript, latest: transcript[0]! });
}

const BOOK_EN = 'Book the buffet for 35 guests on 19 December. We can pay a deposit of up to 40% if they ask.';
const BOOK_FR =
  "Réserver le buffet pour 35 invités le 19 décembre. Nous pouvons verser un acompte jusqu'à 40 % si nécessaire.";
const BOOK_DE = 'Das Buffet für 35 Gäste am 19. Dezember buchen. Eine Anzahlung bis zu 40 % ist für uns in Ordnung.';

describe('a deposit within the share the client accepted completes', () => {
  it.each([
    [BOOK_EN, 'The buffet is €29 per person. We confirm the date provided we receive a 25% deposit on signing.'],
    [BOOK_EN, 'The buffet is €29 per person. We take a 30% deposit when you book.'],
    [
      BOOK_FR,
      'Le buffet est à 29 € par personne. Nous bloquons la date à condition de recevoir un acompte de 30 % à la commande.',
    ],
    [
      BOOK_DE,
      'Das Buffet kostet 29 € pro Person. Wir halten den Termin unter der Bedingung, dass eine Anzahlung von 20 % eingeht.',
    ],
  ])('%s / %s', async (objective, text) => {
    const got = await evaluate(objective, text);
    expect(got).toMatchObject({ outcome: 'goal_achieved', result: { pricePerPersonEUR: 29 } });
  });
});

describe('a deposit above the client figure, or joined to another condition, goes to the client', () => {
  it.each([
    [BOOK_EN, 'The buffet is €29 per person. We confirm the date provided we receive a 60% deposit on signing.'],
    [BOOK_EN, 'The buffet is €29 per person. We take a 50% deposit when you book.'],
    [
      BOOK_FR,
      'Le buffet est à 29 € par personne. Nous bloquons la date à condition de recevoir un acompte de 50 % à la commande.',
    ],
    [
      BOOK_DE,
      'Das Buffet kostet 29 € pro Person. Wir halten den Termin unter der Bedingung, dass eine Anzahlung von 60 % eingeht.',
    ],
    [
      BOOK_EN,
      'The buffet is €29 per person. We confirm the date provided we receive a 25% deposit and that your hall is free from 4pm.',
    ],
    [
      'Book the buffet for 35 guests on 19 December. A deposit of up to €300 is fine.',
      'The buffet is €29 per person. We confirm the date provided we receive a deposit of €450.',
    ],
  ])('%s / %s', async (objective, text) => {
    const got = await evaluate(objective, text);
    expect(got.outcome).toBe('needs_input');
    expect('result' in got).toBe(false);
  });
});

describe('depositCeiling and beyondCeiling', () => {
  it('reads the latest figure the client side wrote about a deposit', () => {
    const c = depositCeiling(['We can pay a deposit of up to 40%.', 'Fine, we accept a 50 % deposit this time.']);
    expect(c?.percent).toBe(50);
    expect(beyondCeiling('a deposit of 45 % on order', c)).toBe(false);
    expect(beyondCeiling('a deposit of 55 % on order', c)).toBe(true);
  });
  it('an amount against a share only is not comparable: unsure', () => {
    const c = depositCeiling(['Un acompte jusqu’à 30 % nous convient.']);
    expect(beyondCeiling('un acompte de 500 € à la commande', c)).toBe(true);
  });
  it('no figure written: no ceiling (a deposit word covers as before)', () => {
    expect(depositCeiling(['We are happy to pay a deposit.'])).toBeUndefined();
  });
});
