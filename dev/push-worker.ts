import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../shared/config.js';
import { describeWindow, type FollowUpWindow } from '../shared/send-window.js';
import { stopProcess, waitUntilServing } from './child-process.js';
import { freePort } from './free-port.js';
import { STACK_TOKEN_HEADER } from './stack-token-header.js';
import { createPubSub } from '../shared/google-clients.js';
import type { Component } from './local-stack.js';
import { startPushRelay } from './push-relay.js';
import { ensurePushSubscription } from './push-subscription.js';

/**
 * `npm start`'s worker: `services/worker/main.ts` itself, the composition root Cloud Run runs,
 * as a child process on 127.0.0.1:WORKER_PORT (yours, or a free port) with the stack's
 * environment (WORKER_URL follows it, so Cloud Tasks calls it there). Its readiness probe wants
 * this run's random token back (dev/stack-token-header.ts), so a stranger on the port is never
 * taken for it; it runs in a process group of its own (the stack stops it, not a terminal's
 * Ctrl-C) and stops itself when the stack dies (dev/exit-with-parent.ts). It is fed by a Pub/Sub push subscription of case-events as in
 * production; with CHAOS_DELIVERIES > 1 the push goes through the chaos relay. Cloud Scheduler's
 * sweep is played by a timer calling /tasks/sweep every SWEEP_THRESHOLD_MS.
 */

const WORKER_MAIN = fileURLToPath(new URL('../services/worker/main.ts', import.meta.url));
const EXIT_WITH_PARENT = fileURLToPath(new URL('./exit-with-parent.ts', import.meta.url));
const TOKEN_HEADER = fileURLToPath(new URL('./stack-token-header.ts', import.meta.url));
const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 15_000;

export function workerComponent(): Component {
  return {
    name: 'worker',
    async start(env) {
      const chosen = env.WORKER_PORT !== undefined;
      let child: ChildProcess | undefined;
      let url = '';
      let config = loadConfig(env); // fails here, readably, on a bad setting
      const exitedOnce = () =>
        new Promise<string>((resolve) =>
          child!.once('exit', (code, sig) => resolve(sig ? `killed by ${sig}` : `exited with code ${code}`)),
        );
      let exited: Promise<string> = Promise.resolve('not started');
      // A free port can be taken between our asking and the worker's bind: then try another.
      for (let attempt = 1; ; attempt++) {
        const port = chosen ? Number(env.WORKER_PORT) : await freePort();
        const workerEnv = {
          ...env,
          WORKER_PORT: String(port),
          WORKER_URL: env.WORKER_URL ?? `http://127.0.0.1:${port}`,
        };
        config = loadConfig(workerEnv);
        url = `http://127.0.0.1:${config.worker.port}`;
        const token = randomBytes(16).toString('hex');
        child = spawn(
          process.execPath,
          ['--import', 'tsx', '--import', EXIT_WITH_PARENT, '--import', TOKEN_HEADER, WORKER_MAIN],
          {
            env: { ...workerEnv, HOST: '127.0.0.1', LOCAL_STACK_TOKEN: token },
            stdio: ['ignore', 'inherit', 'inherit'],
            detached: true,
          },
        );
        exited = exitedOnce();
        try {
          await waitUntilServing(child, `${url}/healthz`, 'the worker', {
            timeoutMs: READY_TIMEOUT_MS,
            group: true,
            identify: (res) => res.headers.get(STACK_TOKEN_HEADER) === token,
          });
          break;
        } catch (e) {
          if (chosen || attempt >= 2) throw e;
        }
      }
      const worker = child;
      const target = `${url}/pubsub/case-events`;
      const relay =
        config.worker.chaosDeliveries > 1
          ? await startPushRelay({ target, copies: config.worker.chaosDeliveries })
          : undefined;
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
        exited,
        summary:
          `Worker: ${url}, pid ${worker.pid} (services/worker/main.ts; push subscription case-events-worker` +
          `${relay ? `, chaos ×${config.worker.chaosDeliveries} via ${relay.url}` : ''}; ` +
          `one followUpDelayHours hour = ${config.worker.hourMs} ms; ` +
          `automated follow-ups: ${followUpWindowNote(config.worker.followUpWindow)}; ` +
          `a result completes the case ${config.worker.completionGraceMs / 1000} s after the reply, ` +
          `a clarification goes ${config.worker.replyWaitMs / 1000} s after it)`,
        stop: async () => {
          clearInterval(sweep);
          await relay?.stop();
          await stopProcess(worker, { group: true, graceMs: STOP_TIMEOUT_MS }); // SIGTERM: it finishes in-flight work first
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
