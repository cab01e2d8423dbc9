import { describe, expect, it } from 'vitest';
import { findDates } from '../../services/worker/brain/readers/dates.js';

/**
 * The day-of-month readers fold one unit for one (weekday-dates.ts): a "ß" anywhere in the text
 * made the folded text longer, they read nothing, and chrono's reading of "am Freitag, 11.12." as
 * Friday at 11:12 gave the next Friday. A part of the day after a bare day ("lundi 8 au matin")
 * is that day's morning, not an hour.
 */
const AT = Date.parse('2026-11-27T10:00:00Z');
const dates = (text: string, lang: 'de' | 'fr' | 'en' | 'it') => findDates(text, lang, AT).map((d) => d.date);

describe('a day of month beside a ß', () => {
  it.each([
    'Lieferung am Freitag, 11.12. in die Hauptstraße.',
    'Mit freundlichen Grüßen – Lieferung Freitag, 11.12.',
    'Die Größe passt, wir kommen am Freitag, 11.12.',
  ])('%s', (text) => {
    expect(dates(text, 'de')).toEqual(['2026-12-11']);
  });

  it('a weekday that disagrees with the day is still not read', () => {
    expect(dates('Lieferung am Donnerstag, 11.12. in die Hauptstraße.', 'de')).not.toContain('2026-12-11');
  });
});

describe('a bare day followed by a part of the day', () => {
  // Written on Monday 1 February 2027: Monday the 8th is next week.
  const FEB_1 = Date.parse('2027-02-01T10:00:00Z');
  it.each([
    ['fr', 'Le démontage se fait le lundi 8 au matin.'],
    ['it', 'Lo smontaggio è lunedì 8 in mattinata.'],
  ] as const)('%s: %s', (lang, text) => {
    expect(findDates(text, lang, FEB_1).map((d) => d.date)).toEqual(['2027-02-08']);
  });

  it.each([
    ['fr', 'Le démontage se fait le lundi 8 au matin.'],
    ['it', 'Lo smontaggio è lunedì 8 in mattinata.'],
  ] as const)('months away it is no date (on 27 November the next Monday the 8th is in February): %s', (lang, text) => {
    expect(dates(text, lang)).not.toContain('2027-02-08');
  });

  it('English "Monday 8 in the morning" is 8 am, never the 8th of a month', () => {
    expect(dates('We could start on Monday 8 in the morning.', 'en')).not.toContain('2027-02-08');
  });
});
