import { describe, expect, it } from 'vitest';
import { findRefusal } from '../../services/worker/brain/guards/refusals.js';
import { foldForMatching } from '../../services/worker/brain/language-fold.js';

/**
 * A refusal in the writer's own words ("I won't promise something we couldn't keep", "non mi
 * sento di prenderle un impegno che poi non potremmo mantenere") ends as a refusal; beside a
 * price it is a caveat. "We don't supply it" followed by a narrower scope ("on extensions")
 * declines a part, not the request.
 */

describe('refusals in the writer’s own words, and parts declined', () => {
  it.each([
    ['en', "All our drivers are committed in December and I won't promise something we couldn't keep."],
    ['it', 'Non mi sento di prenderle un impegno che poi non potremmo mantenere.'],
    ['fr', 'Je préfère ne pas promettre quelque chose que nous ne pourrions pas tenir.'],
    ['es', 'No quiero prometerle algo que luego no podríamos cumplir.'],
    ['de', 'Ich möchte nichts versprechen, was wir dann nicht halten können.'],
    ['nl', 'Ik wil niet beloven wat we niet kunnen waarmaken.'],
    ['pt', 'Não quero prometer-lhe algo que depois não poderíamos cumprir.'],
  ])('%s: a refusal', (_lang, text) => {
    expect(findRefusal(foldForMatching(text))).toBeDefined();
  });

  it.each([
    "The rate is £18.50 an hour; I won't promise something we couldn't keep on the Saturday cover.",
    "We can start Monday 7 December if the scaffold is up (we don't supply it on extensions).",
    "Delivery is fine on the 9th; we don't stock those in black, only in grey.",
  ])('no refusal: %s', (text) => {
    expect(findRefusal(foldForMatching(text))).toBeUndefined();
  });
});
