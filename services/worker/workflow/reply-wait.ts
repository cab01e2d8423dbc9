import { type CaseRecord, type PendingReply } from '../../../shared/case-record.js';
import type { Effect } from '../../../shared/effects.js';
import { releasedHold } from './released-hold.js';
import { askClient, entryOf, send, type Decision } from './decision.js';
import type { Draft } from './reply-evaluation.js';
import type { DecideOptions } from './worker-events.js';

/**
 * The reply wait (REPLY_WAIT_SECONDS, docs/workflow.md#the-reply-wait): a counterparty who answers
 * part of what we asked often sends the rest a minute later, unprompted ("forgot to say:
 * turnaround is 8 working days", "and the date: Wed 3rd March"). Answering the first part at
 * once asks them for what they are already writing. So a clarification decided on a reply is
 * not sent at once: it is held on the case (`pendingReply`), the case stays RUNNING, and a REPLY
 * timer is armed for the end of the wait. A message arriving meanwhile is read with the whole
 * transcript as ever and its reading replaces the held clarification (reply-received.ts); the
 * older timer is then stale by its id. When the current timer fires, the clarification goes out
 * exactly as it would have at once. A wait of 0 (the tests' default) is today's immediate reply.
 *
 * A question to the client about a reply not understood in full (`needs_input` with `wait`) is
 * held the same way: the rest of the answer or a correction a minute later is read first, and the
 * client is asked only when the wait ends with nothing newer. A question that is a decision (a
 * counter-offer, terms) goes at once, so that nothing read from a later message can stand in for it.
 */

export const replyWaitOf = (opts: DecideOptions) => opts.replyWaitMs ?? 0;

/**
 * Holds the clarification `draft` (or the question for the client) answering `messageId`: RUNNING,
 * nothing sent, a timer `r{version}`.
 */
export function holdReply(
  record: CaseRecord,
  messageId: string,
  held: Draft | { question: string },
  now: number,
  opts: DecideOptions,
): Decision {
  const timerId = `r${record.version}`;
  const at = now + replyWaitOf(opts);
  const timer: Effect = { type: 'SCHEDULE_TIMER', key: `timer:${timerId}`, timerId, at };
  const pendingReply: PendingReply =
    'question' in held
      ? { question: held.question, messageId, heldAt: now }
      : { subject: held.subject, text: held.text, messageId, heldAt: now };
  const next: CaseRecord = {
    ...record,
    status: 'RUNNING',
    pendingReply,
    timerId,
    nextActionType: 'REPLY',
    nextActionAt: at,
    outbox: [...record.outbox, entryOf(timer, now)],
  };
  return { next, effects: [timer], billFinish: false };
}

/**
 * The wait's timer fired with nothing newer read: the held clarification is sent, or the held
 * question put to the client, as without a wait.
 */
export function sendHeldReply(record: CaseRecord, now: number, opts: DecideOptions): Decision {
  const held = record.pendingReply;
  if (!held) throw new Error('decide: a REPLY timer needs the held clarification');
  const released: CaseRecord = { ...record, pendingReply: null };
  if ('question' in held) return askClient(released, held.question, now, opts);
  return send(released, 'reply', { subject: held.subject, text: held.text }, now);
}

/**
 * The record without a held clarification (a newer reading supersedes it): its REPLY timer
 * disarmed (stale by its id), the next action what it is without a hold: an email decided
 * earlier and still waiting to go (SEND, at its decision time), else nothing.
 */
export function withoutPendingReply(record: CaseRecord): CaseRecord {
  if (!record.pendingReply) return record;
  if (record.nextActionType !== 'REPLY') return { ...record, pendingReply: null };
  return { ...record, pendingReply: null, ...releasedHold(record) };
}
