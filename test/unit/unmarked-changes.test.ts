import { describe, expect, it } from 'vitest';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, theirThread } from './brain-fixtures.js';

/**
 * Two mails that give one number field two values, the newer saying nothing of a change: which
 * holds is not known, and the brain asks instead of delivering the newer one (guards/unmarked-changes.ts).
 * A correction said in words ("sorry, I meant") wins as before (a changed price
 * said as such goes to the client: guards/commitments.ts).
 */

const brain = createOfflineBrain({ validator: createResultSchemaValidator() });
const AT = Date.parse('2026-11-23T10:00:00Z');
const OBJECTIVE = 'Ask Northgate IT for their monthly price per user for managed IT support';
const PROPS = { pricePerUserGBP: { type: 'number', description: 'monthly price per user in GBP excluding VAT' } };
const evaluate = async (texts: string[]) => {
  const transcript = theirThread(texts, AT);
  return brain.evaluateReply(brainContext({ objective: OBJECTIVE, properties: PROPS }), {
    transcript,
    latest: transcript[transcript.length - 1]!,
  });
};

describe('a newer mail that contradicts an older one unmarked is asked about', () => {
  it.each([
    ['en', ['Our price is £39 per user per month + VAT.', 'Please find our figures: £36.50 per user per month + VAT.']],
    [
      'de',
      [
        'Der Preis liegt bei 39 € pro Nutzer und Monat zzgl. MwSt.',
        'Anbei unsere Zahlen: 36,50 € pro Nutzer und Monat zzgl. MwSt.',
      ],
    ],
  ])('%s: no value delivered', async (_lang, texts) => {
    const got = await evaluate(texts);
    expect(got.outcome).not.toBe('goal_achieved');
  });

  it.each([['en', ['Our price is £39 per user per month + VAT.', 'Sorry, I meant £36.50 per user per month + VAT.']]])(
    '%s: a change said in words wins',
    async (_lang, texts) => {
      const got = await evaluate(texts);
      expect(
        got.outcome === 'goal_achieved' ? (got.result as Record<string, unknown>)['pricePerUserGBP'] : undefined,
      ).toBe(36.5);
    },
  );
});

describe('a mail of ours between them makes the newer an answer to something new', () => {
  it('delivers the new total after our mail (the client agreed to more work)', async () => {
    const transcript = [
      {
        role: 'counterparty' as const,
        text: 'The service is £285 inc VAT. The chain kit is another £236 if you want it.',
        at: AT,
        messageId: 'm0',
      },
      { role: 'us' as const, text: 'Yes please, do the chain kit too.', at: AT + 60_000, messageId: 'u1' },
      {
        role: 'counterparty' as const,
        text: 'All booked: service plus chain kit, £521 inc VAT all in.',
        at: AT + 120_000,
        messageId: 'm2',
      },
    ];
    const got = await brain.evaluateReply(
      brainContext({
        objective: OBJECTIVE,
        properties: {
          totalPriceGBP: { type: 'number', description: 'total price in GBP including VAT for all agreed work' },
        },
      }),
      { transcript, latest: transcript[2]! },
    );
    expect(
      got.outcome === 'goal_achieved' ? (got.result as Record<string, unknown>)['totalPriceGBP'] : got.outcome,
    ).toBe(521);
  });
});
