import type { Firestore, QueryDocumentSnapshot } from '@google-cloud/firestore';
import { caseCreatedEventId, inputProvidedEventId } from '../../../shared/case-events.js';
import type { Logger } from '../../../shared/logger.js';
import { opsFields, type SweepRedriveKind } from '../../../shared/ops-events.js';
import type { WebhookQueue } from '../scheduling/scheduler.js';
import type { StepPipeline } from '../pipeline/step-pipeline.js';
import { timerEventId } from '../pipeline/queue-messages.js';
import { runSweepQuery, sweepQueries } from './sweep-queries.js';
import { redriveUnclaimedWebhooks } from './webhook-redrive.js';
import { sweepParked } from './parked-sweep.js';
import type { WorkerEvent } from '../workflow/worker-events.js';

/**
 * `POST /tasks/sweep` (Cloud Scheduler): re-drives cases that a lost message or a crash left
 * behind, each query bounded per run, built from `sweepQueries` (whose shapes a test checks
 * against firestore.indexes.json):
 *   - pending outbox entries older than the threshold (`pendingSince`): run them;
 *   - CREATED cases older than the threshold: run CASE_CREATED (its marker absorbs a twin);
 *   - RUNNING cases whose timer is overdue by the threshold (a lost task): fire the timer (a
 *     follow-up, giving up, or the end of the completion grace: a held result completes);
 *   - INPUT_NEEDED cases still waiting (PENDING) whose input deadline is overdue by the threshold
 *     (a lost task): fire the deadline's timer (FAILED input_timeout once);
 *   - INPUT_NEEDED cases holding an accepted answer (RESOLVED) untouched for the threshold: the
 *     API's INPUT_PROVIDED publish and its revert both failed, so run INPUT_PROVIDED here;
 *   - provider events parked (their thread unknown when they arrived) for the threshold: handed to
 *     their case if its thread is indexed now, else, once `unroutedAfterMs` old, declared unrouted
 *     (parked-sweep.ts);
 *   - webhook deliveries never claimed `webhookRedriveAfterMs` after their latest task was
 *     requested: a new task each (webhook-redrive.ts; the claim still allows one POST at most).
 * Everything it does to cases goes through the step pipeline, so a sweep racing a delivery is
 * harmless.
 */

export interface SweepResult {
  drained: number;
  started: number;
  timers: number;
  answers: number;
  webhooks: number;
  /** Parked provider events handed to their case (its send recorded since). */
  released: number;
  /** Parked provider events declared unrouted (their thread is no case's). */
  unrouted: number;
  failed: number;
}

export interface Sweeper {
  sweep(): Promise<SweepResult>;
}

export function createSweeper(deps: {
  db: Firestore;
  pipeline: StepPipeline;
  thresholdMs: number;
  webhookQueue: WebhookQueue;
  webhookRedriveAfterMs: number;
  /** PARKED_EVENT_UNROUTED_AFTER_MS: a parked event whose thread is still unknown after this is unrouted. */
  unroutedAfterMs: number;
  now: () => number;
  logger: Logger;
  batchSize?: number;
}): Sweeper {
  const limit = deps.batchSize ?? 100;
  const q = sweepQueries;
  return {
    async sweep() {
      const before = deps.now() - deps.thresholdMs;
      const [stuck, created, overdue, deadlines, answered] = await Promise.all([
        runSweepQuery(deps.db, q.pendingEffects, before, limit),
        runSweepQuery(deps.db, q.unstarted, before, limit),
        runSweepQuery(deps.db, q.overdueTimers, before, limit),
        runSweepQuery(deps.db, q.overdueInputDeadlines, before, limit),
        runSweepQuery(deps.db, q.unansweredInputs, before, limit),
      ]);
      const result: SweepResult = {
        drained: 0,
        started: 0,
        timers: 0,
        answers: 0,
        webhooks: 0,
        released: 0,
        unrouted: 0,
        failed: 0,
      };
      const guard = async (caseId: string, what: string, fn: () => Promise<unknown>) => {
        try {
          await fn();
        } catch (err) {
          result.failed++;
          deps.logger.warn('sweep step failed', { caseId, what, err });
        }
      };
      /** One line per case found left behind, whether or not its re-drive then succeeds. */
      const found = (caseId: string, redriveKind: SweepRedriveKind) =>
        deps.logger.warn('sweep re-drive', { caseId, ...opsFields('sweep_redrive', { redriveKind }) });
      for (const d of stuck.docs) {
        found(d.id, 'pending_effects');
        await guard(d.id, 'drain', async () => (result.drained += (await deps.pipeline.drain(d.id)) > 0 ? 1 : 0));
      }
      /** Runs the queue event a lost message should have brought; counts it when it applied. */
      const redeliver = async (
        docs: QueryDocumentSnapshot[],
        counter: 'started' | 'timers' | 'answers',
        redriveKind: SweepRedriveKind,
        eventFor: (d: QueryDocumentSnapshot) => { id: string; body: WorkerEvent } | null,
      ) => {
        for (const d of docs) {
          const event = eventFor(d);
          if (!event) continue;
          found(d.id, redriveKind);
          await guard(d.id, event.body.type, async () => {
            if ((await deps.pipeline.handle(d.id, event)) === 'applied') result[counter]++;
          });
        }
      };
      await redeliver(created.docs, 'started', 'unstarted', (d) => ({
        id: caseCreatedEventId(d.id),
        body: { type: 'CASE_CREATED' },
      }));
      // A follow-up, giving up, the completion grace (RUNNING) or the input deadline (INPUT_NEEDED,
      // still PENDING; without a deadline its nextActionAt is never due): the same TIMER_DUE.
      await redeliver([...overdue.docs, ...deadlines.docs], 'timers', 'overdue_timer', (d) => {
        const timerId = d.get('timerId') as string | null;
        return timerId ? { id: timerEventId(timerId), body: { type: 'TIMER_DUE', timerId } } : null;
      });
      await redeliver(answered.docs, 'answers', 'unanswered_input', (d) => {
        const inputRequestId = d.get('inputRequestId') as string | null;
        return inputRequestId
          ? { id: inputProvidedEventId(inputRequestId), body: { type: 'INPUT_PROVIDED', inputRequestId } }
          : null;
      });
      await sweepParked({ ...deps, limit, cutoff: before, result });
      // After the cases, so that a failing webhook query cannot keep them from being swept.
      const webhooks = await redriveUnclaimedWebhooks({
        db: deps.db,
        queue: deps.webhookQueue,
        afterMs: deps.webhookRedriveAfterMs,
        now: deps.now,
        logger: deps.logger,
        limit,
      });
      result.webhooks = webhooks.redriven;
      result.failed += webhooks.failed;
      deps.logger.info('sweep done', { ...result });
      return result;
    },
  };
}
