import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../shared/config.js';
import { describeWindow, type FollowUpWindow } from '../shared/send-window.js';
import { stopProcess, waitUntilServing } from './child-process.js';
import { createPubSub } from '../shared/google-clients.js';
import type { Component } from './local-stack.js';
import { startPushRelay } from './push-relay.js';
import { ensurePushSubscription } from './push-subscription.js';

/**
 * `npm start`'s worker: `services/worker/main.ts` itself, the composition root Cloud Run runs,
 * as a child process on 127.0.0.1:WORKER_PORT with the stack's environment (WORKER_URL follows
 * it, so Cloud Tasks calls it there), fed by a Pub/Sub push subscription of case-events as in
 * production; with CHAOS_DELIVERIES > 1 the push goes through the chaos relay. Cloud Scheduler's
 * sweep is played by a timer calling /tasks/sweep every SWEEP_THRESHOLD_MS.
 */

const WORKER_MAIN = fileURLToPath(new URL('../services/worker/main.ts', import.meta.url));
const EXIT_WITH_PARENT = fileURLToPath(new URL('./exit-with-parent.ts', import.meta.url));
const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 15_000;

export function workerComponent(): Component {
  return {
    name: 'worker',
    async start(env) {
      const port = Number(env.WORKER_PORT ?? 8081);
      const workerEnv = { ...env, WORKER_PORT: String(port), WORKER_URL: env.WORKER_URL ?? `http://127.0.0.1:${port}` };
      const config = loadConfig(workerEnv); // fails here, readably, on a bad setting
      const url = `http://127.0.0.1:${config.worker.port}`;
      const child = spawn(process.execPath, ['--import', 'tsx', '--import', EXIT_WITH_PARENT, WORKER_MAIN], {
        env: { ...workerEnv, HOST: '127.0.0.1' },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      await waitUntilServing(child, `${url}/healthz`, 'the worker', { timeoutMs: READY_TIMEOUT_MS });

      const target = `${url}/pubsub/case-events`;
      const relay = config.worker.chaosDeliveries > 1 ? await startPushRelay({ target, copies: config.worker.chaosDeliveries }) : undefined;
      const pubsub = createPubSub({ projectId: config.projectId, emulatorHost: config.pubsubEmulatorHost });
      await ensurePushSubscription(pubsub, {
        topic: config.caseEventsTopic,
        subscription: 'case-events-worker',
        pushEndpoint: relay ? relay.url : target,
      });
      const sweep = setInterval(() => {
        fetch(`${url}/tasks/sweep`, { method: 'POST' }).catch(() => undefined);
      }, config.worker.sweepThresholdMs);
      sweep.unref();
      return {
        env: { WORKER_URL: url },
        summary:
          `Worker: ${url}, pid ${child.pid} (services/worker/main.ts; push subscription case-events-worker` +
          `${relay ? `, chaos ×${config.worker.chaosDeliveries} via ${relay.url}` : ''}; ` +
          `one followUpDelayHours hour = ${config.worker.hourMs} ms; ` +
          `automated follow-ups: ${followUpWindowNote(config.worker.followUpWindow)})`,
        stop: async () => {
          clearInterval(sweep);
          await relay?.stop();
          await stopProcess(child, { graceMs: STOP_TIMEOUT_MS }); // SIGTERM: it finishes in-flight work first
          await pubsub.close();
        },
      };
    },
  };
}

/** The banner's word on business hours: what the stack does, and that production differs. */
export function followUpWindowNote(window: FollowUpWindow): string {
  return window === 'always'
    ? 'at any hour (FOLLOW_UP_WINDOW_DEFAULT=always; production: MON-FRI 09:00-17:00, counterparty time)'
    : `only ${describeWindow(window)} counterparty time (FOLLOW_UP_WINDOW_DEFAULT)`;
}
