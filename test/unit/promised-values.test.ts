import { describe, expect, it } from 'vitest';
import { findPromise } from '../../services/worker/brain/guards/promises.js';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, them } from './brain-fixtures.js';

/** An answer announced for later is no answer: its "tomorrow" or "Monday" is when they will write. */

const AT = Date.parse('2026-11-23T10:00:00Z'); // a Monday
const brain = createOfflineBrain({ validator: createResultSchemaValidator() });
const ctx = brainContext({
  objective: 'Get a quote for 100 oak chairs',
  properties: {
    deliveryDate: { type: 'string', format: 'date' },
    totalPrice: { type: 'number', description: 'total in EUR' },
  },
});

describe('a promised value is not a value', () => {
  it.each([
    'I will confirm the date tomorrow. The total is €1,980.',
    "We'll confirm the delivery date tomorrow, the total is €1,980.",
    'The date will be confirmed tomorrow. Total €1,980.',
    'You will have the date by Friday. Total €1,980.',
    'Delivery date to follow on Monday. Total €1,980.',
    'Will confirm the date Monday. Total €1,980.',
    "I'll know the delivery date next Tuesday. Total €1,980.",
    'I can give you the delivery date on Monday. Total €1,980.',
    'I should be able to confirm a date on Monday; the total is €1,980.',
    'Our planner will send the date on Friday. Total €1,980.',
    'Ich bestätige Ihnen den Liefertermin morgen. Gesamtpreis 1.980 €.',
    'Je vous confirme la date demain. Total 1 980 €.',
    'Le confirmo la fecha el lunes. Total 1.980 €.',
    'Vi confermo la data domani. Totale 1.980 €.',
    'De leverdatum volgt morgen. Totaal € 1.980.',
    'A data será confirmada amanhã. Total 1.980 €.',
  ])('%s', async (text) => {
    expect(findPromise(text)).toBeDefined();
    const got = await brain.evaluateReply(ctx, {
      transcript: [],
      latest: them(text, AT, 'm1'),
    });
    expect(got.outcome).not.toBe('goal_achieved');
    if (got.outcome === 'goal_achieved') expect(got.result).toBeUndefined();
  });

  it.each([
    'We can give you a good price: €1,980, delivery on 14 March 2027.',
    'We can confirm the delivery date on 14 March 2027; the total is €1,980.',
    'Delivery on 14 March 2027, total €1,980.',
  ])('a value stated now is still read: %s', async (text) => {
    expect(findPromise(text)).toBeUndefined();
    const got = await brain.evaluateReply(ctx, {
      transcript: [],
      latest: them(text, AT, 'm1'),
    });
    expect(got.outcome === 'goal_achieved' ? got.result : undefined).toEqual({
      deliveryDate: '2027-03-14',
      totalPrice: 1980,
    });
  });

  // Its time on long runs of letters is measured by `npm run bench:patterns` (ms per 1,000
  // characters at three lengths), not asserted here: a wall-clock budget in a unit test fails on
  // a busy machine and proves nothing on an idle one. What is checked: long runs are read to the
  // end without a false promise, and no more than the first 20,000 characters are ever scanned.
  it('finds no promise in a long run of letters, and reads at most 20,000 characters', () => {
    expect(findPromise(`${'a'.repeat(19_000)} termin`)).toBeUndefined();
    expect(findPromise(`our ${'b'.repeat(19_000)} will`)).toBeUndefined();
    const promise = ' I will get back to you';
    expect(findPromise(`${'x '.repeat(9_900)}${promise}`)).toBe('i will get back to you');
    expect(findPromise(`${'x '.repeat(10_000)}${promise}`)).toBeUndefined();
  });
});

describe('"we will confirm the date by <day>": the day named is when they write, not the answer', () => {
  const dateOnly = brainContext({
    objective: 'Get the date of the surveyor visit',
    properties: { visitDate: { type: 'string', format: 'date', description: 'date of the surveyor visit' } },
  });
  it.each([
    ['en', "We're going to confirm the visit date by Thursday the 10th."],
    ['de', 'Wir werden Ihnen den Besuchstermin bis Donnerstag, den 10., bestätigen.'],
    ['fr', 'Nous allons vous confirmer la date de la visite d’ici jeudi 10.'],
    ['es', 'Vamos a confirmarle la fecha de la visita antes del jueves 10.'],
    ['it', 'Le confermeremo la data del sopralluogo entro giovedì 10.'],
    ['nl', 'We laten u de datum van het bezoek uiterlijk donderdag de 10e weten.'],
    ['pt', 'Vamos confirmar-lhe o dia da vistoria até quinta-feira, dia 10.'],
  ])('%s: %s', async (_lang, text) => {
    expect(findPromise(text)).toBeDefined();
    const got = await brain.evaluateReply(dateOnly, { transcript: [], latest: them(text, AT, 'm1') });
    expect(got.outcome).not.toBe('goal_achieved');
  });
});
