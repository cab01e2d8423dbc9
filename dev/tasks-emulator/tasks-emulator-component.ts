import { loadConfig } from '../../shared/config.js';
import { createLogger } from '../../shared/logger.js';
import type { Component } from '../local-stack.js';
import { startTasksEmulator } from './start-tasks-emulator.js';

/**
 * The tasks emulator as a component of `npm start`: sets TASKS_EMULATOR_HOST for the worker
 * (unless you gave one), with the queues as production has them: the webhook queue makes one
 * attempt (SPEC: no retry), the timer queue retries with backoff. CHAOS_DELIVERIES applies.
 */
export function tasksEmulatorComponent(): Component {
  return {
    name: 'tasks-emulator',
    async start(env) {
      if (env.TASKS_EMULATOR_HOST) {
        return {
          summary: `Cloud Tasks: ${env.TASKS_EMULATOR_HOST} (yours, from TASKS_EMULATOR_HOST)`,
          stop: async () => {},
        };
      }
      const config = loadConfig(env);
      const port = /^\d+$/.test(env.TASKS_EMULATOR_PORT ?? '') ? Number(env.TASKS_EMULATOR_PORT) : undefined;
      const emu = await startTasksEmulator({
        ...(port !== undefined ? { port } : {}),
        chaosDeliveries: config.worker.chaosDeliveries,
        queues: {
          [config.tasks.webhookQueue]: { maxAttempts: 1 },
          [config.tasks.timerQueue]: { maxAttempts: 100, minBackoffMs: 1000, maxBackoffMs: 60_000 },
        },
        logger: createLogger({ level: config.logLevel, base: { component: 'tasks-emulator' } }),
      });
      return {
        env: { TASKS_EMULATOR_HOST: emu.host, TASKS_CONTROL_URL: emu.controlUrl },
        summary:
          `Cloud Tasks emulator: ${emu.host} (gRPC); control ${emu.controlUrl} ` +
          `(GET /tasks, POST /fire-now {"caseId":"..."} runs a case's pending timer now)`,
        stop: emu.stop,
      };
    },
  };
}
