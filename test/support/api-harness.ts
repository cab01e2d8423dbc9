import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Firestore } from '@google-cloud/firestore';
import type { Message, PubSub, Subscription } from '@google-cloud/pubsub';
import type express from 'express';
import { API_KEYS, USERS, generateApiKey, hashApiKey, type ApiKeyDoc, type UserDoc } from '../../shared/api-keys.js';
import { CASES, caseConverter } from '../../shared/case-firestore-converter.js';
import { caseEventSchema, type CaseEvent, type CaseEventPublisher } from '../../shared/case-events.js';
import type { CaseRecord } from '../../shared/case-record.js';
import { loadConfig, type Config } from '../../shared/config.js';
import type { EmailProvider } from '../../shared/email-provider.js';
import { createLogger } from '../../shared/logger.js';
import { createPubSubCaseEventPublisher } from '../../shared/pubsub-case-event-publisher.js';
import { USAGE, usageDocId, type Plan } from '../../shared/usage.js';
import type { ApiDeps } from '../../services/api/api-deps.js';
import { createApp } from '../../services/api/app.js';
import type { ResponseBody } from '../../dev/api-response-body.js';
import { emulatorEnv } from './emulator-env.js';

/**
 * The client API on 127.0.0.1 (a free port), on the run's Firestore and Pub/Sub emulators, in a
 * project of its own, through the real client libraries. For any test that needs the API:
 *
 *   const h = await startApiHarness();                 // afterAll(() => h.close())
 *   const { apiKey } = await h.createUser();           // a user + an active key, stored hashed
 *   const res = await h.api('POST', '/cases', validCaseBody(), apiKey);
 *   expect(res.status).toBe(201);
 *   const created = await h.waitForEvent((e) => e.type === 'CASE_CREATED');
 *
 * The case-events topic and one subscription are created at start, so every event the API
 * publishes can be read back (`events`, `waitForEvent`). Throttle limits default to very high
 * values so tests are not throttled unless they set THROTTLE_* in `env`.
 */

export interface ApiHarnessOptions {
  /** Extra environment for loadConfig (e.g. THROTTLE_CREATE_PER_WINDOW, MAX_BODY_BYTES). */
  env?: Record<string, string>;
  now?: () => number;
  newId?: () => string;
  /** Defaults to the real Pub/Sub publisher on this project's emulator topic. */
  publisher?: CaseEventPublisher;
  emailProvider?: EmailProvider | null;
  providerEvents?: express.Router;
  /** Fault points of multi-step writes (ApiDeps.faults), for crash tests. */
  faults?: ApiDeps['faults'];
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON (read as the SPEC's envelope), or the raw text when the body is not JSON. */
  body: ResponseBody;
}

export interface TestUser {
  userId: string;
  apiKey: string;
}

export interface ApiHarness {
  url: string;
  projectId: string;
  config: Config;
  db: Firestore;
  pubsub: PubSub;
  /** Every log line the API wrote (JSON strings), for assertions on logging. */
  logs: string[];
  /**
   * One HTTP request. An object body is sent as JSON; a string body is sent verbatim (with
   * content-type application/json unless `headers` says otherwise), for malformed-body tests.
   */
  api(
    method: string,
    path: string,
    body?: unknown,
    apiKey?: string,
    headers?: Record<string, string>,
  ): Promise<ApiResponse>;
  createUser(opts?: { plan?: Plan; active?: boolean; keyActive?: boolean }): Promise<TestUser>;
  /** Another key for an existing user. */
  addKey(userId: string, opts?: { active?: boolean }): Promise<string>;
  /** POST /cases with validCaseBody(overrides); returns the caseId or throws with the response. */
  createCase(apiKey: string, overrides?: Record<string, unknown>): Promise<string>;
  readStoredCase(caseId: string): Promise<CaseRecord | undefined>;
  /** Reads a stored case through the converter, applies `mutate`, writes it back: to reach states. */
  updateStoredCase(caseId: string, mutate: (c: CaseRecord) => CaseRecord): Promise<CaseRecord>;
  countCases(ownerId: string): Promise<number>;
  setUsage(userId: string, month: string, counts: { created?: number; billable?: number }): Promise<void>;
  /** Case events received so far on this harness's subscription, parsed with caseEventSchema. */
  events(): CaseEvent[];
  waitForEvent(predicate: (e: CaseEvent) => boolean, timeoutMs?: number): Promise<CaseEvent>;
  close(): Promise<void>;
}

const HIGH_LIMIT = '1000000';

/** A complete valid POST /cases body; `overrides` replace top-level fields. */
export function validCaseBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    channel: 'EMAIL',
    goal: { objective: 'Get a quote for 200 units of part A-17', knowledge: { budget: 'under 5000 EUR' } },
    counterparty: { address: 'sales@supplier.example.com', name: 'Dana Supplier', company: 'Supplier Ltd' },
    senderPersona: { name: 'Alex Buyer', role: 'Procurement', company: 'Acme' },
    ...overrides,
  };
}

export async function startApiHarness(opts: ApiHarnessOptions = {}): Promise<ApiHarness> {
  const emu = emulatorEnv('api');
  const config = loadConfig(
    emu.env({ THROTTLE_CREATE_PER_WINDOW: HIGH_LIMIT, THROTTLE_OTHER_PER_WINDOW: HIGH_LIMIT, ...opts.env }),
  );
  const db = emu.firestore();
  const pubsub = emu.pubsub();
  const [topic] = await pubsub.createTopic(config.caseEventsTopic);
  const [subscription] = await topic.createSubscription(`harness-${randomUUID().slice(0, 8)}`);

  const logs: string[] = [];
  const logger = createLogger({ level: 'debug', write: (line) => logs.push(line) });
  const app = createApp({
    config,
    logger,
    db,
    publisher: opts.publisher ?? createPubSubCaseEventPublisher(pubsub, config.caseEventsTopic),
    emailProvider: opts.emailProvider ?? null,
    now: opts.now ?? Date.now,
    newId: opts.newId ?? randomUUID,
    ...(opts.providerEvents ? { providerEvents: opts.providerEvents } : {}),
    ...(opts.faults ? { faults: opts.faults } : {}),
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const received: CaseEvent[] = [];
  let listening: Subscription | undefined;
  const listen = () => {
    if (listening) return;
    listening = subscription;
    subscription.on('message', (m: Message) => {
      received.push(caseEventSchema.parse(JSON.parse(m.data.toString('utf8'))));
      m.ack();
    });
  };

  const api: ApiHarness['api'] = async (method, path, body, apiKey, headers = {}) => {
    const h: Record<string, string> = {};
    if (apiKey !== undefined) h['x-api-key'] = apiKey;
    if (body !== undefined) h['content-type'] = 'application/json';
    Object.assign(h, headers);
    const res = await fetch(url + path, {
      method,
      headers: h,
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, headers: res.headers, body: parsed as ResponseBody };
  };

  const addKey = async (userId: string, o: { active?: boolean } = {}) => {
    const apiKey = generateApiKey();
    const doc: ApiKeyDoc = { userId, active: o.active ?? true, createdAt: Date.now(), label: 'test' };
    await db.collection(API_KEYS).doc(hashApiKey(apiKey)).set(doc);
    return apiKey;
  };

  const cases = () => db.collection(CASES).withConverter(caseConverter);

  return {
    url,
    projectId: emu.projectId,
    config,
    db,
    pubsub,
    logs,
    api,
    addKey,
    async createUser(o = {}) {
      const userId = `user-${randomUUID().slice(0, 12)}`;
      const user: UserDoc = { userId, plan: o.plan ?? 'SANDBOX', active: o.active ?? true, createdAt: Date.now() };
      await db.collection(USERS).doc(userId).set(user);
      return { userId, apiKey: await addKey(userId, { active: o.keyActive ?? true }) };
    },
    async createCase(apiKey, overrides = {}) {
      const res = await api('POST', '/cases', validCaseBody(overrides), apiKey);
      if (res.status !== 201) throw new Error(`createCase: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data.caseId as string;
    },
    async readStoredCase(caseId) {
      return (await cases().doc(caseId).get()).data();
    },
    async updateStoredCase(caseId, mutate) {
      const current = (await cases().doc(caseId).get()).data();
      if (!current) throw new Error(`updateStoredCase: no case ${caseId}`);
      const next = mutate(structuredClone(current));
      await cases().doc(caseId).set(next);
      return next;
    },
    async countCases(ownerId) {
      const snap = await db.collection(CASES).where('ownerId', '==', ownerId).count().get();
      return snap.data().count;
    },
    async setUsage(userId, month, counts) {
      await db
        .collection(USAGE)
        .doc(usageDocId(userId, month))
        .set({ userId, month, ...counts }, { merge: true });
    },
    events() {
      listen();
      return [...received];
    },
    async waitForEvent(predicate, timeoutMs = 10_000) {
      listen();
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(predicate);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`waitForEvent: none matched in ${timeoutMs} ms (${received.length} received)`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      if (listening) await listening.close().catch(() => undefined);
      await Promise.allSettled([db.terminate(), pubsub.close()]);
    },
  };
}
