import type { AttachmentMeta, CaseRecord, InputRequest, ResultEvidence } from '../../../shared/case-record.js';
import { pendingReviewOf, type ReviewMode, type ReviewReason } from '../../../shared/review.js';

/**
 * The public case read (SPEC GET /cases/{id}). Built field by field from an allow-list, so
 * nothing internal (ownerId, metadata, failureReason, clientWebhookUrl, nextActionType, outbox,
 * version, providedContext, provider ids, ...) can leak by being added to the record later.
 * Optional fields are absent, not null, when not applicable; `resultStatus` and `inputRequest`
 * are always present (null when there is none).
 */
export interface CaseView {
  caseId: string;
  clientReferenceId?: string;
  status: CaseRecord['status'];
  createdAt: number;
  updatedAt: number;
  nextActionAt: number;
  attemptCount: number;
  maxAttempts: number;
  channel: CaseRecord['channel'];
  counterparty: CaseRecord['counterparty'];
  attachments: AttachmentMeta[];
  resultStatus: string | null;
  result?: unknown;
  /** Where each top-level result field came from; only alongside `result`. */
  resultEvidence?: Record<string, ResultEvidence>;
  goal: CaseRecord['goal'];
  resultSchema?: Record<string, unknown>;
  senderPersona: CaseRecord['senderPersona'];
  constraints?: string[];
  sendWindow?: CaseRecord['sendWindow'];
  inputRequest: InputRequest | null;
  /** Only on cases created with review (or whose owner has a default). */
  review?: ReviewMode;
  inputTimeoutHours?: number;
  /** Only while an outbound email waits for the client's approval. */
  pendingReview?: { draftId: string; reasons: ReviewReason[]; requestedAt: number };
  conversationThread?: string;
  /** The case group it belongs to (POST /case-groups), if any. */
  groupId?: string;
}

export function toCaseView(c: CaseRecord, conversationThread?: string): CaseView {
  const view: CaseView = {
    caseId: c.caseId,
    status: c.status,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    nextActionAt: c.nextActionAt,
    attemptCount: c.attemptCount,
    maxAttempts: c.maxAttempts,
    channel: c.channel,
    counterparty: c.counterparty,
    attachments: c.attachments.map(attachmentView),
    resultStatus: c.resultStatus ?? null,
    goal: c.goal,
    senderPersona: c.senderPersona,
    inputRequest: c.inputRequest ? inputRequestView(c.inputRequest) : null,
  };
  if (c.clientReferenceId !== undefined) view.clientReferenceId = c.clientReferenceId;
  if (c.result !== undefined && c.result !== null) {
    view.result = c.result;
    if (c.resultEvidence !== undefined) view.resultEvidence = evidenceView(c.resultEvidence);
  }
  if (c.resultSchema !== undefined) view.resultSchema = c.resultSchema;
  if (c.constraints !== undefined) view.constraints = c.constraints;
  if (c.sendWindow !== undefined)
    view.sendWindow = { days: [...c.sendWindow.days], start: c.sendWindow.start, end: c.sendWindow.end };
  if (c.review !== undefined) view.review = c.review;
  if (c.inputTimeoutHours !== undefined) view.inputTimeoutHours = c.inputTimeoutHours;
  const pendingReview = pendingReviewOf(c.pendingDraft);
  if (pendingReview)
    view.pendingReview = {
      draftId: pendingReview.draftId,
      reasons: pendingReview.reasons.map((r) => ({ code: r.code, message: r.message })),
      requestedAt: pendingReview.requestedAt,
    };
  if (conversationThread !== undefined) view.conversationThread = conversationThread;
  if (c.group) view.groupId = c.group.groupId;
  return view;
}

const evidenceView = (e: Record<string, ResultEvidence>): Record<string, ResultEvidence> =>
  Object.fromEntries(
    Object.entries(e).map(([field, v]) => [
      field,
      {
        messageId: v.messageId,
        ...(v.attachmentId !== undefined ? { attachmentId: v.attachmentId } : {}),
        quote: v.quote,
      },
    ]),
  );

const inputRequestView = (r: InputRequest): InputRequest => ({
  id: r.id,
  question: r.question,
  status: r.status,
  requestedAt: r.requestedAt,
});

const attachmentView = (a: AttachmentMeta): AttachmentMeta => ({
  attachmentId: a.attachmentId,
  name: a.name,
  size: a.size,
  type: a.type,
  messageId: a.messageId,
  inboxId: a.inboxId,
  receivedAt: a.receivedAt,
});
