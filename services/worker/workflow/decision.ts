import {
  NO_ACTION_AT,
  type CaseRecord,
  type DroppedSend,
  type OutboxEntry,
  type ResultEvidence,
} from '../../../shared/case-record.js';
import { outboundKey, type Effect, type OutboundKind, type WebhookEventName } from '../../../shared/effects.js';
import type { SuppressionReason } from '../../../shared/suppressions.js';
import { isBillableFinish } from '../../../shared/usage.js';
import { buildCaseWebhookPayload, webhookEventId } from './case-webhook-payload.js';
import { draftIdOf, type PendingDraft } from '../../../shared/review.js';
import type { Draft } from './reply-evaluation.js';
import { reviewReasons } from './review-risk.js';
import type { DecideOptions, Facts } from './worker-events.js';

/**
 * What decide answers, and the moves every event's rules are made of: send an email, ask the
 * client, finish the case, emit a webhook, or only record. Pure, like decide.
 */

export type Decision =
  | {
      next: CaseRecord;
      effects: Effect[];
      /** the terminal move counts in the month's usage */
      billFinish: boolean;
      /** the terminal move puts the counterparty's address on the owner's do-not-contact list */
      suppress?: SuppressionReason;
    }
  | { ignore: string };

const MAX_FAILURE_REASON = 500;

/** How a case ends: its status, result or failure, and whether the address is suppressed. */
export interface Ending {
  status: 'COMPLETED' | 'FAILED';
  resultStatus: string;
  result?: unknown;
  resultEvidence?: Record<string, ResultEvidence>;
  failureReason?: string;
  suppress?: SuppressionReason | undefined;
}

/** A terminal move: nothing more is sent or timed; only webhooks still pending go out. */
export function finish(record: CaseRecord, now: number, ending: Ending): Decision {
  const dropped = droppedBy(record);
  const next: CaseRecord = {
    ...record,
    status: ending.status,
    resultStatus: ending.resultStatus,
    failureReason:
      ending.failureReason !== undefined ? ending.failureReason.slice(0, MAX_FAILURE_REASON) : record.failureReason,
    timerId: null,
    nextActionType: 'NONE',
    nextActionAt: NO_ACTION_AT,
    outbox: record.outbox.filter((o) => o.effect.type === 'EMIT_WEBHOOK'),
    // Sends not yet confirmed: remembered, in case one was in flight (step-pipeline.ts records it).
    ...(dropped.length ? { droppedSends: [...(record.droppedSends ?? []), ...dropped] } : {}),
    // A held email of a finished case is never sent: an approval after the end sends nothing.
    ...(record.pendingDraft ? { pendingDraft: null } : {}),
    // A result held for the completion grace is settled: the ending carries it, or it is moot.
    ...(record.pendingResult ? { pendingResult: null } : {}),
    // So is a clarification held for the reply wait.
    ...(record.pendingReply ? { pendingReply: null } : {}),
  };
  if (ending.result !== undefined) next.result = ending.result;
  if (ending.resultEvidence !== undefined) next.resultEvidence = ending.resultEvidence;
  const event: WebhookEventName = ending.status === 'COMPLETED' ? 'case.completed' : 'case.failed';
  const billable = isBillableFinish(ending.status, ending.resultStatus, next.attemptCount);
  const decision = withWebhook(next, event, now, [], billable);
  return ending.suppress && !('ignore' in decision) ? { ...decision, suppress: ending.suppress } : decision;
}

/** The pending sends an end drops from the outbox. */
function droppedBy(record: CaseRecord): DroppedSend[] {
  const out: DroppedSend[] = [];
  for (const o of record.outbox) {
    if (o.state !== 'pending' || o.effect.type !== 'SEND_EMAIL') continue;
    out.push(o.effect.draftId !== undefined ? { key: o.effect.key, draftId: o.effect.draftId } : { key: o.effect.key });
  }
  return out;
}

/**
 * An outbound email decided: held for the client's review when the case's review mode and the
 * risk rules say so (review-risk.ts, docs/review-and-console.md), else queued at once. Either
 * way it replaces a draft still held: the conversation has moved on.
 */
export function send(record: CaseRecord, kind: OutboundKind, draft: Draft, now: number): Decision {
  const reasons = reviewReasons({
    mode: record.review ?? 'none',
    kind,
    draft,
    context: {
      objective: record.goal.objective,
      knowledge: record.goal.knowledge,
      constraints: record.constraints,
      clientAnswers: record.clientAnswers,
    },
    counterpartyAddress: record.counterparty.address,
    ownAddress: record.inboxId,
    injectionSeen: record.injectionSeenAt != null,
  });
  if (reasons.length === 0)
    return sendNow(record.pendingDraft ? { ...record, pendingDraft: null } : record, kind, draft, now);
  const held: PendingDraft = {
    draftId: draftIdOf(record.caseId, record.version),
    kind,
    subject: draft.subject,
    text: draft.text,
    reasons,
    requestedAt: now,
    status: 'PENDING',
  };
  const next: CaseRecord = {
    ...record,
    pendingDraft: held,
    // Nothing is scheduled while the client reviews: no follow-up runs past an unsent email.
    timerId: null,
    ...(pendingSends(record) > 0 ? {} : { nextActionType: 'NONE' as const, nextActionAt: NO_ACTION_AT }),
  };
  return withWebhook(next, 'case.review_needed', now, [], false);
}

/** Queues one email; the armed timer is superseded (the send, once confirmed, arms the next). */
export function sendNow(record: CaseRecord, kind: OutboundKind, draft: Draft, now: number, draftId?: string): Decision {
  const seq = record.attemptCount + pendingSends(record) + 1;
  const effect: Effect = {
    type: 'SEND_EMAIL',
    key: outboundKey(record.caseId, seq),
    kind,
    seq,
    subject: draft.subject,
    text: draft.text,
    ...(draftId !== undefined ? { draftId } : {}),
  };
  const next: CaseRecord = {
    ...record,
    timerId: null,
    nextActionType: 'SEND',
    nextActionAt: now,
    outbox: [...record.outbox, entryOf(effect, now)],
  };
  return { next, effects: [effect], billFinish: false };
}

/** INPUT_NEEDED with a new input request (and its deadline), and the client told by webhook. */
export function askClient(record: CaseRecord, question: string, now: number, opts: DecideOptions): Decision {
  const id = `${record.caseId}-ir${record.version}`;
  const asked: CaseRecord = {
    ...record,
    status: 'INPUT_NEEDED',
    inputRequest: { id, question, status: 'PENDING', requestedAt: now },
    inputRequestId: id,
    inputRequestStatus: 'PENDING',
    providedContext: null,
    // No follow-ups while the client decides: any armed timer becomes stale.
    timerId: null,
    ...(pendingSends(record) > 0 ? {} : { nextActionType: 'NONE' as const, nextActionAt: NO_ACTION_AT }),
    // A held email is moot once the client must answer a question first.
    ...(record.pendingDraft ? { pendingDraft: null } : {}),
  };
  const { next, effects } = withInputDeadline(asked, now, opts);
  return withWebhook(next, 'case.input_needed', now, effects, false);
}

/**
 * The input deadline (inputTimeoutHours, else the service default): a timer that fails the case
 * `input_timeout` if the request is still unanswered (input-deadline.ts). Armed when nothing is
 * waiting to go out; else the send's completion arms it (effect-done.ts).
 */
export function withInputDeadline(
  record: CaseRecord,
  now: number,
  opts: DecideOptions,
): { next: CaseRecord; effects: Effect[] } {
  const hours = record.inputTimeoutHours ?? opts.inputTimeoutHours ?? null;
  if (hours === null || record.status !== 'INPUT_NEEDED' || record.inputRequestStatus !== 'PENDING')
    return { next: record, effects: [] };
  if (pendingSends(record) > 0) return { next: record, effects: [] };
  const timerId = `i${record.version}`;
  const at = now + hours * opts.hourMs;
  const timer: Effect = { type: 'SCHEDULE_TIMER', key: `timer:${timerId}`, timerId, at };
  return {
    next: {
      ...record,
      timerId,
      nextActionType: 'INPUT_TIMEOUT',
      nextActionAt: at,
      outbox: [...record.outbox, entryOf(timer, now)],
    },
    effects: [timer],
  };
}

/** Adds the client's webhook for `event` (when the case has a webhook URL) to the decision. */
function withWebhook(
  next: CaseRecord,
  event: WebhookEventName,
  now: number,
  effects: Effect[],
  billFinish: boolean,
): Decision {
  if (!next.clientWebhookUrl) return { next, effects, billFinish };
  const eventId = webhookEventId(next.caseId, event, next.version);
  const webhook: Effect = {
    type: 'EMIT_WEBHOOK',
    key: `webhook:${eventId}`,
    eventId,
    event,
    payload: buildCaseWebhookPayload(next, event, eventId, now),
  };
  return {
    next: { ...next, outbox: [...next.outbox, entryOf(webhook, now)] },
    effects: [...effects, webhook],
    billFinish,
  };
}

/** Only the record changes: no effect. */
export const unchanged = (next: CaseRecord): Decision => ({ next, effects: [], billFinish: false });

/** Every decision is a new version; updatedAt never goes back even if clocks disagree. */
export const stamp = (record: CaseRecord, now: number): CaseRecord => ({
  ...record,
  updatedAt: Math.max(now, record.updatedAt),
});
export const touch = (record: CaseRecord, now: number): CaseRecord =>
  stamp({ ...record, version: record.version + 1 }, now);

export const entryOf = (effect: Effect, now: number): OutboxEntry => ({ effect, state: 'pending', createdAt: now });

export const pendingEntry = (record: CaseRecord, key: string) =>
  record.outbox.find((o) => o.state === 'pending' && o.effect.key === key);

export const pendingSends = (record: CaseRecord) =>
  record.outbox.filter((o) => o.state === 'pending' && o.effect.type === 'SEND_EMAIL').length;

export function requireDraft(facts: Facts): Draft {
  if (!facts.draft) throw new Error('decide: this event needs a drafted email');
  return facts.draft;
}
