import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createAgentMailRoutes } from './sandbox-agentmail-routes.js';
import { createCaseStatusReader, type CaseApi } from './sandbox-case-status.js';
import { createControlRoutes } from './sandbox-control-routes.js';
import { createPageRoutes } from './sandbox-page-routes.js';
import { createSandboxMail } from './sandbox-mail.js';
import { createStore } from './sandbox-store.js';
import { createWebhookDispatcher } from './sandbox-webhooks.js';

/**
 * A local stand-in for AgentMail: its REST API under `/v0` (what the adapter uses, so the real
 * SDK runs against it unchanged), Svix-signed webhooks to `webhookUrl`, a control API under
 * `/_sandbox` and a web page at `/` where a person plays the counterparty. Bound to 127.0.0.1.
 */

export interface MailSandboxOptions {
  port?: number;
  webhookUrl?: string;
  /** `whsec_...`: the secret the receiver verifies with (AGENTMAIL_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** When set, API calls must carry `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
  /** Keep state in this JSON file across restarts. */
  dataFile?: string;
  /** Where the page reads each thread's case (the service's API and a key); settable later. */
  caseApi?: CaseApi;
  /** Lifetime of attachment download URLs; 3600 by default. */
  downloadTtlSeconds?: number;
  /** Multiplies Svix's webhook retry schedule (sandbox-webhooks.ts); 1 (real time) by default. */
  retryScale?: number;
  /** How long a webhook delivery waits for its answer; Svix's 15 s by default. */
  webhookTimeoutMs?: number;
}

export interface RunningMailSandbox {
  url: string;
  setWebhookUrl(url: string | undefined): void;
  /** The API (and key) the page reads case statuses from; undefined: statuses are not shown. */
  setCaseApi(api: CaseApi | undefined): void;
  /** Resolves once every queued webhook has been attempted (tests). */
  webhooksIdle(): Promise<void>;
  /** Plays AgentMail's 24-hour expiry of Idempotency-Keys, now (tests). */
  forgetIdempotencyKeys(): void;
  stop(): Promise<void>;
}

export async function startMailSandbox(opts: MailSandboxOptions): Promise<RunningMailSandbox> {
  const store = createStore(opts.dataFile);
  const hooks = createWebhookDispatcher({
    secret: opts.webhookSecret,
    url: opts.webhookUrl,
    ...(opts.retryScale !== undefined ? { retryScale: opts.retryScale } : {}),
    ...(opts.webhookTimeoutMs !== undefined ? { timeoutMs: opts.webhookTimeoutMs } : {}),
  });
  const mail = createSandboxMail(store, hooks, randomBytes(32));
  let baseUrl = '';

  const app = express();
  app.disable('x-powered-by');
  app.use(
    '/v0',
    createAgentMailRoutes({
      store,
      mail,
      apiKey: opts.apiKey,
      baseUrl: () => baseUrl,
      downloadTtlSeconds: opts.downloadTtlSeconds ?? 3600,
    }),
  );
  const statuses = createCaseStatusReader();
  if (opts.caseApi) statuses.setApi(opts.caseApi);
  app.use(createPageRoutes({ store, hooks, statuses })); // `/` and `/_sandbox/page...`
  app.use('/_sandbox', createControlRoutes({ store, mail, hooks, baseUrl: () => baseUrl }));

  const server = app.listen(opts.port ?? 0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    setWebhookUrl: (url) => hooks.setUrl(url),
    setCaseApi: (api) => statuses.setApi(api),
    webhooksIdle: () => hooks.idle(),
    forgetIdempotencyKeys: () => store.forgetIdempotencyKeys(),
    async stop() {
      hooks.stop();
      await hooks.idle();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
