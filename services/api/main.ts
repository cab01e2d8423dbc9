import { emailProviderFromConfig } from '../../shared/agentmail-provider-from-config.js';
import { loadConfigFromProcessEnv } from '../../shared/config.js';
import { createLogger } from '../../shared/logger.js';
import { providerEventsRouterFromConfig } from './provider-events/provider-events-route.js';
import { startApiServer } from './server.js';

/** Composition root of the API on Cloud Run: config from the environment, listen on PORT. */

const config = loadConfigFromProcessEnv();
const logger = createLogger({ level: config.logLevel, base: { service: 'api' } });
// AgentMail: the adapter for transcripts and downloads; the webhook receiver only when its
// signing secret is configured (without one no event could be verified).
const emailProvider = emailProviderFromConfig(config.agentmail, logger);
const providerEvents = providerEventsRouterFromConfig(config, logger);
if (!providerEvents) logger.warn('AGENTMAIL_WEBHOOK_SECRET not set: /provider/email-events is not served');
const server = await startApiServer(config, logger, {
  host: config.host,
  port: config.api.port,
  emailProvider,
  ...(providerEvents ? { providerEvents } : {}),
});

// Cloud Run sends SIGTERM, then SIGKILL 10 s later: finish in-flight requests and close clients.
// SIGINT (Ctrl-C when run by hand) does the same.
const shutdown = (signal: string) => {
  logger.info('shutting down', { signal });
  server.close().then(
    () => process.exit(0),
    (err: unknown) => {
      logger.error('shutdown failed', { err });
      process.exit(1);
    },
  );
};
process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));
