import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

/** A list whose enum values are ISO 639-1 codes ("de", "fr", "it", "nl"), named by the languages' names. */

const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (text: string) =>
  readFromSources(
    {
      type: 'object',
      properties: { languages: { type: 'array', items: { type: 'string', enum: ['en', 'de', 'fr', 'it', 'nl'] } } },
    },
    [{ text, at: AT, messageId: 'm1' }],
    noRefs(),
  ).values['languages'];

describe('languages named for a list of codes', () => {
  it.each<[string, string, string[]]>([
    ['en', 'We can translate it into German, French and Italian.', ['de', 'fr', 'it']],
    ['de', 'Wir übersetzen ins Französische und Niederländische.', ['fr', 'nl']],
    ['fr', 'Nous traduisons vers l’allemand, l’italien et le néerlandais.', ['de', 'it', 'nl']],
    ['es', 'Traducimos al alemán, al francés y al italiano. El neerlandés no lo ofrecemos.', ['de', 'fr', 'it']],
    ['it', 'Possiamo tradurre in tedesco e in olandese.', ['de', 'nl']],
    ['nl', 'Wij vertalen naar het Duits, Frans en Engels.', ['de', 'fr', 'en']],
  ])('%s: %s', (_lang, text, want) => {
    expect(read(text)).toEqual(want);
  });
});

describe('what it does not read as a target', () => {
  it('the language translated from', () => {
    expect(read('We translate from English into German and French.')).toEqual(['de', 'fr']);
  });
  it('a language offered only under a condition', () => {
    expect(read('German and French are fine, Dutch only if you give us three weeks.')).toBeUndefined();
  });
  it('a language said to come later is left out', () => {
    expect(
      read('Wir machen Deutsch und Französisch; Niederländisch ist noch in Planung, sagen wir später Bescheid.'),
    ).toEqual(['de', 'fr']);
  });
});

/** A list whose enum values are the languages' English names ("German", "Polish"), named in the seven languages. */
describe('languages named for a list of English language names', () => {
  const readNames = (text: string) =>
    readFromSources(
      {
        type: 'object',
        properties: {
          availableLanguages: {
            type: 'array',
            description: 'target languages they can deliver',
            items: { type: 'string', enum: ['German', 'Italian', 'Polish', 'Arabic', 'Japanese'] },
          },
        },
      },
      [{ text, at: AT, messageId: 'm1' }],
      noRefs(),
    ).values['availableLanguages'];

  it.each<[string, string, string[]]>([
    ['en', 'We can subtitle into German, Polish and Japanese.', ['German', 'Polish', 'Japanese']],
    ['de', 'Untertitel liefern wir auf Deutsch, Italienisch und Polnisch.', ['German', 'Italian', 'Polish']],
    [
      'fr',
      "Pour l'allemand et l'italien, aucun souci, ce sont des langues que nous traitons en interne.",
      ['German', 'Italian'],
    ],
    ['es', 'Subtitulamos al alemán, al italiano y al japonés.', ['German', 'Italian', 'Japanese']],
    ['it', 'Possiamo sottotitolare in tedesco, polacco e arabo.', ['German', 'Polish', 'Arabic']],
    ['nl', 'Wij ondertitelen in het Duits, Pools en Japans.', ['German', 'Polish', 'Japanese']],
    ['pt', 'Legendamos em alemão, italiano e japonês.', ['German', 'Italian', 'Japanese']],
  ])('%s: %s', (_lang, text, want) => {
    expect(readNames(text)).toEqual(want);
  });

  it('a language after "from" is the source', () => {
    expect(readNames('We translate from Italian into German and Polish.')).toEqual(['German', 'Polish']);
  });
});
