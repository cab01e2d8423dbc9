import { describe, expect, it } from 'vitest';
import { depositCeiling } from '../../services/worker/brain/guards/deposit-limits.js';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, theirThread } from './brain-fixtures.js';

/**
 * The deposit share the client accepts is the deposit's own figure, never the balance's: "30 %
 * deposit, the remaining 70 % on delivery" accepts 30 %, so a 50 % deposit goes to the client.
 */

const AT = Date.parse('2026-11-23T10:00:00Z');
const brain = createOfflineBrain({ validator: createResultSchemaValidator() });

async function evaluate(objective: string, text: string, props: Record<string, unknown>, knowledge?: string) {
  const transcript = theirThread([`Hi,\n\n${text}\n\nThanks,\nCraig`], AT);
  const ctx = brainContext({ objective, properties: props });
  if (knowledge) ctx.goal.knowledge = knowledge;
  return brain.evaluateReply(ctx, { transcript, latest: transcript[0]! });
}

function asked(got: Awaited<ReturnType<typeof evaluate>>): string {
  expect(got.outcome).toBe('needs_input');
  return got.outcome === 'needs_input' ? got.question : '';
}

describe('the deposit the client accepts is the deposit’s own share, not the balance', () => {
  it.each([
    ['We pay a 30 % deposit, the remaining 70 % on delivery.', 30],
    ['Anzahlung 30 %, Restzahlung 70 % bei Lieferung.', 30],
    ['Nous versons un acompte de 30 %, le solde de 70 % à la livraison.', 30],
    ['Pagamos una señal del 30 %, el resto (70 %) a la entrega.', 30],
    ['We accept a deposit of up to 50 %.', 50],
  ])('%s', (text, percent) => {
    expect(depositCeiling([text])?.percent).toBe(percent);
  });

  it('a 50 % deposit against "30 % deposit, remaining 70 % on delivery" goes to the client', async () => {
    const got = await evaluate(
      'Book the buffet for 35 guests on 19 December 2026. We pay a 30% deposit, the remaining 70% on delivery.',
      'The buffet is €29 per person. We take a 50% deposit when you book.',
      { pricePerPersonEUR: { type: 'number', description: 'price per person in EUR' } },
    );
    expect(asked(got)).toContain('50%');
  });
});
