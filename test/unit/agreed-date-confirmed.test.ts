import { describe, expect, it } from 'vitest';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { findDates } from '../../services/worker/brain/readers/dates.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, them, us } from './brain-fixtures.js';

/**
 * The counterparty offered a date under a condition, the client accepted it (our reply carries
 * their answer), and the counterparty confirms the booking without naming the field ("that's
 * booked", "c'est réservé", "queda confirmado"): the agreed date is the value. A date our mail
 * refused, or one never offered, is not bound that way.
 */

const AT = Date.parse('2026-11-23T09:00:00Z');
const brain = createOfflineBrain({ validator: createResultSchemaValidator() });
const ctx = brainContext({
  objective: 'Order 12 rolls of turf for the back garden and find out the delivery date',
  properties: { deliveryDate: { type: 'string', description: 'Confirmed delivery date, YYYY-MM-DD' } },
});

function evaluate(offer: string, ours: string, confirmation: string) {
  const latest = them(confirmation, AT + 2000);
  return brain.evaluateReply(ctx, { transcript: [them(offer, AT), us(ours, AT + 1000), latest], latest });
}

describe('a booking confirmed for the date the client accepted', () => {
  it.each([
    [
      'en',
      'We could drop it on Thursday 3rd if you take 15 rolls, the lorry minimum.',
      'Fine, we will take 15 rolls so it comes on Thursday 3 December.',
      "Great, that's booked - 15 rolls on Thursday 3rd December, the driver calls 20 minutes before.",
    ],
    [
      'fr',
      'Nous pouvons livrer le jeudi 3 si vous prenez 15 rouleaux.',
      "D'accord pour 15 rouleaux, livraison le jeudi 3 décembre.",
      "Parfait, c'est confirmé pour le jeudi 3 décembre. Le chauffeur appelle 20 minutes avant.",
    ],
    [
      'es',
      'Podemos entregar el jueves 3 si nos compran 15 rollos.',
      'De acuerdo, 15 rollos y entrega el jueves 3 de diciembre.',
      'Perfecto, queda confirmado para el jueves 3 de diciembre.',
    ],
  ])('%s', async (_lang, offer, ours, confirmation) => {
    const got = await evaluate(offer, ours, confirmation);
    expect(got).toMatchObject({ outcome: 'goal_achieved', result: { deliveryDate: '2026-12-03' } });
  });

  it('a date our mail refused is not bound by "that\'s booked"', async () => {
    const got = await evaluate(
      'We could drop it on Thursday 3rd if you take 15 rolls, or on Friday 4th with 12.',
      'Thursday 3 December does not work for us, please keep it at 12 rolls.',
      "Right, that's booked for Thursday 3rd December then.",
    );
    expect(got.outcome).not.toBe('goal_achieved');
  });

  it('a date nobody agreed is not bound by a bare "booked"', async () => {
    const got = await evaluate(
      'We could drop it on Thursday 3rd if you take 15 rolls.',
      'Fine, we will take 15 rolls so it comes on Thursday 3 December.',
      "That's booked. Also, the nursery is closed on Monday 7th December.",
    );
    expect(got.outcome).not.toBe('goal_achieved');
  });
});

describe('an offset of minutes or hours names no day', () => {
  it.each([
    "He'll ring 30 mins before.",
    'The driver calls 20 minutes ahead.',
    'Der Fahrer ruft 30 Minuten vorher an.',
    'Le chauffeur appelle 30 minutes avant.',
    'El conductor llama 30 minutos antes.',
    "L'autista chiama 30 minuti prima.",
  ])('%s', (text) => {
    const lang = /ruft/.test(text)
      ? 'de'
      : /appelle/.test(text)
        ? 'fr'
        : /llama/.test(text)
          ? 'es'
          : /chiama/.test(text)
            ? 'it'
            : 'en';
    expect(findDates(text, lang, AT)).toEqual([]);
  });
});
