import { z } from 'zod';
import type { OutboundKind } from './effects.js';

/**
 * Review of outgoing mail (docs/review-and-console.md). A case's `review` says which outbound
 * emails a person at the client approves before they go: `none` (the default: nothing is held),
 * `risky` (those the risk rules flag), `first` (the first email, and later ones the risk rules
 * flag), `all` (every one). A held email is a draft: the case's one `pendingDraft` (what the
 * worker sends once approved) and a document `cases/{id}/drafts/{draftId}` (the history the
 * client lists).
 */

export const REVIEW_MODES = ['none', 'risky', 'first', 'all'] as const;
export type ReviewMode = (typeof REVIEW_MODES)[number];
export const reviewModeSchema = z.enum(REVIEW_MODES);

export const REVIEW_REASON_CODES = [
  'review_all',
  'first_email',
  'new_amount',
  'new_date',
  'new_terms',
  'commitment',
  'other_recipient',
  'after_injection_signal',
] as const;
export type ReviewReasonCode = (typeof REVIEW_REASON_CODES)[number];

export interface ReviewReason {
  code: ReviewReasonCode;
  /** Our own words (with the draft's figure or phrase quoted, at most 80 characters of it). */
  message: string;
}

export type DraftStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

/** The held email on the case record: at most one at a time. */
export interface PendingDraft {
  /** `{caseId}-d{version}`: the version of the commit that held it. */
  draftId: string;
  kind: OutboundKind;
  subject: string;
  text: string;
  reasons: ReviewReason[];
  requestedAt: number;
  status: DraftStatus;
  /** Set by the API with the decision. */
  decidedAt?: number;
  /** The client's edit, sent instead of the draft's own subject/text. */
  edit?: { subject?: string; text?: string };
  /** A rejection's reason (the question the case then asks) and whether to cancel instead. */
  rejectReason?: string;
  cancel?: boolean;
}

/** Where the draft history lives: `cases/{caseId}/drafts/{draftId}`. */
export const DRAFTS = 'drafts';

/**
 * What a draft document shows. `SENT`, `DISCARDED` (the case ended or moved on before it went:
 * nothing was sent) are the worker's; `APPROVED` and `REJECTED` the API's.
 */
export const DRAFT_DOC_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'SENT', 'DISCARDED'] as const;
export type DraftDocStatus = (typeof DRAFT_DOC_STATUSES)[number];

export interface DraftDoc {
  draftId: string;
  kind: OutboundKind;
  subject: string;
  text: string;
  reasons: ReviewReason[];
  requestedAt: number;
  status: DraftDocStatus;
  decidedAt?: number | null;
  edit?: { subject?: string; text?: string } | null;
  rejectReason?: string | null;
  cancel?: boolean | null;
  /** When the worker sent it (SENT) or gave it up (DISCARDED). */
  closedAt?: number | null;
  /** Why it was discarded (our words). */
  discardedBecause?: string | null;
}

/** A case whose outbound mail may be held (review other than none). */
export const isReviewed = (c: { review?: ReviewMode | undefined }) => c.review !== undefined && c.review !== 'none';

export const draftIdOf = (caseId: string, version: number) => `${caseId}-d${version}`;

/** What the case read shows while a draft waits: no texts, the client lists drafts for those. */
export const pendingReviewOf = (d: PendingDraft | null | undefined) =>
  d && d.status === 'PENDING' ? { draftId: d.draftId, reasons: d.reasons, requestedAt: d.requestedAt } : undefined;
