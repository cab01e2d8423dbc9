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
  it.each([
    ['fr', 'Le démontage se fait le lundi 8 au matin.'],
    ['en', 'We take it down on Monday 8 in the morning.'],
    ['it', 'Lo smontaggio è lunedì 8 in mattinata.'],
  ] as const)('%s: %s', (lang, text) => {
    // Monday the 8th after 27 November 2026: 8 February 2027, never Monday 30 November at 8.
    expect(dates(text, lang)).toEqual(['2027-02-08']);
  });
});
