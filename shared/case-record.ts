import type { Effect } from './effects.js';
import type { PendingDraft, ReviewMode } from './review.js';
import type { GroupMembership } from './case-groups/group-membership.js';
import type { SendWindow } from './send-window.js';

/**
 * The stored case: the SPEC's public and runtime fields plus what only the services see
 * (ownerId, metadata, failureReason, clientWebhookUrl, scheduling, provider ids, version, outbox).
 * `case-firestore-converter.ts` maps it to and from Firestore; `services/api/cases/case-view.ts`
 * projects the public read.
 */

/** `nextActionAt` when nothing is scheduled (SPEC: never null). */
export const NO_ACTION_AT = 253402300799999;

export const CASE_STATUSES = ['CREATED', 'RUNNING', 'INPUT_NEEDED', 'COMPLETED', 'FAILED'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
export const TERMINAL_STATUSES: readonly CaseStatus[] = ['COMPLETED', 'FAILED'];
export const isTerminal = (s: CaseStatus) => s === 'COMPLETED' || s === 'FAILED';

export type Channel = 'EMAIL' | 'SMS';
export type InputRequestStatus = 'PENDING' | 'RESOLVED' | 'NONE';

/**
 * What happens at nextActionAt; internal, never returned by the case read. SEND: an outbound
 * email is decided and waiting to be sent (nextActionAt is the decision time). COMPLETE: the
 * case completes with its `pendingResult` when the completion grace ends. REPLY: the clarification
 * held for the reply wait (`pendingReply`) is sent when the wait ends.
 */
export type NextActionType = 'NONE' | 'SEND' | 'FOLLOW_UP' | 'GIVE_UP' | 'INPUT_TIMEOUT' | 'COMPLETE' | 'REPLY';

export interface Goal {
  objective: string;
  knowledge?: string | Record<string, unknown>;
}

export interface Counterparty {
  address: string;
  name: string;
  company?: string;
  timezone?: string;
  customData?: Record<string, string>;
}

export interface SenderPersona {
  name: string;
  role?: string;
  company?: string;
  tone?: string;
}

export interface InputRequest {
  id: string;
  question: string;
  status: InputRequestStatus;
  requestedAt: number;
}

/** Inbound attachment metadata (SPEC "Attachment"): no download URL is ever stored. */
export interface AttachmentMeta {
  attachmentId: string;
  name: string;
  size: number;
  type: string;
  messageId: string;
  inboxId: string;
  receivedAt: number;
}

/**
 * Decided by the API at creation: this case must not run (an SMS case, a suppressed address...).
 * Internal, never in the case read. The worker fails such a case at once (REJECTED, not billable).
 */
export interface StartRefusal {
  failureReason: string;
}

/** Where one top-level `result` field came from: a message (or its attachment) and a verbatim quote. */
export interface ResultEvidence {
  messageId: string;
  attachmentId?: string;
  quote: string;
}

/**
 * A result read from the counterparty's reply and held for the completion grace
 * (COMPLETION_GRACE_SECONDS, docs/workflow.md#the-completion-grace): the case stays RUNNING and
 * completes with it when its COMPLETE timer fires, unless a later message replaces or drops it.
 * Internal: never in the case read (only a COMPLETED case shows `result`).
 */
export interface PendingResult {
  result: unknown;
  evidence?: Record<string, ResultEvidence>;
  /** The message it was read from. */
  messageId: string;
  heldAt: number;
}

/**
 * A clarification decided on a partial reply and held for the reply wait (REPLY_WAIT_SECONDS,
 * docs/workflow.md#the-reply-wait): the counterparty often sends the rest a minute later ("forgot
 * to say: turnaround is 8 working days"), so nothing is sent yet; the case stays RUNNING and the
 * email goes when its REPLY timer fires, unless a later message is read first and replaces it.
 * Internal: never in the case read.
 */
export type PendingReply = HeldClarification | HeldClientQuestion;

interface HeldAnswer {
  /** The message it answers. */
  messageId: string;
  heldAt: number;
}

/** The clarification to the counterparty, sent as is when the wait ends. */
export interface HeldClarification extends HeldAnswer {
  subject: string;
  text: string;
}

/**
 * A question for the client about a reply that was not understood in full: the rest of the answer
 * (or a correction) often follows a minute later, so the client is asked only when the wait ends
 * with nothing newer read.
 */
export interface HeldClientQuestion extends HeldAnswer {
  question: string;
}

export type OutboxState = 'pending' | 'done';

/** An effect decided and committed, run after the commit; `key` makes running it idempotent. */
export interface OutboxEntry {
  effect: Effect;
  state: OutboxState;
  createdAt: number;
  doneAt?: number;
}

/** The client-supplied creation fields, after validation and defaults. */
export interface CaseRequest {
  channel: Channel;
  goal: Goal;
  counterparty: Counterparty;
  senderPersona: SenderPersona;
  clientReferenceId?: string;
  constraints?: string[];
  maxAttempts: number;
  followUpDelayHours: number;
  /** Working hours for automated follow-ups; absent: the service's FOLLOW_UP_WINDOW_DEFAULT. */
  sendWindow?: SendWindow;
  resultSchema?: Record<string, unknown>;
  clientWebhookUrl?: string;
  metadata?: Record<string, unknown>;
  /** Which outbound emails wait for the client's approval; absent = `none` (docs/review-and-console.md). */
  review?: ReviewMode;
  /** Hours an input request may wait unanswered before the case fails `input_timeout`; absent: the service default. */
  inputTimeoutHours?: number;
}

export interface CaseRecord extends CaseRequest {
  caseId: string;
  ownerId: string;
  status: CaseStatus;
  createdAt: number;
  updatedAt: number;
  /** UTC month of creation, `YYYY-MM`: the usage counter this case was counted in. */
  createdMonth: string;
  attemptCount: number;
  /** Automated follow-ups sent so far (bounded by maxAttempts); absent on new cases = 0. */
  followUpCount?: number;
  nextActionAt: number;
  nextActionType: NextActionType;
  /** Id of the one timer that may act; any other timer that fires is stale. */
  timerId: string | null;
  /** The inline part of the attachment list (bounded: shared/case-attachments.ts). */
  attachments: AttachmentMeta[];
  /** More attachments arrived than fit inline: the full list is in the attachments subcollection. */
  attachmentsOverflow?: boolean;
  resultStatus: string | null;
  result?: unknown;
  /** Per top-level result field, where it came from (set with `result`). */
  resultEvidence?: Record<string, ResultEvidence>;
  /** The result held for the completion grace (nextActionType COMPLETE); absent or null otherwise. */
  pendingResult?: PendingResult | null;
  /** The clarification held for the reply wait (nextActionType REPLY); absent or null otherwise. */
  pendingReply?: PendingReply | null;
  failureReason: string | null;
  inputRequest: InputRequest | null;
  inputRequestId: string | null;
  inputRequestStatus: InputRequestStatus;
  /** The client's answer to the active input request, waiting for the worker. */
  providedContext: string | null;
  inboxId: string | null;
  threadId: string | null;
  /** Provider id of the newest message in the thread: follow-ups and replies answer it. */
  lastMessageId: string | null;
  /** Provider message ids already evaluated (bounded): a redelivered reply is a no-op. */
  handledMessageIds: string[];
  /** Optimistic concurrency: bumped by every write. */
  version: number;
  outbox: OutboxEntry[];
  /** Set at creation when the case must not run: CASE_CREATED then fails it without any email. */
  startRefusal: StartRefusal | null;
  /** The outbound email held for the client's review, if any (absent on cases without review). */
  pendingDraft?: PendingDraft | null;
  /** The client's answers to input requests, newest last (bounded): the risk rules' context. */
  clientAnswers?: string[];
  /** When a counterparty message with an injection signal was read: every later email is reviewed. */
  injectionSeenAt?: number | null;
  /** A member of a case group (POST /case-groups): its group and place; absent otherwise. */
  group?: GroupMembership;
  /**
   * Sends still pending when the case ended, dropped from the outbox by the end. One of them may
   * already have been in flight: when the provider accepts it after all, its completion finds it
   * here and is recorded (timeline, draft history) instead of lost. Absent when none.
   */
  droppedSends?: DroppedSend[];
}

/** A send the case's end dropped from the outbox (its effect key, and its approved draft if any). */
export interface DroppedSend {
  key: string;
  draftId?: string;
}
