import { NO_ACTION_AT, type CaseRecord, type OutboxEntry, type ResultEvidence } from '../../../shared/case-record.js';
import { outboundKey, type Effect, type OutboundKind, type WebhookEventName } from '../../../shared/effects.js';
import type { SuppressionReason } from '../../../shared/suppressions.js';
import { isBillableFinish } from '../../../shared/usage.js';
import { buildCaseWebhookPayload, webhookEventId } from './case-webhook-payload.js';
import type { Draft } from './reply-evaluation.js';
import type { Facts } from './worker-events.js';

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
  };
  if (ending.result !== undefined) next.result = ending.result;
  if (ending.resultEvidence !== undefined) next.resultEvidence = ending.resultEvidence;
  const event: WebhookEventName = ending.status === 'COMPLETED' ? 'case.completed' : 'case.failed';
  const billable = isBillableFinish(ending.status, ending.resultStatus, next.attemptCount);
  const decision = withWebhook(next, event, now, [], billable);
  return ending.suppress && !('ignore' in decision) ? { ...decision, suppress: ending.suppress } : decision;
}

/** Queues one email; the armed timer is superseded (the send, once confirmed, arms the next). */
export function send(record: CaseRecord, kind: OutboundKind, draft: Draft, now: number): Decision {
  const seq = record.attemptCount + pendingSends(record) + 1;
  const effect: Effect = {
    type: 'SEND_EMAIL',
    key: outboundKey(record.caseId, seq),
    kind,
    seq,
    subject: draft.subject,
    text: draft.text,
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

/** INPUT_NEEDED with a new input request, and the client told by webhook. */
export function askClient(record: CaseRecord, question: string, now: number): Decision {
  const id = `${record.caseId}-ir${record.version}`;
  const next: CaseRecord = {
    ...record,
    status: 'INPUT_NEEDED',
    inputRequest: { id, question, status: 'PENDING', requestedAt: now },
    inputRequestId: id,
    inputRequestStatus: 'PENDING',
    providedContext: null,
    // No follow-ups while the client decides: any armed timer becomes stale.
    timerId: null,
    ...(pendingSends(record) > 0 ? {} : { nextActionType: 'NONE' as const, nextActionAt: NO_ACTION_AT }),
  };
  return withWebhook(next, 'case.input_needed', now, [], false);
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
