import { describe, expect, it } from 'vitest';
import type { CaseContext, TranscriptEntry } from '../../services/worker/brain/brain.js';
import { findHandoff } from '../../services/worker/brain/guards/handoffs.js';
import { findPromise } from '../../services/worker/brain/guards/promises.js';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';

/** An answer promised in parts is waited for, part by part; the parts add up. */

const brain = createOfflineBrain({ validator: createResultSchemaValidator() });
const AT = Date.parse('2026-11-26T10:00:00Z');
const ctx: CaseContext = {
  caseId: 'c1',
  goal: { objective: 'Get the prices for our workshop day' },
  counterparty: { address: 'lea@venue.example', name: 'Lea' },
  senderPersona: { name: 'Alex' },
  resultSchema: {
    type: 'object',
    properties: {
      roomPerDayEUR: { type: 'number', description: 'room hire per day in EUR' },
      lunchPerPersonEUR: { type: 'number', description: 'lunch per person in EUR' },
      parkingPerDayEUR: { type: 'number', description: 'parking per car and day in EUR' },
    },
    required: ['roomPerDayEUR', 'lunchPerPersonEUR', 'parkingPerDayEUR'],
  },
  attemptCount: 1,
  maxAttempts: 3,
};
const us: TranscriptEntry = { role: 'us', text: 'Could you let me know the prices?', at: AT, messageId: 'u0' };
const them = (text: string, i: number): TranscriptEntry => ({
  role: 'counterparty',
  text,
  at: AT + i * 60_000,
  messageId: `m${i}`,
});

describe('answering in parts after a promise', () => {
  it('waits after the first part and the second, completes with the third', async () => {
    const a = them('The room is €520 per day. Lunch and parking I will check and get back to you shortly.', 1);
    const b = them('Lunch is €24 per person.', 2);
    const c = them('Parking is €9 per car per day.', 3);
    expect((await brain.evaluateReply(ctx, { transcript: [us, a], latest: a })).outcome).toBe('auto_reply');
    expect((await brain.evaluateReply(ctx, { transcript: [us, a, b], latest: b })).outcome).toBe('auto_reply');
    const last = await brain.evaluateReply(ctx, { transcript: [us, a, b, c], latest: c });
    expect(last).toMatchObject({
      outcome: 'goal_achieved',
      result: { roomPerDayEUR: 520, lunchPerPersonEUR: 24, parkingPerDayEUR: 9 },
    });
  });

  it('once we have written again, a partial reply gets its clarification', async () => {
    const a = them('The room is €520 per day. Lunch and parking I will check and get back to you shortly.', 1);
    const nudge: TranscriptEntry = { role: 'us', text: 'Thank you, could you also let me know …', at: AT + 90_000 };
    const b = them('Lunch is €24 per person.', 2);
    const got = await brain.evaluateReply(ctx, { transcript: [us, a, nudge, b], latest: b });
    expect(got.outcome).toBe('continue');
  });

  it.each([
    "I'm just checking the parking with our facilities team, back to you shortly.",
    'De lunch en het parkeren zoek ik even voor je uit, mailtje volgt.',
  ])('a promise: %s', (text) => {
    expect(findPromise(text)).toBeDefined();
  });

  it.each(['Le paso a Raúl del almacén, que le contesta ahora mismo.'])('a handoff: %s', (text) => {
    expect(findHandoff(text)).toBeDefined();
  });
  it.each(['Le paso a detallar los precios: sala 520 €.', 'Le paso el precio: 520 €.'])('not a handoff: %s', (text) => {
    expect(findHandoff(text)).toBeUndefined();
  });
});
