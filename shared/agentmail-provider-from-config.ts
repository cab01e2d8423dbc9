import { createAgentMailEmailProvider } from './agentmail-email-provider.js';
import type { Config } from './config.js';
import type { EmailProvider } from './email-provider.js';
import type { Logger } from './logger.js';

/**
 * The AgentMail adapter from `config.agentmail`, for the composition roots (api and worker
 * main.ts, dev/start.ts); null when no API key is configured (the api then answers transcript
 * and attachment reads with 500, as SPEC allows for a failed provider lookup).
 */
export function emailProviderFromConfig(agentmail: Config['agentmail'], logger?: Logger): EmailProvider | null {
  if (!agentmail.apiKey) return null;
  return createAgentMailEmailProvider({
    apiKey: agentmail.apiKey,
    baseUrl: agentmail.baseUrl,
    inboxId: agentmail.inboxId,
    inboxClientId: agentmail.inboxClientId,
    ...(logger ? { logger } : {}),
  });
}
