import { z } from 'zod';
import {
  attachmentMetaSchema,
  caseStatusSchema,
  inputRequestSchema,
  pendingReviewSchema,
  resultEvidenceSchema,
} from '../../../shared/public-schemas.js';
import type { CaseView } from './case-view.js';
import { createCaseBody } from './create-case-body.js';

/**
 * The zod schema of the case view (GET /cases/{id}, and each case of GET /cases), for the
 * OpenAPI document. The handlers build the view from the CaseView type; the tie at the bottom
 * makes the type check fail when the two part.
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

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const viewMatches: Same<z.output<typeof caseViewSchema>, CaseView> = true;
void viewMatches;
