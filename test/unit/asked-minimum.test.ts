import { describe, expect, it } from 'vitest';
import type { CaseContext, TranscriptEntry } from '../../services/worker/brain/brain.js';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A minimum the result schema asks for ("the shortest shift we can book") is answered by the
 * reply's minimum ("minimum booking is a 4-hour shift"): it is read, not put to the client as a
 * new term. A minimum of another thing ("minimum contract term of 12 months") still goes to the
 * client, and is never stored.
 */

const brain = createOfflineBrain({ validator: createResultSchemaValidator() });
const AT = Date.parse('2026-11-26T10:00:00Z');
const props = {
  hourlyRateGBP: { type: 'number', description: 'charge rate per hour, GBP excl. VAT' },
  minimumShiftHours: { type: 'number', description: 'shortest shift we can book, in hours' },
};
const ctx: CaseContext = {
  caseId: 'c1',
  goal: { objective: 'Find out the hourly charge rate and the minimum shift length for cleaners' },
  counterparty: { address: 'jo@agency.example', name: 'Jo' },
  senderPersona: { name: 'Alex' },
  resultSchema: { type: 'object', properties: props, required: Object.keys(props) },
  attemptCount: 1,
  maxAttempts: 3,
};
const us: TranscriptEntry = { role: 'us', text: 'Could you let me know the rate and shortest shift?', at: AT };
const evaluate = (text: string) => {
  const latest: TranscriptEntry = { role: 'counterparty', text, at: AT + 60_000, messageId: 'm1' };
  return brain.evaluateReply(ctx, { transcript: [us, latest], latest });
};

describe('a minimum the schema asks for', () => {
  it.each([
    'Our charge rate is £18.40 per hour + VAT. Minimum booking is a 4-hour shift.',
    'It is £18.40 an hour plus VAT, and shifts are a minimum of 4 hours.',
    'The rate is £18.40 per hour ex VAT; the minimum shift we can staff is 4 hours.',
  ])('is its answer: %s', async (text) => {
    expect(await evaluate(text)).toMatchObject({
      outcome: 'goal_achieved',
      result: { hourlyRateGBP: 18.4, minimumShiftHours: 4 },
    });
  });

  it('a minimum of another thing goes to the client and is never stored', async () => {
    const got = await evaluate(
      'The rate is £18.40 per hour + VAT with a 4-hour shift, on a minimum contract term of 12 months.',
    );
    expect(got.outcome).toBe('needs_input');
    expect(got).not.toHaveProperty('result');
  });

  it('reads a figure written with its unit as one word ("a 4-hour shift")', () => {
    expect(readOneReply(props, 'The rate is £18.40 per hour + VAT and the minimum is a 6-hour shift.')).toMatchObject({
      minimumShiftHours: 6,
    });
  });

  it.each([
    'Our rate is £18.40 per hour + VAT. Minimum booking is a 4-hour shift, unless it is a bank holiday.',
    'Our rate is £18.40 per hour + VAT. Minimum booking is a 4-hour shift, though for nights it is 8.',
  ])('a minimum with an exception or a second figure goes to the client: %s', async (text) => {
    const got = await evaluate(text);
    expect(got.outcome).toBe('needs_input');
    expect(got).not.toHaveProperty('result');
  });
});
