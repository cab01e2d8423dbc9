import { describe, expect, it } from 'vitest';
import { readFields } from '../support/read-fields.js';

/**
 * A figure right after a label names something ("option 1", "Variante 2", "n° 3", "Pos. 4"): it
 * is no count of weeks, pieces or days, though it is the only figure its sentence writes.
 */
const WEEKS = { leadTimeWeeks: { type: 'integer', description: 'lead time for making and fitting, in weeks' } };
const COUNT = { rooms: { type: 'integer', description: 'number of rooms booked' } };

describe('a label before a figure', () => {
  it.each([
    ["C'est noté pour les lettres boîtiers (option 1), 3 850 € HT posées."],
    ['Wir nehmen dann Variante 2, wie besprochen.'],
    ['Noted: item 4 of the list, the aluminium letters.'],
  ])('no value: %s', (text) => {
    expect(readFields(WEEKS, text)).toEqual({});
  });

  it.each([
    ['The lead time is 5 weeks from your go-ahead.', WEEKS, { leadTimeWeeks: 5 }],
    ['Hemos reservado las 12 habitaciones.', COUNT, { rooms: 12 }],
  ] as const)('still read: %s', (text, fields, want) => {
    expect(readFields(fields, text)).toEqual(want);
  });
});
