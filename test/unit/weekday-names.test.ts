import { describe, expect, it } from 'vitest';
import {
  dayOfMonthDates,
  ENGLISH_WEEKDAYS,
  LONG_WEEKDAY_WORD,
} from '../../services/worker/brain/readers/weekday-dates.js';

/** The brain's one weekday list (readers/weekday-dates.ts) and what is derived from it. */
describe('the weekday list', () => {
  it('gives the English names Sunday first, as getUTCDay counts', () => {
    expect(ENGLISH_WEEKDAYS).toEqual(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']);
    // 4 January 2026 was a Sunday.
    expect(ENGLISH_WEEKDAYS[new Date(Date.UTC(2026, 0, 8)).getUTCDay()]).toBe('thursday');
  });

  it('leaves the Portuguese short names, which are also ordinary words, out of the long alternation', () => {
    const words = LONG_WEEKDAY_WORD.split('|');
    for (const w of ['quinta-feira', 'segunda-feira', 'sonnabend', 'mercoledi', 'woensdag', 'miercoles', 'mercredi'])
      expect(words).toContain(w);
    for (const w of ['quinta', 'segunda', 'sexta']) expect(words).not.toContain(w);
  });

  it('reads German "Sonnabend" as a Saturday: a bare day after it is a date, and its weekday must agree', () => {
    // Reference: Monday 2 November 2026; Saturday 14 November 2026.
    const at = Date.parse('2026-11-02T09:00:00Z');
    expect(dayOfMonthDates('Wir kommen Sonnabend 14 um 8 Uhr.', at).map((d) => d.date)).toEqual(['2026-11-14']);
    expect(dayOfMonthDates('Wir kommen Samstag 14 um 8 Uhr.', at).map((d) => d.date)).toEqual(['2026-11-14']);
    // A bare day with no weekday is no date.
    expect(dayOfMonthDates('Wir kommen mit 14 um 8 Uhr.', at)).toEqual([]);
  });
});
