import * as gcp from '@pulumi/gcp';
import type * as pulumi from '@pulumi/pulumi';
import type { InfraSettings } from './infra-config.js';

/**
 * Two queues with different contracts. Timers (follow-ups, re-checks) retry with backoff: the
 * worker ignores stale or duplicate timers, so retrying is always safe. Client webhooks make
 * exactly ONE attempt (SPEC: "Webhook delivery: exactly one attempt"); a failure is only logged.
 * Names match the TASKS_TIMER_QUEUE / TASKS_WEBHOOK_QUEUE defaults of shared/config.ts.
 */
export function createQueues(s: InfraSettings, opts: pulumi.CustomResourceOptions) {
  const timerQueue = new gcp.cloudtasks.Queue(
    'case-timers',
    {
      project: s.project,
      location: s.region,
      name: 'case-timers',
      rateLimits: { maxDispatchesPerSecond: 50, maxConcurrentDispatches: 100 },
      retryConfig: {
        maxAttempts: s.timerMaxAttempts,
        minBackoff: '10s',
        maxBackoff: '600s',
        maxDoublings: 5,
      },
    },
    opts,
  );
  const webhookQueue = new gcp.cloudtasks.Queue(
    'case-webhooks',
    {
      project: s.project,
      location: s.region,
      name: 'case-webhooks',
      rateLimits: { maxDispatchesPerSecond: 50, maxConcurrentDispatches: 100 },
      retryConfig: { maxAttempts: 1 },
    },
    opts,
  );
  return { timerQueue, webhookQueue };
}
