import type { AddressInfo } from 'node:net';
import * as grpc from '@grpc/grpc-js';
import { createLogger, type Logger } from '../../shared/logger.js';
import { createControlServer } from './control-api.js';
import { createDispatcher } from './dispatcher.js';
import { createCloudTasksHandlers } from './grpc-service.js';
import { loadCloudTasksService } from './proto.js';
import { createQueueRegistry } from './queue-registry.js';
import { createTaskStore, toTaskInfo, type QueuePolicy, type TaskFilter, type TaskInfo } from './task-store.js';

/**
 * A local Cloud Tasks: the real `@google-cloud/tasks` client talks gRPC to it (insecure, on
 * 127.0.0.1), and it sends each task's HTTP request at its scheduleTime. There is no official
 * emulator; this one serves what the service uses. Started in-process by tests and `npm start`.
 */

export interface TasksEmulatorOptions {
  /** gRPC port; a free one when omitted. */
  port?: number;
  /** Control API port; a free one when omitted. */
  controlPort?: number;
  /** Deliver every attempt this many times, concurrently and out of order (chaos tests). */
  chaosDeliveries?: number;
  /** Largest random delay before each chaos copy, ms. */
  chaosJitterMs?: number;
  /** Retry policy by short queue id, e.g. `{ 'case-webhooks': { maxAttempts: 1 } }`. */
  queues?: Record<string, Partial<QueuePolicy>>;
  /** Policy of queues not listed (Cloud Tasks' defaults, with a much smaller backoff). */
  defaultQueuePolicy?: QueuePolicy;
  /** Deadline of one HTTP attempt when the task sets none (Cloud Tasks: 10 minutes). */
  dispatchDeadlineMs?: number;
  logger?: Logger;
}

export interface RunningTasksEmulator {
  /** `127.0.0.1:PORT`: the value of TASKS_EMULATOR_HOST. */
  host: string;
  port: number;
  controlUrl: string;
  /** Runs matching pending tasks now; resolves with how many, once their attempts were answered. */
  fireNow(filter: TaskFilter): Promise<number>;
  tasks(filter?: TaskFilter): TaskInfo[];
  counters(): ReturnType<ReturnType<typeof createTaskStore>['counters']>;
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
}

const DEFAULT_POLICY: QueuePolicy = { maxAttempts: 100, minBackoffMs: 100, maxBackoffMs: 60_000 };

export async function startTasksEmulator(opts: TasksEmulatorOptions = {}): Promise<RunningTasksEmulator> {
  const logger = opts.logger ?? createLogger({ level: 'warn', base: { component: 'tasks-emulator' } });
  const store = createTaskStore();
  const queues = createQueueRegistry({
    configured: opts.queues ?? {},
    defaults: opts.defaultQueuePolicy ?? DEFAULT_POLICY,
  });
  const dispatcher = createDispatcher({
    store,
    policyFor: queues.policyFor,
    chaosDeliveries: opts.chaosDeliveries ?? 1,
    chaosJitterMs: opts.chaosJitterMs ?? 30,
    logger,
  });

  const server = new grpc.Server();
  server.addService(
    loadCloudTasksService(),
    createCloudTasksHandlers({
      store,
      dispatcher,
      queues,
      defaultDispatchDeadlineMs: opts.dispatchDeadlineMs ?? 600_000,
      logger,
    }),
  );
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync(`127.0.0.1:${opts.port ?? 0}`, grpc.ServerCredentials.createInsecure(), (err, p) =>
      err ? reject(err) : resolve(p),
    ),
  );

  const control = createControlServer({ store, dispatcher });
  await new Promise<void>((resolve, reject) => {
    control.once('error', reject);
    control.listen(opts.controlPort ?? 0, '127.0.0.1', () => resolve());
  });
  const controlPort = (control.address() as AddressInfo).port;
  logger.info('tasks-emulator: listening', { grpcPort: port, controlPort });

  return {
    host: `127.0.0.1:${port}`,
    port,
    controlUrl: `http://127.0.0.1:${controlPort}`,
    fireNow: (filter) => dispatcher.fireNow(filter),
    tasks: (filter) => store.list(filter).map(toTaskInfo),
    counters: () => store.counters(),
    pause: () => dispatcher.pause(),
    resume: () => dispatcher.resume(),
    async stop() {
      await dispatcher.stop();
      control.closeAllConnections();
      await new Promise<void>((r) => control.close(() => r()));
      // Open client channels would hold a graceful shutdown forever: give it a moment, then force.
      await new Promise<void>((r) => {
        const force = setTimeout(() => {
          server.forceShutdown();
          r();
        }, 1000);
        server.tryShutdown(() => {
          clearTimeout(force);
          r();
        });
      });
    },
  };
}
