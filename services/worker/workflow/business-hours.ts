import { DateTime, IANAZone } from 'luxon';
import { DAY_CODES, minutesOf, type FollowUpWindow } from '../../../shared/send-window.js';

/**
 * When an automated follow-up due at `dueAt` may go out: `dueAt` itself when it falls inside the
 * window (on one of its days, start ≤ local time < end), else the next opening of the window.
 * Pure. Local times come from luxon on the platform's Intl time-zone data (no hand-written
 * offsets): a window start or end that a daylight-saving change skips (02:30 on a
 * spring-forward day) moves to the end of the gap (03:00).
 */
export function nextWindowOpening(dueAt: number, window: FollowUpWindow, timezone: string | undefined): number {
  if (window === 'always') return dueAt;
  const zone = windowZone(timezone);
  const due = DateTime.fromMillis(dueAt, { zone });
  const start = minutesOf(window.start);
  const end = minutesOf(window.end);
  // The window has at least one day, so an opening comes within a week; eight days cover the
  // rest of today's window plus a full week.
  for (let d = 0; d <= 7; d++) {
    const day = due.plus({ days: d }).startOf('day');
    if (!window.days.includes(DAY_CODES[day.weekday - 1]!)) continue;
    const opens = atMinute(day, start);
    const closes = atMinute(day, end);
    const candidate = Math.max(dueAt, opens);
    if (candidate < closes) return candidate;
  }
  return dueAt; // unreachable for a valid window
}

/** The counterparty's zone when it is a valid IANA zone, else UTC. */
export function windowZone(timezone: string | undefined): string {
  const tz = timezone?.trim();
  return tz && IANAZone.isValidZone(tz) ? tz : 'UTC';
}

/**
 * The longest a window can hold a follow-up past its due time: a window open one short stretch a
 * week holds almost seven days, and a daylight-saving change adds at most an hour. Used to tell a
 * timer that fired early at the Cloud Tasks horizon from one fired on purpose.
 */
export const MAX_WINDOW_HOLD_MS = 8 * 24 * 3_600_000;

/**
 * The first instant of `day` whose local time is `minute` or later. Luxon resolves a local time
 * that a spring-forward gap skips to the same distance past the gap (02:30 → 03:30); the
 * earliest such instant is the gap's end (03:00), found by stepping back a minute at a time
 * (a gap is at most a couple of hours). An ambiguous fall-back time resolves to its first
 * occurrence, which is already the earliest.
 */
function atMinute(day: DateTime, minute: number): number {
  if (minute >= 24 * 60) return day.plus({ days: 1 }).startOf('day').toMillis();
  const resolved = day.set({ hour: Math.floor(minute / 60), minute: minute % 60, second: 0, millisecond: 0 });
  let t = resolved.toMillis();
  if (localMinute(resolved) === minute) return t;
  for (let i = 0; i < 180; i++) {
    const earlier = DateTime.fromMillis(t - 60_000, { zone: day.zone });
    if (!earlier.hasSame(day, 'day') || localMinute(earlier) < minute) break;
    t -= 60_000;
  }
  return t;
}

const localMinute = (d: DateTime) => d.hour * 60 + d.minute;
