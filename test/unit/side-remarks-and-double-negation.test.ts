import { describe, expect, it } from 'vitest';
import { findCommitment } from '../../services/worker/brain/guards/commitments.js';
import { readFields } from '../support/read-fields.js';

/**
 * A tyre fitter's prose answer: "balancing done as standard, we wouldn't send a car out without"
 * (two negations say yes), "the only thing we'd have to add is disposal, that's £3.50 a tyre"
 * (an add-on: excluded, and its amount another item's), and "For what it's worth, if you buy the
 * tyres through us we fit them free" (a side remark offering something else: on a goal that only
 * asks for information, no term to put to the client). Before, balancing was read as not
 * included, disposal as included, and the side remark stopped the case for a decision.
 */

const BALANCING = { balancingIncluded: { type: 'boolean', description: 'balancing included in the fitting price' } };
const DISPOSAL = {
  disposalIncluded: { type: 'boolean', description: 'disposal of the old tyres included in the fitting price' },
};
const PRICE = {
  fitPriceGBP: { type: 'number', description: 'price to fit one customer-supplied tyre, GBP including VAT' },
};

describe('two negations in a clause say yes (readers/negation.ts)', () => {
  it.each([
    ["That's with balancing done on the machine, we wouldn't send a car out without."],
    ['Wir würden nie ohne Auswuchten montieren, das Auswuchten machen wir immer.'],
  ])('%s', (text) => {
    expect(readFields(BALANCING, text)['balancingIncluded']).not.toBe(false);
  });

  it('a plain negation still says no', () => {
    expect(readFields(BALANCING, 'Balancing is not included.')['balancingIncluded']).toBe(false);
  });
});

describe('"as standard" says included (readers/booleans.ts)', () => {
  it.each([
    ['en', 'balancing included in the price', 'Balancing is done as standard.'],
    ['de', 'Auswuchten im Preis enthalten', 'Das Auswuchten ist standardmäßig dabei.'],
    ['fr', 'équilibrage compris dans le prix', "L'équilibrage est de série."],
  ])('%s', (_lang, description, text) => {
    expect(readFields({ f: { type: 'boolean', description } }, text)['f']).toBe(true);
  });
});

describe('what "we\'d have to add" is an add-on (readers/booleans.ts, lexicons/cost-terms.ts)', () => {
  const text =
    "Fitting is £18 a tyre inc VAT. The only thing we'd have to add is disposal of the old ones, that's £3.50 a tyre.";
  it('is not included', () => {
    expect(readFields(DISPOSAL, text)['disposalIncluded']).toBe(false);
  });
  it('and its amount is not the price asked', () => {
    expect(readFields(PRICE, text)['fitPriceGBP']).toBe(18);
  });
});

describe('a side remark offers something else (guards/commitments.ts)', () => {
  const reply = "Fitting is £18 a tyre inc VAT. For what it's worth, if you buy the tyres through us we fit them free.";
  it('on a goal that asks for information: no term for the client', () => {
    expect(findCommitment(reply, [], [], { goalCommits: false })).toBeUndefined();
  });
  it('on a goal that commits the client, the condition is still theirs', () => {
    expect(findCommitment(reply, [], [], { goalCommits: true })?.kinds).toContain('condition');
  });
});
