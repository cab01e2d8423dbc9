import express from 'express';
import type { WebhookResendEvent } from '../../shared/case-events.js';
import { PermanentError, RetryableError } from '../../shared/errors.js';
import { healthzHandler, type Readiness } from '../../shared/health.js';
import type { Logger } from '../../shared/logger.js';
import { traceFields } from '../../shared/logger.js';
import { parsePush, timerEventId, toWorkerEvent } from './pipeline/queue-messages.js';
import { timerTaskBody } from './scheduling/scheduler.js';
import type { StepPipeline } from './pipeline/step-pipeline.js';
import type { Sweeper } from './sweep/sweeper.js';
import { logUnacted } from './pipeline/pipeline-ops-lines.js';

/** The queue event a request carries, once known (for the ops line of a dropped message). */
type SeenEvent = { type: string | undefined };

/**
 * The worker's HTTP surface (private on Cloud Run: only the push and tasks service accounts may
 * invoke it). Queue semantics: 2xx = done, never deliver again (also for a permanently invalid
 * message, logged at ERROR); 5xx = transient, deliver again (Pub/Sub and Cloud Tasks retry).
 *   POST /pubsub/case-events  Pub/Sub push of case-events
 *   POST /tasks/timer         Cloud Tasks: a case's timer
 *   POST /tasks/webhook       Cloud Tasks: one client webhook delivery
 *   POST /tasks/sweep         Cloud Scheduler: re-drive stuck cases
 *   POST /tasks/group         Cloud Tasks: a case group's member start, deadline or webhook
 */

export interface WorkerDeps {
  pipeline: StepPipeline;
  sweeper: Sweeper;
  /** D's /tasks/webhook handler: exactly one POST per event id. */
  handleWebhookTask: (body: unknown) => Promise<unknown>;
  /** A client's webhook resend: one more /tasks/webhook task for the event (named by the resend). */
  resendWebhook: (event: WebhookResendEvent) => Promise<unknown>;
  /** Case groups (services/worker/groups/): a member's start, the deadline, group.completed. */
  handleGroupTask?: (body: unknown) => Promise<unknown>;
  logger: Logger;
  projectId: string;
  /** Gates GET /healthz (shared/health.ts); the server marks it ready once listening. */
  readiness?: Readiness;
}

/** Queue messages are small: an event, a timer, ids. */
const BODY_LIMIT = '1mb';

export function createWorker(deps: WorkerDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.use(express.json({ limit: BODY_LIMIT, type: () => true }));

  const logFor = (req: express.Request) =>
    deps.logger.child(
      traceFields(deps.projectId, {
        cloudTrace: req.get('x-cloud-trace-context'),
        traceparent: req.get('traceparent'),
      }),
    );

  /** Runs a queue handler with the 2xx/5xx contract above. */
  const queueRoute =
    (name: string, fn: (req: express.Request, log: Logger, seen: SeenEvent) => Promise<unknown>) =>
    async (req: express.Request, res: express.Response) => {
      const log = logFor(req).child({ route: name });
      const started = Date.now();
      const seen: SeenEvent = { type: name === 'timer' ? 'TIMER_DUE' : undefined };
      try {
        const result = await fn(req, log, seen);
        log.debug('queue message handled', {
          result: typeof result === 'string' ? result : undefined,
          durationMs: Date.now() - started,
        });
        res.status(200).json({ ok: true, result: result ?? null });
      } catch (err) {
        if (err instanceof PermanentError) {
          // No delivery can succeed: acknowledge so the queue stops, and say so loudly.
          logUnacted(log, 'message dropped: permanent failure', seen.type, 'permanent_failure', 'error', { err });
          res.status(200).json({ ok: false, dropped: true });
          return;
        }
        log.warn('transient failure: the queue will deliver again', { err });
        // Cloud Tasks considers Retry-After on a 503 (Pub/Sub keeps its own backoff): pass on
        // the provider's hint so a rate-limited timer does not come back before it may succeed.
        const retryAfterMs = err instanceof RetryableError ? err.retryAfterMs : undefined;
        if (retryAfterMs !== undefined) res.set('retry-after', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
        res.status(503).json({ ok: false, retry: true });
      }
    };

  app.post(
    '/pubsub/case-events',
    queueRoute('case-events', async (req, log, seen) => {
      const parsed = parsePush(req.body);
      if (!parsed.ok) {
        logUnacted(log, 'invalid case event dropped', undefined, 'invalid', 'error', { reason: parsed.reason });
        return 'invalid';
      }
      const e = parsed.event;
      seen.type = e.type === 'EMAIL_EVENT' ? toWorkerEvent(e).type : e.type;
      if (e.type === 'WEBHOOK_RESEND') return deps.resendWebhook(e);
      return deps.pipeline.handle(e.caseId, { id: e.eventId, body: toWorkerEvent(e) });
    }),
  );

  app.post(
    '/tasks/timer',
    queueRoute('timer', async (req, log) => {
      const body = timerTaskBody.safeParse(req.body);
      if (!body.success) {
        logUnacted(log, 'invalid timer task dropped', 'TIMER_DUE', 'invalid', 'error');
        return 'invalid';
      }
      const { caseId, timerId } = body.data;
      return deps.pipeline.handle(caseId, { id: timerEventId(timerId), body: { type: 'TIMER_DUE', timerId } });
    }),
  );

  app.post(
    '/tasks/webhook',
    queueRoute('webhook', async (req) => deps.handleWebhookTask(req.body)),
  );

  app.post(
    '/tasks/sweep',
    queueRoute('sweep', async () => deps.sweeper.sweep()),
  );

  const handleGroupTask = deps.handleGroupTask;
  if (handleGroupTask)
    app.post(
      '/tasks/group',
      queueRoute('group', async (req) => handleGroupTask(req.body)),
    );

  app.get('/healthz', healthzHandler(deps.readiness));

  // A body that is not JSON (or too large) is a permanently invalid message: acknowledge it.
  app.use((err: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const status = (err as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      logUnacted(logFor(req), 'unreadable queue message dropped', undefined, 'invalid', 'error', {
        path: req.path,
        status,
      });
      res.status(200).json({ ok: false, dropped: true });
      return;
    }
    logFor(req).error('worker error', { path: req.path, err });
    res.status(500).json({ ok: false });
  });
  app.use((_req, res) => {
    res.status(404).json({ ok: false });
  });
  return app;
}
