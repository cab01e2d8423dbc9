import { z } from 'zod';
import type { ErrorCode } from '../../../shared/errors.js';
import { attachmentMetaSchema } from '../../../shared/public-schemas.js';

/**
 * zod schemas of what the client routes answer, for the OpenAPI document. The handlers build
 * their answers from TypeScript types; the assertions at the bottom make the type check fail
 * when a type and its schema part, and test/integration/openapi-responses.test.ts validates real
 * answers against the document (strict objects: an undocumented field fails).
 */

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
const codesComplete: Same<(typeof ERROR_CODES)[number], ErrorCode> = true;
void codesComplete;
