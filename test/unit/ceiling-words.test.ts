import { describe, expect, it } from 'vitest';
import { isNegotiatingPosition } from '../../services/worker/brain/guards/knowledge-sharing.js';
import { isPrivateInstruction } from '../../services/worker/brain/objective-private.js';
import { CEILING_WORDS, MAXIMUM_BEFORE } from '../../services/worker/brain/readers/lexicons/maximum-words.js';

/** One list of ceiling words (readers/lexicons/maximum-words.ts) for the three readers of a ceiling. */
describe('the ceiling words', () => {
  it.each<[string, string]>([
    ['en', 'no more than'],
    ['de', 'nicht mehr als'],
    ['fr', 'pas plus de'],
    ['es', 'no mas de'],
    ['it', 'non piu di'],
    ['nl', 'niet meer dan'],
    ['pt', 'nao mais de'],
  ])(
    '%s "%s" names a figure as a limit, makes money private in an objective, and is a withheld position',
    (_, words) => {
      expect(CEILING_WORDS).toContain(words);
      expect(MAXIMUM_BEFORE.test(`the group is ${words} `)).toBe(true);
      expect(isPrivateInstruction(`Pay ${words} 4.000 €.`)).toBe(true);
      expect(isNegotiatingPosition(`Price: ${words} 4.000 €`)).toBe(true);
    },
  );

  it('keeps each reader its own words: a limit named in a sentence, a ceiling without money, a position above money', () => {
    expect(MAXIMUM_BEFORE.test('classes are limited to ')).toBe(true);
    expect(MAXIMUM_BEFORE.test('the price is ')).toBe(false);
    // A ceiling with no money is the request, not a private instruction.
    expect(isPrivateInstruction('We need up to 500 units by March.')).toBe(false);
    expect(isPrivateInstruction('Do not go above EUR 12 per square metre.')).toBe(true);
    expect(isNegotiatingPosition('Delivery: up to 3 weeks')).toBe(false);
    expect(isNegotiatingPosition('Never go above £900 for the whole job')).toBe(true);
  });
});
