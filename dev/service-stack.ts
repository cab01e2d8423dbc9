import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Firestore } from '@google-cloud/firestore';
import type { PubSub } from '@google-cloud/pubsub';
import { freePort } from './free-port.js';
import { startPushRelay, type RunningPushRelay } from './push-relay.js';
import { ensurePushSubscription } from './push-subscription.js';
import { startTasksEmulator, type RunningTasksEmulator } from './tasks-emulator/start-tasks-emulator.js';
import { createProviderEventsRouter } from '../services/api/provider-events/provider-events-route.js';
import { startApiServer, type RunningApiServer } from '../services/api/server.js';
import type { ResponseBody } from './api-response-body.js';
import type { FaultHook } from '../services/worker/pipeline/effect-runner.js';
import { startWorkerServer, type RunningWorkerServer } from '../services/worker/server.js';
import { API_KEYS, USERS, generateApiKey, hashApiKey, type ApiKeyDoc, type UserDoc } from '../shared/api-keys.js';
import { CASES, caseConverter } from '../shared/case-firestore-converter.js';
import type { CaseRecord } from '../shared/case-record.js';
import { loadConfig, type Config } from '../shared/config.js';
import { createLogger } from '../shared/logger.js';
import { createPubSubCaseEventPublisher } from '../shared/pubsub-case-event-publisher.js';
import type { Plan } from '../shared/usage.js';
import type { Brain } from '../services/worker/brain/brain.js';
import {
  TEST_AGENTMAIL_KEY,
  TEST_WEBHOOK_SECRET,
  startTestMailSandbox,
  type TestMailSandbox,
} from './mail-sandbox/sandbox-client.js';
import { emulatorProject } from './emulator-project.js';

/**
 * The whole service in this process, wired as in production but local: given Firestore and
 * Pub/Sub emulators (a project of its own on them), the mail sandbox (AgentMail's API,
 * Svix-signed webhooks to the API's /provider/email-events), the tasks emulator (real Cloud Tasks
 * client over gRPC), the API, the worker behind a real Pub/Sub push subscription (through the
 * chaos relay when `chaos` > 1), and a local receiver for client webhooks. Tests (through
 * test/support/stack.ts), the benchmarks and the simulations (eval/) drive it only through the
 * API, the sandbox's counterparty controls and the tasks emulator's fire-now.
 */

export interface StackOptions {
  /** Deliver every Pub/Sub push and Cloud Task this many times (CHAOS_DELIVERIES). */
  chaos?: number;
  /** One followUpDelayHours hour, ms; long by default so timers fire only when fired now. */
  hourMs?: number;
  faults?: FaultHook;
  env?: Record<string, string>;
  /** The Firestore and Pub/Sub emulators to use (`127.0.0.1:PORT` each). */
  emulators: { firestoreHost: string; pubsubHost: string };
  /** Replaces the brain config would build (the benchmark counts its calls). */
  brain?: Brain;
  /** The worker's clock (sends are stamped and timers computed from it); the real one by default. */
  now?: () => number;
  /** Level of the captured logs (`logs`); warn by default. */
  logLevel?: 'debug' | 'info' | 'warn' | 'error';
}

export interface ReceivedWebhook {
  body: Record<string, unknown>;
  contentType: string | undefined;
  at: number;
  /** The request as received, for signature checks. */
  raw: string;
  headers: IncomingHttpHeaders;
}

export interface Stack {
  config: Config;
  db: Firestore;
  mail: TestMailSandbox;
  tasks: RunningTasksEmulator;
  worker: RunningWorkerServer;
  apiServer: RunningApiServer;
  relay: RunningPushRelay | undefined;
  webhookUrl: string;
  webhooks: ReceivedWebhook[];
  logs: string[];
  api(method: string, path: string, body?: unknown, apiKey?: string): Promise<{ status: number; body: ResponseBody }>;
  createUser(plan?: Plan): Promise<{ userId: string; apiKey: string }>;
  createCase(apiKey: string, overrides?: Record<string, unknown>): Promise<string>;
  readCase(caseId: string): Promise<CaseRecord>;
  /** Document reads the harness itself made (readCase, waitForCase): the benchmark subtracts them. */
  harnessReads(): number;
  /** Polls the stored case until `until` holds (or throws after timeoutMs with the last state). */
  waitForCase(caseId: string, until: (c: CaseRecord) => boolean, timeoutMs?: number): Promise<CaseRecord>;
  /** Fires the case's pending timer tasks now; resolves when their deliveries were answered. */
  fireTimers(caseId: string): Promise<number>;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function standardCaseBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    channel: 'EMAIL',
    goal: { objective: 'Confirm the delivery date of order 1042' },
    counterparty: { address: `buyer-${randomUUID().slice(0, 8)}@supplier.example.com`, name: 'Dana Supplier' },
    senderPersona: { name: 'Alex Buyer', role: 'Procurement', company: 'Acme' },
    resultSchema: { type: 'object', properties: { deliveryDate: { type: 'string' } }, required: ['deliveryDate'] },
    ...overrides,
  };
}

export async function startServiceStack(opts: StackOptions): Promise<Stack> {
  const emu = emulatorProject('stack', opts.emulators);
  const chaos = opts.chaos ?? 1;
  const logs: string[] = [];
  const logger = createLogger({ level: opts.logLevel ?? 'warn', write: (l) => logs.push(l) });

  const webhooks: ReceivedWebhook[] = [];
  const receiver: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const seen = { contentType: req.headers['content-type'], at: Date.now(), raw, headers: req.headers };
      try {
        webhooks.push({ body: JSON.parse(raw), ...seen });
      } catch {
        webhooks.push({ body: { unparsable: true }, ...seen });
      }
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
  const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/cases`;

  const [tasks, mail, workerPort] = await Promise.all([
    // Queues as production has them: a webhook gets one attempt (SPEC), timers retry.
    startTasksEmulator({ chaosDeliveries: chaos, queues: { 'case-webhooks': { maxAttempts: 1 } } }),
    startTestMailSandbox(),
    freePort(),
  ]);
  const config = loadConfig(
    emu.env({
      TASKS_EMULATOR_HOST: tasks.host,
      AGENTMAIL_BASE_URL: mail.url,
      AGENTMAIL_API_KEY: TEST_AGENTMAIL_KEY,
      AGENTMAIL_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      WORKER_URL: `http://127.0.0.1:${workerPort}`,
      WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
      HOUR_MS: String(opts.hourMs ?? 3_600_000),
      // A reply's result completes the case at once unless a test asks for a grace (env).
      COMPLETION_GRACE_SECONDS: '0',
      // A clarification on a reply is sent at once unless a test asks for a reply wait (env).
      REPLY_WAIT_SECONDS: '0',
      CHAOS_DELIVERIES: String(chaos),
      THROTTLE_CREATE_PER_WINDOW: '1000000',
      THROTTLE_OTHER_PER_WINDOW: '1000000',
      ...opts.env,
    }),
  );
  const db = emu.firestore();
  const pubsub: PubSub = emu.pubsub();
  await pubsub.topic(config.caseEventsTopic).get({ autoCreate: true });

  const worker = await startWorkerServer(config, logger.child({ service: 'worker' }), {
    port: workerPort,
    ...(opts.faults ? { faults: opts.faults } : {}),
    ...(opts.brain ? { brain: opts.brain } : {}),
    ...(opts.now ? { now: opts.now } : {}),
  });
  const pushTarget = `${worker.url}/pubsub/case-events`;
  const relay = chaos > 1 ? await startPushRelay({ target: pushTarget, copies: chaos }) : undefined;
  await ensurePushSubscription(pubsub, {
    topic: config.caseEventsTopic,
    subscription: 'case-events-worker',
    pushEndpoint: relay ? relay.url : pushTarget,
  });

  const apiLogger = logger.child({ service: 'api' });
  const apiServer = await startApiServer(config, apiLogger, {
    port: 0,
    emailProvider: mail.provider,
    providerEvents: createProviderEventsRouter({
      db,
      publisher: createPubSubCaseEventPublisher(pubsub, config.caseEventsTopic),
      webhookSecret: TEST_WEBHOOK_SECRET,
      logger: apiLogger,
      maxBodyBytes: config.api.providerEventsMaxBodyBytes,
    }),
  });
  mail.sandbox.setWebhookUrl(`${apiServer.url}/provider/email-events`);

  const api: Stack['api'] = async (method, path, body, apiKey) => {
    const res = await fetch(apiServer.url + path, {
      method,
      headers: {
        ...(apiKey ? { 'x-api-key': apiKey } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, body: parsed as ResponseBody };
  };

  const cases = () => db.collection(CASES).withConverter(caseConverter);
  let harnessReads = 0;
  const readCase = async (caseId: string) => {
    harnessReads++;
    const c = (await cases().doc(caseId).get()).data();
    if (!c) throw new Error(`no case ${caseId}`);
    return c;
  };

  return {
    config,
    db,
    mail,
    tasks,
    worker,
    apiServer,
    relay,
    webhookUrl,
    webhooks,
    logs,
    api,
    async createUser(plan = 'BASE_PRO') {
      const userId = `user-${randomUUID().slice(0, 12)}`;
      const apiKey = generateApiKey();
      const user: UserDoc = { userId, plan, active: true, createdAt: Date.now() };
      const key: ApiKeyDoc = { userId, active: true, createdAt: Date.now(), label: 'stack' };
      await Promise.all([
        db.collection(USERS).doc(userId).set(user),
        db.collection(API_KEYS).doc(hashApiKey(apiKey)).set(key),
      ]);
      return { userId, apiKey };
    },
    async createCase(apiKey, overrides = {}) {
      const res = await api('POST', '/cases', standardCaseBody(overrides), apiKey);
      if (res.status !== 201) throw new Error(`createCase: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data.caseId as string;
    },
    readCase,
    harnessReads: () => harnessReads,
    async waitForCase(caseId, until, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      let last: CaseRecord | undefined;
      for (;;) {
        last = await readCase(caseId).catch(() => undefined);
        if (last && until(last)) return last;
        if (Date.now() > deadline) {
          const state = last && {
            status: last.status,
            attemptCount: last.attemptCount,
            outbox: last.outbox.map((o) => o.effect.key),
            version: last.version,
          };
          const errors = logs.filter((l) => l.includes('"ERROR"')).slice(-5);
          throw new Error(
            `waitForCase ${caseId}: timed out; last ${JSON.stringify(state)}; errors ${errors.join('\n')}`,
          );
        }
        await sleep(40);
      }
    },
    fireTimers: (caseId) => tasks.fireNow({ caseId, queue: config.tasks.timerQueue }),
    async close() {
      await relay?.stop();
      await Promise.allSettled([apiServer.close(), worker.close()]);
      await Promise.allSettled([tasks.stop(), mail.stop(), pubsub.close(), db.terminate()]);
      receiver.closeAllConnections();
      await new Promise<void>((r) => receiver.close(() => r()));
    },
  };
}
