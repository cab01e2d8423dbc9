import type { Firestore } from '@google-cloud/firestore';
import type express from 'express';
import type { Config } from '../../shared/config.js';
import type { EmailProvider } from '../../shared/email-provider.js';
import type { Readiness } from '../../shared/health.js';
import type { Logger } from '../../shared/logger.js';
import { recordThread } from '../../shared/thread-index.js';
import { createWorker } from './app.js';
import { createAttachmentReader } from './brain/attachments/attachment-reader.js';
import type { Brain } from './brain/brain.js';
import { createCaseStore } from './pipeline/case-store.js';
import { createEffectRunner, type FaultHook } from './pipeline/effect-runner.js';
import { createFactGatherer } from './pipeline/fact-gathering.js';
import type { GroupTaskQueue, TimerScheduler, WebhookQueue } from './scheduling/scheduler.js';
import { createGroupWorker } from './groups/group-worker.js';
import { createStepPipeline, type StepPipeline } from './pipeline/step-pipeline.js';
import { createSweeper, type Sweeper } from './sweep/sweeper.js';
import { handleWebhookTask, recordWebhookDelivery } from './webhooks/webhook-deliveries.js';
import { createParkedEvents } from './pipeline/parked-release.js';
import { createWebhookSigner } from './webhooks/webhook-signing.js';

/**
 * Assembles the worker from its adapters. main.ts (production and `npm start`) passes the real
 * clients; the e2e harness and the benchmark pass the same adapters pointed at the emulators, the
 * tasks emulator and the mail sandbox, plus a fault hook for crash tests. No config is read here.
 */

export interface WorkerParts {
  config: Pick<Config, 'projectId' | 'worker' | 'webhooks' | 'agentmail'>;
  db: Firestore;
  provider: EmailProvider;
  brain: Brain;
  tasks: TimerScheduler & WebhookQueue & GroupTaskQueue;
  logger: Logger;
  now?: () => number;
  faults?: FaultHook;
  readiness?: Readiness;
}

export interface WiredWorker {
  app: express.Express;
  pipeline: StepPipeline;
  sweeper: Sweeper;
}

export function wireWorker(parts: WorkerParts): WiredWorker {
  const { db, logger } = parts;
  const now = parts.now ?? Date.now;
  const effects = createEffectRunner({
    provider: parts.provider,
    timers: parts.tasks,
    webhooks: { recordAndEnqueue: (input) => recordWebhookDelivery({ db, queue: parts.tasks, logger, now }, input) },
    indexThread: (entry) => recordThread(db, entry, now()),
    now,
    idempotencyWindowMs: parts.config.agentmail.idempotencyWindowMs,
    logger,
    faults: parts.faults,
  });
  let built: StepPipeline | undefined;
  const groups = createGroupWorker({
    db,
    tasks: parts.tasks,
    pipeline: () => built!,
    config: parts.config,
    now,
    logger,
  });
  const pipeline = createStepPipeline({
    store: createCaseStore(db),
    gatherer: createFactGatherer({
      provider: parts.provider,
      brain: parts.brain,
      attachments: createAttachmentReader({ provider: parts.provider, logger }),
    }),
    effects,
    hourMs: parts.config.worker.hourMs,
    followUpWindow: parts.config.worker.followUpWindow,
    inputTimeoutHours: parts.config.worker.inputTimeoutHours,
    completionGraceMs: parts.config.worker.completionGraceMs,
    replyWaitMs: parts.config.worker.replyWaitMs,
    now,
    logger,
    faults: parts.faults,
    parked: createParkedEvents(db, now),
    startGate: groups.startGate,
    onCommitted: groups.onCommitted,
  });
  built = pipeline;
  const caseSweeper = createSweeper({
    db,
    pipeline,
    thresholdMs: parts.config.worker.sweepThresholdMs,
    webhookQueue: parts.tasks,
    webhookRedriveAfterMs: parts.config.webhooks.redriveAfterMs,
    unroutedAfterMs: parts.config.worker.unroutedAfterMs,
    now,
    logger,
  });
  // The case sweep, then the groups' (services/worker/groups/group-sweep.ts).
  const sweeper: Sweeper = {
    async sweep() {
      const cases = await caseSweeper.sweep();
      return { ...cases, groups: await groups.sweep() };
    },
  };
  const app = createWorker({
    pipeline,
    sweeper,
    handleWebhookTask: (body) =>
      handleWebhookTask({ db, config: parts.config, logger, now, signer: createWebhookSigner(db, now) }, body),
    resendWebhook: (e) => parts.tasks.enqueueWebhook({ caseId: e.caseId, eventId: e.webhookEventId, resend: e.resend }),
    handleGroupTask: (body) => groups.handleGroupTask(body),
    logger,
    projectId: parts.config.projectId,
    ...(parts.readiness ? { readiness: parts.readiness } : {}),
  });
  return { app, pipeline, sweeper };
}
