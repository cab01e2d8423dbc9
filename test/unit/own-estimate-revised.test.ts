import { describe, expect, it } from 'vitest';
import { findCommitment } from '../../services/worker/brain/guards/commitments.js';
import { isProvisional } from '../../services/worker/brain/guards/provisional.js';
import { findPromise } from '../../services/worker/brain/guards/promises.js';

/**
 * A piano mover's rough figure, a promise to confirm, and the confirmed price in place of the rough
 * one (round 20's corpus Y): "rond de €295" was no rough figure, "Ik kom er donderdag bij u op
 * terug" no promise, and "de prijs wordt €325 incl. BTW, in plaats van de €295 die ik eerst noemde"
 * was put to the client as a counter-offer on a case that only asked the price.
 */

describe('Dutch rough figures and promises (guards/provisional.ts, guards/promises.ts)', () => {
  it.each(['via de trap zit u rond de €295, met de lift vanaf €450', 'dat komt om en nabij de € 300'])(
    'rough: %s',
    (text) => {
      expect(isProvisional(text)).toBe(true);
    },
  );
  it.each([
    'Ik kom er donderdag bij u op terug.',
    'Ik kom er morgen op terug.',
    'We komen er vrijdag bij jullie op terug.',
  ])('promise: %s', (text) => {
    expect(findPromise(text)).toBeDefined();
  });
});

describe('their own figure revised, on a case that only asks a price (guards/commitments.ts)', () => {
  const objective =
    'Ask Pianotransport Van Dijk for the price including BTW to move an upright piano from Utrecht to Amersfoort.';
  const revised =
    'Omdat het smal is gaan we met drie man, dus de prijs wordt €325 incl. BTW, in plaats van de €295 die ik eerst noemde.';

  it('is their latest word, not a counter-offer', () => {
    const found = findCommitment(revised, [objective], [objective], { goalCommits: false });
    expect(found?.kinds ?? []).not.toContain('price change');
  });

  it('on a goal that books, it still goes to the client', () => {
    const booking = 'Book Pianotransport Van Dijk to move our upright piano on 12 March.';
    const found = findCommitment(revised, [booking], [booking], { goalCommits: true });
    expect(found?.kinds).toContain('price change');
  });

  it('against a price of the client, it still goes to the client', () => {
    const priced = 'Ask Pianotransport Van Dijk to confirm the move of our upright piano at the agreed €295 incl. BTW.';
    const found = findCommitment(revised, [priced], [priced], { goalCommits: false });
    expect(found?.kinds).toContain('price change');
  });
});
