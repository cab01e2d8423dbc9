import { describe, expect, it } from 'vitest';
import { findDates } from '../../services/worker/brain/readers/dates.js';

// Friday 27 November 2026, 10:00 UTC.
const AT = Date.parse('2026-11-27T10:00:00Z');
const dates = (text: string, lang: 'en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt') =>
  findDates(text, lang, AT).map((d) => d.date);

describe('a count of weeks or months names no day', () => {
  it.each([
    ['The courses start again on Monday 4 January (6-8pm, four weeks).', 'en', ['2027-01-04']],
    ['The boat is ready two weeks after the lift.', 'en', []],
    ['Der Kurs beginnt am Montag, 4. Januar (18-20 Uhr, vier Wochen).', 'de', ['2027-01-04']],
    ['Le bateau sera prêt deux semaines après la mise à l’eau.', 'fr', []],
    ['El curso empieza el lunes 4 de enero y dura tres meses.', 'es', ['2027-01-04']],
    ['Il corso riprende lunedì 4 gennaio, per due settimane.', 'it', ['2027-01-04']],
  ] as const)('%s', (text, lang, expected) => {
    expect(dates(text, lang)).toEqual(expected);
  });

  it('a day with its month still reads', () => {
    expect(dates('Delivery on 18 December, in the week after the fitting.', 'en')).toEqual(['2026-12-18']);
  });
});
