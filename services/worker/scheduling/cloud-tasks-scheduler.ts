import { createHash } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import type { CloudTasksClient } from '@google-cloud/tasks';
import type { Config } from '../../../shared/config.js';
import { RetryableError } from '../../../shared/errors.js';
import type { Logger } from '../../../shared/logger.js';
import {
  groupTaskBody,
  timerTaskBody,
  webhookEnqueueInput,
  type GroupTaskQueue,
  type TimerScheduler,
  type WebhookQueue,
} from './scheduler.js';

/**
 * TimerScheduler and WebhookQueue on Cloud Tasks: one named HTTP task per timer (to
 * /tasks/timer at `at`) and per webhook event (to /tasks/webhook, now), carrying an OIDC token
 * for the worker's Cloud Run IAM check. The task name is a hash of the key, so scheduling the
 * same timer or event twice is a no-op: Cloud Tasks answers ALREADY_EXISTS (even after the
 * first task ran, for as long as it keeps the name reserved) and that counts as success.
 * Beyond that window a duplicate could run again; the handlers stay idempotent on their own.
 */

export interface CloudTasksSchedulerDeps {
  client: Pick<CloudTasksClient, 'createTask'>;
  config: Pick<Config, 'projectId' | 'tasks' | 'worker'>;
  logger: Logger;
  now?: () => number;
}

// Cloud Tasks refuses a scheduleTime more than 30 days ahead. A later timer is scheduled at
// the limit instead: it fires early, and the worker, seeing the case's nextActionAt still in
// the future, schedules it again.
const MAX_AHEAD_MS = 30 * 24 * 3_600_000 - 10 * 60_000;

const RETRYABLE = new Set<number>([status.UNAVAILABLE, status.DEADLINE_EXCEEDED, status.RESOURCE_EXHAUSTED]);

/** Task ids are hex sha256 of the key: fixed length, allowed characters, no hot key ranges. */
export const taskIdFor = (key: string) => createHash('sha256').update(key).digest('hex');

export function queuePath(config: CloudTasksSchedulerDeps['config'], queue: string): string {
  return `projects/${config.projectId}/locations/${config.tasks.location}/queues/${queue}`;
}

export function timerTaskName(config: CloudTasksSchedulerDeps['config'], caseId: string, timerId: string): string {
  return `${queuePath(config, config.tasks.timerQueue)}/tasks/${taskIdFor(`${caseId}:${timerId}`)}`;
}

/**
 * The first task of an event is named after it; the sweeper's n-th re-drive after (event, n);
 * the client's n-th resend after (event, resend, n).
 */
export function webhookTaskName(
  config: CloudTasksSchedulerDeps['config'],
  eventId: string,
  redrive?: number,
  resend?: number,
): string {
  const key = redrive ? `${eventId}:redrive:${redrive}` : resend ? `${eventId}:resend:${resend}` : eventId;
  return `${queuePath(config, config.tasks.webhookQueue)}/tasks/${taskIdFor(key)}`;
}

export function createCloudTasksScheduler(
  deps: CloudTasksSchedulerDeps,
): TimerScheduler & WebhookQueue & GroupTaskQueue {
  const { client, config, logger } = deps;
  const now = deps.now ?? Date.now;
  const sa = config.tasks.invokerServiceAccount;

  async function create(input: { queue: string; name: string; path: string; body: object; at?: number; log: object }) {
    const task = {
      name: input.name,
      httpRequest: {
        httpMethod: 'POST' as const,
        url: `${config.worker.url}${input.path}`,
        headers: { 'content-type': 'application/json' },
        body: Buffer.from(JSON.stringify(input.body)).toString('base64'),
        ...(sa ? { oidcToken: { serviceAccountEmail: sa, audience: config.worker.url } } : {}),
      },
      ...(input.at !== undefined
        ? { scheduleTime: { seconds: Math.floor(input.at / 1000), nanos: (input.at % 1000) * 1_000_000 } }
        : {}),
    };
    try {
      await client.createTask({ parent: queuePath(config, input.queue), task });
      logger.info('task scheduled', { ...input.log, queue: input.queue });
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      if (code === status.ALREADY_EXISTS) {
        logger.debug('task already scheduled', { ...input.log, queue: input.queue });
        return;
      }
      logger.error('task scheduling failed', { ...input.log, queue: input.queue, code, err });
      if (typeof code === 'number' && RETRYABLE.has(code)) {
        throw new RetryableError(`Cloud Tasks unavailable (code ${code})`, undefined, { cause: err });
      }
      throw err;
    }
  }

  return {
    async scheduleTimer(input) {
      const { caseId, timerId } = timerTaskBody.parse(input);
      if (!Number.isFinite(input.at)) throw new TypeError('scheduleTimer: at must be a finite Unix ms time');
      const at = Math.max(0, Math.min(Math.trunc(input.at), now() + MAX_AHEAD_MS));
      await create({
        queue: config.tasks.timerQueue,
        name: timerTaskName(config, caseId, timerId),
        path: '/tasks/timer',
        body: { caseId, timerId },
        at,
        log: { caseId, timerId, at, ...(at !== input.at ? { requestedAt: input.at } : {}) },
      });
    },
    async enqueueWebhook(input) {
      const { caseId, eventId, redrive, resend } = webhookEnqueueInput.parse(input);
      await create({
        queue: config.tasks.webhookQueue,
        name: webhookTaskName(config, eventId, redrive, resend),
        path: '/tasks/webhook',
        body: { caseId, eventId },
        log: { caseId, eventId, ...(redrive ? { redrive } : {}), ...(resend ? { resend } : {}) },
      });
    },
    async enqueueGroupTask(input) {
      const body = groupTaskBody.parse(input);
      const at = input.at === undefined ? undefined : Math.max(0, Math.min(Math.trunc(input.at), now() + MAX_AHEAD_MS));
      const key = `group:${body.kind}:${body.groupId}:${body.caseId ?? ''}:${input.redrive ?? 0}`;
      await create({
        queue: config.tasks.timerQueue,
        name: `${queuePath(config, config.tasks.timerQueue)}/tasks/${taskIdFor(key)}`,
        path: '/tasks/group',
        body,
        ...(at !== undefined ? { at } : {}),
        log: { groupId: body.groupId, kind: body.kind, ...(body.caseId ? { caseId: body.caseId } : {}) },
      });
    },
  };
}
