import { z } from 'zod';
import type { ErrorCode } from '../../../shared/errors.js';
import {
  attachmentMetaSchema,
  caseStatusSchema,
  inputRequestSchema,
  pendingReviewSchema,
  resultEvidenceSchema,
} from '../../../shared/public-schemas.js';
import type { CaseView } from '../cases/case-view.js';
import { createCaseBody } from '../cases/create-case-body.js';

/**
 * zod schemas of what the client routes answer, for the OpenAPI document. The handlers build
 * their answers from TypeScript types; the assertions at the bottom make the type check fail
 * when a type and its schema part, and test/integration/openapi-responses.test.ts validates real
 * answers against the document (strict objects: an undocumented field fails).
 */

const unixMs = z.number().int().meta({ description: 'Unix milliseconds' });
const created = createCaseBody.shape;

export const caseViewSchema = z.strictObject({
  caseId: z.string(),
  clientReferenceId: z.string().optional(),
  status: caseStatusSchema,
  createdAt: unixMs,
  updatedAt: unixMs,
  nextActionAt: unixMs.meta({ description: 'Next scheduled action; 253402300799999 when nothing is scheduled' }),
  attemptCount: z.number().int().nonnegative().meta({ description: 'Outbound emails the provider accepted' }),
  maxAttempts: z.number().int(),
  channel: created.channel,
  counterparty: created.counterparty,
  attachments: z.array(attachmentMetaSchema),
  resultStatus: z.string().nullable().meta({
    description:
      'Open set: goal_achieved, max_retries, failed_rejected, cancelled, BOUNCED, COMPLAINED, REJECTED; treat unknown values as possible',
  }),
  result: z.unknown().optional().meta({ description: 'The structured result, once COMPLETED' }),
  resultEvidence: resultEvidenceSchema.optional(),
  goal: created.goal,
  resultSchema: z.record(z.string(), z.unknown()).optional(),
  senderPersona: created.senderPersona,
  constraints: z.array(z.string()).optional(),
  sendWindow: created.sendWindow.meta({
    description: 'Working hours of automated follow-ups, when the case has its own',
  }),
  inputRequest: inputRequestSchema.nullable(),
  review: created.review.meta({
    description: 'Which outbound emails wait for approval; only when the case has review',
  }),
  inputTimeoutHours: created.inputTimeoutHours.meta({
    description: 'Hours an input request may wait before the case fails input_timeout; only when given at creation',
  }),
  pendingReview: pendingReviewSchema.optional(),
  conversationThread: z.string().optional().meta({
    description:
      'With ?includeTranscript=true: one three-line block per message (`From: name <address>`, `Timestamp: ISO 8601`, `Message: text` with line breaks folded: lines joined by ` / `, paragraphs by ` ¶ `), blocks separated by a blank line, `---`, a blank line',
  }),
  groupId: z.string().optional().meta({ description: 'The case group it belongs to (POST /case-groups), if any' }),
});

export const attachmentDownloadSchema = attachmentMetaSchema.extend({
  downloadUrl: z.string().meta({ description: 'Temporary download link' }),
  expiresAt: z.string().meta({ description: 'ISO 8601: when downloadUrl stops working' }),
});

export const createdCaseSchema = z.strictObject({ caseId: z.string() });

export const inputAcceptedSchema = z.strictObject({
  caseId: z.string(),
  inputRequestId: z.string(),
  accepted: z.literal(true),
});

/** Every ErrorCode, in the order of the error table; `satisfies` and the check below keep it complete. */
export const ERROR_CODES = [
  'INVALID_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CASE_NOT_FOUND',
  'ATTACHMENT_NOT_FOUND',
  'CASE_NOT_WAITING_FOR_INPUT',
  'INPUT_REQUEST_NOT_PENDING',
  'INPUT_REQUEST_MISMATCH',
  'CASE_ALREADY_FINISHED',
  'WEBHOOK_EVENT_NOT_FOUND',
  'WEBHOOK_DELIVERY_IN_FLIGHT',
  'DRAFT_NOT_FOUND',
  'DRAFT_ALREADY_DECIDED',
  'GROUP_NOT_FOUND',
  'GROUP_ALREADY_FINISHED',
  'USAGE_LIMIT_REACHED',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
] as const satisfies readonly ErrorCode[];

export const errorResponseSchema = z.strictObject({
  ok: z.literal(false),
  error: z.strictObject({ code: z.enum(ERROR_CODES), message: z.string() }),
});

/** The success envelope around a route's data. */
export const okEnvelope = <T extends z.ZodType>(data: T) => z.strictObject({ ok: z.literal(true), data });

// Compile-time ties between the handlers' types and these schemas.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const viewMatches: Same<z.output<typeof caseViewSchema>, CaseView> = true;
const codesComplete: Same<(typeof ERROR_CODES)[number], ErrorCode> = true;
void viewMatches;
void codesComplete;
