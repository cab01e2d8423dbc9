import type { DocumentReference, Firestore } from '@google-cloud/firestore';
import { status as grpcStatus } from '@grpc/grpc-js';
import { isAlreadyExists } from '../../../shared/already-exists.js';
import { z } from 'zod';
import type { Config } from '../../../shared/config.js';
import type { WebhookEventName } from '../../../shared/effects.js';
import type { Logger } from '../../../shared/logger.js';
import { webhookTaskBody, type WebhookQueue } from '../scheduling/scheduler.js';
import { opsFields } from '../../../shared/ops-events.js';
import { postWebhookOnce } from './webhook-http-post.js';
import { recordWebhookOutcome } from '../workflow/webhook-outcome.js';
import {
  WEBHOOK_DELIVERIES,
  webhookDeliveryDoc,
  type DeliveryOutcome,
  type WebhookDeliveryDoc,
} from '../../../shared/webhook-delivery-state.js';
import type { WebhookSigner } from './webhook-signing.js';

/**
 * Client webhooks, in two steps joined by a Cloud Tasks task:
 * 1. `recordWebhookDelivery` (the worker's EMIT_WEBHOOK effect): writes
 *    `webhookDeliveries/{eventId}` once, then enqueues a task named after the event id. Running
 *    it again (a redelivered event, a retried effect) changes nothing.
 * 2. `handleWebhookTask` (/tasks/webhook): exactly ONE POST per event, ever (SPEC: one attempt,
 *    no retry). Before posting, the handler claims the attempt with an update preconditioned on
 *    the record's update time: of several concurrent or repeated deliveries of the task, one
 *    claim wins and the others see it and stop. A crash after the claim leaves the record at
 *    'attempting': the event counts as attempted and is never sent again.
 * 3. `redriveUnclaimedWebhooks` (webhook-redrive.ts, run by the sweeper): a record still
 *    unclaimed long after its task was requested (the task failed before the claim, or was never
 *    created) gets a new task; the claim above still allows one POST at most.
 * States: pending (unclaimed; may be re-driven) → attempting (claimed: never sent again) →
 * delivered | failed | blocked. Only `pending` is ever re-driven; a failed POST is final (SPEC).
 */

export { WEBHOOK_DELIVERIES };
export const WEBHOOK_USER_AGENT = 'EmailCaseService-Webhooks/1.0';

export { webhookDeliveryDoc, type DeliveryOutcome, type WebhookDeliveryDoc };

/** No delivery has claimed it: nothing was POSTed, and a new task may still be given to it. */
export const isUnclaimed = (rec: Pick<WebhookDeliveryDoc, 'outcome' | 'attemptedAt'>): boolean =>
  rec.outcome === 'pending' && rec.attemptedAt === undefined;

// Firestore document ids may not contain '/', nor be '.', '..' or __x__.
const eventIdSchema = z
  .string()
  .min(1)
  .max(1500)
  .refine((s) => !s.includes('/') && s !== '.' && s !== '..' && !/^__.*__$/.test(s), 'not usable as a document id');

const recordInput = z.object({
  caseId: z.string().min(1),
  eventId: eventIdSchema,
  event: webhookDeliveryDoc.shape.event,
  url: z.string().min(1),
  payload: z.record(z.string(), z.unknown()),
});

export interface RecordWebhookDeps {
  db: Firestore;
  queue: WebhookQueue;
  logger: Logger;
  now?: () => number;
}

export async function recordWebhookDelivery(
  deps: RecordWebhookDeps,
  input: { caseId: string; eventId: string; event: WebhookEventName; url: string; payload: Record<string, unknown> },
): Promise<void> {
  const { caseId, eventId, event, url, payload } = recordInput.parse(input);
  const now = deps.now ?? Date.now;
  const at = now();
  const doc: WebhookDeliveryDoc = {
    caseId,
    event,
    url,
    payload: JSON.stringify(payload),
    createdAt: at,
    outcome: 'pending',
    enqueuedAt: at,
  };
  try {
    await deps.db.collection(WEBHOOK_DELIVERIES).doc(eventId).create(doc);
  } catch (err) {
    // Already recorded by an earlier run: the first record (and its payload) stands.
    if (!isAlreadyExists(err)) throw err;
  }
  await deps.queue.enqueueWebhook({ caseId, eventId });
}

export interface HandleWebhookDeps {
  db: Firestore;
  config: { webhooks: Pick<Config['webhooks'], 'timeoutMs' | 'allowedHosts'> };
  logger: Logger;
  now?: () => number;
  /** Signature headers for the owner's secret ({} without one); read before the claim. */
  signer?: WebhookSigner;
}

export type WebhookTaskResult =
  | { done: 'delivered' | 'failed' | 'blocked' }
  | { skipped: 'invalid_task' | 'not_found' | 'case_mismatch' | 'already_attempted' };

/**
 * Handles one /tasks/webhook delivery. Never throws for a failed or refused POST (the task must
 * not be retried); it throws only when Firestore fails BEFORE the claim, when nothing was sent.
 */
export async function handleWebhookTask(deps: HandleWebhookDeps, body: unknown): Promise<WebhookTaskResult> {
  const now = deps.now ?? Date.now;
  const parsed = webhookTaskBody.safeParse(body);
  if (!parsed.success || !eventIdSchema.safeParse(parsed.data.eventId).success) {
    deps.logger.warn('webhook task with an invalid body');
    return { skipped: 'invalid_task' };
  }
  const { caseId, eventId } = parsed.data;
  const log = deps.logger.child({ caseId, eventId });
  const ref = deps.db.collection(WEBHOOK_DELIVERIES).doc(eventId) as DocumentReference;
  const snap = await ref.get();
  if (!snap.exists) {
    log.warn('webhook task for an unknown delivery record');
    return { skipped: 'not_found' };
  }
  const record = webhookDeliveryDoc.safeParse(snap.data());
  if (!record.success) {
    log.error('webhook delivery record is malformed');
    return { skipped: 'not_found' };
  }
  const rec = record.data;
  if (rec.caseId !== caseId) {
    log.warn('webhook task names another case than its record');
    return { skipped: 'case_mismatch' };
  }
  if (!isUnclaimed(rec)) {
    log.info('webhook already attempted: duplicate task ignored', { outcome: rec.outcome });
    return { skipped: 'already_attempted' };
  }

  // Before the claim: a failed secret read leaves the record unclaimed and the task retried.
  const signature = deps.signer ? await deps.signer({ caseId, eventId, body: rec.payload }) : {};

  const attemptedAt = now();
  try {
    await ref.update({ outcome: 'attempting', attemptedAt }, { lastUpdateTime: snap.updateTime! });
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (code === grpcStatus.FAILED_PRECONDITION || code === grpcStatus.NOT_FOUND) {
      // Claimed by another delivery, or re-driven by the sweeper in between (then its new task,
      // which reads the record afresh, makes the attempt).
      log.info('webhook record changed before the claim: this delivery stops');
      return { skipped: 'already_attempted' };
    }
    throw err;
  }

  const result = await postWebhookOnce({
    url: rec.url,
    body: rec.payload,
    timeoutMs: deps.config.webhooks.timeoutMs,
    allowedHosts: deps.config.webhooks.allowedHosts,
    userAgent: WEBHOOK_USER_AGENT,
    headers: signature,
  });
  const fields = {
    outcome: result.outcome,
    ...(result.status !== undefined ? { httpStatus: result.status } : {}),
    ...(result.errorCode !== undefined ? { errorCode: result.errorCode } : {}),
    durationMs: result.durationMs,
  };
  try {
    await recordWebhookOutcome(
      deps.db,
      ref,
      { caseId, eventId, event: rec.event, attempt: rec.resends ?? 0 },
      fields,
      now(),
    );
  } catch (err) {
    // The POST happened; only its record is missing. Not a reason to post again.
    log.error('webhook outcome not recorded', { ...fields, err });
  }
  // Host only: paths and queries of client URLs may carry secrets.
  const line = {
    ...fields,
    event: rec.event,
    host: safeHost(rec.url),
    ...opsFields('webhook_outcome', { webhookOutcome: result.outcome }),
  };
  if (result.outcome === 'delivered') log.info('webhook delivered', line);
  else log.warn(`webhook ${result.outcome}`, line);
  return { done: result.outcome };
}

function safeHost(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}
