import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Firestore } from '@google-cloud/firestore';
import type { Message, PubSub, Subscription } from '@google-cloud/pubsub';
import { serialization } from 'agentmail';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseEventSchema, type CaseEvent, type CaseEventPublisher } from '../../shared/case-events.js';
import { loadConfig } from '../../shared/config.js';
import { createLogger } from '../../shared/logger.js';
import { createPubSubCaseEventPublisher } from '../../shared/pubsub-case-event-publisher.js';
import { PARKED_EVENTS } from '../../shared/parked-events.js';
import { recordThread } from '../../shared/thread-index.js';
import { eventMarkerId, svixMarkerId } from '../../services/api/provider-events/provider-event-markers.js';
import {
  PROVIDER_EVENTS,
  createProviderEventsRouter,
  providerEventsRouterFromConfig,
} from '../../services/api/provider-events/provider-events-route.js';
import { emulatorEnv } from '../support/emulator-env.js';
import {
  startTestMailSandbox,
  svixHeaders,
  TEST_WEBHOOK_SECRET,
  type TestMailSandbox,
} from '../support/mail-sandbox-client.js';

/**
 * The provider webhook receiver on the Firestore and Pub/Sub emulators: signatures, routing by
 * thread, one EMAIL_EVENT per provider event (read back from a subscription), nothing for
 * duplicates or events that are not for a case; and the sandbox's real webhooks end to end.
 */

const emu = emulatorEnv('prov');
let db: Firestore;
let pubsub: PubSub;
let subscription: Subscription;
let server: Server;
let url: string;
let sbx: TestMailSandbox;
const received: CaseEvent[] = [];
let publishCalls = 0;
/** Set to make the next publish fail (as Pub/Sub being down would). */
let failNextPublish = false;
/** Every line the receiver logged (JSON), for what must and must not be logged. */
const logs: string[] = [];

beforeAll(async () => {
  db = emu.firestore();
  pubsub = emu.pubsub();
  const [topic] = await pubsub.createTopic('case-events');
  [subscription] = await topic.createSubscription(`prov-${randomUUID().slice(0, 8)}`);
  subscription.on('message', (m: Message) => {
    received.push(caseEventSchema.parse(JSON.parse(m.data.toString('utf8'))));
    m.ack();
  });
  const real = createPubSubCaseEventPublisher(pubsub, 'case-events');
  const publisher: CaseEventPublisher = {
    async publish(e) {
      publishCalls++;
      if (failNextPublish) {
        failNextPublish = false;
        throw new Error('pubsub unavailable');
      }
      return real.publish(e);
    },
  };
  const app = express();
  app.use(
    '/provider/email-events',
    createProviderEventsRouter({
      db,
      publisher,
      webhookSecret: TEST_WEBHOOK_SECRET,
      logger: createLogger({ level: 'info', write: (l) => logs.push(l) }),
      maxBodyBytes: 256 * 1024,
    }),
  );
  server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/provider/email-events`;
  sbx = await startTestMailSandbox({ webhookUrl: url });
});

afterAll(async () => {
  await sbx.stop();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await subscription.close();
  await Promise.allSettled([db.terminate(), pubsub.close()]);
});

const post = async (body: string, headers: Record<string, string>) => {
  const res = await fetch(url, { method: 'POST', headers, body });
  return {
    status: res.status,
    body: (await res.json()) as { ok: boolean; data?: { outcome: string }; error?: { code: string } },
  };
};

async function waitFor(pred: (e: CaseEvent) => boolean, timeoutMs = 10_000): Promise<CaseEvent> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const hit = received.find(pred);
    if (hit) return hit;
    if (Date.now() > deadline) throw new Error(`no matching event in ${timeoutMs} ms (${received.length} received)`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A case with a thread in the index; returns its ids. */
async function caseWithThread() {
  const ids = { caseId: randomUUID(), threadId: randomUUID(), inboxId: 'svc@agentmail.local' };
  await recordThread(db, ids);
  return ids;
}

const ev = (eventType: string, body: Record<string, unknown>, eventId = `evt_${randomUUID()}`) =>
  JSON.stringify({ type: 'event', event_type: eventType, event_id: eventId, ...body });
const eventIdOf = (body: string) => (JSON.parse(body) as { event_id: string }).event_id;
const marker = (id: string) => db.collection(PROVIDER_EVENTS).doc(id).get();
const msgIds = (c: { threadId: string; inboxId: string }, messageId = `<${randomUUID()}@x>`) => ({
  inbox_id: c.inboxId,
  thread_id: c.threadId,
  message_id: messageId,
});

describe('signatures', () => {
  it('accepts a valid signature and publishes', async () => {
    const c = await caseWithThread();
    const body = ev('message.received', { message: msgIds(c) });
    const h = svixHeaders(body);
    const res = await post(body, h);
    expect(res).toEqual({ status: 200, body: { ok: true, data: { outcome: 'published' } } });
    const e = await waitFor((x) => x.caseId === c.caseId);
    // AgentMail's event_id, not the svix-id: a resend of the event under a new svix-id dedupes too.
    expect(e.eventId).toBe(`email:${eventIdOf(body)}`);
  });

  it.each([
    [
      'forged signature',
      (b: string) => ({ ...svixHeaders(b), 'svix-signature': `v1,${Buffer.alloc(32, 7).toString('base64')}` }),
    ],
    ['stale timestamp (6 minutes old)', (b: string) => svixHeaders(b, { at: new Date(Date.now() - 6 * 60_000) })],
    ['future timestamp (6 minutes ahead)', (b: string) => svixHeaders(b, { at: new Date(Date.now() + 6 * 60_000) })],
    [
      'wrong secret',
      (b: string) =>
        svixHeaders(b, { secret: `whsec_${Buffer.from('another-secret-of-32-bytes-long!').toString('base64')}` }),
    ],
    ['no signature headers', () => ({ 'content-type': 'application/json' })],
    ['svix-id changed after signing', (b: string) => ({ ...svixHeaders(b), 'svix-id': 'msg_other' })],
  ])('refuses %s with 401 and changes nothing', async (_name, headersFor) => {
    const c = await caseWithThread();
    const body = ev('message.received', { message: msgIds(c) });
    const before = publishCalls;
    const res = await post(body, headersFor(body));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED' } });
    expect(publishCalls).toBe(before);
  });

  it('refuses a tampered body with 401', async () => {
    const c = await caseWithThread();
    const body = ev('message.received', { message: msgIds(c) });
    const h = svixHeaders(body);
    const tampered = body.replace(c.threadId, randomUUID());
    const before = publishCalls;
    expect((await post(tampered, h)).status).toBe(401);
    expect(publishCalls).toBe(before);
  });

  it('acknowledges a replayed delivery once and publishes nothing for the replay', async () => {
    const c = await caseWithThread();
    const body = ev('message.received', { message: msgIds(c) });
    const h = svixHeaders(body);
    expect((await post(body, h)).body.data?.outcome).toBe('published');
    await waitFor((x) => x.caseId === c.caseId);
    const before = publishCalls;
    const again = await post(body, h);
    expect(again).toEqual({ status: 200, body: { ok: true, data: { outcome: 'duplicate' } } });
    expect(publishCalls).toBe(before);
    await new Promise((r) => setTimeout(r, 300));
    expect(received.filter((x) => x.caseId === c.caseId)).toHaveLength(1);
  });

  it('acknowledges the same AgentMail event (event_id) resent under a new svix-id once, publishing once', async () => {
    const c = await caseWithThread();
    const body = ev('message.received', { message: msgIds(c) });
    expect((await post(body, svixHeaders(body))).body.data?.outcome).toBe('published');
    await waitFor((x) => x.caseId === c.caseId);
    const before = publishCalls;
    const resent = await post(body, svixHeaders(body)); // a fresh svix-id, same payload and event_id
    expect(resent).toEqual({ status: 200, body: { ok: true, data: { outcome: 'duplicate' } } });
    expect(publishCalls).toBe(before);
    await new Promise((r) => setTimeout(r, 300));
    expect(received.filter((x) => x.caseId === c.caseId && x.type === 'EMAIL_EVENT')).toHaveLength(1);
  });
});

describe('routing each provider event', () => {
  it.each([
    ['message.received', 'received', (ids: object) => ({ message: ids }), undefined],
    [
      'message.bounced',
      'bounced',
      (ids: object) => ({
        bounce: { ...ids, timestamp: new Date().toISOString(), type: 'Permanent', sub_type: 'General', recipients: [] },
      }),
      'Permanent/General',
    ],
    [
      'message.complained',
      'complained',
      (ids: object) => ({
        complaint: { ...ids, timestamp: new Date().toISOString(), type: 'abuse', sub_type: 'abuse', recipients: [] },
      }),
      'abuse/abuse',
    ],
    [
      'message.rejected',
      'rejected',
      (ids: object) => ({ reject: { ...ids, timestamp: new Date().toISOString(), reason: 'suppressed' } }),
      'suppressed',
    ],
  ])('%s → EMAIL_EVENT kind %s', async (eventType, kind, payload, detail) => {
    const c = await caseWithThread();
    const ids = msgIds(c);
    const body = ev(eventType, payload(ids));
    const h = svixHeaders(body);
    expect((await post(body, h)).body.data?.outcome).toBe('published');
    const e = await waitFor((x) => x.caseId === c.caseId);
    expect(e).toEqual({
      type: 'EMAIL_EVENT',
      eventId: `email:${eventIdOf(body)}`,
      caseId: c.caseId,
      occurredAt: expect.any(Number),
      kind,
      inboxId: c.inboxId,
      threadId: c.threadId,
      messageId: ids.message_id,
      ...(detail ? { detail } : {}),
    });
    expect((await marker(svixMarkerId(h['svix-id']!))).exists).toBe(true);
    expect((await marker(eventMarkerId(eventIdOf(body)))).exists).toBe(true);
  });

  it.each([
    ['message.received.spam', (ids: object) => ({ message: ids })],
    ['message.received.blocked', (ids: object) => ({ message: ids })],
    ['message.received.unauthenticated', (ids: object) => ({ message: ids })],
    ['message.sent', (ids: object) => ({ send: { ...ids, recipients: [] } })],
    ['message.delivered', (ids: object) => ({ delivery: { ...ids, recipients: [] } })],
    ['message.opened', (ids: object) => ({ open: ids })],
    ['something.new', () => ({})],
  ])('%s is acknowledged and not published', async (eventType, payload) => {
    const c = await caseWithThread();
    const body = ev(eventType, payload(msgIds(c)));
    const before = publishCalls;
    expect(await post(body, svixHeaders(body))).toEqual({
      status: 200,
      body: { ok: true, data: { outcome: 'ignored' } },
    });
    expect(publishCalls).toBe(before);
  });

  it('parks an event for an unknown thread (kept, acknowledged, not published); a retry finds it parked', async () => {
    const threadId = randomUUID();
    const body = ev('message.received', { message: msgIds({ threadId, inboxId: 'svc@agentmail.local' }) });
    const before = publishCalls;
    const h = svixHeaders(body);
    expect((await post(body, h)).body.data?.outcome).toBe('parked');
    expect((await post(body, h)).body.data?.outcome).toBe('parked'); // a Svix retry: the same document
    expect(publishCalls).toBe(before);
    const parked = await db.collection(PARKED_EVENTS).where('threadId', '==', threadId).get();
    expect(parked.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ threadId, kind: 'received', state: 'parked', expireAt: expect.anything() }),
    ]);
    expect(logs.filter((l) => l.includes(threadId) && l.includes('"providerEventOutcome":"parked"'))).toHaveLength(2);
  });

  it('answers 500 (Svix retries) when an unknown-thread event cannot be parked, and keeps nothing', async () => {
    const threadId = randomUUID();
    // A message id whose parked document id is over Firestore's 1,500-byte limit: the write fails.
    const body = ev('message.received', {
      message: { inbox_id: 'svc@agentmail.local', thread_id: threadId, message_id: 'm'.repeat(1600) },
    });
    const res = await post(body, svixHeaders(body));
    expect(res.status).toBe(500);
    expect((await db.collection(PARKED_EVENTS).where('threadId', '==', threadId).get()).size).toBe(0);
  });

  it.each([
    ['not JSON', () => 'not json at all {SECRET-BODY', {}],
    ['JSON that is not an event', () => JSON.stringify({ hello: 'SECRET-BODY' }), {}],
    [
      'an event_id that is not a short ASCII id',
      () => ev('message.received', { note: 'SECRET-BODY' }, 'é'.repeat(300)),
      { eventType: 'message.received' },
    ],
    [
      'message.received without message ids',
      () => ev('message.received', { message: { inbox_id: 'x', text: 'SECRET-BODY' } }, 'evt_u1'),
      { eventType: 'message.received', eventId: 'evt_u1' },
    ],
    [
      'message.bounced without its bounce',
      () => ev('message.bounced', { note: 'SECRET-BODY' }, 'evt_u2'),
      { eventType: 'message.bounced', eventId: 'evt_u2' },
    ],
  ])(
    'acknowledges a signed but unusable payload (%s) with 200, logs it at ERROR without the body, changes nothing',
    async (_name, bodyOf, loggedIds) => {
      const body = bodyOf();
      const h = svixHeaders(body);
      const before = publishCalls;
      const res = await post(body, h);
      expect(res).toEqual({ status: 200, body: { ok: true, data: { outcome: 'unusable' } } });
      expect(publishCalls).toBe(before);
      expect((await marker(svixMarkerId(h['svix-id']!))).exists).toBe(false);
      const lines = logs.filter((l) => l.includes(h['svix-id']!));
      expect(lines.join('\n')).not.toContain('SECRET-BODY');
      const errors = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.severity === 'ERROR');
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({ svixId: h['svix-id'], reason: expect.any(String), ...loggedIds });
    },
  );

  it('still refuses an unsigned unusable payload with 401', async () => {
    const before = publishCalls;
    const res = await post('not json at all', { 'content-type': 'application/json' });
    expect(res.status).toBe(401);
    expect(publishCalls).toBe(before);
  });

  it('answers 500 without a marker when publishing fails, so the provider retry is processed', async () => {
    const c = await caseWithThread();
    const body = ev('message.received', { message: msgIds(c) });
    const h = svixHeaders(body);
    failNextPublish = true;
    const first = await post(body, h);
    expect(first.status).toBe(500);
    expect((await marker(svixMarkerId(h['svix-id']!))).exists).toBe(false);
    expect((await marker(eventMarkerId(eventIdOf(body)))).exists).toBe(false);
    const retry = await post(body, h);
    expect(retry.body.data?.outcome).toBe('published');
    await waitFor((x) => x.caseId === c.caseId);
  });
});

describe('with the mail sandbox (its real, signed webhooks)', () => {
  it('publishes received for a counterparty reply and bounced for a bounce; payloads parse with the SDK', async () => {
    const inboxId = (await sbx.provider.ensureInbox()).inboxId;
    const caseId = randomUUID();
    const address = `e2e-${randomUUID().slice(0, 6)}@example.com`;
    const sent = await sbx.provider.sendFirst({
      inboxId,
      to: { address },
      subject: 'Hi',
      text: 'Hi',
      idempotencyKey: `case:${caseId}:out:1`,
    });
    await recordThread(db, { threadId: sent.threadId, caseId, inboxId });
    const r = await sbx.reply({ threadId: sent.threadId, text: 'Sure.' });
    const got = await waitFor((x) => x.caseId === caseId && x.type === 'EMAIL_EVENT' && x.kind === 'received');
    expect(got).toMatchObject({ kind: 'received', messageId: r.message_id, threadId: sent.threadId, inboxId });

    await sbx.failDelivery(sent.messageId, 'bounce');
    await sbx.sandbox.webhooksIdle();
    const bounced = await waitFor((x) => x.caseId === caseId && x.type === 'EMAIL_EVENT' && x.kind === 'bounced');
    expect(bounced).toMatchObject({ messageId: sent.messageId, detail: 'Permanent/General' });

    const deliveries = await sbx.webhookDeliveries();
    expect(deliveries.every((d) => d.status === 200)).toBe(true);
    expect(deliveries.map((d) => d.eventType)).toEqual(
      expect.arrayContaining(['message.sent', 'message.delivered', 'message.received', 'message.bounced']),
    );
  });

  it("sandbox payloads are what the SDK's own event parsers accept", async () => {
    const received = await captureSandboxEvents();
    const parsers: Record<string, { parse(v: unknown): { ok: boolean } }> = {
      'message.received': serialization.events.MessageReceivedEvent,
      'message.sent': serialization.events.MessageSentEvent,
      'message.delivered': serialization.events.MessageDeliveredEvent,
      'message.bounced': serialization.events.MessageBouncedEvent,
      'message.complained': serialization.events.MessageComplainedEvent,
      'message.rejected': serialization.events.MessageRejectedEvent,
    };
    for (const [type, parser] of Object.entries(parsers)) {
      const payload = received.find((p) => p.event_type === type);
      expect(payload, type).toBeDefined();
      const parsed = parser.parse(payload);
      expect(parsed.ok, `${type}: ${JSON.stringify(parsed)}`).toBe(true);
    }
  });
});

/** Points a second sandbox at a capturing server and makes it emit every event type once. */
async function captureSandboxEvents(): Promise<Array<Record<string, unknown>>> {
  const got: Array<Record<string, unknown>> = [];
  const cap = express();
  cap.use(express.json());
  cap.post('/', (req, res) => {
    got.push(req.body as Record<string, unknown>);
    res.sendStatus(204);
  });
  const s: Server = await new Promise((resolve) => {
    const x = cap.listen(0, '127.0.0.1', () => resolve(x));
  });
  const other = await startTestMailSandbox({ webhookUrl: `http://127.0.0.1:${(s.address() as AddressInfo).port}/` });
  try {
    const inboxId = (await other.provider.ensureInbox()).inboxId;
    const sent = await other.provider.sendFirst({
      inboxId,
      to: { address: 'a@example.com' },
      subject: 's',
      text: 't',
      idempotencyKey: 'k1',
    });
    await other.reply({
      threadId: sent.threadId,
      text: 'r',
      attachments: [{ filename: 'f.txt', contentBase64: 'aGk=' }],
    });
    for (const kind of ['bounce', 'complain', 'reject'] as const) await other.failDelivery(sent.messageId, kind);
    await other.sandbox.webhooksIdle();
  } finally {
    await other.stop();
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
  return got;
}

describe('mounted in the API app', () => {
  it('is served without an API key, before the JSON parser, with its own body limit from config', async () => {
    const { startApiHarness } = await import('../support/api-harness.js');
    // The receiver as the composition roots build it: its limit is PROVIDER_EVENTS_MAX_BODY_BYTES
    // (default), the app's client routes keep MAX_BODY_BYTES.
    const config = loadConfig(emu.env({ AGENTMAIL_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET }));
    const appLogs: string[] = [];
    const router = providerEventsRouterFromConfig(
      config,
      createLogger({ level: 'info', write: (l) => appLogs.push(l) }),
      { db, publisher: createPubSubCaseEventPublisher(pubsub, config.caseEventsTopic) },
    )!;
    const h = await startApiHarness({ providerEvents: router });
    const limit = config.api.providerEventsMaxBodyBytes;
    expect(limit).toBeGreaterThan(h.config.api.maxBodyBytes);
    try {
      const c = await caseWithThread();
      const body = ev('message.received', { message: msgIds(c) });
      const ok = await h.api('POST', '/provider/email-events', body, undefined, svixHeaders(body));
      expect(ok.status).toBe(200);
      expect(ok.body.data.outcome).toBe('published');
      await waitFor((x) => x.caseId === c.caseId);

      const unsigned = await h.api('POST', '/provider/email-events', body);
      expect(unsigned.status).toBe(401);
      expect(unsigned.body.error.code).toBe('UNAUTHORIZED');

      // A long HTML reply: above the client routes' limit, below the receiver's → accepted.
      const c2 = await caseWithThread();
      const html = `<p>${'Long reply. '.repeat(Math.ceil((h.config.api.maxBodyBytes * 2) / 12))}</p>`;
      const large = ev('message.received', { message: { ...msgIds(c2), html, extracted_html: html } });
      expect(Buffer.byteLength(large)).toBeGreaterThan(h.config.api.maxBodyBytes);
      expect(Buffer.byteLength(large)).toBeLessThan(limit);
      const accepted = await h.api('POST', '/provider/email-events', large, undefined, svixHeaders(large));
      expect(accepted.status).toBe(200);
      expect(accepted.body.data.outcome).toBe('published');
      await waitFor((x) => x.caseId === c2.caseId);

      // Above the receiver's limit: refused cleanly (413 with the envelope, never a 500), logged at
      // WARNING (unverified: anyone can send one, so it must not page anybody).
      const c3 = await caseWithThread();
      const huge = ev('message.received', { message: { ...msgIds(c3), html: 'x'.repeat(limit) } });
      const hh = svixHeaders(huge);
      const tooBig = await h.api('POST', '/provider/email-events', huge, undefined, hh);
      expect(tooBig.status).toBe(413);
      expect(tooBig.body).toMatchObject({ ok: false, error: { code: 'INVALID_REQUEST' } });
      const line = appLogs.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.svixId === hh['svix-id']);
      expect(line).toMatchObject({ severity: 'WARNING', limit });
      await new Promise((r) => setTimeout(r, 300));
      expect(received.some((x) => x.caseId === c3.caseId)).toBe(false);
    } finally {
      await h.close();
    }
  });
});
