import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

/**
 * A message that asks us which option we want offers its enum values: the one it names is an
 * option, never the answer ("… kerbside … or our Deliver & Build service … let me know which you'd
 * prefer"), in the seven languages' asking forms.
 */

const AT = Date.parse('2026-11-23T10:00:00Z');
const refs = { dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() };
const SERVICE = {
  deliveryService: {
    type: 'string',
    enum: ['kerbside_boxed', 'to_floor_assembled'],
    description:
      'kerbside_boxed = left boxed at the entrance; to_floor_assembled = carried to our floor and assembled by their team',
  },
};
const read = (text: string) =>
  readFromSources({ type: 'object', properties: SERVICE }, [{ text, at: AT, messageId: 'm1' }], refs).values;

describe('options offered with a question which', () => {
  it.each([
    "Our standard delivery is free but kerbside: the chairs are left boxed at your entrance. Or our team brings them up and assembles them for £8.50 a chair. Just let me know which you'd prefer.",
    'Standard ist kerbside, die Kartons bleiben am Eingang; oder wir montieren vor Ort. Sagen Sie mir bitte, welche Variante Sie möchten.',
    'La livraison standard est kerbside, cartons laissés à l’entrée ; ou nous montons et montons les chaises. Dites-moi laquelle vous préférez.',
  ])('%s', (text) => {
    expect(read(text)).toEqual({});
  });

  it('a value stated without a question which is read', () => {
    expect(read('Delivery is kerbside: the chairs are left boxed at your entrance.')).toEqual({
      deliveryService: 'kerbside_boxed',
    });
  });
});
