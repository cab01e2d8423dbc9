import { loadConfigFromProcessEnv } from '../../shared/config.js';
import { createLogger } from '../../shared/logger.js';
import { startWorkerServer } from './server.js';

/**
 * Composition root of the worker: config from the environment, listen on WORKER_PORT. Cloud Run
 * runs it from the image; `npm start` runs this same file as a child process.
 */

const config = loadConfigFromProcessEnv();
const logger = createLogger({ level: config.logLevel, base: { service: 'worker' } });
const server = await startWorkerServer(config, logger, { host: config.host, port: config.worker.port });

// Cloud Run sends SIGTERM, then SIGKILL 10 s later: finish in-flight deliveries and close clients.
// SIGINT (Ctrl-C, which reaches every process of the terminal's foreground group) does the same.
let stopping = false;
const shutdown = (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info('shutting down', { signal });
  server.close().then(
    () => process.exit(0),
    (err: unknown) => {
      logger.error('shutdown failed', { err });
      process.exit(1);
    },
  );
};
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
