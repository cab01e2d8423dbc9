import { createLogger } from '../../shared/logger.js';
import { startTasksEmulator } from './start-tasks-emulator.js';

/**
 * The tasks emulator on its own: `npx tsx dev/tasks-emulator/main.ts`. `npm start` starts it
 * in-process instead. Ports from TASKS_EMULATOR_PORT / TASKS_EMULATOR_CONTROL_PORT (free ones
 * otherwise); queue names and CHAOS_DELIVERIES as the worker reads them.
 */

const env = process.env;
const num = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : undefined);
const emu = await startTasksEmulator({
  ...(num(env.TASKS_EMULATOR_PORT) !== undefined ? { port: num(env.TASKS_EMULATOR_PORT)! } : {}),
  ...(num(env.TASKS_EMULATOR_CONTROL_PORT) !== undefined ? { controlPort: num(env.TASKS_EMULATOR_CONTROL_PORT)! } : {}),
  chaosDeliveries: num(env.CHAOS_DELIVERIES) ?? 1,
  queues: { [env.TASKS_WEBHOOK_QUEUE ?? 'case-webhooks']: { maxAttempts: 1 } },
  logger: createLogger({ level: 'info', base: { component: 'tasks-emulator' } }),
});
process.stdout.write(`TASKS_EMULATOR_HOST=${emu.host}\ncontrol API: ${emu.controlUrl}\n`);
const shutdown = () => void emu.stop().then(() => process.exit(0));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
