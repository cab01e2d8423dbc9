import { describe, expect, it } from 'vitest';
import { readFields } from '../support/read-fields.js';

/**
 * An item given to someone else is no item of the list: before, "the Thursday slot has been
 * allocated to the volleyball section" put Thursday into a list of free evenings, and a later
 * mail that said so could not take it back out.
 */

const read = (text: string) => readFields(EVENINGS, text)['freeEvenings'];

const EVENINGS = {
  freeEvenings: {
    type: 'array',
    description: 'weekday evenings with a free slot',
    items: { type: 'string', enum: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] },
  },
};

describe('an item given to someone else is left out of a list (readers/negation.ts TAKEN_BY_OTHERS)', () => {
  it.each<[string, string, string[]]>([
    [
      'en',
      'Monday and Wednesday are free; the Thursday slot has been allocated to the volleyball section.',
      ['monday', 'wednesday'],
    ],
    [
      'de',
      'Montag und Mittwoch sind frei, der Donnerstag wurde an einen anderen Verein vergeben.',
      ['monday', 'wednesday'],
    ],
    [
      'fr',
      'Le lundi et le mercredi sont libres ; le créneau du jeudi a été attribué ce matin à la section volley.',
      ['monday', 'wednesday'],
    ],
    ['es', 'El lunes y el miércoles están libres; el jueves ya fue asignado a otro club.', ['monday', 'wednesday']],
    ['it', "Lunedì e mercoledì sono liberi; il giovedì è stato assegnato a un'altra squadra.", ['monday', 'wednesday']],
    ['nl', 'Maandag en woensdag zijn vrij; de donderdag is toegewezen aan een andere club.', ['monday', 'wednesday']],
    ['pt', 'Segunda e quarta estão livres; a quinta foi atribuída a outro clube.', ['monday', 'wednesday']],
  ])('%s: %s', (_lang, text, want) => {
    const got = read(text);
    expect(got === undefined ? undefined : [...(got as string[])].sort()).toEqual(want);
  });

  it.each<[string, string, string[]]>([
    ['en', 'Monday and Thursday are free, and we have reserved Thursday for you.', ['monday', 'thursday']],
    ['it', 'Lunedì e giovedì sono liberi, il giovedì è prenotato a nome vostro.', ['monday', 'thursday']],
  ])('%s: what is given to us stays: %s', (_lang, text, want) => {
    const got = read(text);
    expect(got === undefined ? undefined : [...(got as string[])].sort()).toEqual(want);
  });
});
