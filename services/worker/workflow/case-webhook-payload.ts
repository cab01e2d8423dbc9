import type { CaseRecord } from '../../../shared/case-record.js';
import type { WebhookEventName } from '../../../shared/effects.js';
import { pendingReviewOf } from '../../../shared/review.js';

/**
 * The JSON body of a client webhook (docs/webhooks.md), built purely from the case as it is
 * committed. `event_id` is `{caseId}:{event}:{version}`: the same decision always yields the
 * same id, so receivers (and our own delivery record) can deduplicate by it.
 */

export const webhookEventId = (caseId: string, event: WebhookEventName, version: number) =>
  `${caseId}:${event}:${version}`;

export function buildCaseWebhookPayload(
  c: CaseRecord,
  event: WebhookEventName,
  eventId: string,
  occurredAt: number,
): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    event_id: eventId,
    event,
    occurredAt,
    caseId: c.caseId,
    status: c.status,
    resultStatus: c.resultStatus,
    attemptCount: c.attemptCount,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    // Bounded (the case's inline part): the complete list is GET /cases/{id}'s `attachments`.
    attachments: c.attachments,
  };
  if (c.attachmentsOverflow) payload.attachmentsTruncated = true;
  if (c.clientReferenceId !== undefined) payload.clientReferenceId = c.clientReferenceId;
  if (c.metadata !== undefined) payload.metadata = c.metadata;
  if (event === 'case.completed' && c.result !== undefined) {
    payload.result = c.result;
    if (c.resultEvidence !== undefined) payload.resultEvidence = c.resultEvidence;
  }
  if (event === 'case.input_needed' && c.inputRequest) payload.inputRequest = c.inputRequest;
  const pendingReview = pendingReviewOf(c.pendingDraft);
  if (event === 'case.review_needed' && pendingReview) payload.pendingReview = pendingReview;
  return payload;
}
