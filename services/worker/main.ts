import { loadConfigFromProcessEnv } from '../../shared/config.js';
import { createLogger } from '../../shared/logger.js';
import { shutdownOnSignal } from '../../shared/shutdown-on-signal.js';
import { startWorkerServer } from './server.js';

/**
 * Composition root of the worker: config from the environment, listen on WORKER_PORT. Cloud Run
 * runs it from the image; `npm start` runs this same file as a child process.
 */

const config = loadConfigFromProcessEnv();
const logger = createLogger({ level: config.logLevel, base: { service: 'worker' } });
const server = await startWorkerServer(config, logger, { host: config.host, port: config.worker.port });
shutdownOnSignal(server, logger);
