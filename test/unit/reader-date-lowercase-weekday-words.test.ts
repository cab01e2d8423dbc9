import { describe, expect, it } from 'vitest';
import { findDatesAndListed } from '../../services/worker/brain/readers/dates.js';

// Friday 27 November 2026, 10:00 UTC.
const AT = Date.parse('2026-11-27T10:00:00Z');
const dates = (text: string, lang: 'de' | 'nl' | 'en') => findDatesAndListed(text, lang, AT).map((d) => d.date);

describe('a weekday short form written in lower case is a word, not a day', () => {
  it.each([
    ['de', 'Ich bin dann so zwischen 8 und 9 Uhr da.'],
    ['de', 'Das machen wir so, wie besprochen.'],
    ['nl', 'Dat regelen we zo snel mogelijk.'],
    ['nl', 'Het is zo klaar.'],
  ] as const)('%s: %s', (lang, text) => {
    expect(dates(text, lang)).toEqual([]);
  });

  it.each([
    [
      'de',
      'Die Feuerstättenschau kann ich am Donnerstag, den 10.12. machen, ich bin dann so zwischen 8 und 9 Uhr da.',
      ['2026-12-10'],
    ],
    ['de', 'Termin: Do., 10.12.', ['2026-12-10']],
    ['nl', 'We komen op donderdag 10 december, zo rond acht uur.', ['2026-12-10']],
  ] as const)('the day is still read: %s: %s', (lang, text, iso) => {
    expect(dates(text, lang)).toEqual(iso);
  });
});
