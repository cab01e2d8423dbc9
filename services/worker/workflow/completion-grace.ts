import { type CaseRecord, type PendingResult, type ResultEvidence } from '../../../shared/case-record.js';
import type { Effect } from '../../../shared/effects.js';
import { releasedHold } from './released-hold.js';
import { entryOf, finish, type Decision } from './decision.js';
import type { DecideOptions } from './worker-events.js';

/**
 * The completion grace (COMPLETION_GRACE_SECONDS, docs/workflow.md#the-completion-grace): a
 * counterparty often corrects themselves a minute after answering ("sorry, I meant the 15th").
 * So a reply read as `goal_achieved` does not finish the case at once: the result is held on the
 * case (`pendingResult`), the case stays RUNNING, and a COMPLETE timer is armed for the end of
 * the grace. A later message is read with the whole transcript as ever and its outcome replaces
 * the held one (reply-received.ts); the timer of an older grace is then stale by its id. When the
 * current timer fires, the case completes with the held result exactly as it would have at once.
 * A grace of 0 (the tests' default) is today's immediate completion.
 */

export const graceOf = (opts: DecideOptions) => opts.completionGraceMs ?? 0;

/** What the brain read from the reply: the result and, per top-level field, its evidence. */
export interface Reading {
  result: unknown;
  evidence?: Record<string, ResultEvidence> | undefined;
}

/**
 * Holds the reading of `messageId` for the grace: RUNNING, nothing sent, a timer `c{version}` at
 * now + grace (a new hold replaces an earlier one and makes its timer stale). An email already
 * decided still goes out (its completion keeps this timer, effect-done.ts); a draft held for the
 * client's review is dropped, as a finish would drop it.
 */
export function holdResult(
  record: CaseRecord,
  messageId: string,
  reading: Reading,
  now: number,
  opts: DecideOptions,
): Decision {
  const timerId = `c${record.version}`;
  const at = now + graceOf(opts);
  const timer: Effect = { type: 'SCHEDULE_TIMER', key: `timer:${timerId}`, timerId, at };
  const pendingResult: PendingResult = {
    result: reading.result,
    ...(reading.evidence ? { evidence: reading.evidence } : {}),
    messageId,
    heldAt: now,
  };
  const next: CaseRecord = {
    ...record,
    status: 'RUNNING',
    pendingResult,
    timerId,
    nextActionType: 'COMPLETE',
    nextActionAt: at,
    outbox: [...record.outbox, entryOf(timer, now)],
    ...(record.pendingDraft ? { pendingDraft: null } : {}),
  };
  return { next, effects: [timer], billFinish: false };
}

/** The grace's timer fired with the result still held: COMPLETED with it, as without a grace. */
export function completeHeld(record: CaseRecord, now: number): Decision {
  const held = record.pendingResult;
  if (!held) throw new Error('decide: a COMPLETE timer needs the held result');
  return finish(record, now, {
    status: 'COMPLETED',
    resultStatus: 'goal_achieved',
    result: held.result,
    ...(held.evidence ? { resultEvidence: held.evidence } : {}),
  });
}

/**
 * The record without a held result (a newer reading supersedes it): its COMPLETE timer disarmed
 * (stale by its id), the next action what it is without a hold: an email decided earlier and
 * still waiting to go (SEND, at its decision time), else nothing.
 */
export function withoutPendingResult(record: CaseRecord): CaseRecord {
  if (!record.pendingResult) return record;
  if (record.nextActionType !== 'COMPLETE') return { ...record, pendingResult: null };
  return { ...record, pendingResult: null, ...releasedHold(record) };
}
