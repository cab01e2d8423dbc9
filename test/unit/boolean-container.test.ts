import { describe, expect, it } from 'vitest';
import { readFields } from '../support/read-fields.js';

/**
 * What a yes/no field's subject is said to be included in ("lunch is included in the day delegate
 * rate") is not its subject (boolean-subjects.ts `withoutContainer`): a sentence about the rate
 * alone gives no yes or no about the lunch; one about the lunch still does.
 */

const LUNCH = { lunchIncluded: { type: 'boolean', description: 'lunch is included in the day delegate rate' } };
const BREAKFAST = { breakfast: { type: 'boolean', description: 'petit-déjeuner inclus dans le prix de la chambre' } };

describe('the container of a yes/no subject (boolean-subjects.ts)', () => {
  it.each([
    [LUNCH, "The only other change is that our minimum is now 50 delegates, which won't be a problem for you."],
    [BREAKFAST, "Le prix de la chambre n'a pas changé depuis l'an dernier."],
  ])('a sentence about the container alone says nothing: %#', (props, text) => {
    expect(Object.values(readFields(props, text))).toEqual([]);
  });

  it.each([
    [LUNCH, 'Lunch is not included in the day delegate rate.', false],
    [LUNCH, 'The day delegate rate includes a two-course hot buffet lunch.', true],
    [BREAKFAST, 'Le petit-déjeuner est inclus.', true],
  ])('a sentence about the subject still answers: %#', (props, text, value) => {
    expect(Object.values(readFields(props, text))).toEqual([value]);
  });
});
