import { describe, expect, it } from 'vitest';
import type { CaseContext, TranscriptEntry } from '../../services/worker/brain/brain.js';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';

/**
 * A reply that gives part of the answer and promises the rest is waited on, even beside a
 * percentage or a year since which they have done it ("since 2009, 98% on time"): those count
 * nothing a count field asks for. A plain figure of the missing count beside the promise still
 * counts as an answer, and a percentage does when a percent field is missing.
 */

const brain = createOfflineBrain({ validator: createResultSchemaValidator() });
const AT = Date.parse('2026-11-26T10:00:00Z');
const ctx = (extra: Record<string, unknown> = {}): CaseContext => ({
  caseId: 'c1',
  goal: { objective: 'Get the freight, the transit time and the free days at destination' },
  counterparty: { address: 'ops@forwarder.example', name: 'Ines' },
  senderPersona: { name: 'Katrin' },
  resultSchema: {
    type: 'object',
    properties: {
      oceanFreightUSD: { type: 'number', description: 'ocean freight for the container in USD' },
      freeDays: { type: 'integer', description: 'free days at destination before demurrage' },
      ...extra,
    },
    required: ['oceanFreightUSD', 'freeDays', ...Object.keys(extra)],
  },
  attemptCount: 1,
  maxAttempts: 3,
});
const us: TranscriptEntry = {
  role: 'us',
  text: 'Could you let me know the freight and free days?',
  at: AT,
  messageId: 'u0',
};
const evaluate = (text: string, c = ctx()) => {
  const latest: TranscriptEntry = { role: 'counterparty', text, at: AT + 60_000, messageId: 'm1' };
  return brain.evaluateReply(c, { transcript: [us, latest], latest });
};

describe('a promise beside asides is waited on', () => {
  it.each([
    'We have run this route weekly since 2009, with 98% of sailings on time. The freight is 2,350 USD. The free days I need to confirm with our agent, I will get back to you tomorrow.',
    'Desde 2009 que fazemos esta rota, com 98% das saídas a horas. O frete fica em 2.350 USD. Quanto aos dias livres, tenho de confirmar com o agente, respondo-lhe amanhã.',
    'Seit 2009 fahren wir diese Route, 98 % pünktlich. Die Fracht beträgt 2.350 USD. Die Freitage muss ich noch mit unserem Agenten klären, ich melde mich morgen.',
    'Depuis 2009 nous faisons cette ligne, 98 % des départs à l’heure. Le fret est de 2 350 USD. Pour les jours de franchise, je reviens vers vous demain.',
  ])('%s', async (text) => {
    expect((await evaluate(text)).outcome).toBe('auto_reply');
  });

  it('a plain figure of the missing count beside the promise is an answer: not waited on', async () => {
    const r = await evaluate(
      'The freight is 2,350 USD. At Santos you get 14 before demurrage starts. The rest I will check with the agent and get back to you tomorrow.',
    );
    expect(r.outcome).not.toBe('auto_reply');
  });

  it('a percentage beside a promise answers a missing percent field: not waited on', async () => {
    const c = ctx({ onTimePercent: { type: 'number', description: 'share of sailings on time, percent' } });
    const r = await evaluate(
      'The freight is 2,350 USD, and 98% of our sailings leave on time. The free days I will confirm tomorrow.',
      c,
    );
    expect(r.outcome).not.toBe('auto_reply');
  });

  it('nothing is stored while the rest is promised', async () => {
    const r = await evaluate(
      'Since 2009 we run it weekly, 98% on time. Freight 2,350 USD. Free days: I will get back to you tomorrow.',
    );
    expect(r.outcome).toBe('auto_reply');
    expect('result' in r).toBe(false);
  });
});
