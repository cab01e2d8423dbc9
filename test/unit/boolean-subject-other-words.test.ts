import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A yes/no field's subject named in the reply by another word of its concept: a term of several
 * words ("car park", "bath linen", "ropa de cama", "roupa de cama") and the words for towels and bed
 * linen in the seven languages; another item's words, or a negated clause, give no yes.
 */

const bool = { type: 'boolean' };

describe("the subject's other words", () => {
  it.each<[string, string, boolean]>([
    ['parkingIncluded', 'Use of the car park is included for all guests.', true],
    ['parkingIncluded', 'The car park is not included in the room rate.', false],
    ['towelsIncluded', 'Handdoeken en beddengoed zijn inbegrepen.', true],
    ['towelsIncluded', 'Bath linen is included in the weekly rate.', true],
    ['towelsIncluded', 'Gli asciugamani sono compresi nel prezzo.', true],
    ['towelsIncluded', 'Las toallas no están incluidas.', false],
    ['linenIncluded', 'La ropa de cama está incluida.', true],
    ['linenIncluded', 'A roupa de cama não está incluída.', false],
    ['linenIncluded', 'Le linge de lit est compris dans le forfait.', true],
  ])('%s: %s → %s', (field, text, want) => {
    expect(readOneReply({ [field]: bool }, text)).toEqual({ [field]: want });
  });

  it.each<[string, string]>([
    ['parkingIncluded', 'The car wash is included.'],
    ['towelsIncluded', 'La ropa de cama está incluida.'],
    ['linenIncluded', 'Handdoeken zijn inbegrepen.'],
    ['parkingIncluded', 'Breakfast is included; the car park is next door.'],
  ])('%s: another item, %s, leaves it alone', (field, text) => {
    expect(readOneReply({ [field]: bool }, text)[field]).toBeUndefined();
  });
});
