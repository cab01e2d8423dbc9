import { describe, expect, it } from 'vitest';
import type { CaseContext } from '../../services/worker/brain/brain.js';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { polarity } from '../../services/worker/brain/readers/booleans.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';

/** A confirmation said in Italian, Dutch or Portuguese answers a "confirmed" yes/no field. */

const AT = Date.parse('2026-11-23T10:00:00Z');
const brain = createOfflineBrain({ validator: createResultSchemaValidator() });
const ctx: CaseContext = {
  caseId: 'c1',
  goal: { objective: 'Book the meeting room for our workshop on 4 May' },
  counterparty: { address: 'events@venue.example', name: 'Mara' },
  senderPersona: { name: 'Alex' },
  resultSchema: {
    type: 'object',
    properties: { confirmed: { type: 'boolean', description: 'the venue confirmed the booking' } },
    required: ['confirmed'],
  },
  attemptCount: 1,
  maxAttempts: 3,
};
const evaluate = (text: string) =>
  brain.evaluateReply(ctx, { transcript: [], latest: { role: 'counterparty', text, at: AT, messageId: 'm1' } });

describe('confirmed, in more languages', () => {
  it.each([
    'Buongiorno, la prenotazione della sala per il 4 maggio è confermata.',
    'Goedemiddag, uw boeking voor 4 mei is bevestigd.',
    'Bom dia, a reserva da sala para 4 de maio está confirmada.',
  ])('true: %s', async (text) => {
    expect(await evaluate(text)).toMatchObject({ outcome: 'goal_achieved', result: { confirmed: true } });
  });

  it.each([
    'Buongiorno, la prenotazione non è ancora confermata: le scrivo appena possibile.',
    'Goedemiddag, uw boeking is nog niet bevestigd.',
    'Bom dia, a reserva ainda não está confirmada.',
  ])('never true when it is not yet confirmed: %s', async (text) => {
    const got = await evaluate(text);
    if (got.outcome === 'goal_achieved') expect(got.result).toMatchObject({ confirmed: false });
  });

  it.each([
    ['la data è confermata', true],
    ['de levering is bevestigd', true],
    ['a data está confirmada', true],
    ['la data non è confermata', false],
    ['de datum is niet bevestigd', false],
  ] as const)('polarity: %s', (text, want) => {
    expect(polarity(text.normalize('NFD').replace(/\p{M}+/gu, ''))).toBe(want);
  });
});
