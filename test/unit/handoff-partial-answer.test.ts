import { describe, expect, it } from 'vitest';
import type { CaseContext, TranscriptEntry } from '../../services/worker/brain/brain.js';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';

/**
 * A partial answer that hands the rest to a colleague named or meant by a pronoun ("I've copied
 * her in, she'll come back to you") is waited on; the colleague's answer from their own address
 * completes it. A conditional figure from the colleague is never stored.
 */

const brain = createOfflineBrain({ validator: createResultSchemaValidator() });
const AT = Date.parse('2026-11-26T10:00:00Z');
const ctx: CaseContext = {
  caseId: 'c1',
  goal: { objective: 'Find out the freight rate per kg and the customs clearance fee for our shipment' },
  counterparty: { address: 'tom@freight.example', name: 'Tom' },
  senderPersona: { name: 'Alex' },
  resultSchema: {
    type: 'object',
    properties: {
      ratePerKgEUR: { type: 'number', description: 'freight rate per kg, EUR' },
      clearanceFeeEUR: { type: 'number', description: 'customs clearance fee per declaration, EUR' },
    },
    required: ['ratePerKgEUR', 'clearanceFeeEUR'],
  },
  attemptCount: 1,
  maxAttempts: 3,
};
const us: TranscriptEntry = {
  role: 'us',
  text: 'Could you let me know the rate and the fee?',
  at: AT,
  messageId: 'u0',
};
const reply = (text: string, i: number, address = 'tom@freight.example'): TranscriptEntry => ({
  role: 'counterparty',
  text,
  at: AT + i * 60_000,
  messageId: `m${i}`,
  from: { address },
});

describe('a partial answer handed on to a named colleague', () => {
  it.each([
    "Our rate is €2.10 per kg, so €420 for your 200 kg. The clearance fee I don't know offhand – I've copied Marta in and she'll get back to you today.",
    'Der Frachtpreis liegt bei 2,10 € pro kg, also 420 € für Ihre 200 kg. Die Verzollung kenne ich nicht genau, ich habe Frau Marta Kowalski in Kopie gesetzt, sie meldet sich heute bei Ihnen.',
    "Le fret est à 2,10 € le kg, soit 420 € pour vos 200 kg. Pour le dédouanement, je l'ai mise en copie : elle vous répondra directement.",
  ])('waits for the colleague: %s', async (text) => {
    const a = reply(text, 1);
    const got = await brain.evaluateReply(ctx, { transcript: [us, a], latest: a });
    expect(got.outcome).toBe('auto_reply');
  });

  it("completes with the colleague's answer from her own address", async () => {
    const a = reply(
      "Our rate is €2.10 per kg, so €420 for your 200 kg. The clearance fee I don't know offhand – I've copied Marta in and she'll get back to you today.",
      1,
    );
    const b = reply(
      'Hello Alex, Tom asked me to answer: customs clearance is €45 per declaration.',
      2,
      'marta@freight.example',
    );
    const got = await brain.evaluateReply(ctx, { transcript: [us, a, b], latest: b });
    expect(got).toMatchObject({ outcome: 'goal_achieved', result: { ratePerKgEUR: 2.1, clearanceFeeEUR: 45 } });
  });

  it("never stores the colleague's figure when it holds only under a condition", async () => {
    const a = reply(
      "Our rate is €2.10 per kg, so €420 for your 200 kg. The clearance fee I don't know offhand – I've copied Marta in and she'll get back to you today.",
      1,
    );
    const b = reply(
      'Hello Alex, clearance is €45 per declaration, provided that you send us the commercial invoice 48 hours ahead.',
      2,
      'marta@freight.example',
    );
    const got = await brain.evaluateReply(ctx, { transcript: [us, a, b], latest: b });
    expect(got.outcome).not.toBe('goal_achieved');
    expect(got).not.toHaveProperty('result');
  });
});
