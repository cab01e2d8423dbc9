import { createHash } from 'node:crypto';
import {
  NO_ACTION_AT,
  isTerminal,
  type CaseRecord,
  type OutboxEntry,
  type ResultEvidence,
} from '../../../shared/case-record.js';
import { outboundKey, type Effect, type OutboundKind, type WebhookEventName } from '../../../shared/effects.js';
import { recordInline } from '../../../shared/case-attachments.js';
import type { SuppressionReason } from '../../../shared/suppressions.js';
import { CANCELLED, isBillableFinish } from '../../../shared/usage.js';
import type { Draft } from './reply-evaluation.js';
import { MAX_WINDOW_HOLD_MS, nextWindowOpening } from './business-hours.js';
import { buildCaseWebhookPayload, webhookEventId } from './case-webhook-payload.js';
import type { DecideOptions, DeliveryFailure, FactNeed, Facts, WorkerEvent } from './worker-events.js';
import { draftIdOf, type PendingDraft } from '../../../shared/review.js';
import { reviewReasons } from './review-risk.js';

/**
 * The workflow, as one pure function: the case as read, one event, the facts gathered for it
 * and the time give the next case record and the effects to run after the commit, or a reason
 * to ignore the event. No I/O, clock or randomness: every id is derived from the case (its next
 * version, its attempt count), so a redelivered event decides exactly as the first delivery did.
 * docs/workflow.md describes the same rules in prose.
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

/** Handled inbound ids kept on the case: enough to absorb any realistic redelivery window. */
export const HANDLED_MESSAGE_IDS_KEPT = 100;
/**
 * Message ids can be chosen by the sender (Message-ID): one longer than this is kept as its
 * hash, so the kept list stays bounded in bytes too (100 × at most 256 characters).
 */
const MAX_HANDLED_ID = 256;
export const handledKey = (messageId: string) =>
  messageId.length <= MAX_HANDLED_ID ? messageId : `sha256:${createHash('sha256').update(messageId).digest('hex')}`;

const MAX_FAILURE_REASON = 500;

const DELIVERY_FAILURES: Record<string, DeliveryFailure> = {
  EMAIL_BOUNCED: 'BOUNCED',
  EMAIL_COMPLAINED: 'COMPLAINED',
  EMAIL_REJECTED: 'REJECTED',
};

/** Delivery failures that say the address must not be mailed again (docs/workflow.md, "Do-not-contact"). */
const SUPPRESSING_FAILURES: Partial<Record<DeliveryFailure, SuppressionReason>> = {
  BOUNCED: 'bounce',
  COMPLAINED: 'complaint',
};

const DEFAULT_FAILURE_REASON: Record<DeliveryFailure, string> = {
  BOUNCED: 'The email to the counterparty bounced.',
  COMPLAINED: 'The counterparty marked our email as spam.',
  REJECTED: 'The email provider rejected the message to the counterparty.',
};

/** Why the event changes nothing, or null when it is to be decided. Shared by decide and factsNeeded. */
export function ignoreReason(c: CaseRecord, e: WorkerEvent): string | null {
  if (e.type === 'EFFECT_DONE') {
    return pendingEntry(c, e.key) ? null : 'effect not pending';
  }
  if (isTerminal(c.status)) return `case is ${c.status}`;
  switch (e.type) {
    case 'CASE_CREATED':
      if (c.status !== 'CREATED') return 'case already started';
      if (c.outbox.some((o) => o.effect.type === 'SEND_EMAIL') || c.pendingDraft)
        return 'initial email already decided';
      return null;
    case 'INPUT_PROVIDED':
      if (c.status !== 'INPUT_NEEDED') return 'case not waiting for input';
      if (c.inputRequestId !== e.inputRequestId) return 'stale input request';
      if (c.inputRequestStatus !== 'RESOLVED' || c.providedContext === null) return 'input not accepted';
      return null;
    case 'EMAIL_RECEIVED':
      return c.handledMessageIds.includes(handledKey(e.messageId)) ? 'message already handled' : null;
    case 'TIMER_DUE':
      if (c.timerId === null || c.timerId !== e.timerId) return 'stale timer';
      if (c.nextActionType === 'INPUT_TIMEOUT')
        return c.status === 'INPUT_NEEDED' && c.inputRequestStatus === 'PENDING' ? null : 'input answered';
      if (c.nextActionType !== 'FOLLOW_UP' && c.nextActionType !== 'GIVE_UP') return 'no timed action';
      return null;
    case 'DRAFT_DECIDED':
      if (!c.pendingDraft || c.pendingDraft.draftId !== e.draftId) return 'draft no longer pending';
      if (c.pendingDraft.status === 'PENDING') return 'draft not decided';
      return null;
    case 'EMAIL_BOUNCED':
    case 'EMAIL_COMPLAINED':
    case 'EMAIL_REJECTED':
    case 'CANCEL_REQUESTED':
      return null;
  }
}

/** The facts the pipeline must gather before deciding this event (read-only calls), if any. */
export function factsNeeded(c: CaseRecord, e: WorkerEvent, now: number, opts: DecideOptions): FactNeed | null {
  if (ignoreReason(c, e) !== null) return null;
  switch (e.type) {
    case 'CASE_CREATED':
      return c.startRefusal ? null : 'initial_draft';
    case 'INPUT_PROVIDED':
      return 'input_reply_draft';
    case 'EMAIL_RECEIVED':
      return 'inbound_message';
    case 'TIMER_DUE':
      // An approved follow-up held to working hours goes as approved: nothing to draft.
      if (c.pendingDraft?.status === 'APPROVED') return null;
      return c.nextActionType === 'FOLLOW_UP' && !firedBeforeHorizon(c, now, opts) ? 'follow_up_draft' : null;
    default:
      return null;
  }
}

export function decide(c: CaseRecord, e: WorkerEvent, facts: Facts, now: number, opts: DecideOptions): Decision {
  const reason = ignoreReason(c, e);
  if (reason !== null) return { ignore: reason };
  // Marking a timer or webhook done is bookkeeping: a new version, but no visible update.
  const base = e.type === 'EFFECT_DONE' ? { ...c, version: c.version + 1 } : touch(c, now);
  switch (e.type) {
    case 'CASE_CREATED':
      // Refused at creation (e.g. SMS): failed at once, nothing sent, not billable (REJECTED).
      if (c.startRefusal)
        return finish(base, now, {
          status: 'FAILED',
          resultStatus: 'REJECTED',
          failureReason: c.startRefusal.failureReason,
        });
      return send(base, 'initial', requireDraft(facts), now);
    case 'INPUT_PROVIDED':
      // SPEC gap "status after a resolved input": RUNNING. The request stays, RESOLVED.
      return send(
        {
          ...base,
          status: 'RUNNING',
          providedContext: null,
          inputRequest: base.inputRequest ? { ...base.inputRequest, status: 'RESOLVED' } : null,
          // The risk rules read the client's answers (reviewed cases only; bounded).
          ...(reviewed(c) && c.providedContext !== null
            ? { clientAnswers: [...(c.clientAnswers ?? []), c.providedContext].slice(-CLIENT_ANSWERS_KEPT) }
            : {}),
        },
        // A rejected first email asked the client before anything went out: this is then the first.
        c.threadId ? 'reply' : 'initial',
        requireDraft(facts),
        now,
      );
    case 'TIMER_DUE':
      if (c.nextActionType === 'INPUT_TIMEOUT') return inputTimedOut(base, now, opts);
      if (firedBeforeHorizon(c, now, opts)) return rearm(base, now);
      if (c.nextActionType === 'GIVE_UP') return finish(base, now, { status: 'FAILED', resultStatus: 'max_retries' });
      if (c.pendingDraft?.status === 'APPROVED') return release(base, now, opts);
      return send(base, 'follow_up', requireDraft(facts), now);
    case 'DRAFT_DECIDED':
      return draftDecided(base, now, opts);
    case 'EMAIL_RECEIVED':
      return received(base, e.messageId, facts, now, opts);
    case 'EMAIL_BOUNCED':
    case 'EMAIL_COMPLAINED':
    case 'EMAIL_REJECTED': {
      const failure = DELIVERY_FAILURES[e.type]!;
      return finish(base, now, {
        status: 'FAILED',
        resultStatus: failure,
        failureReason: e.detail?.trim() || DEFAULT_FAILURE_REASON[failure],
        suppress: SUPPRESSING_FAILURES[failure],
      });
    }
    case 'EFFECT_DONE':
      return effectDone(base, e.key, e.outcome, now, opts);
    case 'CANCEL_REQUESTED':
      return cancel(base, e.reason, now);
  }
}

/** The client stopped the case: FAILED `cancelled`, timer disarmed, pending sends dropped. */
function cancel(c: CaseRecord, reason: string | undefined, now: number): Decision {
  const why = reason?.trim() ? `Cancelled by the client: ${reason.trim()}` : 'Cancelled by the client.';
  return finish(c, now, { status: 'FAILED', resultStatus: CANCELLED, failureReason: why });
}

function received(c: CaseRecord, messageId: string, facts: Facts, now: number, opts: DecideOptions): Decision {
  const inbound = facts.inbound;
  if (!inbound) throw new Error('decide: EMAIL_RECEIVED needs the inbound message facts');
  if (inbound.origin !== 'counterparty')
    return { ignore: inbound.origin === 'us' ? 'our own message' : "not this case's thread" };
  const evaluation = inbound.evaluation;
  if (!evaluation) throw new Error("decide: a counterparty message needs the brain's evaluation");
  const recorded: CaseRecord = {
    ...c,
    // Bounded inline part; the pipeline writes the full list to the subcollection in the same commit.
    ...recordInline(c.attachments, c.attachmentsOverflow ?? false, inbound.attachments),
    handledMessageIds: [...c.handledMessageIds, handledKey(messageId)].slice(-HANDLED_MESSAGE_IDS_KEPT),
    lastMessageId: inbound.fromCounterparty ? messageId : c.lastMessageId,
    ...(inbound.injectionSignal && reviewed(c) && !c.injectionSeenAt ? { injectionSeenAt: now } : {}),
  };
  switch (evaluation.outcome) {
    case 'goal_achieved':
      return finish(recorded, now, {
        status: 'COMPLETED',
        resultStatus: 'goal_achieved',
        result: evaluation.result,
        ...(evaluation.evidence ? { resultEvidence: evaluation.evidence } : {}),
      });
    case 'rejected':
      return finish(recorded, now, {
        status: 'FAILED',
        resultStatus: 'failed_rejected',
        failureReason: evaluation.reason,
        suppress: evaluation.optOut ? 'opt_out' : undefined,
      });
    case 'needs_input':
      // While a question is open (PENDING, or answered and not yet processed) it is not replaced.
      if (c.status === 'INPUT_NEEDED') return unchanged(recorded);
      return askClient(recorded, evaluation.question, now, opts);
    case 'continue':
      // During INPUT_NEEDED we do not answer: the reply that uses the client's input will.
      if (c.status === 'INPUT_NEEDED') return unchanged(recorded);
      return send(recorded, 'reply', evaluation.reply, now);
    case 'auto_reply':
      // Out-of-office and the like: stored, and the pending timer keeps running.
      return unchanged(recorded);
  }
}

function askClient(c: CaseRecord, question: string, now: number, opts: DecideOptions): Decision {
  const id = `${c.caseId}-ir${c.version}`;
  const asked: CaseRecord = {
    ...c,
    status: 'INPUT_NEEDED',
    inputRequest: { id, question, status: 'PENDING', requestedAt: now },
    inputRequestId: id,
    inputRequestStatus: 'PENDING',
    providedContext: null,
    // No follow-ups while the client decides: any armed timer becomes stale.
    timerId: null,
    ...(pendingSends(c) > 0 ? {} : { nextActionType: 'NONE' as const, nextActionAt: NO_ACTION_AT }),
    // A held email is moot once the client must answer a question first.
    ...(c.pendingDraft ? { pendingDraft: null } : {}),
  };
  const { next, effects } = withInputDeadline(asked, now, opts);
  return withWebhook(next, 'case.input_needed', now, effects, false);
}

/** Reviewed cases keep the client's last answers for the risk rules. */
const CLIENT_ANSWERS_KEPT = 5;
const reviewed = (c: CaseRecord) => c.review !== undefined && c.review !== 'none';

/**
 * The input deadline (inputTimeoutHours, else the service default): a timer that fails the case
 * `input_timeout` if the request is still unanswered. Armed when nothing else is waiting to go
 * out (else the send's completion arms it).
 */
function withInputDeadline(c: CaseRecord, now: number, opts: DecideOptions): { next: CaseRecord; effects: Effect[] } {
  const hours = c.inputTimeoutHours ?? opts.inputTimeoutHours ?? null;
  if (hours === null || c.status !== 'INPUT_NEEDED' || c.inputRequestStatus !== 'PENDING' || pendingSends(c) > 0)
    return { next: c, effects: [] };
  const timerId = `i${c.version}`;
  const at = now + hours * opts.hourMs;
  const timer: Effect = { type: 'SCHEDULE_TIMER', key: `timer:${timerId}`, timerId, at };
  return {
    next: {
      ...c,
      timerId,
      nextActionType: 'INPUT_TIMEOUT',
      nextActionAt: at,
      outbox: [...c.outbox, entryOf(timer, now)],
    },
    effects: [timer],
  };
}

function inputTimedOut(c: CaseRecord, now: number, opts: DecideOptions): Decision {
  const hours = c.inputTimeoutHours ?? opts.inputTimeoutHours ?? 0;
  return finish(c, now, {
    status: 'FAILED',
    resultStatus: INPUT_TIMEOUT,
    failureReason: `No answer to the input request within ${hours} hours.`,
  });
}

export const INPUT_TIMEOUT = 'input_timeout';

/** The client decided on the held draft (the API stored the decision on the case). */
function draftDecided(c: CaseRecord, now: number, opts: DecideOptions): Decision {
  const d = c.pendingDraft!;
  if (d.status === 'APPROVED') return release(c, now, opts);
  const reason = d.rejectReason?.trim() || 'The client rejected the draft.';
  const cleared: CaseRecord = { ...c, pendingDraft: null };
  if (d.cancel) return cancel(cleared, reason, now);
  // The reason becomes the question: the client's answer then shapes the next email.
  return askClient(cleared, reason, now, opts);
}

/**
 * An approved draft goes out as approved (with the client's edit), without a second review. A
 * follow-up (the nudge nobody asked for) still waits for the counterparty's working hours.
 */
function release(c: CaseRecord, now: number, opts: DecideOptions): Decision {
  const d = c.pendingDraft!;
  if (d.kind === 'follow_up') {
    const at = nextWindowOpening(now, windowOf(c, opts), c.counterparty.timezone);
    if (at > now) {
      const timerId = `a${c.version}`;
      const timer: Effect = { type: 'SCHEDULE_TIMER', key: `timer:${timerId}`, timerId, at };
      const next: CaseRecord = {
        ...c,
        timerId,
        nextActionType: 'FOLLOW_UP',
        nextActionAt: at,
        outbox: [...c.outbox, entryOf(timer, now)],
      };
      return { next, effects: [timer], billFinish: false };
    }
  }
  const draft = { subject: d.edit?.subject ?? d.subject, text: d.edit?.text ?? d.text };
  return sendNow({ ...c, pendingDraft: null }, d.kind, draft, now);
}

function effectDone(
  c: CaseRecord,
  key: string,
  outcome: Extract<WorkerEvent, { type: 'EFFECT_DONE' }>['outcome'],
  now: number,
  opts: DecideOptions,
): Decision {
  const entry = pendingEntry(c, key)!;
  const rest: CaseRecord = { ...c, outbox: c.outbox.filter((o) => o !== entry) };
  if (entry.effect.type !== 'SEND_EMAIL') return unchanged(rest);
  if (outcome.kind === 'send_rejected') {
    return finish(stamp(rest, now), now, { status: 'FAILED', resultStatus: 'REJECTED', failureReason: outcome.reason });
  }
  if (outcome.kind !== 'sent') throw new Error('decide: a send completes as sent or send_rejected');
  const attemptCount = c.attemptCount + 1;
  const followUpCount = (c.followUpCount ?? 0) + (entry.effect.kind === 'follow_up' ? 1 : 0);
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
  if (sent.status !== 'RUNNING') {
    const { next, effects } = withInputDeadline(
      { ...sent, timerId: null, nextActionType: 'NONE', nextActionAt: NO_ACTION_AT },
      now,
      opts,
    );
    return { next, effects, billFinish: false };
  }
  const timerId = `t${attemptCount}`;
  // maxAttempts bounds automated follow-ups: after the last one the next timer gives up.
  const nextActionType = followUpCount < c.maxAttempts ? 'FOLLOW_UP' : 'GIVE_UP';
  const due = outcome.sentAt + c.followUpDelayHours * opts.hourMs;
  // A follow-up waits for the counterparty's working hours; giving up sends nothing, so it does not.
  const at = nextActionType === 'FOLLOW_UP' ? nextWindowOpening(due, windowOf(c, opts), c.counterparty.timezone) : due;
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

/**
 * Cloud Tasks schedules at most 30 days ahead, so a longer wait is scheduled at that horizon and
 * fires early: the timer is then armed again under a new id for the rest of the wait. Only
 * waits that can be longer than the horizon qualify (the delay, plus for a follow-up held to
 * working hours the longest a window can hold it), so firing a timer on purpose (fire-now)
 * still acts.
 */
export const TASKS_HORIZON_MS = 29 * 24 * 3_600_000;
const EARLY_TOLERANCE_MS = 60_000;

function firedBeforeHorizon(c: CaseRecord, now: number, opts: DecideOptions): boolean {
  const held = c.nextActionType === 'FOLLOW_UP' && windowOf(c, opts) !== 'always';
  const longestWaitMs = c.followUpDelayHours * opts.hourMs + (held ? MAX_WINDOW_HOLD_MS : 0);
  return longestWaitMs > TASKS_HORIZON_MS && c.nextActionAt - now > EARLY_TOLERANCE_MS;
}

/** The case's own working hours, else the service default. */
const windowOf = (c: CaseRecord, opts: DecideOptions) => c.sendWindow ?? opts.followUpWindow;

function rearm(c: CaseRecord, now: number): Decision {
  const [head, round] = (c.timerId ?? 't0').split('.');
  const timerId = `${head}.${Number(round ?? 0) + 1}`;
  const timer: Effect = { type: 'SCHEDULE_TIMER', key: `timer:${timerId}`, timerId, at: c.nextActionAt };
  return { next: { ...c, timerId, outbox: [...c.outbox, entryOf(timer, now)] }, effects: [timer], billFinish: false };
}

interface Finish {
  status: 'COMPLETED' | 'FAILED';
  resultStatus: string;
  result?: unknown;
  resultEvidence?: Record<string, ResultEvidence>;
  failureReason?: string;
  suppress?: SuppressionReason | undefined;
}

/** A terminal move: nothing more is sent or timed; only webhooks still pending go out. */
function finish(c: CaseRecord, now: number, f: Finish): Decision {
  const next: CaseRecord = {
    ...c,
    status: f.status,
    resultStatus: f.resultStatus,
    failureReason: f.failureReason !== undefined ? f.failureReason.slice(0, MAX_FAILURE_REASON) : c.failureReason,
    timerId: null,
    nextActionType: 'NONE',
    nextActionAt: NO_ACTION_AT,
    outbox: c.outbox.filter((o) => o.effect.type === 'EMIT_WEBHOOK'),
    // A held email of a finished case is never sent: an approval after the end sends nothing.
    ...(c.pendingDraft ? { pendingDraft: null } : {}),
  };
  if (f.result !== undefined) next.result = f.result;
  if (f.resultEvidence !== undefined) next.resultEvidence = f.resultEvidence;
  const event: WebhookEventName = f.status === 'COMPLETED' ? 'case.completed' : 'case.failed';
  const decision = withWebhook(next, event, now, [], isBillableFinish(f.status, f.resultStatus, next.attemptCount));
  return f.suppress && !('ignore' in decision) ? { ...decision, suppress: f.suppress } : decision;
}

/**
 * An outbound email decided: held for the client's review when the case's review mode and the
 * risk rules say so (review-risk.ts), else queued at once. Either way it replaces a draft still
 * held: the conversation has moved on.
 */
function send(c: CaseRecord, kind: OutboundKind, draft: Draft, now: number): Decision {
  const reasons = reviewReasons({
    mode: c.review ?? 'none',
    kind,
    draft,
    context: {
      objective: c.goal.objective,
      knowledge: c.goal.knowledge,
      constraints: c.constraints,
      clientAnswers: c.clientAnswers,
    },
    counterpartyAddress: c.counterparty.address,
    ownAddress: c.inboxId,
    injectionSeen: c.injectionSeenAt != null,
  });
  if (reasons.length === 0) return sendNow(c.pendingDraft ? { ...c, pendingDraft: null } : c, kind, draft, now);
  const held: PendingDraft = {
    draftId: draftIdOf(c.caseId, c.version),
    kind,
    subject: draft.subject,
    text: draft.text,
    reasons,
    requestedAt: now,
    status: 'PENDING',
  };
  const next: CaseRecord = {
    ...c,
    pendingDraft: held,
    // Nothing is scheduled while the client reviews: no follow-up runs past an unsent email.
    timerId: null,
    ...(pendingSends(c) > 0 ? {} : { nextActionType: 'NONE' as const, nextActionAt: NO_ACTION_AT }),
  };
  return withWebhook(next, 'case.review_needed', now, [], false);
}

function sendNow(c: CaseRecord, kind: OutboundKind, draft: Draft, now: number): Decision {
  const seq = c.attemptCount + pendingSends(c) + 1;
  const effect: Effect = {
    type: 'SEND_EMAIL',
    key: outboundKey(c.caseId, seq),
    kind,
    seq,
    subject: draft.subject,
    text: draft.text,
  };
  const next: CaseRecord = {
    ...c,
    // The armed timer is superseded: the send, once confirmed, arms the next one.
    timerId: null,
    nextActionType: 'SEND',
    nextActionAt: now,
    outbox: [...c.outbox, entryOf(effect, now)],
  };
  return { next, effects: [effect], billFinish: false };
}

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

const unchanged = (next: CaseRecord): Decision => ({ next, effects: [], billFinish: false });

/** Every decision is a new version; updatedAt never goes back even if clocks disagree. */
const stamp = (c: CaseRecord, now: number): CaseRecord => ({ ...c, updatedAt: Math.max(now, c.updatedAt) });
const touch = (c: CaseRecord, now: number): CaseRecord => stamp({ ...c, version: c.version + 1 }, now);

const entryOf = (effect: Effect, now: number): OutboxEntry => ({ effect, state: 'pending', createdAt: now });

const pendingEntry = (c: CaseRecord, key: string) =>
  c.outbox.find((o) => o.state === 'pending' && o.effect.key === key);

const pendingSends = (c: CaseRecord) =>
  c.outbox.filter((o) => o.state === 'pending' && o.effect.type === 'SEND_EMAIL').length;

function requireDraft(facts: Facts): Draft {
  if (!facts.draft) throw new Error('decide: this event needs a drafted email');
  return facts.draft;
}
