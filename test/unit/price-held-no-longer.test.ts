import { describe, expect, it } from 'vitest';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, them, us } from './brain-fixtures.js';

/**
 * "I can no longer hold October's price. For the same work it is now € 1,890": the client's quoted
 * price changed, the new amount in the sentence after the one that says so. Only the client
 * accepts it; the question quotes both sentences, the new amount with them.
 */
const brain = createOfflineBrain({ validator: createResultSchemaValidator() });
const AT = Date.parse('2026-11-24T10:00:00Z');
const base = brainContext({
  objective: 'Ask the roofer to confirm their quote of 14 October for the gutter and to schedule the work',
  properties: {
    agreedPriceEUR: { type: 'number', description: 'agreed price for the job in EUR excluding VAT' },
    startDate: { type: 'string', format: 'date', description: 'date the work starts' },
  },
});
const ctx = { ...base, goal: { ...base.goal, knowledge: 'Their quote of 14 October: EUR 1,680.00 excl. VAT.' } };

describe('a price that can no longer be held, the new amount in the next sentence', () => {
  it.each([
    [
      'nl',
      'Alleen kan ik de prijs van oktober helaas niet meer aanhouden. Voor hetzelfde werk wordt het nu € 1.890,- excl. btw.',
      '1.890',
    ],
    ['en', "I'm afraid we can't hold the October price. For the same work it is now €1,890 excluding VAT.", '1,890'],
    [
      'de',
      'Den Preis vom Oktober können wir leider nicht mehr halten. Für dieselbe Arbeit sind es jetzt 1.890 € netto.',
      '1.890',
    ],
    [
      'fr',
      "Nous ne pouvons plus maintenir le prix d'octobre. Pour le même travail, c'est maintenant 1 890 € HT.",
      '1 890',
    ],
  ])('%s: the client is asked, the new amount quoted', async (_lang, text, amount) => {
    const latest = them(text, AT + 1000);
    const got = await brain.evaluateReply(ctx, {
      transcript: [us('Could you confirm and schedule?', AT), latest],
      latest,
    });
    expect(got.outcome).toBe('needs_input');
    expect(got.outcome === 'needs_input' ? got.question : '').toContain(amount);
  });
});
