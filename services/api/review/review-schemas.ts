import { z } from 'zod';
import { reviewReasonSchema } from '../../../shared/public-schemas.js';
import { DRAFT_DOC_STATUSES } from '../../../shared/review.js';
import {
  MULTI_LINE_MESSAGE,
  ONE_LINE_MESSAGE,
  isMultiLineText,
  isOneLineText,
} from '../validation/control-characters.js';
import { WELL_FORMED_MESSAGE, isWellFormedText } from '../validation/unicode-text.js';

/** Bodies and answers of the review routes (docs/review-and-console.md). */

export const REVIEW_LIMITS = { subject: 300, text: 20_000, reason: 1000 } as const;

const text = (max: number) =>
  z.string().trim().min(1, 'Must not be empty').max(max).refine(isWellFormedText, WELL_FORMED_MESSAGE);

export const approveDraftBody = z.strictObject({
  subject: text(REVIEW_LIMITS.subject)
    .refine(isOneLineText, ONE_LINE_MESSAGE)
    .optional()
    .meta({ description: 'Send with this subject instead (a first email only: replies keep the thread subject)' }),
  text: text(REVIEW_LIMITS.text)
    .refine(isMultiLineText, MULTI_LINE_MESSAGE)
    .optional()
    .meta({ description: 'Send this text instead of the draft' }),
});

export const rejectDraftBody = z.strictObject({
  reason: text(REVIEW_LIMITS.reason).refine(isMultiLineText, MULTI_LINE_MESSAGE).meta({
    description: 'Why: the case asks it back as its input question (INPUT_NEEDED), or it is the cancel reason',
  }),
  cancel: z.boolean().optional().meta({ description: 'true: cancel the case (FAILED cancelled) instead of asking' }),
});

const unixMs = z.number().int().meta({ description: 'Unix milliseconds' });

export const draftViewSchema = z.strictObject({
  draftId: z.string(),
  kind: z.enum(['initial', 'follow_up', 'reply']),
  status: z.enum(DRAFT_DOC_STATUSES).meta({
    description:
      'PENDING (waits for you), APPROVED (queued), REJECTED, SENT, DISCARDED (the case ended or moved on first: nothing was sent)',
  }),
  subject: z.string(),
  text: z.string().meta({ description: 'As the agent drafted it' }),
  reasons: z.array(reviewReasonSchema),
  requestedAt: unixMs,
  decidedAt: unixMs.optional(),
  edit: z
    .strictObject({ subject: z.string().optional(), text: z.string().optional() })
    .optional()
    .meta({ description: 'What the approver changed; sent instead of the draft' }),
  rejectReason: z.string().optional(),
  cancel: z.boolean().optional(),
  closedAt: unixMs.optional().meta({ description: 'When it was sent, discarded or its rejection acted on' }),
  discardedBecause: z.string().optional(),
});

export const draftListSchema = z.strictObject({
  drafts: z.array(draftViewSchema).meta({ description: 'Oldest first; the newest 100 at most' }),
});

export const draftDecisionSchema = z.strictObject({
  caseId: z.string(),
  draftId: z.string(),
  accepted: z.literal(true),
});

export type DraftView = z.infer<typeof draftViewSchema>;
