import { describe, expect, it } from 'vitest';
import type { CaseContext, TranscriptEntry } from '../../services/worker/brain/brain.js';
import { questionAfterSilence } from '../../services/worker/brain/guards/silence-after-reply.js';
import { isProvisional } from '../../services/worker/brain/guards/provisional.js';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';

/**
 * A figure given with a promise to confirm it later is not final: the case waits for the
 * confirmation, the rough figure is never delivered, and the confirmed one wins when it comes.
 */

const validator = createResultSchemaValidator();
const brain = createOfflineBrain({ validator });
const AT = Date.parse('2026-11-23T10:00:00Z');
const ctx: CaseContext = {
  caseId: 'c1',
  goal: { objective: 'Get the number of guests for the gala dinner' },
  counterparty: { address: 'eva@events.example', name: 'Eva' },
  senderPersona: { name: 'Alex' },
  resultSchema: {
    type: 'object',
    properties: { guests: { type: 'integer', description: 'confirmed number of guests' } },
    required: ['guests'],
  },
  attemptCount: 1,
  maxAttempts: 3,
};
const FIRST: TranscriptEntry = {
  role: 'us',
  text: 'Could you let me know the number of guests?',
  at: AT,
  messageId: 'u0',
};
const reply = (text: string, at: number): TranscriptEntry => ({ role: 'counterparty', text, at, messageId: `m${at}` });

describe('a rough figure with a promise of the exact one', () => {
  it.each([
    ['en', 'Roughly 120 at this stage, I will confirm the exact number on Thursday.', 'We are 134 guests in total.'],
    [
      'en',
      'Provisionally 120; we will send you the final count with the seating plan.',
      'The number of guests is 134.',
    ],
    [
      'de',
      'Vorläufig rechnen wir mit 120 Gästen, die genaue Anzahl schicke ich Ihnen bis Donnerstag.',
      'Wir sind 134 Gäste.',
    ],
    ['fr', 'Environ 120 invités, je vous confirmerai le nombre exact jeudi.', 'Nous serons 134 invités.'],
    ['es', 'Deberíamos rondar los 120 invitados; le paso el número exacto el jueves.', 'Seremos 134 invitados.'],
    ['it', 'Circa 120 ospiti, da confermare: vi confermo il numero esatto giovedì.', 'Saremo 134 ospiti.'],
    ['nl', 'Voorlopig 120 gasten, ik bevestig u het exacte aantal donderdag.', 'We zijn met 134 gasten.'],
    ['pt', 'Cerca de 120 convidados, confirmo-lhe o número exato na quinta-feira.', 'Seremos 134 convidados.'],
  ])('%s: %s', async (_lang, rough, confirmed) => {
    const first = reply(rough, AT + 1000);
    const got = await brain.evaluateReply(ctx, { transcript: [FIRST, first], latest: first });
    expect(got.outcome).toBe('auto_reply');
    const second = reply(confirmed, AT + 2000);
    const later = await brain.evaluateReply(ctx, { transcript: [FIRST, first, second], latest: second });
    // The confirmed figure, or a question: never the rough one.
    if (later.outcome === 'goal_achieved') expect(later.result).toEqual({ guests: 134 });
    expect(JSON.stringify(later)).not.toMatch(/"guests":120/);
  });

  it('the confirmation never comes: followed up, then given up like any promise (nothing read)', () => {
    const first = reply('Roughly 120 at this stage, I will confirm the exact number on Thursday.', AT + 1000);
    const nudge: TranscriptEntry = {
      role: 'us',
      text: 'Thank you again for your reply.',
      at: AT + 2000,
      messageId: 'u1',
    };
    expect(questionAfterSilence(ctx, [FIRST, first, nudge], validator)).toBeUndefined();
  });

  it('a promise about something else does not hide a figure that answers: the client reads it', async () => {
    const text = 'Registration is closed, we will be 134 in total. I will send you the names later.';
    const latest = reply(text, AT + 1000);
    const got = await brain.evaluateReply(ctx, { transcript: [FIRST, latest], latest });
    expect(got.outcome).not.toBe('auto_reply');
  });

  it.each(['We are 134 guests in total.', 'The room holds 134 guests.', 'Wir sind 134 Gäste.'])(
    'a plain statement is not provisional: %s',
    (text) => {
      expect(isProvisional(text)).toBe(false);
    },
  );
});
