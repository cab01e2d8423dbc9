import { startWorkerServer } from '../services/worker/server.js';
import { loadConfig } from '../shared/config.js';
import { createPubSub } from '../shared/google-clients.js';
import { createLogger } from '../shared/logger.js';
import type { Component } from './local-stack.js';
import { startPushRelay } from './push-relay.js';
import { ensurePushSubscription } from './push-subscription.js';

/**
 * `npm start`'s worker: in this process on 127.0.0.1:WORKER_PORT (WORKER_URL follows it, so Cloud
 * Tasks calls it there), fed by a Pub/Sub push subscription of case-events, as Cloud Run is in
 * production; with CHAOS_DELIVERIES > 1 the push goes through the chaos relay. Cloud Scheduler's
 * sweep is played by a timer calling /tasks/sweep every SWEEP_THRESHOLD_MS.
 */
export function workerComponent(): Component {
  return {
    name: 'worker',
    async start(env) {
      const port = Number(env.WORKER_PORT ?? 8081);
      const config = loadConfig({ ...env, WORKER_URL: env.WORKER_URL ?? `http://127.0.0.1:${port}` });
      const logger = createLogger({ level: config.logLevel, base: { service: 'worker' } });
      const worker = await startWorkerServer(config, logger, { host: '127.0.0.1', port: config.worker.port });
      const target = `${worker.url}/pubsub/case-events`;
      const relay = config.worker.chaosDeliveries > 1 ? await startPushRelay({ target, copies: config.worker.chaosDeliveries }) : undefined;
      const pubsub = createPubSub({ projectId: config.projectId, emulatorHost: config.pubsubEmulatorHost });
      await ensurePushSubscription(pubsub, {
        topic: config.caseEventsTopic,
        subscription: 'case-events-worker',
        pushEndpoint: relay ? relay.url : target,
      });
      const sweep = setInterval(() => {
        fetch(`${worker.url}/tasks/sweep`, { method: 'POST' }).catch(() => undefined);
      }, config.worker.sweepThresholdMs);
      sweep.unref();
      return {
        env: { WORKER_URL: worker.url },
        summary:
          `Worker: ${worker.url} (push subscription case-events-worker${relay ? `, chaos ×${config.worker.chaosDeliveries} via ${relay.url}` : ''}; ` +
          `one followUpDelayHours hour = ${config.worker.hourMs} ms)`,
        stop: async () => {
          clearInterval(sweep);
          await relay?.stop();
          await worker.close();
          await pubsub.close();
        },
      };
    },
  };
}
