import { isTerminal, type CaseRecord } from '../../../shared/case-record.js';
import { CANCELLED } from '../../../shared/usage.js';
import { completeHeld } from './completion-grace.js';
import { askClient, finish, pendingEntry, requireDraft, send, touch, type Decision } from './decision.js';
import { deliveryFailed } from './delivery-failed.js';
import { effectDone } from './effect-done.js';
import { firedBeforeHorizon, timerDue } from './follow-up-timer.js';
import { handledKey } from './handled-messages.js';
import { replyReceived } from './reply-received.js';
import { sendHeldReply } from './reply-wait.js';
import { isReviewed } from '../../../shared/review.js';
import { inputTimedOut } from './input-deadline.js';
import { draftDecided, release } from './review-decision.js';
import type { DecideOptions, FactNeed, Facts, WorkerEvent } from './worker-events.js';

export type { Decision } from './decision.js';

/** Reviewed cases keep the client's last answers for the risk rules. */
const CLIENT_ANSWERS_KEPT = 5;

/**
 * The workflow, as one pure function: the case as read, one event, the facts gathered for it
 * and the time give the next case record and the effects to run after the commit, or a reason
 * to ignore the event. No I/O, clock or randomness: every id is derived from the case (its next
 * version, its attempt count), so a redelivered event decides exactly as the first delivery did.
 * docs/workflow.md describes the same rules in prose.
 *
 * This file says which events count and dispatches them; the rules of the larger events live
 * beside it (reply-received.ts, effect-done.ts, follow-up-timer.ts, delivery-failed.ts,
 * completion-grace.ts, reply-wait.ts), and
 * the moves they are made of (send, ask the client, finish) in decision.ts.
 */

/** Why the event changes nothing, or null when it is to be decided. Shared by decide and factsNeeded. */
export function ignoreReason(current: CaseRecord, event: WorkerEvent): string | null {
  if (event.type === 'EFFECT_DONE') {
    return pendingEntry(current, event.key) ? null : 'effect not pending';
  }
  if (isTerminal(current.status)) return `case is ${current.status}`;
  switch (event.type) {
    case 'CASE_CREATED':
      if (current.status !== 'CREATED') return 'case already started';
      if (current.outbox.some((o) => o.effect.type === 'SEND_EMAIL') || current.pendingDraft)
        return 'initial email already decided';
      return null;
    case 'INPUT_PROVIDED':
      if (current.status !== 'INPUT_NEEDED') return 'case not waiting for input';
      if (current.inputRequestId !== event.inputRequestId) return 'stale input request';
      if (current.inputRequestStatus !== 'RESOLVED' || current.providedContext === null) return 'input not accepted';
      return null;
    case 'EMAIL_RECEIVED':
      return current.handledMessageIds.includes(handledKey(event.messageId)) ? 'message already handled' : null;
    case 'TIMER_DUE':
      if (current.timerId === null || current.timerId !== event.timerId) return 'stale timer';
      if (current.nextActionType === 'INPUT_TIMEOUT')
        return current.status === 'INPUT_NEEDED' && current.inputRequestStatus === 'PENDING' ? null : 'input answered';
      if (current.nextActionType === 'COMPLETE') return current.pendingResult ? null : 'no result held';
      if (current.nextActionType === 'REPLY') return current.pendingReply ? null : 'no reply held';
      if (current.nextActionType !== 'FOLLOW_UP' && current.nextActionType !== 'GIVE_UP') return 'no timed action';
      return null;
    case 'DRAFT_DECIDED':
      if (!current.pendingDraft || current.pendingDraft.draftId !== event.draftId) return 'draft no longer pending';
      if (current.pendingDraft.status === 'PENDING') return 'draft not decided';
      return null;
    case 'EMAIL_BOUNCED':
    case 'EMAIL_COMPLAINED':
    case 'EMAIL_REJECTED':
    case 'CANCEL_REQUESTED':
      return null;
  }
}

/** The facts the pipeline must gather before deciding this event (read-only calls), if any. */
export function factsNeeded(
  current: CaseRecord,
  event: WorkerEvent,
  now: number,
  opts: DecideOptions,
): FactNeed | null {
  if (ignoreReason(current, event) !== null) return null;
  switch (event.type) {
    case 'CASE_CREATED':
      return current.startRefusal ? null : 'initial_draft';
    case 'INPUT_PROVIDED':
      return 'input_reply_draft';
    case 'EMAIL_RECEIVED':
      return 'inbound_message';
    case 'TIMER_DUE':
      // An approved follow-up held to working hours goes as approved: nothing to draft.
      if (current.pendingDraft?.status === 'APPROVED') return null;
      if (firedBeforeHorizon(current, now, opts)) return null;
      if (current.nextActionType === 'FOLLOW_UP') return 'follow_up_draft';
      // Giving up after the counterparty wrote: the brain says whether the client is asked instead.
      return current.nextActionType === 'GIVE_UP' && current.handledMessageIds.length > 0 ? 'silence_question' : null;
    default:
      return null;
  }
}

export function decide(
  current: CaseRecord,
  event: WorkerEvent,
  facts: Facts,
  now: number,
  opts: DecideOptions,
): Decision {
  const reason = ignoreReason(current, event);
  if (reason !== null) return { ignore: reason };
  // Marking a timer or webhook done is bookkeeping: a new version, but no visible update.
  const next = event.type === 'EFFECT_DONE' ? { ...current, version: current.version + 1 } : touch(current, now);
  switch (event.type) {
    case 'CASE_CREATED':
      // Refused at creation (e.g. SMS): failed at once, nothing sent, not billable (REJECTED).
      if (current.startRefusal)
        return finish(next, now, {
          status: 'FAILED',
          resultStatus: 'REJECTED',
          failureReason: current.startRefusal.failureReason,
        });
      // The brain held the first email back (it would leak the client's private text): ask them.
      if (facts.clientQuestion) return askClient(next, facts.clientQuestion, now, opts);
      return send(next, 'initial', requireDraft(facts), now);
    case 'INPUT_PROVIDED': {
      // SPEC gap "status after a resolved input": RUNNING. The request stays, RESOLVED.
      const resumed: CaseRecord = {
        ...next,
        status: 'RUNNING',
        providedContext: null,
        inputRequest: next.inputRequest ? { ...next.inputRequest, status: 'RESOLVED' } : null,
        // The risk rules read the client's answers (reviewed cases only; the last few).
        ...(isReviewed(current) && current.providedContext !== null
          ? { clientAnswers: [...(current.clientAnswers ?? []), current.providedContext].slice(-CLIENT_ANSWERS_KEPT) }
          : {}),
      };
      // The brain held the reply back (it would leak the client's private text): asked again.
      if (facts.clientQuestion) return askClient(resumed, facts.clientQuestion, now, opts);
      // A rejected first email asked the client before anything went out: this is then the first.
      return send(resumed, current.threadId ? 'reply' : 'initial', requireDraft(facts), now);
    }
    case 'TIMER_DUE':
      if (current.nextActionType === 'INPUT_TIMEOUT') return inputTimedOut(next, now, opts);
      if (current.nextActionType === 'COMPLETE') return completeHeld(next, now);
      if (current.nextActionType === 'REPLY') return sendHeldReply(next, now, opts);
      if (current.pendingDraft?.status === 'APPROVED' && !firedBeforeHorizon(current, now, opts))
        return release(next, now, opts);
      return timerDue(current, next, facts, now, opts);
    case 'DRAFT_DECIDED':
      return draftDecided(next, now, opts);
    case 'EMAIL_RECEIVED':
      return replyReceived(next, event.messageId, facts, now, opts);
    case 'EMAIL_BOUNCED':
    case 'EMAIL_COMPLAINED':
    case 'EMAIL_REJECTED':
      return deliveryFailed(next, event, now);
    case 'EFFECT_DONE':
      return effectDone(next, event.key, event.outcome, now, opts);
    case 'CANCEL_REQUESTED':
      return cancelled(next, event.reason, now);
  }
}

/** The client stopped the case: FAILED `cancelled`, timer disarmed, pending sends dropped. */
function cancelled(record: CaseRecord, reason: string | undefined, now: number): Decision {
  const why = reason?.trim() ? `Cancelled by the client: ${reason.trim()}` : 'Cancelled by the client.';
  return finish(record, now, { status: 'FAILED', resultStatus: CANCELLED, failureReason: why });
}
