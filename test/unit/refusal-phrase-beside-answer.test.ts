import { describe, expect, it } from 'vitest';
import { foldForMatching } from '../../services/worker/brain/language-fold.js';
import { findRefusal } from '../../services/worker/brain/guards/refusals.js';

/**
 * A refusal's phrase that is no refusal here: a booked-out day beside a question which of their
 * days suits us, and an "all taken" its own no turns round ("non sono assegnati").
 */
describe('no refusal', () => {
  it.each([
    'Am 14.03. sind wir leider komplett ausgebucht. Ich könnte Ihnen Freitag, den 13.03., oder Montag, den 16.03., anbieten. Welcher Termin passt Ihnen besser?',
    "I posti visitatori, 8 in tutto, sono condivisi tra tutti i conduttori dell'edificio e non sono assegnati.",
  ])('%s', (text) => {
    expect(findRefusal(foldForMatching(text))).toBeUndefined();
  });

  it('"tutti i posti sono già stati assegnati" stays a refusal', () => {
    expect(findRefusal(foldForMatching('Mi dispiace, tutti i posti sono già stati assegnati.'))).toBeDefined();
  });
});
