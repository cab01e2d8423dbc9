import { describe, expect, it } from 'vitest';
import { blankNoProblem, negated } from '../../services/worker/brain/readers/negation.js';
import { readFromSources, referencesFrom } from '../../services/worker/brain/readers/schema-reader.js';
import { foldForMatching } from '../../services/worker/brain/language-fold.js';

/**
 * "The 12th – no, wait, the 13th": the writer takes back what came before; the "no" denies
 * nothing in the clause that follows, so the corrected value is read (the old one never is).
 * A real denial ("no, not on the 13th") still denies.
 */

const AT = Date.parse('2026-11-20T10:00:00Z');
const schema = {
  type: 'object',
  properties: { deliveryDate: { type: 'string', format: 'date', description: 'delivery date' } },
};
const read = (text: string) =>
  readFromSources(schema, [{ text, at: AT, messageId: 'm1' }], referencesFrom([], AT)).values['deliveryDate'];

describe('a self-correction interjection is no negation', () => {
  it.each([
    ['en', 'Delivery is booked for 9 March 2027 - no, wait, 10 March 2027, the van is in for service on the 9th.'],
    ['de', 'Die Lieferung ist am 09.03.2027 – nein, Moment, am 10.03.2027.'],
    ['fr', 'La livraison est prévue le 9 mars, non, attendez, le 10 mars.'],
    ['es', 'La entrega es el 9 de marzo, no, perdón, el 10 de marzo.'],
    ['it', 'La consegna è il 9 marzo, no, aspetti, il 10 marzo.'],
    ['nl', 'De levering is op 9 maart, nee, wacht, op 10 maart.'],
    ['pt', 'A entrega é a 9 de março, não, desculpe, a 10 de março.'],
  ])('%s: the corrected date is read, never the first', (_lang, text) => {
    expect(read(text)).toBe('2027-03-10');
  });

  it('a denial after "no" still denies', () => {
    expect(read('Delivery on 9 March 2027, no, not on the 10th.')).not.toBe('2027-03-10');
  });

  it.each(['no wait, the 10th', 'nein, moment, am 10.', 'non, attendez, le 10', 'nee, wacht, de 10e'])(
    '"%s" holds no negation',
    (text) => {
      expect(negated(blankNoProblem(foldForMatching(text)))).toBe(false);
    },
  );

  it.each(['no, the 10th is not possible', 'nein, am 10. nicht', 'wait, no delivery on the 10th'])(
    '"%s" still negates',
    (text) => {
      expect(negated(foldForMatching(text))).toBe(true);
    },
  );
});
