import type { Firestore, QueryDocumentSnapshot } from '@google-cloud/firestore';
import type { Logger } from '../../../shared/logger.js';
import { opsFields } from '../../../shared/ops-events.js';
import { markUnrouted, parkedEventSchema } from '../../../shared/parked-events.js';
import { findCaseByThread } from '../../../shared/thread-index.js';
import type { StepPipeline } from '../pipeline/step-pipeline.js';
import { runSweepQuery, sweepQueries } from './sweep-queries.js';

/**
 * The sweeper's part for `parkedEvents` still in state `parked` after the sweep threshold: the
 * worker releases a thread's parked events right after the commit that records its send, so one
 * still here means that release failed or never ran (a crash after the commit), or the thread is
 * no case's. If `threads/{threadId}` exists now, the thread's events go to the case through the
 * step pipeline (deduped by event id); if not and the event is older than `unroutedAfterMs`, it is
 * declared unrouted: state `unrouted`, one WARNING line with the `unrouted_event` ops event (an
 * alert counts them), listed by `npm run admin -- unrouted-events`, kept until its TTL. It is still
 * released should its thread become a case's later (the worker looks events up by thread).
 */

export async function sweepParked(deps: {
  db: Firestore;
  pipeline: StepPipeline;
  unroutedAfterMs: number;
  now: () => number;
  logger: Logger;
  limit: number;
  cutoff: number;
  result: { released: number; unrouted: number; failed: number };
}): Promise<void> {
  const { result } = deps;
  let docs: QueryDocumentSnapshot[];
  try {
    docs = (await runSweepQuery(deps.db, sweepQueries.parkedEvents, deps.cutoff, deps.limit)).docs;
  } catch (err) {
    result.failed++;
    deps.logger.warn('sweep step failed', { what: 'parked events', err });
    return;
  }
  const threadsDone = new Set<string>();
  for (const d of docs) {
    const parsed = parkedEventSchema.safeParse(d.data());
    if (!parsed.success) continue;
    const e = parsed.data;
    if (threadsDone.has(e.threadId)) continue;
    try {
      const entry = await findCaseByThread(deps.db, e.threadId);
      if (entry) {
        threadsDone.add(e.threadId);
        deps.logger.warn('sweep re-drive', {
          caseId: entry.caseId,
          ...opsFields('sweep_redrive', { redriveKind: 'parked_event' }),
        });
        result.released += await deps.pipeline.releaseParked(entry.caseId, e.threadId, 'sweep');
        continue;
      }
      const now = deps.now();
      if (now - e.parkedAt < deps.unroutedAfterMs) continue;
      await markUnrouted(deps.db, d.id, now);
      result.unrouted++;
      deps.logger.warn('provider event belongs to no case: kept for inspection (npm run admin -- unrouted-events)', {
        parkedId: d.id,
        threadId: e.threadId,
        inboxId: e.inboxId,
        providerEventId: e.providerEventId,
        parkedAt: new Date(e.parkedAt).toISOString(),
        ...opsFields('unrouted_event', { emailEventKind: e.kind }),
      });
    } catch (err) {
      result.failed++;
      deps.logger.warn('sweep step failed', { what: 'parked event', parkedId: d.id, err });
    }
  }
}
