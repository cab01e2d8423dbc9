import { describe, expect, it } from 'vitest';
import { forCounterparty } from '../../services/worker/brain/writers/client-answer.js';

/**
 * The client's answer is passed on part by part: a sentence ends at its full stop, never at an
 * abbreviation ("€780.45 incl. VAT and book the Tuesday" had gone out as "VAT and book the
 * Tuesday"), and a colon that opens the decision lets it go out without the limit before it.
 */
describe('the parts of the client’s answer', () => {
  it('an abbreviation does not end the sentence, a colon hands on the decision', () => {
    expect(
      forCounterparty(
        "That's above our budget, but it's fine: go ahead at €780.45 incl. VAT and book the Tuesday in the week of 18 May.",
      ),
    ).toBe('go ahead at €780.45 incl. VAT and book the Tuesday in the week of 18 May.');
  });

  it.each([
    ['approx. 40 chairs are fine. Please go ahead.', 'approx. 40 chairs are fine. Please go ahead.'],
    ['Fine at 1.200 € zzgl. MwSt. Bitte buchen.', 'Fine at 1.200 € zzgl. MwSt. Bitte buchen.'],
  ])('keeps a sentence whole across its abbreviation: %s', (answer, out) => {
    expect(forCounterparty(answer)).toBe(out);
  });

  it('a label before a part kept back goes with it', () => {
    expect(forCounterparty('Note: our budget is 500. Yes please book it.')).toBe('Yes please book it.');
  });

  it('a colon in a sentence passed on stays', () => {
    expect(forCounterparty('Good news: we accept the 40% deposit. Please confirm.')).toBe(
      'Good news: we accept the 40% deposit. Please confirm.',
    );
  });
});
