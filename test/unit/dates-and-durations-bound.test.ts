import { describe, expect, it } from 'vitest';
import { findDates, findDatesAndListed } from '../../services/worker/brain/readers/dates.js';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, them, us } from './brain-fixtures.js';
import { readFields } from '../support/read-fields.js';

/**
 * A date or a duration is a field's only when the text binds it there: a weekday and a day whose
 * nearest months disagree is no date months later; "after 15 days" counts from another event; a
 * duration in a sentence about the point a field counts from ("after proof approval") is that
 * point's; the end of a span we wrote ourselves is an echo like its start.
 */
const AT = Date.parse('2026-11-25T12:00:00Z');

describe('a weekday and a day with no month', () => {
  it('"Tuesday the 11th" when neither December nor January 11th is a Tuesday: unsure, no date', () => {
    expect(findDates('Earliest I can give you is Tuesday the 11th, 07:00.', 'en', AT)).toEqual([]);
    expect(findDatesAndListed('Earliest I can give you is Tuesday the 11th, 07:00.', 'en', AT)).toEqual([
      expect.objectContaining({ listed: true }),
    ]);
  });

  it('"Friday the 11th" when December 11th is a Friday: that date', () => {
    expect(findDates('We can come on Friday the 11th.', 'en', AT).map((d) => d.date)).toEqual(['2026-12-11']);
  });
});

describe('a span after another event', () => {
  it.each([
    ['it', 'compreso il passaggio di richiamo dopo 15 giorni'],
    ['en', 'including a follow-up visit after 2 weeks'],
    ['es', 'con una segunda visita después de 15 días'],
    ['nl', 'inclusief een controlebezoek na 14 dagen'],
  ] as const)('%s: no date', (lang, text) => {
    expect(findDates(text, lang, AT)).toEqual([]);
  });
});

describe('a duration about the point the field counts from', () => {
  const FIELDS = {
    productionWorkingDays: { type: 'integer', description: 'production time in working days after proof approval' },
  };
  it('the proof copy within 3 working days: not the production time', () => {
    expect(readFields(FIELDS, 'You will have a free proof copy within 3 working days.')).toEqual({});
  });
  it('production named beside the proof: its days', () => {
    expect(readFields(FIELDS, 'Once you approve the proof, production takes 8 working days.')).toEqual({
      productionWorkingDays: 8,
    });
  });
});

describe('a duration counted from the anchor is the answer', () => {
  const FIELDS = {
    freeCancellationDays: {
      type: 'integer',
      description: 'number of days before arrival until which cancellation is free of charge',
    },
  };
  it.each([
    ["Pour rappel, l'annulation est sans frais jusqu'à 21 jours avant l'arrivée."],
    ['Cancellation is free of charge up to 21 days before arrival.'],
  ])('%s', (text) => {
    expect(readFields(FIELDS, text)).toEqual({ freeCancellationDays: 21 });
  });
});

describe('the end of a span we wrote is ours', () => {
  const brain = createOfflineBrain({ validator: createResultSchemaValidator() });
  const ctx = brainContext({
    objective:
      'Ask the hotel for a group rate for 25 rooms for the nights of 8 to 11 October, and the last day unused rooms can be released free of charge',
    properties: {
      pricePerNightEUR: { type: 'number', description: 'price per room per night in EUR' },
      releaseDate: { type: 'string', format: 'date', description: 'last date to release unused rooms without charge' },
    },
  });
  it('the stay repeated back is never the release date', async () => {
    const opening = us(
      'We need 25 rooms for the nights of 8 to 11 October. What is the rate, and until when can unused rooms be released?',
      AT,
    );
    const latest = them(
      'Para 25 habitaciones, noches del 8 al 11 de octubre, podemos ofrecerle 98 € por habitación y noche. Las habitaciones que no vayan a utilizar pueden liberarse sin coste hasta el 8 de septiembre.',
      AT + 1000,
    );
    const got = await brain.evaluateReply(ctx, { transcript: [opening, latest], latest });
    expect(JSON.stringify(got)).not.toMatch(/10-11/);
  });
});
