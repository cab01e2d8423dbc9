import { loadConfigFromProcessEnv } from '../../shared/config.js';
import { createLogger } from '../../shared/logger.js';
import { startWorkerServer } from './server.js';

/** Composition root of the worker on Cloud Run: config from the environment, listen on WORKER_PORT (PORT there). */

const config = loadConfigFromProcessEnv();
const logger = createLogger({ level: config.logLevel, base: { service: 'worker' } });
const server = await startWorkerServer(config, logger, { host: config.host, port: config.worker.port });

// Cloud Run sends SIGTERM, then SIGKILL 10 s later: finish in-flight deliveries and close clients.
process.once('SIGTERM', () => {
  logger.info('SIGTERM: shutting down');
  server.close().then(
    () => process.exit(0),
    (err: unknown) => {
      logger.error('shutdown failed', { err });
      process.exit(1);
    },
  );
});
