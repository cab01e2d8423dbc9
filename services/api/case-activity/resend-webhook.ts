import { FieldValue, type DocumentSnapshot, type Firestore } from '@google-cloud/firestore';
import type { Request, Response } from 'express';
import { webhookResendEventId } from '../../../shared/case-events.js';
import { CASES } from '../../../shared/case-firestore-converter.js';
import type { CaseRecord } from '../../../shared/case-record.js';
import { z } from 'zod';
import { ApiError, internalError, invalidRequest } from '../../../shared/errors.js';
import { TIMELINE, timelineDocOf, webhookResendEntryId, type TimelineEntry } from '../../../shared/timeline.js';
import {
  WEBHOOK_DELIVERIES,
  webhookDeliveryState,
  type WebhookDeliveryState,
} from '../../../shared/webhook-delivery-state.js';
import type { ApiDeps } from '../api-deps.js';
import { principalOf } from '../http/authenticate.js';
import { loadOwnedCase } from '../cases/case-store.js';
import { canNameStoredCase, requiredPathId, shownId } from '../http/path-ids.js';
import { requestLogger } from '../http/request-log.js';

/**
 * POST /cases/{id}/webhooks/{eventId}/resend: one more delivery of a webhook event the case
 * emitted, with its stored payload (same event_id, so receivers deduplicate), to the URL it was
 * recorded with. The API never POSTs to a client URL itself: it re-arms the delivery record
 * (`webhookDeliveries/{eventId}`: outcome back to `pending`, `resends` + 1) with a precondition on
 * the update time it read, writes a `webhook.resend_requested` timeline entry in the same batch,
 * and publishes WEBHOOK_RESEND; the worker enqueues a /tasks/webhook task, whose handler claims
 * the record and makes ONE guarded POST (SSRF guard, timeout, no redirects), recording
 * `webhook.delivered|failed|blocked` with the attempt number.
 *   404 WEBHOOK_EVENT_NOT_FOUND: no such event for this case.
 *   409 WEBHOOK_DELIVERY_IN_FLIGHT: a delivery of the event has not finished yet (never claimed,
 *       claimed within the last WEBHOOK_TIMEOUT_MS + 60 s, or still in the case's outbox), or
 *       another resend of it won the race.
 * If the publish fails, the record stays `pending`: the sweeper re-drives it (README "Webhook
 * delivery"), so the 202 holds.
 */

const FAILED_PRECONDITION = 9;
const noBody = z.strictObject({});
/** A claim older than the POST's timeout plus this margin is a crashed attempt, not one in flight. */
const ATTEMPT_GRACE_MS = 60_000;

export function resendWebhookHandler(deps: ApiDeps) {
  return async (req: Request, res: Response) => {
    const caseId = requiredPathId(req.params.id, 'case id');
    const eventId = requiredPathId(req.params.eventId, 'event id');
    res.locals.caseId = caseId;
    if (!noBody.safeParse(req.body ?? {}).success) throw invalidRequest('body: This route takes no body (or {}).');
    const { record: c } = await loadOwnedCase(deps.db, caseId, principalOf(res).userId);
    const notFound = () =>
      new ApiError('WEBHOOK_EVENT_NOT_FOUND', `This case emitted no webhook event ${shownId(eventId)}.`);
    const inFlight = () =>
      new ApiError(
        'WEBHOOK_DELIVERY_IN_FLIGHT',
        'A delivery of this event is still in flight; retry once it has an outcome.',
      );
    if (waitingInOutbox(c, eventId)) throw inFlight();
    if (!canNameStoredCase(eventId)) throw notFound();
    const snap = await deps.db.collection(WEBHOOK_DELIVERIES).doc(eventId).get();
    const rec = snap.exists ? webhookDeliveryState.safeParse(snap.data()) : undefined;
    if (!rec?.success || rec.data.caseId !== caseId) throw notFound();
    const now = deps.now();
    if (isInFlight(rec.data, now, deps.config.webhooks.timeoutMs)) throw inFlight();

    const resend = (rec.data.resends ?? 0) + 1;
    await rearm(deps.db, snap, { caseId, eventId, event: rec.data.event, resend, now }).catch((err: unknown) => {
      if ((err as { code?: unknown }).code === FAILED_PRECONDITION) throw inFlight(); // a concurrent resend or claim won
      throw internalError('The resend could not be stored.', err);
    });
    try {
      await deps.publisher.publish({
        type: 'WEBHOOK_RESEND',
        eventId: webhookResendEventId(eventId, resend),
        caseId,
        occurredAt: now,
        webhookEventId: eventId,
        resend,
      });
    } catch (err) {
      requestLogger(res, deps.logger).warn('webhook resend not published: the sweeper re-drives the pending record', {
        caseId,
        eventId,
        err,
      });
    }
    res.status(202).json({ ok: true, data: { caseId, eventId, accepted: true } });
  };
}

const waitingInOutbox = (c: CaseRecord, eventId: string) =>
  c.outbox.some((o) => o.state === 'pending' && o.effect.type === 'EMIT_WEBHOOK' && o.effect.eventId === eventId);

function isInFlight(rec: WebhookDeliveryState, now: number, timeoutMs: number): boolean {
  if (rec.outcome === 'pending') return true;
  if (rec.outcome === 'attempting') return now - (rec.attemptedAt ?? 0) < timeoutMs + ATTEMPT_GRACE_MS;
  return false;
}

/** The record back to `pending` for one more claim, and the timeline entry, in one batch. */
async function rearm(
  db: Firestore,
  snap: DocumentSnapshot,
  r: { caseId: string; eventId: string; event: WebhookDeliveryState['event']; resend: number; now: number },
): Promise<void> {
  const entry: TimelineEntry = {
    id: webhookResendEntryId(r.eventId, r.resend),
    type: 'webhook.resend_requested',
    at: r.now,
    details: { event: r.event, eventId: r.eventId, attempt: r.resend },
  };
  const batch = db.batch();
  batch.update(
    snap.ref,
    {
      outcome: 'pending',
      resends: r.resend,
      enqueuedAt: r.now,
      attemptedAt: FieldValue.delete(),
      completedAt: FieldValue.delete(),
      httpStatus: FieldValue.delete(),
      errorCode: FieldValue.delete(),
      durationMs: FieldValue.delete(),
    },
    { lastUpdateTime: snap.updateTime! },
  );
  batch.create(db.collection(CASES).doc(r.caseId).collection(TIMELINE).doc(entry.id), timelineDocOf(entry));
  await batch.commit();
}
