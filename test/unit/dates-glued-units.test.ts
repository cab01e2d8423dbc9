import { describe, expect, it } from 'vitest';
import { findDates, findDatesAndListed } from '../../services/worker/brain/readers/dates.js';

/**
 * A figure with a unit's letters glued to it is a quantity, never a day: before, "24 x 425W
 * panels" was read as 20 January 2035 (chrono took the figure and its letter for a week) and
 * delivered as a solar installer's start date.
 */

const REF = Date.parse('2026-11-28T10:00:00Z');

describe('a figure with a unit glued to it names no day (readers/dates.ts)', () => {
  it.each([
    ['en', 'For a 10.2 kWp system (24 x 425W panels, 10 kW inverter) our price is £11,480 + VAT.'],
    ['en', 'The pump runs on 12V and the battery is 60Ah.'],
    ['de', 'Das Modul hat 425W, der Speicher 10kWh.'],
    ['fr', 'Panneaux de 400W, onduleur 8kW.'],
  ])('%s: %s', (lang, text) => {
    expect(findDates(text, lang as 'en', REF)).toEqual([]);
  });

  it.each([
    ['en', 'We can come on the 8th of December.', '2026-12-08'],
    ['fr', 'Livraison le 1er décembre.', '2026-12-01'],
  ])('%s: a day with an ordinal still reads: %s', (lang, text, iso) => {
    expect(findDates(text, lang as 'en', REF).map((d) => d.date)).toContain(iso);
  });
});

describe('a magnitude glued to a figure stays a reading, which keeps it from the number readers', () => {
  it('"£5m public liability" is still read (as the magnitude reading the number readers skip)', () => {
    const got = findDatesAndListed(
      'The annual premium for £5m public liability comes to £1,284.60 including IPT.',
      'en',
      REF,
    );
    expect(got.map((d) => d.text)).toEqual(['5m']);
  });
});
