import { describe, expect, it } from 'vitest';
import { findDatesAndListed } from '../../services/worker/brain/readers/dates.js';

/** A bare count of days ("30 days as agreed", "it's 2 days work") is a term or a length, never a date. */

const AT = Date.parse('2027-01-12T10:00:00Z');

describe('a bare count of days names no day', () => {
  it.each<[string, 'en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt', string]>([
    ['en', 'en', 'Invoice INV-30918 will be dated the day of dispatch, 30 days as agreed.'],
    ['en', 'en', "Earliest we could start is next month, it's 2 days work."],
    ['de', 'de', 'Zahlungsziel 30 Tage netto.'],
  ])('%s: %s', (_l, lang, text) => {
    expect(findDatesAndListed(text, lang, AT).map((d) => d.text)).toEqual([]);
  });

  it('still reads a weekday and date beside it', () => {
    const got = findDatesAndListed('Delivery Thursday 18th February, payment 30 days.', 'en', AT);
    expect(got.map((d) => d.date)).toEqual(['2027-02-18']);
  });
});
