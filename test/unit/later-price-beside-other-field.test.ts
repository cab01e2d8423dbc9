import { describe, expect, it } from 'vitest';
import { evaluateReply } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, them, us } from './brain-fixtures.js';

/**
 * Over several mails, a later sentence that gives a new amount and also names a date field is
 * still a statement about the amount: the date field cannot hold it. A later sentence naming
 * another money field keeps the older figure of this one.
 */

const validator = createResultSchemaValidator();
const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 2);

describe('a later amount beside another field of another kind', () => {
  const ctx = brainContext({
    objective: 'Agree the annual service contract for our cold rooms',
    properties: {
      annualPriceNet: { type: 'number', description: 'agreed annual price in EUR, net' },
      serviceStart: { type: 'string', description: 'service start (YYYY-MM-DD)' },
    },
  });
  it.each([
    ['en', 'Agreed: we will do it for €1,650 net a year, service start 1 March 2027.'],
    ['de', 'Einverstanden: Wir machen es für 1.650 € netto im Jahr, Servicebeginn 01.03.2027.'],
  ])('%s: the later amount is the price', (_lang, text) => {
    const first = them('Hello,\n\nOur price is €2,100 net a year; start 1 March 2027.\n\nRegards', T0 + DAY);
    const ours = us('Hello,\n\nCould you do it for €1,650?\n\nBest', T0 + 2 * DAY);
    const latest = them(`Hello,\n\n${text}\n\nRegards`, T0 + 3 * DAY);
    const got = evaluateReply(ctx, latest, validator, [us('Hello', T0), first, ours, latest]);
    expect(got.outcome).toBe('goal_achieved');
    if (got.outcome === 'goal_achieved') expect((got.result as Record<string, unknown>)['annualPriceNet']).toBe(1650);
  });
});

describe('a later amount about another money field', () => {
  const ctx = brainContext({
    objective: 'Get the room hire and lunch prices for our workshop',
    properties: {
      roomDayRate: { type: 'number', description: 'room hire per day in EUR' },
      lunchPerHead: { type: 'number', description: 'lunch per head in EUR' },
    },
  });
  it('keeps the older figure of this field', () => {
    const first = them('Hello,\n\nThe room is €480 for the day.\n\nRegards', T0 + DAY);
    const latest = them('Hello,\n\nAnd lunch would be €26 per head.\n\nRegards', T0 + 2 * DAY);
    const got = evaluateReply(ctx, latest, validator, [us('Hello', T0), first, latest]);
    expect(got.outcome).toBe('goal_achieved');
    if (got.outcome === 'goal_achieved') {
      expect((got.result as Record<string, unknown>)['roomDayRate']).toBe(480);
      expect((got.result as Record<string, unknown>)['lunchPerHead']).toBe(26);
    }
  });
});
