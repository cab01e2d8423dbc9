import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { nextWindowOpening, windowZone } from '../../services/worker/workflow/business-hours.js';
import {
  DAY_CODES,
  minutesOf,
  parseWindowSetting,
  sendWindowSchema,
  type SendWindow,
} from '../../shared/send-window.js';

/** Working hours for automated follow-ups: fixed instants, several zones, daylight-saving changes. */

const OFFICE: SendWindow = { days: ['MON', 'TUE', 'WED', 'THU', 'FRI'], start: '09:00', end: '17:00' };
const local = (iso: string, zone: string) => DateTime.fromISO(iso, { zone }).toMillis();
const iso = (ms: number, zone: string) => DateTime.fromMillis(ms, { zone }).toISO({ suppressMilliseconds: true });

describe('nextWindowOpening', () => {
  it.each([
    // zone, due (local), expected (local): Saturday 03:00 → Monday 09:00 in each zone.
    ['Europe/Berlin', '2026-11-28T03:00', '2026-11-30T09:00:00+01:00'],
    ['Asia/Tokyo', '2026-11-28T03:00', '2026-11-30T09:00:00+09:00'],
    ['America/Los_Angeles', '2026-11-28T03:00', '2026-11-30T09:00:00-08:00'],
    ['Australia/Sydney', '2026-11-28T03:00', '2026-11-30T09:00:00+11:00'],
    // Across a daylight-saving change: the weekend between holds the clock change.
    ['America/New_York', '2027-03-13T03:00', '2027-03-15T09:00:00-04:00'], // spring forward Sun 14 March
    ['Europe/Berlin', '2026-10-24T03:00', '2026-10-26T09:00:00+01:00'], // fall back Sun 25 October
    ['Australia/Sydney', '2027-04-03T03:00', '2027-04-05T09:00:00+10:00'], // fall back Sun 4 April
  ])('%s: due Saturday %s local goes out %s', (zone, due, expected) => {
    expect(iso(nextWindowOpening(local(due, zone), OFFICE, zone), zone)).toBe(expected);
  });

  it('the daylight-saving case gives the real instant, not a fixed offset (13:00Z, not 14:00Z)', () => {
    const at = nextWindowOpening(Date.UTC(2027, 2, 13, 8, 0), OFFICE, 'America/New_York'); // Sat 03:00 EST
    expect(at).toBe(Date.UTC(2027, 2, 15, 13, 0)); // Mon 09:00 EDT
  });

  it('inside the window: due time unchanged; before the start: the same day; after the end: the next day', () => {
    const z = 'Europe/Berlin';
    expect(nextWindowOpening(local('2026-11-25T10:17:23', z), OFFICE, z)).toBe(local('2026-11-25T10:17:23', z));
    expect(iso(nextWindowOpening(local('2026-11-25T06:00', z), OFFICE, z), z)).toBe('2026-11-25T09:00:00+01:00');
    expect(iso(nextWindowOpening(local('2026-11-25T17:00', z), OFFICE, z), z)).toBe('2026-11-26T09:00:00+01:00'); // end is exclusive
    expect(iso(nextWindowOpening(local('2026-11-27T16:59', z), OFFICE, z), z)).toBe('2026-11-27T16:59:00+01:00');
    expect(iso(nextWindowOpening(local('2026-11-27T17:30', z), OFFICE, z), z)).toBe('2026-11-30T09:00:00+01:00'); // Friday evening
  });

  it('reads the window in the counterparty zone: the same instant is held for one and not for another', () => {
    const instant = Date.UTC(2026, 10, 25, 20, 0); // Wednesday 20:00Z
    expect(nextWindowOpening(instant, OFFICE, 'America/Chicago')).toBe(instant); // 14:00 local
    expect(iso(nextWindowOpening(instant, OFFICE, 'Asia/Tokyo'), 'Asia/Tokyo')).toBe('2026-11-26T09:00:00+09:00'); // 05:00 local
  });

  it('without a valid IANA zone the window is read in UTC', () => {
    for (const tz of [undefined, '', 'Mars/Olympus', 'CET+1', 'not a zone']) {
      expect(windowZone(tz)).toBe('UTC');
      expect(nextWindowOpening(Date.UTC(2026, 10, 28, 3, 0), OFFICE, tz)).toBe(Date.UTC(2026, 10, 30, 9, 0));
    }
    expect(windowZone(' Europe/Paris ')).toBe('Europe/Paris');
  });

  it('a custom window: Saturday mornings only, and a window to the end of the day', () => {
    const sat: SendWindow = { days: ['SAT'], start: '10:00', end: '12:00' };
    expect(iso(nextWindowOpening(local('2026-11-26T11:00', 'Asia/Tokyo'), sat, 'Asia/Tokyo'), 'Asia/Tokyo')).toBe(
      '2026-11-28T10:00:00+09:00',
    );
    expect(iso(nextWindowOpening(local('2026-11-28T12:00', 'Asia/Tokyo'), sat, 'Asia/Tokyo'), 'Asia/Tokyo')).toBe(
      '2026-12-05T10:00:00+09:00',
    );
    const evenings: SendWindow = { days: ['SUN'], start: '22:00', end: '24:00' };
    expect(nextWindowOpening(Date.UTC(2026, 10, 29, 23, 59), evenings, 'UTC')).toBe(Date.UTC(2026, 10, 29, 23, 59));
    expect(nextWindowOpening(Date.UTC(2026, 10, 30, 0, 0), evenings, 'UTC')).toBe(Date.UTC(2026, 11, 6, 22, 0));
  });

  it('a window start inside a spring-forward gap opens when the gap ends; an end inside it closes there', () => {
    const ny = 'America/New_York';
    // 2027-03-14 02:00-03:00 does not exist in New York: the first local time at or after 02:30 is 03:00 EDT.
    const early: SendWindow = { days: ['SUN'], start: '02:30', end: '05:00' };
    expect(iso(nextWindowOpening(local('2027-03-14T00:30', ny), early, ny), ny)).toBe('2027-03-14T03:00:00-04:00');
    const night: SendWindow = { days: ['SUN'], start: '01:00', end: '02:30' };
    expect(iso(nextWindowOpening(local('2027-03-14T03:10', ny), night, ny), ny)).toBe('2027-03-21T01:00:00-04:00');
    expect(iso(nextWindowOpening(local('2027-03-14T01:59', ny), night, ny), ny)).toBe('2027-03-14T01:59:00-05:00');
  });

  it('a window start that a fall-back change repeats opens at its first occurrence', () => {
    const z = 'Europe/Berlin'; // 2026-10-25 02:00-03:00 happens twice
    const w: SendWindow = { days: ['SUN'], start: '02:30', end: '04:00' };
    expect(nextWindowOpening(Date.UTC(2026, 9, 24, 22, 0), w, z)).toBe(Date.UTC(2026, 9, 25, 0, 30)); // 02:30+02:00
  });

  it('`always` holds nothing', () => {
    for (const t of [Date.UTC(2026, 10, 28, 3, 0), Date.UTC(2027, 2, 14, 7, 30)])
      expect(nextWindowOpening(t, 'always', 'Europe/Berlin')).toBe(t);
  });

  it('for any window, zone and due time: the result is in the window, not before due, and the earliest such minute', () => {
    const zones = [
      'UTC',
      'Europe/Berlin',
      'America/New_York',
      'Asia/Kolkata',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
      'America/Santiago',
    ];
    const hhmm = fc
      .integer({ min: 0, max: 24 * 60 })
      .map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
    const window = fc
      .record({
        days: fc.uniqueArray(fc.constantFrom(...DAY_CODES), { minLength: 1, maxLength: 7 }),
        start: hhmm,
        end: hhmm,
      })
      .filter((w) => sendWindowSchema.safeParse(w).success);
    fc.assert(
      fc.property(
        window,
        fc.constantFrom(...zones),
        fc.integer({ min: 1_750_000_000, max: 1_850_000_000 }),
        (w, zone, sec) => {
          const due = sec * 60_000 - ((sec * 60_000) % 60_000); // minute-aligned
          const at = nextWindowOpening(due, w, zone);
          const inWindow = (t: number) => {
            const d = DateTime.fromMillis(t, { zone });
            const m = d.hour * 60 + d.minute;
            return w.days.includes(DAY_CODES[d.weekday - 1]!) && m >= minutesOf(w.start) && m < minutesOf(w.end);
          };
          expect(at).toBeGreaterThanOrEqual(due);
          expect(at - due).toBeLessThanOrEqual(8 * 24 * 3_600_000);
          expect(inWindow(at)).toBe(true);
          if (at > due) expect(inWindow(at - 60_000)).toBe(false);
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('sendWindow and FOLLOW_UP_WINDOW_DEFAULT', () => {
  it.each([
    [{ days: ['MON'], start: '09:00', end: '17:00' }, true],
    [{ days: ['MON', 'SUN'], start: '00:00', end: '24:00' }, true],
    [{ days: [], start: '09:00', end: '17:00' }, false],
    [{ days: ['mon'], start: '09:00', end: '17:00' }, false],
    [{ days: ['MONDAY'], start: '09:00', end: '17:00' }, false],
    [{ days: ['MON', 'MON'], start: '09:00', end: '17:00' }, false],
    [{ days: ['MON'], start: '17:00', end: '09:00' }, false],
    [{ days: ['MON'], start: '09:00', end: '09:00' }, false],
    [{ days: ['MON'], start: '9:00', end: '17:00' }, false],
    [{ days: ['MON'], start: '24:00', end: '24:00' }, false],
    [{ days: ['MON'], start: '09:00', end: '17:60' }, false],
    [{ days: ['MON'], start: '09:00', end: '25:00' }, false],
    [{ days: ['MON'], start: '09:00' }, false],
    [{ days: ['MON'], start: '09:00', end: '17:00', tz: 'UTC' }, false],
  ])('%j valid: %s', (w, ok) => {
    expect(sendWindowSchema.safeParse(w).success).toBe(ok);
  });

  it('parses the setting: always, ranges, lists, wrapping ranges; names what is wrong', () => {
    expect(parseWindowSetting('always')).toBe('always');
    expect(parseWindowSetting(' ALWAYS ')).toBe('always');
    expect(parseWindowSetting('MON-FRI 09:00-17:00')).toEqual(OFFICE);
    expect(parseWindowSetting('mon,wed,fri 08:30-12:00')).toEqual({
      days: ['MON', 'WED', 'FRI'],
      start: '08:30',
      end: '12:00',
    });
    expect(parseWindowSetting('SAT-MON 10:00-14:00')).toEqual({
      days: ['SAT', 'SUN', 'MON'],
      start: '10:00',
      end: '14:00',
    });
    expect(parseWindowSetting('MON-THU,SAT 07:00-24:00')).toEqual({
      days: ['MON', 'TUE', 'WED', 'THU', 'SAT'],
      start: '07:00',
      end: '24:00',
    });
    for (const bad of [
      '',
      'never',
      'MON-FRI',
      'MON-FRI 17:00-09:00',
      'MON-FUN 09:00-17:00',
      'MON-TUE-WED 09:00-17:00',
      'MON-FRI 9-17',
    ]) {
      expect(parseWindowSetting(bad), bad).toHaveProperty('error');
    }
  });
});
