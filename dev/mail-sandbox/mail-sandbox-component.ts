import { z } from 'zod';
import type { Component } from '../local-stack.js';
import { startMailSandbox, type RunningMailSandbox } from './mail-sandbox.js';

/**
 * The mail sandbox in `npm start`, in two steps around the api: `sandbox` starts it before the
 * api (so the api's config gets AGENTMAIL_BASE_URL, AGENTMAIL_API_KEY and
 * AGENTMAIL_WEBHOOK_SECRET), `webhookTarget` points its webhooks at the api's receiver once
 * API_URL is known. A user who sets AGENTMAIL_BASE_URL (the real AgentMail) skips both.
 */

/** Local-only credentials: the sandbox accepts nothing else, and nothing leaves this machine. */
const LOCAL_API_KEY = 'am_local_sandbox_key';
const LOCAL_WEBHOOK_SECRET = `whsec_${Buffer.from('local-mail-sandbox-signing-key!!').toString('base64')}`;

/** MAIL_SANDBOX_RETRY_SCALE's default: 5 s → 50 ms, 5 min → 3 s, 30 min → 18 s, ..., 10 h → 6 min. */
const LOCAL_RETRY_SCALE = 0.01;

/**
 * `pageApiKey`: the key the sandbox page reads case statuses with (the demo user's, which
 * `npm start` creates); it stays server-side.
 */
export function mailSandboxComponents(
  dataFile: string,
  pageApiKey: () => string | undefined = () => undefined,
): { sandbox: Component; webhookTarget: Component } {
  let running: RunningMailSandbox | undefined;
  const sandbox: Component = {
    name: 'mail-sandbox',
    async start(env) {
      if (env.AGENTMAIL_BASE_URL) {
        return { summary: `Email: ${env.AGENTMAIL_BASE_URL} (yours, from AGENTMAIL_BASE_URL)`, stop: async () => {} };
      }
      const port = z.coerce.number().int().min(1).max(65535).optional().parse(env.MAIL_SANDBOX_PORT);
      // Svix's retry schedule, compressed so a person sees retries within minutes, not hours.
      const retryScale = z.coerce
        .number()
        .positive()
        .max(1)
        .default(LOCAL_RETRY_SCALE)
        .parse(env.MAIL_SANDBOX_RETRY_SCALE);
      const secret = env.AGENTMAIL_WEBHOOK_SECRET ?? LOCAL_WEBHOOK_SECRET;
      const apiKey = env.AGENTMAIL_API_KEY ?? LOCAL_API_KEY;
      running = await startMailSandbox({
        webhookSecret: secret,
        apiKey,
        dataFile,
        retryScale,
        ...(port ? { port } : {}),
      });
      const r = running;
      return {
        env: { AGENTMAIL_BASE_URL: r.url, AGENTMAIL_API_KEY: apiKey, AGENTMAIL_WEBHOOK_SECRET: secret },
        summary: `Mail sandbox: ${r.url} (play the counterparty there; state in ${dataFile}; webhook retries at ${retryScale} × Svix's schedule)`,
        stop: () => r.stop(),
      };
    },
  };
  const webhookTarget: Component = {
    name: 'mail-sandbox-webhooks',
    async start(env) {
      if (!running || !env.API_URL) return { stop: async () => {} };
      const target = `${env.API_URL}/provider/email-events`;
      running.setWebhookUrl(target);
      const apiKey = pageApiKey();
      if (apiKey) running.setCaseApi({ url: env.API_URL, apiKey });
      return {
        summary: `Mail sandbox webhooks → ${target}${apiKey ? '; its page reads case statuses with the demo key' : ''}`,
        stop: async () => {
          running?.setWebhookUrl(undefined);
          running?.setCaseApi(undefined);
        },
      };
    },
  };
  return { sandbox, webhookTarget };
}
