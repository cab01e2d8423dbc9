import { describe, expect, it } from 'vitest';
import { findRefusal } from '../../services/worker/brain/guards/refusals.js';
import { foldForMatching } from '../../services/worker/brain/language-fold.js';

/**
 * A piano tuner asked to tune a harpsichord (round 21's set Z, read after the round's final
 * measurement): "I'm afraid this one isn't for me", with his usual fee and a date for the hall's
 * piano "for the record", completed the case with the piano's fee and date.
 */

describe('"this one isn\'t for me" is a no (guards/refusals.ts)', () => {
  it.each([
    ['en', "I'm afraid this one isn't for me, though. I've only ever worked on pianos."],
    ['en', "That's not one for us, I'm afraid."],
    ['de', 'Das ist leider nichts für uns, wir stimmen nur Klaviere.'],
    ['fr', "Ce n'est malheureusement pas pour nous, nous ne travaillons que sur des pianos."],
    ['it', 'Purtroppo non fa per noi: ci occupiamo solo di pianoforti.'],
    ['nl', 'Dit is helaas niets voor ons, wij stemmen alleen piano’s.'],
  ])('%s: %s', (_lang, text) => {
    expect(findRefusal(foldForMatching(text))).toBeDefined();
  });

  it('"not for us to say" is no refusal', () => {
    expect(
      findRefusal(foldForMatching("It's not for us to say which date suits the orchestra; the fee is £95.")),
    ).toBeUndefined();
  });
});
