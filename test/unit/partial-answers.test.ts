import { describe, expect, it } from 'vitest';
import type { CaseContext, TranscriptEntry } from '../../services/worker/brain/brain.js';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';

const brain = createOfflineBrain({ validator: createResultSchemaValidator() });
const AT = Date.parse('2026-11-23T10:00:00Z');

function ctx(): CaseContext {
  return {
    caseId: 'case-p',
    goal: { objective: 'Get the price per printed mug and the lead time in working days for 200 branded mugs' },
    counterparty: { address: 'orders@mugs.example', name: 'Pat Lee', company: 'Mug Works' },
    senderPersona: { name: 'Robin Hale', role: 'Office manager', company: 'Hale & Co' },
    resultSchema: {
      type: 'object',
      properties: {
        unitPriceGBP: { type: 'number', description: 'price per printed mug, GBP ex VAT' },
        leadTimeDays: { type: 'integer', description: 'lead time in working days' },
      },
      required: ['unitPriceGBP', 'leadTimeDays'],
    },
    attemptCount: 1,
    maxAttempts: 3,
  };
}

const ours: TranscriptEntry = {
  role: 'us',
  text: 'Could you tell me the price per printed mug and the lead time in working days for 200 branded mugs?',
  at: AT,
};
const theirs = (text: string): TranscriptEntry => ({ role: 'counterparty', text, at: AT + 60_000 });
const evaluate = (text: string) => {
  const latest = theirs(text);
  return brain.evaluateReply(ctx(), { transcript: [ours, latest], latest });
};

describe('a partial answer: what was given is acknowledged, only the rest is asked', () => {
  it.each([
    'Hi Robin, the 200 mugs come to £3.20 each + VAT. Artwork set-up is normally £25 but we waive it on a first order.',
    'Hello, £3.20 per mug ex VAT for the 200. The £40 plate charge is included.',
  ])('a side amount of money is no answer to a lead time in days: %s', async (text) => {
    const ev = await evaluate(text);
    expect(ev.outcome).toBe('continue');
    if (ev.outcome !== 'continue') return;
    expect(ev.reply.text).toMatch(/3\.2/);
    expect(ev.reply.text).toMatch(/lead time/i);
    expect(ev.reply.text).not.toMatch(/price per printed mug, GBP ex VAT\?/);
  });

  it('a plain figure that may be the missing count goes to the client, never stored', async () => {
    const ev = await evaluate('Hi Robin, £3.20 per mug ex VAT. Usually 7 from proof approval.');
    expect(ev.outcome).toBe('needs_input');
  });
});
