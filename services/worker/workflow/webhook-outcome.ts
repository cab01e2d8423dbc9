import type { DocumentReference, Firestore } from '@google-cloud/firestore';
import { CASES } from '../../../shared/case-firestore-converter.js';
import type { WebhookEventName } from '../../../shared/effects.js';
import { TIMELINE, timelineDocOf, webhookOutcomeEntryId, type TimelineEntry } from '../../../shared/timeline.js';

/**
 * A webhook attempt's outcome goes to its delivery record and to the case's timeline in ONE
 * batch: `webhook.delivered` / `webhook.failed` / `webhook.blocked` with the event, its event_id,
 * the HTTP status or error code, and which attempt it was (0 = the original delivery, n = the
 * n-th resend). Never the URL: its path and query may carry the client's secrets.
 */

export interface WebhookOutcomeFields {
  outcome: 'delivered' | 'failed' | 'blocked';
  httpStatus?: number;
  errorCode?: string;
  durationMs: number;
}

export function webhookOutcomeEntry(
  input: { eventId: string; event: WebhookEventName; attempt: number },
  fields: WebhookOutcomeFields,
  at: number,
): TimelineEntry {
  return {
    id: webhookOutcomeEntryId(input.eventId, input.attempt),
    type: `webhook.${fields.outcome}`,
    at,
    details: {
      event: input.event,
      eventId: input.eventId,
      httpStatus: fields.httpStatus ?? null,
      errorCode: fields.errorCode ?? null,
      attempt: input.attempt,
    },
  };
}

/** Writes the outcome on the record and its timeline entry together. */
export async function recordWebhookOutcome(
  db: Firestore,
  record: DocumentReference,
  input: { caseId: string; eventId: string; event: WebhookEventName; attempt: number },
  fields: WebhookOutcomeFields,
  completedAt: number,
): Promise<void> {
  const entry = webhookOutcomeEntry(input, fields, completedAt);
  const batch = db.batch();
  batch.update(record, { ...fields, completedAt });
  batch.create(db.collection(CASES).doc(input.caseId).collection(TIMELINE).doc(entry.id), timelineDocOf(entry));
  await batch.commit();
}
