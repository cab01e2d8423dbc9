import { describe, expect, it } from 'vitest';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, theirThread } from './brain-fixtures.js';

/**
 * "On a Thursday" is some Thursday, not one date: a weekday after an indefinite article or
 * "any"/"every" is never stored as the next such day. A weekday with its definite form ("on
 * Thursday", Portuguese "a quinta-feira, 26 de novembro") is read as before.
 */

const AT = Date.parse('2026-11-23T10:00:00Z');
const brain = createOfflineBrain({ validator: createResultSchemaValidator() });

async function dateOf(text: string) {
  const transcript = theirThread([`Hello,\n\n${text}\n\nRegards,\nKim`], AT);
  const got = await brain.evaluateReply(
    brainContext({
      objective: 'Find out the delivery date of our order 5521',
      properties: { deliveryDate: { type: 'string', format: 'date', description: 'delivery date' } },
    }),
    { transcript, latest: transcript[0]! },
  );
  return got.outcome === 'goal_achieved' ? (got.result as Record<string, unknown>)['deliveryDate'] : undefined;
}

describe('an indefinite weekday is no date', () => {
  it.each([
    ['en', 'Delivery would be on a Thursday.'],
    ['en', 'We can come any Friday morning.'],
    ['de', 'Wir liefern an einem Donnerstag.'],
    ['fr', 'La livraison se fera un jeudi.'],
    ['es', 'La entrega será un jueves.'],
    ['it', 'La consegna sarà un giovedì.'],
    ['nl', 'We leveren op een donderdag.'],
    ['pt', 'A entrega será numa quinta-feira.'],
  ])('%s: %s', async (_lang, text) => {
    expect(await dateOf(text)).toBeUndefined();
  });

  it('a definite weekday with its date is read', async () => {
    expect(await dateOf('A entrega será a quinta-feira, 26 de novembro.')).toBe('2026-11-26');
    expect(await dateOf('Delivery will be on Thursday 26 November.')).toBe('2026-11-26');
  });
});
