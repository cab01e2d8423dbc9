import type { AttachmentMeta } from '../../../shared/case-record.js';
import type { FollowUpWindow } from '../../../shared/send-window.js';
import type { Draft, ReplyEvaluation } from './reply-evaluation.js';

/**
 * The vocabulary of `decide`: what happened (events), what was gathered before deciding (facts)
 * and what was decided. Queue messages (Pub/Sub case events, Cloud Tasks timers) are mapped to
 * these events by the entry points; EFFECT_DONE is produced by the worker itself after it ran a
 * committed effect.
 */

export type DeliveryFailure = 'BOUNCED' | 'COMPLAINED' | 'REJECTED';

export type EffectOutcome =
  /** A timer was scheduled or a webhook delivery recorded. */
  | { kind: 'done' }
  /** The provider accepted an outbound email. */
  | { kind: 'sent'; messageId: string; threadId: string; inboxId: string; sentAt: number }
  /** The provider refused the send for good (e.g. a rejected recipient). */
  | { kind: 'send_rejected'; reason: string };

export type WorkerEvent =
  | { type: 'CASE_CREATED' }
  | { type: 'INPUT_PROVIDED'; inputRequestId: string }
  | { type: 'EMAIL_RECEIVED'; messageId: string }
  | { type: 'EMAIL_BOUNCED' | 'EMAIL_COMPLAINED' | 'EMAIL_REJECTED'; messageId: string; detail?: string }
  | { type: 'TIMER_DUE'; timerId: string }
  /** The client cancelled the case (POST /cases/{id}/cancel); `reason` is the client's own text. */
  | { type: 'CANCEL_REQUESTED'; reason?: string }
  /** The client approved or rejected the held draft `draftId`; the decision is on the case (pendingDraft). */
  | { type: 'DRAFT_DECIDED'; draftId: string }
  | { type: 'EFFECT_DONE'; key: string; outcome: EffectOutcome };

/** An inbound message as the worker read it back from the provider (never from the webhook). */
export interface InboundFacts {
  /** `us`: our own outbound message echoed back; `other_thread`: not this case's thread. */
  origin: 'counterparty' | 'us' | 'other_thread';
  receivedAt: number;
  /**
   * The sender is the case's counterparty address. Replies answer the newest message only when
   * it is, since a reply goes to that message's sender: mail text never chooses a recipient.
   */
  fromCounterparty?: boolean;
  /** The sender's address as the provider read it (for the timeline only; never a recipient). */
  from?: string;
  attachments: AttachmentMeta[];
  /** The brain's reading; present whenever origin is `counterparty`. */
  evaluation?: ReplyEvaluation;
}

export interface Facts {
  draft?: Draft;
  /**
   * At a follow-up or give-up timer: the brain's question for the client, when the counterparty
   * replied, was asked once since and has been silent (no nag loop); the case asks the client.
   * Also, in place of `draft`, when the brain held back the email it was asked for (it would
   * have repeated the client's private information): the case asks the client, nothing is sent.
   */
  clientQuestion?: string;
  inbound?: InboundFacts;
}

/** What `decide` needs gathered for an event it will act on (see `factsNeeded`). */
export type FactNeed =
  | 'initial_draft'
  | 'follow_up_draft'
  | 'silence_question'
  | 'input_reply_draft'
  | 'inbound_message';

export interface DecideOptions {
  /** Length of one followUpDelayHours hour (config.worker.hourMs). */
  hourMs: number;
  /** Working hours of automated follow-ups for cases without a sendWindow (FOLLOW_UP_WINDOW_DEFAULT). */
  followUpWindow: FollowUpWindow;
  /** Hours an input request may wait for cases without inputTimeoutHours (INPUT_TIMEOUT_HOURS_DEFAULT); absent or null: none. */
  inputTimeoutHours?: number | null;
  /**
   * How long a result read from a reply is held before the case completes with it
   * (COMPLETION_GRACE_SECONDS, completion-grace.ts); absent or 0: the case completes at once.
   */
  completionGraceMs?: number;
  /**
   * How long a clarification decided on a reply is held before it is sent, so that the rest of
   * the answer arriving meanwhile is read first (REPLY_WAIT_SECONDS, reply-wait.ts); absent or 0: at once.
   */
  replyWaitMs?: number;
}
