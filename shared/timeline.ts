import { createHash } from 'node:crypto';
import { z } from 'zod';

/**
 * A case's timeline: `cases/{caseId}/timeline/{entryId}`, one document per thing that happened,
 * each written in the same Firestore commit as the change it records (the API's create batch,
 * the worker's step commit, the webhook outcome update). Entry ids are derived from what
 * happened (the case version of the commit, the message id, the event id and attempt), and
 * entries are written with `create()`, so a redelivered or concurrent event can never add one
 * twice. Entries carry ids, kinds, counts and short reasons: never email bodies, metadata,
 * knowledge, prompts or webhook URLs.
 */

export const TIMELINE = 'timeline';

export const TIMELINE_TYPES = [
  'case.created',
  'email.sent',
  'email.received',
  'email.injection_signal',
  'email.bounced',
  'email.complained',
  'email.rejected',
  'followup.scheduled',
  'input.requested',
  'input.provided',
  'case.completed',
  'case.failed',
  'webhook.resend_requested',
  'webhook.delivered',
  'webhook.failed',
  'webhook.blocked',
  'review.requested',
  'review.approved',
  'review.rejected',
  'review.discarded',
  'result.pending',
] as const;
export type TimelineType = (typeof TIMELINE_TYPES)[number];

/** How the worker read an inbound email (`email.received`). */
export type ReadAs = 'answer' | 'question' | 'refusal' | 'auto-reply' | 'reply' | 'ignored-after-end';

export type TimelineDetail = string | number | boolean | null;

export interface TimelineEntry {
  /** Document id; also the tie-break of entries written in the same millisecond. */
  id: string;
  type: TimelineType;
  /** Unix ms. */
  at: number;
  details: Record<string, TimelineDetail>;
}

export const timelineEntryDoc = z.object({
  type: z.enum(TIMELINE_TYPES),
  at: z.number(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).default({}),
});

/** What a timeline document holds (the id is the document's). */
export const timelineDocOf = (e: TimelineEntry) => ({ type: e.type, at: e.at, details: e.details });

/** Entries of one case commit: `v{version}.{n}`, zero-padded so they sort in commit order. */
export const commitEntryId = (version: number, n: number) => `v${String(version).padStart(10, '0')}.${n}`;

const digest = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 32);

/** Mail recorded after the case ended: one entry per provider message id. */
export const afterEndEntryId = (messageId: string) => `rx.${digest(messageId)}`;

/**
 * An email the provider accepted after the case had ended (a cancel or another end committed
 * while the send was in flight): one entry per provider message id.
 */
export const sentAfterEndEntryId = (messageId: string) => `sx.${digest(messageId)}`;

/** One webhook attempt's outcome: the first delivery is attempt 0, the n-th resend attempt n. */
export const webhookOutcomeEntryId = (eventId: string, attempt: number) => `wh.${digest(eventId)}.${attempt}`;

/** The client's decision on a held draft (one per draft: written with create()). */
export const draftDecisionEntryId = (draftId: string) => `rd.${digest(draftId)}`;

/** The client's n-th resend request of a webhook event. */
export const webhookResendEntryId = (eventId: string, resend: number) => `wr.${digest(eventId)}.${resend}`;

/** Keeps entries short: reasons and subjects are cut, never whole texts. */
export const MAX_DETAIL_TEXT = 300;
export const shortText = (s: string) => (s.length > MAX_DETAIL_TEXT ? `${s.slice(0, MAX_DETAIL_TEXT - 1)}…` : s);

/** `case.created`, written in the API's create batch; the case's first version is 1. */
export function caseCreatedEntry(c: {
  createdAt: number;
  maxAttempts: number;
  followUpDelayHours: number;
  clientWebhookUrl?: string | undefined;
}): TimelineEntry {
  return {
    id: commitEntryId(1, 0),
    type: 'case.created',
    at: c.createdAt,
    details: {
      maxAttempts: c.maxAttempts,
      followUpDelayHours: c.followUpDelayHours,
      webhook: c.clientWebhookUrl !== undefined,
    },
  };
}
