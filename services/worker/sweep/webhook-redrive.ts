import type { Firestore } from '@google-cloud/firestore';
import { status as grpcStatus } from '@grpc/grpc-js';
import type { Logger } from '../../../shared/logger.js';
import type { WebhookQueue } from '../scheduling/scheduler.js';
import { runSweepQuery, sweepQueries } from './sweep-queries.js';
import { opsFields } from '../../../shared/ops-events.js';
import { isUnclaimed, webhookDeliveryDoc } from '../webhooks/webhook-deliveries.js';

/**
 * The sweeper's part in webhook delivery. The webhook queue makes ONE attempt (SPEC), so a task
 * spent before the claim (a Firestore error, an overloaded instance answering 429/503, a lost
 * task) or never created (the enqueue failed after the record was written) would leave a record
 * pending forever and the client with zero POSTs. Each record still unclaimed `afterMs` after its
 * latest task was requested gets a new one:
 *   1. mark the re-drive on the record (`redrives` + 1, `enqueuedAt` now), preconditioned on the
 *      update time just read: if a delivery claimed it in between, the write fails and nothing
 *      is re-driven; if the write wins, a delivery that read the record before it loses its claim
 *      and stops, leaving the attempt to the new task. Two sweeps at once: one write wins;
 *   2. enqueue a task named after (event id, re-drive number): a fresh name, because Cloud Tasks
 *      keeps the spent one reserved (ALREADY_EXISTS would run nothing); the same name for the
 *      same re-drive, so a repeated enqueue stays a no-op.
 * A sweep within `afterMs` of a re-drive does not see the record (its `enqueuedAt` is recent). If
 * the enqueue fails the record waits `afterMs` and is re-driven again. The claim in
 * handleWebhookTask still allows one POST at most; a claimed record (attempting, delivered,
 * failed, blocked) is never touched, so an attempted delivery is never retried.
 */

export interface WebhookRedriveDeps {
  db: Firestore;
  queue: WebhookQueue;
  /** How long a record may stay unclaimed after its latest task was requested. */
  afterMs: number;
  now: () => number;
  logger: Logger;
  limit: number;
}

const unclaimedRow = webhookDeliveryDoc.pick({ caseId: true, outcome: true, attemptedAt: true, redrives: true });

/** Re-drives up to `limit` stale unclaimed deliveries; counts those given a task and the failures. */
export async function redriveUnclaimedWebhooks(
  deps: WebhookRedriveDeps,
): Promise<{ redriven: number; failed: number }> {
  const snap = await runSweepQuery(deps.db, sweepQueries.unclaimedWebhooks, deps.now() - deps.afterMs, deps.limit);
  let redriven = 0;
  let failed = 0;
  for (const d of snap.docs) {
    const eventId = d.id;
    const row = unclaimedRow.safeParse(d.data());
    if (!row.success) {
      deps.logger.error('webhook delivery record is malformed: not re-driven', { eventId });
      continue;
    }
    if (!isUnclaimed(row.data)) continue;
    const { caseId } = row.data;
    const redrive = (row.data.redrives ?? 0) + 1;
    try {
      await d.ref.update({ redrives: redrive, enqueuedAt: deps.now() }, { lastUpdateTime: d.updateTime });
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      if (code === grpcStatus.FAILED_PRECONDITION || code === grpcStatus.NOT_FOUND) continue; // claimed or re-driven meanwhile
      failed++;
      deps.logger.warn('webhook re-drive not recorded', { caseId, eventId, err });
      continue;
    }
    try {
      await deps.queue.enqueueWebhook({ caseId, eventId, redrive });
      redriven++;
      deps.logger.warn('webhook delivery never claimed: re-driven with a new task', {
        caseId,
        eventId,
        redrive,
        ...opsFields('sweep_redrive', { redriveKind: 'webhook' }),
      });
    } catch (err) {
      failed++;
      deps.logger.warn('webhook re-drive not enqueued: the next sweep tries again', { caseId, eventId, redrive, err });
    }
  }
  return { redriven, failed };
}
