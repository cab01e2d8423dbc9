import { NO_ACTION_AT, type CaseRecord } from '../../../shared/case-record.js';
import type { Effect } from '../../../shared/effects.js';
import { nextWindowOpening } from './business-hours.js';
import {
  entryOf,
  finish,
  pendingEntry,
  pendingSends,
  stamp,
  unchanged,
  withInputDeadline,
  type Decision,
} from './decision.js';
import { windowOf } from './follow-up-timer.js';
import type { DecideOptions, EffectOutcome } from './worker-events.js';

/**
 * EFFECT_DONE: an effect ran. The entry leaves the outbox; a confirmed send counts as an attempt
 * and, when it is the last one pending, arms the next timer (follow-up or give-up).
 */
export function effectDone(
  record: CaseRecord,
  key: string,
  outcome: EffectOutcome,
  now: number,
  opts: DecideOptions,
): Decision {
  const entry = pendingEntry(record, key)!;
  const rest: CaseRecord = { ...record, outbox: record.outbox.filter((o) => o !== entry) };
  if (entry.effect.type !== 'SEND_EMAIL') return unchanged(rest);
  if (outcome.kind === 'send_rejected') {
    // An email decided before a result was held: the result the counterparty gave stands.
    if (rest.nextActionType === 'COMPLETE') return unchanged(stamp(rest, now));
    return finish(stamp(rest, now), now, { status: 'FAILED', resultStatus: 'REJECTED', failureReason: outcome.reason });
  }
  if (outcome.kind !== 'sent') throw new Error('decide: a send completes as sent or send_rejected');
  const attemptCount = record.attemptCount + 1;
  const followUpCount = (record.followUpCount ?? 0) + (entry.effect.kind === 'follow_up' ? 1 : 0);
  const sent: CaseRecord = {
    ...stamp(rest, now),
    // SPEC: CREATED → RUNNING when the initial send succeeds; attemptCount counts confirmed sends.
    status: rest.status === 'CREATED' ? 'RUNNING' : rest.status,
    attemptCount,
    followUpCount,
    threadId: rest.threadId ?? outcome.threadId,
    inboxId: rest.inboxId ?? outcome.inboxId,
    lastMessageId: outcome.messageId,
  };
  if (pendingSends(sent) > 0) return unchanged(sent); // the last send arms the timer
  // Decided before a result was held for the completion grace: the grace's timer stays armed.
  if (sent.nextActionType === 'COMPLETE') return unchanged(sent);
  // Decided before a clarification was held for the reply wait: the wait's timer stays armed.
  if (sent.nextActionType === 'REPLY') return unchanged(sent);
  if (sent.status !== 'RUNNING') {
    // INPUT_NEEDED while this email went out: its input deadline is armed now.
    const { next, effects } = withInputDeadline(
      { ...sent, timerId: null, nextActionType: 'NONE', nextActionAt: NO_ACTION_AT },
      now,
      opts,
    );
    return { next, effects, billFinish: false };
  }
  const timerId = `t${attemptCount}`;
  // maxAttempts bounds automated follow-ups: after the last one the next timer gives up.
  const nextActionType = followUpCount < record.maxAttempts ? 'FOLLOW_UP' : 'GIVE_UP';
  const due = outcome.sentAt + record.followUpDelayHours * opts.hourMs;
  // A follow-up waits for the counterparty's working hours; giving up sends nothing, so it does not.
  const at =
    nextActionType === 'FOLLOW_UP' ? nextWindowOpening(due, windowOf(record, opts), record.counterparty.timezone) : due;
  const timer: Effect = { type: 'SCHEDULE_TIMER', key: `timer:${timerId}`, timerId, at };
  const armed: CaseRecord = {
    ...sent,
    timerId,
    nextActionAt: at,
    nextActionType,
    outbox: [...sent.outbox, entryOf(timer, now)],
  };
  return { next: armed, effects: [timer], billFinish: false };
}
