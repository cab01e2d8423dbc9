import { describe, expect, it } from 'vitest';
import { markedConfidential } from '../../services/worker/brain/leak-guard.js';
import { forCounterparty } from '../../services/worker/brain/writers/client-answer.js';
import { draftReplyWithInput } from '../../services/worker/brain/writers/reply-with-input.js';
import { brainContext } from './brain-fixtures.js';

/**
 * A figure the client marked confidential never goes out with their answer, even when the
 * answer states it as a budget and points back to it ("at this price").
 */

const withKnowledge = (
  knowledge: string | Record<string, unknown> | undefined,
  objective = 'Renew the cleaning contract for our two offices',
) => ({
  ...brainContext({ objective, properties: { annualFee: { type: 'number', description: 'annual fee in GBP' } } }),
  goal: { objective, knowledge },
});

describe('a figure the case marks confidential', () => {
  it.each([
    [{ ceiling: '£6,300 a year (confidential)' }, 'Our budget stays at £6,300. Could you do it at this price?'],
    [
      { notes: 'Budget 6.300 € – intern, nicht weitergeben' },
      'Unser Budget bleibt bei 6.300 €. Geht es zu diesem Preis?',
    ],
    ['Our limit is £6,300; do not share it.', 'Our ceiling is £6,300. Would you do it at that price?'],
  ])('stays back: %j', (knowledge, answer) => {
    const ctx = withKnowledge(knowledge);
    expect(forCounterparty(answer, markedConfidential(ctx))).not.toMatch(/6[.,]?300/);
    expect(draftReplyWithInput(ctx, 'Is £7,100 acceptable?', answer).text).not.toMatch(/6[.,]?300/);
  });

  it('in the objective, marked in so many words', () => {
    const ctx = withKnowledge(undefined, 'Renew the cleaning contract. Our budget is £6,300 (internal only).');
    expect(forCounterparty('Our budget stays at £6,300. Can you do it at this price?', markedConfidential(ctx))).toBe(
      'Can you do it at this price?',
    );
  });

  it('a budget the brain only took for private may be stated by the client', () => {
    const ctx = withKnowledge(undefined, 'Renew the cleaning contract. Our budget is at most £6,300 a year.');
    expect(
      forCounterparty('Our budget stays at £6,300. Can you do it at this price?', markedConfidential(ctx)),
    ).toContain('£6,300');
  });
});

describe('the answer itself marks something confidential', () => {
  it.each([
    'Our budget stays at £6,300. This is confidential. Could you do it at this price?',
    'This is internal: our budget is £6,300. Could you do it at this price?',
    'Unser Budget bleibt bei 6.300 €. Das ist vertraulich. Geht es zu diesem Preis?',
  ])('no stated limit goes out: %s', (answer) => {
    expect(forCounterparty(answer)).not.toMatch(/6[.,]?300/);
  });
});
