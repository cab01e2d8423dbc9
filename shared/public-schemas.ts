import { z } from 'zod';
import { CASE_STATUSES } from './case-record.js';
import { REVIEW_REASON_CODES } from './review.js';

/**
 * zod schemas of the objects a client sees in more than one place: the attachment metadata and
 * the input request (case reads and webhooks) and the three webhook payloads. The OpenAPI
 * document is generated from them; tests hold the code that builds these objects to them
 * (strict: a field added to a payload without its schema fails).
 */

const unixMs = z.number().int().meta({ description: 'Unix milliseconds' });

export const attachmentMetaSchema = z.strictObject({
  attachmentId: z.string().meta({ description: 'Use with GET /cases/{id}/attachments/{attachmentId}' }),
  name: z.string().meta({ description: 'File name' }),
  size: z.number().int().nonnegative().meta({ description: 'Bytes' }),
  type: z.string().meta({ description: 'Media type' }),
  messageId: z.string().meta({ description: 'The email message it came with' }),
  inboxId: z.string(),
  receivedAt: unixMs,
});

export const inputRequestSchema = z.strictObject({
  id: z.string().meta({ description: 'Answer it with POST /cases/{id}/input {inputRequestId}' }),
  question: z.string(),
  status: z.enum(['PENDING', 'RESOLVED', 'NONE']),
  requestedAt: unixMs,
});

export const caseStatusSchema = z.enum(CASE_STATUSES);

/** Where each top-level field of `result` came from; present only together with `result`. */
export const resultEvidenceSchema = z
  .record(
    z.string(),
    z.strictObject({
      messageId: z.string().meta({ description: 'The email message the value came from' }),
      attachmentId: z.string().optional().meta({ description: 'The attachment of that message it came from, if any' }),
      quote: z.string().meta({ description: 'A short verbatim quote of the text that gives the value' }),
    }),
  )
  .meta({
    description: 'Per top-level result field: the message (and attachment) it came from, with a verbatim quote',
  });

export const reviewReasonSchema = z.strictObject({
  code: z.enum(REVIEW_REASON_CODES).meta({
    description:
      'review_all, first_email (the mode), new_amount, new_date, new_terms, commitment, other_recipient, after_injection_signal (the risk rules)',
  }),
  message: z.string().meta({ description: 'Why, in our words, quoting the figure or phrase of the draft' }),
});

/** On the case read (and the review webhook) while a draft waits for the client's decision. */
export const pendingReviewSchema = z
  .strictObject({
    draftId: z.string().meta({ description: 'Approve or reject it at /cases/{id}/drafts/{draftId}/approve|reject' }),
    reasons: z.array(reviewReasonSchema),
    requestedAt: unixMs,
  })
  .meta({ description: 'An outbound email waits for your approval (only while one does)' });

const webhookBase = {
  event_id: z
    .string()
    .meta({ description: '`{caseId}:{event}:{version}`: the same on any redelivery; deduplicate by it' }),
  occurredAt: unixMs,
  caseId: z.string(),
  clientReferenceId: z.string().optional().meta({ description: 'As given at creation' }),
  metadata: z.record(z.string(), z.unknown()).optional().meta({ description: 'As given at creation (opaque JSON)' }),
  status: caseStatusSchema,
  resultStatus: z.string().nullable().meta({
    description:
      'Open set: goal_achieved, max_retries, failed_rejected, BOUNCED, COMPLAINED, REJECTED (null for input_needed)',
  }),
  attemptCount: z.number().int().nonnegative(),
  createdAt: unixMs,
  updatedAt: unixMs,
  attachments: z.array(attachmentMetaSchema).meta({
    description: 'Inbound attachment metadata; no URLs. The first 20 of the case: GET /cases/{id} lists them all',
  }),
  attachmentsTruncated: z
    .literal(true)
    .optional()
    .meta({ description: 'Present when the case has more attachments than this payload carries' }),
};

export const caseCompletedEventSchema = z.strictObject({
  ...webhookBase,
  event: z.literal('case.completed'),
  result: z.unknown().optional().meta({ description: "The structured result (matches the case's resultSchema)" }),
  resultEvidence: resultEvidenceSchema.optional(),
});

export const caseFailedEventSchema = z.strictObject({
  ...webhookBase,
  event: z.literal('case.failed'),
});

export const caseInputNeededEventSchema = z.strictObject({
  ...webhookBase,
  event: z.literal('case.input_needed'),
  inputRequest: inputRequestSchema,
});

/** Only cases with `review` other than `none` emit it. */
export const caseReviewNeededEventSchema = z.strictObject({
  ...webhookBase,
  event: z.literal('case.review_needed'),
  pendingReview: pendingReviewSchema,
});

export const caseWebhookPayloadSchema = z.discriminatedUnion('event', [
  caseCompletedEventSchema,
  caseFailedEventSchema,
  caseInputNeededEventSchema,
  caseReviewNeededEventSchema,
]);

export type CaseWebhookPayload = z.infer<typeof caseWebhookPayloadSchema>;
