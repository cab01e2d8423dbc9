import { emailProviderFromConfig } from '../../shared/agentmail-provider-from-config.js';
import type { Config } from '../../shared/config.js';
import { ConfigError } from '../../shared/config.js';
import type { EmailProvider } from '../../shared/email-provider.js';
import { createFirestore } from '../../shared/google-clients.js';
import { createReadiness } from '../../shared/health.js';
import type { Logger } from '../../shared/logger.js';
import type { Brain } from './brain/brain.js';
import { createBrain } from './brain/brain-factory.js';
import { createCloudTasksScheduler } from './scheduling/cloud-tasks-scheduler.js';
import type { FaultHook } from './pipeline/effect-runner.js';
import type { StepPipeline } from './pipeline/step-pipeline.js';
import type { Sweeper } from './sweep/sweeper.js';
import { createTasksClient } from './scheduling/tasks-client.js';
import { wireWorker } from './worker-wiring.js';
import { listenHttp } from '../../shared/http-listen.js';

export interface WorkerServerOptions {
  /** 0.0.0.0 on Cloud Run (main.ts), 127.0.0.1 locally and in tests. */
  host?: string;
  /** Defaults to config.worker.port; 0 picks a free port. */
  port?: number;
  /** Replace the adapters config would build (tests: a brain, a provider). */
  brain?: Brain;
  provider?: EmailProvider;
  now?: () => number;
  faults?: FaultHook;
}

export interface RunningWorkerServer {
  url: string;
  port: number;
  pipeline: StepPipeline;
  sweeper: Sweeper;
  close(): Promise<void>;
}

/** The worker cannot run without email: unlike the api, a missing key stops it at start. */
function requiredEmailProvider(config: Config, logger: Logger): EmailProvider {
  const provider = emailProviderFromConfig(config.agentmail, logger);
  if (!provider) throw new ConfigError('Invalid configuration:\n  AGENTMAIL_API_KEY: required by the worker');
  return provider;
}

/**
 * Builds the worker's clients from config and serves it: used by main.ts (Cloud Run), by
 * dev/start.ts, the e2e stack and the benchmark (in-process, on 127.0.0.1).
 */
export async function startWorkerServer(
  config: Config,
  logger: Logger,
  opts: WorkerServerOptions = {},
): Promise<RunningWorkerServer> {
  const db = createFirestore({ projectId: config.projectId, emulatorHost: config.firestoreEmulatorHost });
  const tasksClient = createTasksClient(config);
  const readiness = createReadiness();
  const wired = wireWorker({
    config,
    db,
    provider: opts.provider ?? requiredEmailProvider(config, logger),
    brain: opts.brain ?? createBrain(config.brain, logger, { projectId: config.projectId }),
    tasks: createCloudTasksScheduler({ client: tasksClient, config, logger }),
    logger,
    ...(opts.now ? { now: opts.now } : {}),
    ...(opts.faults ? { faults: opts.faults } : {}),
    readiness,
  });
  const { url, port, close } = await listenHttp(wired.app, opts.host ?? '127.0.0.1', opts.port ?? config.worker.port);
  readiness.markReady();
  logger.info('worker listening', { url, port });
  return {
    url,
    port,
    pipeline: wired.pipeline,
    sweeper: wired.sweeper,
    close: async () => {
      readiness.markDraining();
      await close();
      await Promise.allSettled([db.terminate(), tasksClient.close()]);
    },
  };
}
