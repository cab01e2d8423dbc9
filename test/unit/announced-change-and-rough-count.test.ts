import { describe, expect, it } from 'vitest';
import { findPromise } from '../../services/worker/brain/guards/promises.js';
import { isProvisional } from '../../services/worker/brain/guards/provisional.js';

/**
 * A bakery's answer after its holidays: "bei rund 200 Laugenbrezeln liegen wir bei 0,41 € netto"
 * (the quantity is rough, the price is not) and "ab Januar kommt eine Anpassung wegen der
 * Mehlpreise, dazu melde ich mich rechtzeitig" (news of a change promised, not the answer).
 * Before, the price was dropped as provisional and the reply waited on as a promise; the case
 * then followed up twice and failed max_retries after a full answer (a nag loop).
 */

describe('a change announced for later is no promise of the answer (guards/promises.ts)', () => {
  it.each([
    'Die Preise gelten bis Jahresende; ab Januar kommt voraussichtlich eine Anpassung wegen der Mehlpreise, dazu melde ich mich rechtzeitig.',
    "There will be a price increase from April; I'll let you know the new rates in good time.",
    'À partir de janvier il y aura une augmentation, je reviens vers vous le moment venu.',
  ])('%s', (text) => {
    expect(findPromise(text)).toBeUndefined();
  });

  it('a promise of the answer still is one', () => {
    expect(findPromise("I'll get back to you tomorrow with the price.")).toBeDefined();
    expect(findPromise('Den Preis für Januar muss ich noch prüfen, ich melde mich morgen.')).toBeDefined();
  });
});

describe('a rough count priced exactly is no rough price (guards/provisional.ts)', () => {
  it.each([
    'Bei einer Tagesmenge von rund 200 Laugenbrezeln liegen wir bei 0,41 € netto pro Stück.',
    'For about 200 pieces a day we charge €0.41 each.',
    'Pour environ 200 pièces par jour, le prix est de 0,41 €.',
  ])('%s', (text) => {
    expect(isProvisional(text)).toBe(false);
  });

  it.each(['It would be around €0.41 each for 200 pieces.', 'Delivery takes about 3 weeks, the price is €41.'])(
    'a rough price or duration stays provisional: %s',
    (text) => {
      expect(isProvisional(text)).toBe(true);
    },
  );
});
