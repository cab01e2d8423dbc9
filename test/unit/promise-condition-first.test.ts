import { describe, expect, it } from 'vitest';
import type { CaseContext, TranscriptEntry } from '../../services/worker/brain/brain.js';
import { findPromise } from '../../services/worker/brain/guards/promises.js';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';

/**
 * "Te puedo adelantar que estaríamos sobre los 95 € …, hasta el lunes no la tendré confirmada. En
 * cuanto la tenga te escribo.": a rough figure and a promise written with its condition first
 * ("as soon as I have it I'll write to you"). Before, the promise was not read, the rough 95 €
 * counted as an answer beside it, and the client was asked at once instead of the case waiting
 * for the confirmed rate.
 */

describe('a promise whose condition comes first (guards/promises.ts)', () => {
  it.each([
    ['es', 'En cuanto la tenga te escribo.'],
    ['en', "As soon as I have it I'll write to you."],
    ['de', 'Sobald ich es habe, schreibe ich Ihnen.'],
    ['fr', "Dès que je l'ai, je vous écris."],
    ['it', "Appena ce l'ho le scrivo."],
    ['nl', 'Zodra ik het heb, mail ik u.'],
    ['pt', 'Assim que tiver, escrevo-lhe.'],
  ])('%s', (_lang, text) => {
    expect(findPromise(text)).toBeDefined();
  });
});

describe('a rough figure beside it is waited on (guards/unread-answers.ts, guards/provisional.ts)', () => {
  it('the case waits for the confirmed rate', async () => {
    const brain = createOfflineBrain({ validator: createResultSchemaValidator() });
    const AT = Date.parse('2026-11-27T10:00:00Z');
    const ctx: CaseContext = {
      caseId: 'c1',
      goal: { objective: 'Ask Hotel Mirador for their group rate per double room per night, breakfast included.' },
      counterparty: { address: 'grupos@mirador.example', name: 'Carmen Ortega' },
      senderPersona: { name: 'Elena' },
      resultSchema: {
        type: 'object',
        properties: {
          pricePerRoomNightEUR: { type: 'number', description: 'price per double room per night in EUR including VAT' },
        },
        required: ['pricePerRoomNightEUR'],
      },
      attemptCount: 1,
      maxAttempts: 3,
    };
    const first: TranscriptEntry = { role: 'us', text: ctx.goal.objective, at: AT, messageId: 'u0' };
    const latest: TranscriptEntry = {
      role: 'counterparty',
      text: 'Hola Elena, te puedo adelantar que estaríamos sobre los 95 € por habitación y noche, pero hasta el lunes no la tendré confirmada. En cuanto la tenga te escribo.',
      at: AT + 60_000,
      messageId: 'm1',
    };
    expect((await brain.evaluateReply(ctx, { transcript: [first, latest], latest })).outcome).toBe('auto_reply');
  });
});
