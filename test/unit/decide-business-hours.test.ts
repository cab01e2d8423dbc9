import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { CaseRecord } from '../../shared/case-record.js';
import type { FollowUpWindow, SendWindow } from '../../shared/send-window.js';
import { decide, factsNeeded } from '../../services/worker/workflow/decide.js';
import type { DecideOptions, WorkerEvent } from '../../services/worker/workflow/worker-events.js';
import {
  acted,
  CASE_ID,
  created,
  draft,
  inbound,
  inputAccepted,
  pending,
  running,
  sendEffect,
} from './decide-fixtures.js';

/**
 * decide holds automated follow-ups to the counterparty's working hours, with a fixed clock:
 * the first email, replies and the reply carrying the client's answer are never held.
 */

const HOUR = 3_600_000;
const OFFICE: SendWindow = { days: ['MON', 'TUE', 'WED', 'THU', 'FRI'], start: '09:00', end: '17:00' };
const opts = (followUpWindow: FollowUpWindow): DecideOptions => ({ hourMs: HOUR, followUpWindow });
const local = (iso: string, zone: string) => DateTime.fromISO(iso, { zone }).toMillis();

/** A RUNNING case whose email number `seq` the provider just accepted at `sentAt`. */
function confirm(
  c: CaseRecord,
  seq: number,
  kind: 'initial' | 'follow_up' | 'reply',
  sentAt: number,
  window: FollowUpWindow,
) {
  const given: CaseRecord = { ...c, timerId: null, nextActionType: 'SEND', outbox: [pending(sendEffect(seq, kind))] };
  const outcome = {
    kind: 'sent' as const,
    messageId: `<m${seq}@x>`,
    threadId: 'thread-1',
    inboxId: 'agent@inbox.example',
    sentAt,
  };
  return acted(
    decide(given, { type: 'EFFECT_DONE', key: `case:${CASE_ID}:out:${seq}`, outcome }, {}, sentAt, opts(window)),
  );
}

const berlin = (over: Partial<CaseRecord> = {}) =>
  running({
    followUpDelayHours: 48,
    counterparty: { address: 'sales@vendor.example', name: 'Vendor Sales', timezone: 'Europe/Berlin' },
    ...over,
  });

describe('decide: follow-ups in business hours', () => {
  it('MON-FRI 09:00-17:00: a follow-up due Saturday 03:00 local is timed Monday 09:00 local, and nextActionAt says so', () => {
    const sentAt = local('2026-11-26T03:00', 'Europe/Berlin'); // Thursday
    const d = confirm(berlin(), 1, 'initial', sentAt, OFFICE);
    const monday = local('2026-11-30T09:00', 'Europe/Berlin');
    expect(d.next).toMatchObject({ nextActionType: 'FOLLOW_UP', nextActionAt: monday, timerId: 't2' });
    expect(d.effects).toEqual([{ type: 'SCHEDULE_TIMER', key: 'timer:t2', timerId: 't2', at: monday }]);
  });

  it('across a daylight-saving change (New York springs forward on the Sunday between)', () => {
    const ny = { address: 'sales@vendor.example', name: 'Vendor Sales', timezone: 'America/New_York' };
    const d = confirm(
      running({ followUpDelayHours: 48, counterparty: ny }),
      1,
      'initial',
      Date.UTC(2027, 2, 11, 8, 0),
      OFFICE,
    ); // Thu 03:00 EST
    expect(d.next.nextActionAt).toBe(Date.UTC(2027, 2, 15, 13, 0)); // Mon 09:00 EDT
  });

  it('a follow-up due inside the window is timed when due', () => {
    const sentAt = local('2026-11-23T10:00', 'Europe/Berlin'); // Monday, + 48 h = Wednesday 10:00
    expect(confirm(berlin(), 1, 'initial', sentAt, OFFICE).next.nextActionAt).toBe(sentAt + 48 * HOUR);
  });

  it("the case's own sendWindow wins over the service default", () => {
    const sat: SendWindow = { days: ['SAT'], start: '10:00', end: '12:00' };
    const sentAt = local('2026-11-26T03:00', 'Europe/Berlin');
    expect(confirm(berlin({ sendWindow: sat }), 1, 'initial', sentAt, OFFICE).next.nextActionAt).toBe(
      local('2026-11-28T10:00', 'Europe/Berlin'),
    );
    expect(confirm(berlin({ sendWindow: sat }), 1, 'initial', sentAt, 'always').next.nextActionAt).toBe(
      local('2026-11-28T10:00', 'Europe/Berlin'),
    );
  });

  it('`always` holds nothing', () => {
    const sentAt = local('2026-11-26T03:00', 'Europe/Berlin');
    expect(confirm(berlin(), 1, 'initial', sentAt, 'always').next.nextActionAt).toBe(sentAt + 48 * HOUR);
  });

  it('the give-up timer (no email) is not held', () => {
    const sentAt = local('2026-11-26T03:00', 'Europe/Berlin');
    const d = confirm(berlin({ attemptCount: 4, followUpCount: 2, maxAttempts: 3 }), 5, 'follow_up', sentAt, OFFICE);
    expect(d.next).toMatchObject({ nextActionType: 'GIVE_UP', nextActionAt: sentAt + 48 * HOUR });
  });

  it("the first email, a reply and the reply with the client's answer are decided at once, at 03:00 on a Sunday", () => {
    const now = local('2026-11-29T03:00', 'Europe/Berlin'); // Sunday
    const tz = { counterparty: { address: 'sales@vendor.example', name: 'Vendor Sales', timezone: 'Europe/Berlin' } };
    const cases: [CaseRecord, WorkerEvent, object][] = [
      [created(tz), { type: 'CASE_CREATED' }, draft],
      [
        running(tz),
        { type: 'EMAIL_RECEIVED', messageId: '<in9@vendor.example>' },
        inbound({ outcome: 'continue', reply: { subject: 'Re', text: 'Sure' } }),
      ],
      [inputAccepted(tz), { type: 'INPUT_PROVIDED', inputRequestId: 'ir-1' }, draft],
    ];
    for (const [given, event, facts] of cases) {
      const d = acted(decide(given, event, facts, now, opts(OFFICE)));
      expect(
        d.effects.map((e) => e.type),
        event.type,
      ).toEqual(['SEND_EMAIL']);
      expect(d.next, event.type).toMatchObject({ nextActionType: 'SEND', nextActionAt: now });
    }
  });

  it('a held follow-up whose wait can pass the Cloud Tasks horizon is re-armed when its timer fires early', () => {
    // 25 days of delay fit the 29-day horizon alone, but a window may hold the follow-up up to a week more.
    const given = berlin({ followUpDelayHours: 25 * 24, nextActionAt: Date.UTC(2026, 11, 30, 8, 0) });
    const early = Date.UTC(2026, 11, 25, 8, 0);
    expect(factsNeeded(given, { type: 'TIMER_DUE', timerId: 't1' }, early, opts(OFFICE))).toBeNull();
    const d = acted(decide(given, { type: 'TIMER_DUE', timerId: 't1' }, {}, early, opts(OFFICE)));
    expect(d.effects).toEqual([{ type: 'SCHEDULE_TIMER', key: 'timer:t1.1', timerId: 't1.1', at: given.nextActionAt }]);
    // Without a window the same wait is within the horizon: a timer fired early on purpose acts.
    expect(factsNeeded(given, { type: 'TIMER_DUE', timerId: 't1' }, early, opts('always'))).toBe('follow_up_draft');
  });
});
