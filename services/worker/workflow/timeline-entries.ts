import { isTerminal, type CaseRecord } from '../../../shared/case-record.js';
import type { Effect, SendEmailEffect } from '../../../shared/effects.js';
import { CANCELLED } from '../../../shared/usage.js';
import {
  afterEndEntryId,
  commitEntryId,
  sentAfterEndEntryId,
  shortText,
  type ReadAs,
  type TimelineDetail,
  type TimelineEntry,
  type TimelineType,
} from '../../../shared/timeline.js';
import { handledKey } from './handled-messages.js';
import type { ReplyEvaluation } from './reply-evaluation.js';
import type { EffectOutcome, Facts, WorkerEvent } from './worker-events.js';
import { draftClosings } from './review-drafts.js';

/**
 * The timeline entries of one decision (pure): what the event was and what the case did, from
 * the case before, the event, the facts and the case after. They are committed in the same
 * batch as the case (step-pipeline.ts), under ids `v{next.version}.{n}`: a version is committed
 * once, so each entry exists once, whatever the redeliveries.
 */

type Draft = Omit<TimelineEntry, 'id' | 'at'>;

const READ_AS: Record<ReplyEvaluation['outcome'], ReadAs> = {
  goal_achieved: 'answer',
  needs_input: 'question',
  rejected: 'refusal',
  auto_reply: 'auto-reply',
  continue: 'reply',
};

const DELIVERY_ENTRY = {
  EMAIL_BOUNCED: 'email.bounced',
  EMAIL_COMPLAINED: 'email.complained',
  EMAIL_REJECTED: 'email.rejected',
} as const satisfies Record<string, TimelineType>;

/** Human-readable reasons of `case.failed`; never the counterparty's words. */
const FAILED_BECAUSE: Record<string, string> = {
  max_retries: 'No answer after the last follow-up.',
  failed_rejected: 'The counterparty declined.',
  BOUNCED: 'The email to the counterparty bounced.',
  COMPLAINED: 'The counterparty marked our email as spam.',
  REJECTED: 'The email provider refused the message to the counterparty.',
  input_timeout: 'The input request was not answered in time.',
};

export function timelineEntriesFor(
  prev: CaseRecord,
  event: WorkerEvent,
  facts: Facts,
  next: CaseRecord,
  effects: readonly Effect[],
  now: number,
): TimelineEntry[] {
  const drafts: Draft[] = [...eventEntries(prev, event, facts, next)];
  for (const closing of draftClosings(prev, event, next, effects))
    if (closing.outcome === 'discarded')
      drafts.push(entry('review.discarded', { draftId: closing.draftId, reason: closing.because ?? null }));
  // Timers armed by a send's completion, the input deadline, or an approved follow-up held to working hours.
  const timed =
    event.type === 'EFFECT_DONE' || event.type === 'DRAFT_DECIDED' || next.nextActionType === 'INPUT_TIMEOUT';
  if (timed) {
    for (const e of effects) {
      if (e.type === 'SCHEDULE_TIMER') {
        drafts.push(
          entry('followup.scheduled', {
            dueAt: e.at,
            action:
              next.nextActionType === 'GIVE_UP'
                ? 'give_up'
                : next.nextActionType === 'INPUT_TIMEOUT'
                  ? 'input_timeout'
                  : 'follow_up',
          }),
        );
      }
    }
  }
  // A result held for the completion grace (completion-grace.ts); a later one replaces it.
  const held = next.pendingResult;
  if (held && held.messageId !== prev.pendingResult?.messageId) {
    drafts.push(
      entry('result.pending', {
        messageId: held.messageId,
        completesAt: next.nextActionAt,
        replaces: prev.pendingResult?.messageId ?? null,
      }),
    );
  }
  if (next.status === 'INPUT_NEEDED' && next.inputRequestId !== prev.inputRequestId && next.inputRequest) {
    drafts.push(
      entry('input.requested', {
        inputRequestId: next.inputRequest.id,
        question: shortText(next.inputRequest.question),
      }),
    );
  }
  const draft = next.pendingDraft;
  if (draft && draft.draftId !== prev.pendingDraft?.draftId) {
    drafts.push(
      entry('review.requested', {
        draftId: draft.draftId,
        kind: draft.kind,
        subject: shortText(draft.subject),
        reasons: draft.reasons.map((r) => r.code).join(','),
      }),
    );
  }
  if (next.status !== prev.status && next.status === 'COMPLETED') {
    drafts.push(entry('case.completed', { resultStatus: next.resultStatus }));
  }
  if (next.status !== prev.status && next.status === 'FAILED') {
    drafts.push(entry('case.failed', { resultStatus: next.resultStatus, reason: failedReason(next) }));
  }
  return drafts.map((d, n) => ({ id: commitEntryId(next.version, n), at: now, ...d }));
}

function eventEntries(prev: CaseRecord, event: WorkerEvent, facts: Facts, next: CaseRecord): Draft[] {
  switch (event.type) {
    case 'INPUT_PROVIDED':
      return [entry('input.provided', { inputRequestId: event.inputRequestId })];
    case 'EMAIL_RECEIVED': {
      const inbound = facts.inbound;
      if (!inbound || inbound.origin !== 'counterparty' || !inbound.evaluation) return [];
      const signal = inbound.evaluation.injectionSignal;
      return [
        entry('email.received', {
          messageId: event.messageId,
          from: inbound.from ?? null,
          readAs: READ_AS[inbound.evaluation.outcome],
          attachments: inbound.attachments.length,
        }),
        // Text addressed to an automated assistant was found and not used (never quoted here).
        ...(signal ? [entry('email.injection_signal', { messageId: event.messageId, blocks: signal.blocks })] : []),
      ];
    }
    case 'EMAIL_BOUNCED':
    case 'EMAIL_COMPLAINED':
    case 'EMAIL_REJECTED':
      return [
        entry(DELIVERY_ENTRY[event.type], {
          messageId: event.messageId,
          reason: event.detail ? shortText(event.detail) : null,
        }),
      ];
    case 'EFFECT_DONE': {
      const done = prev.outbox.find((o) => o.state === 'pending' && o.effect.key === event.key)?.effect;
      if (done?.type !== 'SEND_EMAIL') return [];
      if (event.outcome.kind === 'sent') {
        return [
          entry('email.sent', {
            attempt: next.attemptCount,
            kind: done.kind,
            messageId: event.outcome.messageId,
            subject: shortText(done.subject),
          }),
        ];
      }
      if (event.outcome.kind === 'send_rejected') {
        return [entry('email.rejected', { kind: done.kind, reason: shortText(event.outcome.reason) })];
      }
      return [];
    }
    default:
      return [];
  }
}

function failedReason(c: CaseRecord): string {
  if (c.resultStatus === CANCELLED) return shortText(c.failureReason ?? 'Cancelled by the client.');
  // Refused at creation: the reason is our own text (e.g. the SMS channel is not available).
  if (c.startRefusal) return shortText(c.startRefusal.failureReason);
  return FAILED_BECAUSE[c.resultStatus ?? ''] ?? 'The case stopped without success.';
}

const entry = (type: TimelineType, details: Record<string, TimelineDetail>): Draft => ({ type, details });

/**
 * Mail that reaches a case after it ended (COMPLETED, FAILED, cancelled) changes nothing: `decide`
 * ignores it. It is only recorded, as an `email.received` entry read `ignored-after-end`, so the
 * client sees it came. This is the message id of such mail (an EMAIL_RECEIVED for a finished
 * case, not read while the case was live), or null.
 */
export function afterEndMailId(c: CaseRecord, event: WorkerEvent): string | null {
  if (event.type !== 'EMAIL_RECEIVED' || !isTerminal(c.status)) return null;
  return c.handledMessageIds.includes(handledKey(event.messageId)) ? null : event.messageId;
}

/** The entry of mail after the end: one per provider message id, whatever the redeliveries. */
export function afterEndEntry(
  messageId: string,
  mail: { from: string; attachments: number },
  now: number,
): TimelineEntry {
  return {
    id: afterEndEntryId(messageId),
    type: 'email.received',
    at: now,
    details: { messageId, from: mail.from, readAs: 'ignored-after-end', attachments: mail.attachments },
  };
}

/**
 * An email the provider accepted after the case ended: the end (a cancel, a reply that
 * completed the case) was committed while the send was in flight, so the send's completion
 * finds nothing pending and the case stays as it ended. The entry records that it went out all
 * the same (`afterEnd: true`; `attempt` null: the case's attemptCount does not count it).
 */
export function sentAfterEndEntry(
  send: SendEmailEffect,
  outcome: Extract<EffectOutcome, { kind: 'sent' }>,
  now: number,
): TimelineEntry {
  return {
    id: sentAfterEndEntryId(outcome.messageId),
    type: 'email.sent',
    at: now,
    details: {
      attempt: null,
      kind: send.kind,
      messageId: outcome.messageId,
      subject: shortText(send.subject),
      afterEnd: true,
    },
  };
}
