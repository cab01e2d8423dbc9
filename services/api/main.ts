import { emailProviderFromConfig } from '../../shared/agentmail-provider-from-config.js';
import { loadConfigFromProcessEnv } from '../../shared/config.js';
import { createLogger } from '../../shared/logger.js';
import { shutdownOnSignal } from '../../shared/shutdown-on-signal.js';
import { startApiServer } from './server.js';

/** Composition root of the API on Cloud Run: config from the environment, listen on PORT. */

const config = loadConfigFromProcessEnv();
const logger = createLogger({ level: config.logLevel, base: { service: 'api' } });
// AgentMail: the adapter for transcripts and downloads; the webhook receiver (built by
// startApiServer on its clients) only when its signing secret is configured.
const emailProvider = emailProviderFromConfig(config.agentmail, logger);
if (!config.agentmail.webhookSecret) {
  logger.warn('AGENTMAIL_WEBHOOK_SECRET not set: /provider/email-events is not served');
}
const server = await startApiServer(config, logger, { host: config.host, port: config.api.port, emailProvider });
shutdownOnSignal(server, logger);
