import { describe, expect, it } from 'vitest';
import type { CaseContext, TranscriptEntry } from '../../services/worker/brain/brain.js';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';

/**
 * A partial answer (the price, no lead time) whose other sentences hold only amounts in a currency
 * ("85 € a parte", "per ordini sopra i 500 €") has not answered a lead time in days: the
 * counterparty is asked for it once, not the client. Before, the amounts counted as figures of the
 * days field the reader "could not place", and the client was asked at once.
 */

const brain = createOfflineBrain({ validator: createResultSchemaValidator() });
const AT = Date.parse('2026-11-27T10:00:00Z');
const ctx: CaseContext = {
  caseId: 'c1',
  goal: { objective: 'Chiedere a Ricambi Ferraro il prezzo di un kit frizione e il tempo di consegna in giorni.' },
  counterparty: { address: 'm@ferraro.example', name: 'Matteo Ferraro' },
  senderPersona: { name: 'Stefano' },
  resultSchema: {
    type: 'object',
    properties: {
      priceExclVatEUR: { type: 'number', description: 'prezzo del kit frizione in EUR IVA esclusa' },
      deliveryWorkingDays: { type: 'integer', description: "giorni lavorativi dall'ordine alla consegna in azienda" },
    },
    required: ['priceExclVatEUR', 'deliveryWorkingDays'],
  },
  attemptCount: 1,
  maxAttempts: 3,
};
const FIRST: TranscriptEntry = { role: 'us', text: ctx.goal.objective, at: AT, messageId: 'u0' };

describe('amounts answer no lead time (guards/unread-answers.ts)', () => {
  it('asks the counterparty for the lead time', async () => {
    const latest: TranscriptEntry = {
      role: 'counterparty',
      text: [
        'Buongiorno sig. Colombo,',
        '',
        'il kit frizione per Same Explorer 90 (cod. 0.900.0520.0) lo abbiamo come ricambio originale SAME a 684,00 € + IVA. Le segnalo che il volano non è compreso: se serve anche la rettifica del volano sono 85 € a parte.',
        '',
        'Per ordini sopra i 500 € la spedizione è gratuita.',
        '',
        'Cordiali saluti,',
        'Matteo Ferraro',
      ].join('\n'),
      at: AT + 60_000,
      messageId: 'm1',
    };
    const r = await brain.evaluateReply(ctx, { transcript: [FIRST, latest], latest });
    expect(r.outcome).toBe('continue');
  });
});
