import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Firestore } from '@google-cloud/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTasksEmulator, type RunningTasksEmulator } from '../../dev/tasks-emulator/start-tasks-emulator.js';
import { freePort } from '../../dev/free-port.js';
import { loadConfig, type Config } from '../../shared/config.js';
import { createLogger } from '../../shared/logger.js';
import { createCloudTasksScheduler, webhookTaskName } from '../../services/worker/scheduling/cloud-tasks-scheduler.js';
import { createTasksClient } from '../../services/worker/scheduling/tasks-client.js';
import {
  handleWebhookTask,
  recordWebhookDelivery,
  WEBHOOK_DELIVERIES,
  WEBHOOK_USER_AGENT,
  type WebhookDeliveryDoc,
} from '../../services/worker/webhooks/webhook-deliveries.js';
import { redriveUnclaimedWebhooks } from '../../services/worker/sweep/webhook-redrive.js';
import { emulatorEnv } from '../support/emulator-env.js';

/**
 * Webhook delivery records in the Firestore emulator, tasks through the tasks emulator, POSTs to
 * a client receiver on 127.0.0.1 (allow-listed where a test wants it reached).
 */

interface Hit {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A client's webhook receiver; `answer` decides per path; counts TCP connections too. */
async function startReceiver(answer: (path: string, res: ServerResponse) => void) {
  const hits: Hit[] = [];
  let connections = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      hits.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      answer(req.url ?? '', res);
    });
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    hits,
    connections: () => connections,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** Stands in for the worker's /tasks/webhook route: hands each task body to `handle`. */
async function startWorkerStandIn(handle: (body: unknown) => Promise<unknown>) {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      handle(JSON.parse(Buffer.concat(chunks).toString('utf8'))).then(
        () => res.writeHead(204).end(),
        () => res.writeHead(500).end(),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

async function waitFor<T>(
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 8000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > until) throw new Error('waitFor: timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const logger = createLogger({ level: 'error', write: () => undefined });
let n = 0;
const ids = () => {
  n += 1;
  const caseId = `case-${n}-${Date.now()}`;
  return { caseId, eventId: `${caseId}:case.completed:${n}` };
};
const payloadFor = (caseId: string, eventId: string) => ({
  event_id: eventId,
  event: 'case.completed',
  caseId,
  result: { price: 12.5, nested: [[1, 2], { 'a.b': null }] },
  metadata: { crm: 'x-1' },
});

describe('webhook deliveries', () => {
  const envs = emulatorEnv('webhooks');
  let db: Firestore;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let emu: RunningTasksEmulator;
  let worker: Awaited<ReturnType<typeof startWorkerStandIn>>;
  let config: Config;
  let tasksClient: ReturnType<typeof createTasksClient>;
  let scheduler: ReturnType<typeof createCloudTasksScheduler>;
  const hookUrl = (path: string, host = '127.0.0.1') => `http://${host}:${receiver.port}${path}`;
  const doc = async (eventId: string) =>
    (await db.collection(WEBHOOK_DELIVERIES).doc(eventId).get()).data() as WebhookDeliveryDoc | undefined;
  const record = (caseId: string, eventId: string, url: string) =>
    recordWebhookDelivery(
      { db, queue: scheduler, logger },
      { caseId, eventId, event: 'case.completed', url, payload: payloadFor(caseId, eventId) },
    );
  const deps = () => ({ db, config, logger });
  /** Event ids whose task deliveries the worker answers 500 to before handling (an overloaded instance). */
  const overloaded = new Set<string>();
  /** The sweeper's webhook step, with a 1-minute wait. */
  const redrive = () =>
    redriveUnclaimedWebhooks({ db, queue: scheduler, afterMs: 60_000, now: Date.now, logger, limit: 100 });
  /** Time passes: the record's latest task was requested an hour ago. */
  const age = (eventId: string) =>
    db
      .collection(WEBHOOK_DELIVERIES)
      .doc(eventId)
      .update({ enqueuedAt: Date.now() - 3_600_000 });
  const webhookTasks = (caseId: string) => emu.tasks({ caseId, queue: 'case-webhooks' });
  const posts = (eventId: string) => receiver.hits.filter((h) => h.body.includes(eventId)).length;

  beforeAll(async () => {
    db = envs.firestore();
    receiver = await startReceiver((path, res) => {
      if (path === '/hang') return; // never answers
      if (path === '/redirect') return res.writeHead(302, { location: '/hook' }).end();
      if (path === '/boom') return res.writeHead(500).end('no');
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
    // The worker's /tasks/webhook route, reduced to what it does with the task.
    worker = await startWorkerStandIn(async (body) => {
      if (overloaded.has((body as { eventId?: string }).eventId ?? '')) throw new Error('overloaded');
      return handleWebhookTask(deps(), body);
    });
    emu = await startTasksEmulator({
      chaosDeliveries: 4,
      chaosJitterMs: 15,
      queues: { 'case-webhooks': { maxAttempts: 1 } },
    });
    emu.pause();
    config = loadConfig(
      envs.env({
        TASKS_EMULATOR_HOST: emu.host,
        WORKER_URL: worker.url,
        WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
        WEBHOOK_TIMEOUT_MS: '2000',
      }),
    );
    tasksClient = createTasksClient(config);
    scheduler = createCloudTasksScheduler({ client: tasksClient, config, logger });
  });

  afterAll(async () => {
    await tasksClient.close();
    await emu.stop();
    await worker.close();
    await receiver.close();
    await db.terminate();
  });

  it('records once and enqueues one task, however often it runs', async () => {
    const { caseId, eventId } = ids();
    await record(caseId, eventId, hookUrl('/hook'));
    await recordWebhookDelivery(
      { db, queue: scheduler, logger },
      { caseId, eventId, event: 'case.completed', url: hookUrl('/other'), payload: { changed: true } },
    );
    const d = await doc(eventId);
    expect(d).toMatchObject({ caseId, event: 'case.completed', url: hookUrl('/hook'), outcome: 'pending' });
    expect(JSON.parse(d!.payload)).toEqual(payloadFor(caseId, eventId));
    expect(emu.tasks({ caseId, queue: 'case-webhooks' })).toHaveLength(1);
    await expect(
      recordWebhookDelivery(
        { db, queue: scheduler, logger },
        { caseId, eventId: 'a/b', event: 'case.failed', url: hookUrl('/x'), payload: {} },
      ),
    ).rejects.toThrow();
  });

  it('POSTs exactly once under 10 concurrent handlings of the same task, and records the outcome', async () => {
    const { caseId, eventId } = ids();
    await record(caseId, eventId, hookUrl('/hook'));
    const results = await Promise.all(Array.from({ length: 10 }, () => handleWebhookTask(deps(), { caseId, eventId })));
    expect(results.filter((r) => 'done' in r)).toEqual([{ done: 'delivered' }]);
    expect(results.filter((r) => 'skipped' in r && r.skipped === 'already_attempted')).toHaveLength(9);
    const mine = receiver.hits.filter((h) => h.body.includes(eventId));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.headers['content-type']).toBe('application/json');
    expect(mine[0]!.headers['user-agent']).toBe(WEBHOOK_USER_AGENT);
    expect(JSON.parse(mine[0]!.body)).toEqual(payloadFor(caseId, eventId));
    const d = await doc(eventId);
    expect(d).toMatchObject({ outcome: 'delivered', httpStatus: 200 });
    expect(d!.completedAt).toBeGreaterThanOrEqual(d!.attemptedAt!);
    expect(await handleWebhookTask(deps(), { caseId, eventId })).toEqual({ skipped: 'already_attempted' });
    expect(receiver.hits.filter((h) => h.body.includes(eventId))).toHaveLength(1);
  });

  it('POSTs exactly once when the tasks emulator delivers the task 4 times at once (chaos)', async () => {
    const { caseId, eventId } = ids();
    await record(caseId, eventId, hookUrl('/hook'));
    expect(await emu.fireNow({ caseId })).toBe(1);
    expect(emu.counters().perQueue['case-webhooks']!.deliveries).toBeGreaterThanOrEqual(4);
    await waitFor(async () => (await doc(eventId))?.outcome === 'delivered');
    expect(receiver.hits.filter((h) => h.body.includes(eventId))).toHaveLength(1);
  });

  it('blocks a private address without the allow-list: no connection is made', async () => {
    const strict = { db, logger, config: { webhooks: { timeoutMs: 2000, allowedHosts: [] } } };
    const before = receiver.connections();
    const { caseId, eventId } = ids();
    await record(caseId, eventId, hookUrl('/hook'));
    expect(await handleWebhookTask(strict, { caseId, eventId })).toEqual({ done: 'blocked' });
    expect(await doc(eventId)).toMatchObject({ outcome: 'blocked', errorCode: 'SSRF_BLOCKED' });
    expect(receiver.connections()).toBe(before);
  });

  it('blocks at connect time a name that resolves to loopback (localhost), even with 127.0.0.1 allow-listed', async () => {
    const before = receiver.connections();
    const { caseId, eventId } = ids();
    await record(caseId, eventId, hookUrl('/hook', 'localhost'));
    expect(await handleWebhookTask(deps(), { caseId, eventId })).toEqual({ done: 'blocked' });
    expect(await doc(eventId)).toMatchObject({ outcome: 'blocked' });
    expect(receiver.connections()).toBe(before);
  });

  it('does not follow a redirect: the 3xx is the recorded answer', async () => {
    const { caseId, eventId } = ids();
    await record(caseId, eventId, hookUrl('/redirect'));
    expect(await handleWebhookTask(deps(), { caseId, eventId })).toEqual({ done: 'failed' });
    expect(await doc(eventId)).toMatchObject({ outcome: 'failed', httpStatus: 302 });
    expect(receiver.hits.filter((h) => h.body.includes(eventId)).map((h) => h.path)).toEqual(['/redirect']);
  });

  it('records a receiver that never answers as failed after the configured timeout', async () => {
    const quick = { db, logger, config: { webhooks: { timeoutMs: 300, allowedHosts: ['127.0.0.1'] } } };
    const { caseId, eventId } = ids();
    await record(caseId, eventId, hookUrl('/hang'));
    const t0 = Date.now();
    expect(await handleWebhookTask(quick, { caseId, eventId })).toEqual({ done: 'failed' });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(300);
    expect(Date.now() - t0).toBeLessThan(3000);
    expect(await doc(eventId)).toMatchObject({ outcome: 'failed', errorCode: 'TIMEOUT' });
  });

  it('records a 5xx and a refused connection as failed, once', async () => {
    const a = ids();
    await record(a.caseId, a.eventId, hookUrl('/boom'));
    expect(await handleWebhookTask(deps(), a)).toEqual({ done: 'failed' });
    expect(await doc(a.eventId)).toMatchObject({ outcome: 'failed', httpStatus: 500 });
    const b = ids();
    await record(b.caseId, b.eventId, `http://127.0.0.1:${await freePort()}/hook`);
    expect(await handleWebhookTask(deps(), b)).toEqual({ done: 'failed' });
    expect(await doc(b.eventId)).toMatchObject({ outcome: 'failed', errorCode: 'ECONNREFUSED' });
  });

  it('skips invalid, unknown and mismatched tasks without posting', async () => {
    const hitsBefore = receiver.hits.length;
    expect(await handleWebhookTask(deps(), { nope: 1 })).toEqual({ skipped: 'invalid_task' });
    expect(await handleWebhookTask(deps(), { caseId: 'c', eventId: '../x' })).toEqual({ skipped: 'invalid_task' });
    expect(await handleWebhookTask(deps(), { caseId: 'c', eventId: 'never-recorded' })).toEqual({
      skipped: 'not_found',
    });
    const { caseId, eventId } = ids();
    await record(caseId, eventId, hookUrl('/hook'));
    expect(await handleWebhookTask(deps(), { caseId: 'other-case', eventId })).toEqual({ skipped: 'case_mismatch' });
    expect(receiver.hits.length).toBe(hitsBefore);
    expect(await doc(eventId)).toMatchObject({ outcome: 'pending' });
  });

  describe("re-drive of deliveries never claimed (the sweeper's step)", () => {
    it('a task spent before the claim (the instance answered 5xx): one new task under a fresh name, one POST', async () => {
      const { caseId, eventId } = ids();
      await record(caseId, eventId, hookUrl('/hook'));
      const rec = await doc(eventId);
      expect(rec).toMatchObject({ outcome: 'pending', enqueuedAt: rec!.createdAt });
      overloaded.add(eventId);
      expect(await emu.fireNow({ caseId })).toBe(1); // the queue's one attempt, spent on 5xx answers
      overloaded.delete(eventId);
      expect(webhookTasks(caseId).map((t) => t.state)).toEqual(['failed']);
      expect(await doc(eventId)).toMatchObject({ outcome: 'pending' });
      expect(posts(eventId)).toBe(0);

      // Within the wait nothing happens; the same name again would run nothing (still reserved).
      expect((await redrive()).redriven).toBe(0);
      await scheduler.enqueueWebhook({ caseId, eventId });
      expect(webhookTasks(caseId)).toHaveLength(1);

      await age(eventId);
      expect(await redrive()).toEqual({ redriven: 1, failed: 0 });
      expect(await doc(eventId)).toMatchObject({ outcome: 'pending', redrives: 1 });
      const tasks = webhookTasks(caseId);
      expect(tasks.map((t) => t.name)).toEqual([webhookTaskName(config, eventId), webhookTaskName(config, eventId, 1)]);
      expect(JSON.parse(tasks[1]!.body)).toEqual({ caseId, eventId });

      expect(await emu.fireNow({ caseId })).toBe(1); // four concurrent copies (chaos)
      expect(await doc(eventId)).toMatchObject({ outcome: 'delivered', redrives: 1 });
      expect(posts(eventId)).toBe(1);
      await age(eventId);
      expect((await redrive()).redriven).toBe(0);
      expect(webhookTasks(caseId)).toHaveLength(2);
    });

    it('an enqueue that failed after the record was written: the record alone is enough', async () => {
      const { caseId, eventId } = ids();
      const lost = { enqueueWebhook: async () => Promise.reject(new Error('Cloud Tasks unavailable')) };
      await expect(
        recordWebhookDelivery(
          { db, queue: lost, logger },
          { caseId, eventId, event: 'case.completed', url: hookUrl('/hook'), payload: payloadFor(caseId, eventId) },
        ),
      ).rejects.toThrow(/unavailable/);
      expect(webhookTasks(caseId)).toHaveLength(0);
      await age(eventId);
      expect((await redrive()).redriven).toBe(1);
      await emu.fireNow({ caseId });
      expect(posts(eventId)).toBe(1);
      expect(JSON.parse(receiver.hits.find((h) => h.body.includes(eventId))!.body)).toEqual(
        payloadFor(caseId, eventId),
      );
    });

    it('never re-drives a claimed record: delivered, failed, blocked, or claimed and then crashed', async () => {
      const delivered = ids();
      const failed = ids();
      const blocked = ids();
      const crashed = ids();
      await record(delivered.caseId, delivered.eventId, hookUrl('/hook'));
      await record(failed.caseId, failed.eventId, hookUrl('/boom'));
      await record(blocked.caseId, blocked.eventId, hookUrl('/hook', 'localhost'));
      await record(crashed.caseId, crashed.eventId, hookUrl('/hook'));
      expect(await handleWebhookTask(deps(), delivered)).toEqual({ done: 'delivered' });
      expect(await handleWebhookTask(deps(), failed)).toEqual({ done: 'failed' });
      expect(await handleWebhookTask(deps(), blocked)).toEqual({ done: 'blocked' });
      // What a crash between the claim and the POST leaves: attempted, and never sent again.
      await db
        .collection(WEBHOOK_DELIVERIES)
        .doc(crashed.eventId)
        .update({ outcome: 'attempting', attemptedAt: Date.now() });
      const all = [delivered, failed, blocked, crashed];
      for (const x of all) await age(x.eventId);
      const before = await Promise.all(all.map((x) => doc(x.eventId)));
      for (let i = 0; i < 3; i++) await redrive();
      expect(await Promise.all(all.map((x) => doc(x.eventId)))).toEqual(before);
      for (const x of all) expect(webhookTasks(x.caseId)).toHaveLength(1);
      expect(all.map((x) => posts(x.eventId))).toEqual([1, 1, 0, 0]);
    });

    it('sweeps at once or while the re-drive is in flight re-drive once; a lost re-drive is re-driven again; one POST', async () => {
      const { caseId, eventId } = ids();
      await record(caseId, eventId, hookUrl('/hook'));
      await tasksClient.deleteTask({ name: webhookTaskName(config, eventId) }); // the task is lost
      await age(eventId);
      const concurrent = await Promise.all(Array.from({ length: 5 }, () => redrive()));
      expect(concurrent.reduce((n, r) => n + r.redriven, 0)).toBe(1);
      expect((await redrive()).redriven).toBe(0); // in flight: its task is pending, the record is fresh
      expect(webhookTasks(caseId).map((t) => t.state)).toEqual(['deleted', 'pending']);

      // That re-drive's task is lost too; once the wait is over the next sweep tries again.
      await tasksClient.deleteTask({ name: webhookTaskName(config, eventId, 1) });
      await age(eventId);
      expect((await redrive()).redriven).toBe(1);
      expect(await doc(eventId)).toMatchObject({ redrives: 2 });
      expect(webhookTasks(caseId).map((t) => t.name)).toEqual(
        [0, 1, 2].map((n) => webhookTaskName(config, eventId, n)),
      );
      await emu.fireNow({ caseId });
      expect(posts(eventId)).toBe(1);
    });

    it('handlers and sweeps racing on one record: exactly one POST in the end', async () => {
      for (let round = 0; round < 5; round++) {
        const { caseId, eventId } = ids();
        await record(caseId, eventId, hookUrl('/hook'));
        await age(eventId);
        await Promise.all([
          ...Array.from({ length: 4 }, () => handleWebhookTask(deps(), { caseId, eventId })),
          ...Array.from({ length: 3 }, () => redrive()),
        ]);
        // A handler that lost its claim to the re-drive's write leaves the attempt to the new task.
        await emu.fireNow({ caseId });
        expect((await doc(eventId))?.outcome).toBe('delivered');
        expect(posts(eventId)).toBe(1);
      }
    });
  });
});
