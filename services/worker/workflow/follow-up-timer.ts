import type { CaseRecord } from '../../../shared/case-record.js';
import type { Effect } from '../../../shared/effects.js';
import { MAX_WINDOW_HOLD_MS } from './business-hours.js';
import { askClient, entryOf, finish, requireDraft, send, type Decision } from './decision.js';
import type { DecideOptions, Facts } from './worker-events.js';

/**
 * Cloud Tasks schedules at most 30 days ahead, so a longer wait is scheduled at that horizon and
 * fires early: the timer is then armed again under a new id for the rest of the wait. Only
 * waits that can be longer than the horizon qualify (the delay, plus for a follow-up held to
 * working hours the longest a window can hold it), so firing a timer on purpose (fire-now)
 * still acts.
 */
export const TASKS_HORIZON_MS = 29 * 24 * 3_600_000;
const EARLY_TOLERANCE_MS = 60_000;

/** TIMER_DUE: wait on past the horizon, give up, or send the follow-up. */
export function timerDue(
  current: CaseRecord,
  next: CaseRecord,
  facts: Facts,
  now: number,
  opts: DecideOptions,
): Decision {
  if (firedBeforeHorizon(current, now, opts)) return rearm(next, now);
  // They answered, we asked once more, they are silent: the client is asked, not them again.
  if (facts.clientQuestion) return askClient(next, facts.clientQuestion, now, opts);
  if (current.nextActionType === 'GIVE_UP') return finish(next, now, { status: 'FAILED', resultStatus: 'max_retries' });
  return send(next, 'follow_up', requireDraft(facts), now);
}

export function firedBeforeHorizon(record: CaseRecord, now: number, opts: DecideOptions): boolean {
  const held = record.nextActionType === 'FOLLOW_UP' && windowOf(record, opts) !== 'always';
  const longestWaitMs = record.followUpDelayHours * opts.hourMs + (held ? MAX_WINDOW_HOLD_MS : 0);
  return longestWaitMs > TASKS_HORIZON_MS && record.nextActionAt - now > EARLY_TOLERANCE_MS;
}

/** The case's own working hours, else the service default. */
export const windowOf = (record: CaseRecord, opts: DecideOptions) => record.sendWindow ?? opts.followUpWindow;

/** The same wait, armed again under a new timer id (t3 → t3.1 → t3.2 ...). */
function rearm(record: CaseRecord, now: number): Decision {
  const [head, round] = (record.timerId ?? 't0').split('.');
  const timerId = `${head}.${Number(round ?? 0) + 1}`;
  const timer: Effect = { type: 'SCHEDULE_TIMER', key: `timer:${timerId}`, timerId, at: record.nextActionAt };
  return {
    next: { ...record, timerId, outbox: [...record.outbox, entryOf(timer, now)] },
    effects: [timer],
    billFinish: false,
  };
}
