import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { status } from '@grpc/grpc-js';
import type { CloudTasksClient } from '@google-cloud/tasks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTasksEmulator, type RunningTasksEmulator } from '../../dev/tasks-emulator/start-tasks-emulator.js';
import { freePort } from '../../dev/free-port.js';
import { loadConfig, type Config } from '../../shared/config.js';
import { RetryableError } from '../../shared/errors.js';
import { createLogger } from '../../shared/logger.js';
import {
  createCloudTasksScheduler,
  taskIdFor,
  timerTaskName,
  webhookTaskName,
} from '../../services/worker/scheduling/cloud-tasks-scheduler.js';
import { createTasksClient } from '../../services/worker/scheduling/tasks-client.js';

/**
 * The scheduler adapter through the real @google-cloud/tasks client (gRPC) against the local
 * Cloud Tasks emulator, which delivers to a receiver standing in for the worker.
 */

interface Received {
  path: string;
  method: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

const SA = 'tasks-invoker@demo-email-cases.iam.gserviceaccount.com';
const logger = createLogger({ level: 'error' });

async function startReceiver(answer: (r: Received) => number) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r = {
        path: req.url ?? '',
        method: req.method ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      };
      received.push(r);
      res.writeHead(answer(r)).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

async function waitFor<T>(probe: () => T | undefined | false, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = probe();
    if (v) return v;
    if (Date.now() > until) throw new Error('waitFor: timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

const bodyOf = (r: Received) => JSON.parse(r.body) as Record<string, string>;
const decodeJwt = (h: string | undefined) =>
  JSON.parse(Buffer.from((h ?? '').replace(/^Bearer /, '').split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
let seq = 0;
const newCaseId = () => `case-${Date.now()}-${++seq}`;

describe('Cloud Tasks scheduler against the tasks emulator', () => {
  let emu: RunningTasksEmulator;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let client: CloudTasksClient;
  let config: Config;
  let scheduler: ReturnType<typeof createCloudTasksScheduler>;
  const failing = new Set<string>();

  beforeAll(async () => {
    receiver = await startReceiver((r) => (failing.has(bodyOf(r).caseId ?? '') ? 500 : 204));
    emu = await startTasksEmulator({
      queues: {
        'case-timers': { maxAttempts: 3, minBackoffMs: 20, maxBackoffMs: 100 },
        'case-webhooks': { maxAttempts: 1 },
      },
    });
    config = loadConfig({
      NODE_ENV: 'test',
      GOOGLE_CLOUD_PROJECT: 'tasks-test',
      TASKS_EMULATOR_HOST: emu.host,
      WORKER_URL: receiver.url,
      TASKS_INVOKER_SERVICE_ACCOUNT: SA,
    });
    client = createTasksClient(config);
    scheduler = createCloudTasksScheduler({ client, config, logger });
  });

  afterEach(() => {
    emu.resume();
    failing.clear();
  });

  afterAll(async () => {
    await client.close();
    await emu.stop();
    await receiver.close();
  });

  it('creates a named HTTP task with body, headers, OIDC token and scheduleTime', async () => {
    const caseId = newCaseId();
    const at = Date.now() + 3_600_000 + 123;
    await scheduler.scheduleTimer({ caseId, timerId: 't1', at });
    const name = timerTaskName(config, caseId, 't1');
    expect(name).toBe(
      `projects/tasks-test/locations/us-central1/queues/case-timers/tasks/${taskIdFor(`${caseId}:t1`)}`,
    );
    const [task] = await client.getTask({ name, responseView: 'FULL' });
    expect(task.name).toBe(name);
    expect(Number(task.scheduleTime?.seconds) * 1000 + Math.floor((task.scheduleTime?.nanos ?? 0) / 1e6)).toBe(at);
    expect(task.httpRequest?.url).toBe(`${receiver.url}/tasks/timer`);
    expect(task.httpRequest?.httpMethod).toBe('POST');
    expect(task.httpRequest?.headers).toEqual({ 'content-type': 'application/json' });
    expect(JSON.parse(Buffer.from(task.httpRequest?.body as Uint8Array).toString())).toEqual({ caseId, timerId: 't1' });
    expect(task.httpRequest?.oidcToken).toEqual({ serviceAccountEmail: SA, audience: receiver.url });
    expect(receiver.received.filter((r) => bodyOf(r).caseId === caseId)).toHaveLength(0);
  });

  it('treats a duplicate name as success and keeps one task', async () => {
    const caseId = newCaseId();
    const at = Date.now() + 3_600_000;
    await Promise.all(Array.from({ length: 5 }, () => scheduler.scheduleTimer({ caseId, timerId: 'dup', at })));
    await scheduler.scheduleTimer({ caseId, timerId: 'dup', at: at + 5000 });
    const tasks = emu.tasks({ caseId });
    expect(tasks).toHaveLength(1);
    expect(tasks[0]!.scheduleTime).toBe(at);
  });

  it('dispatches at scheduleTime with the Cloud Tasks headers and the token', async () => {
    const caseId = newCaseId();
    const at = Date.now() + 300;
    await scheduler.scheduleTimer({ caseId, timerId: 'soon', at });
    const got = await waitFor(() => receiver.received.find((r) => bodyOf(r).caseId === caseId));
    expect(got.at).toBeGreaterThanOrEqual(at);
    expect(got.method).toBe('POST');
    expect(got.path).toBe('/tasks/timer');
    expect(bodyOf(got)).toEqual({ caseId, timerId: 'soon' });
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['x-cloudtasks-queuename']).toBe('case-timers');
    expect(got.headers['x-cloudtasks-taskname']).toBe(taskIdFor(`${caseId}:soon`));
    expect(got.headers['x-cloudtasks-taskretrycount']).toBe('0');
    expect(got.headers['user-agent']).toBe('Google-Cloud-Tasks');
    const claims = decodeJwt(got.headers.authorization);
    expect(claims).toMatchObject({ aud: receiver.url, email: SA, iss: 'https://accounts.google.com' });
    // Ran once and done: the name stays reserved, so scheduling it again creates nothing.
    await scheduler.scheduleTimer({ caseId, timerId: 'soon', at: Date.now() });
    expect(emu.tasks({ caseId }).map((t) => t.state)).toEqual(['succeeded']);
    await expect(client.getTask({ name: timerTaskName(config, caseId, 'soon') })).rejects.toMatchObject({
      code: status.NOT_FOUND,
    });
  });

  it('fires a far timer now, by caseId (in-process) and by name (control API)', async () => {
    const a = newCaseId();
    const b = newCaseId();
    const far = Date.now() + 48 * 3_600_000;
    await scheduler.scheduleTimer({ caseId: a, timerId: 'f', at: far });
    await scheduler.scheduleTimer({ caseId: b, timerId: 'f', at: far });
    expect(await emu.fireNow({ caseId: a })).toBe(1);
    expect(receiver.received.filter((r) => bodyOf(r).caseId === a)).toHaveLength(1);
    expect(receiver.received.filter((r) => bodyOf(r).caseId === b)).toHaveLength(0);

    const res = await fetch(`${emu.controlUrl}/fire-now`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: timerTaskName(config, b, 'f') }),
    });
    expect(await res.json()).toEqual({ fired: 1 });
    expect(receiver.received.filter((r) => bodyOf(r).caseId === b)).toHaveLength(1);
    expect(await emu.fireNow({ caseId: a })).toBe(0);

    const listed = (await (await fetch(`${emu.controlUrl}/tasks?caseId=${a}`)).json()) as {
      tasks: { state: string }[];
    };
    expect(listed.tasks.map((t) => t.state)).toEqual(['succeeded']);
    const bad = await fetch(`${emu.controlUrl}/fire-now`, { method: 'POST', body: '{"nope":1}' });
    expect(bad.status).toBe(400);
  });

  it('deletes a task: GetTask and DeleteTask then answer NOT_FOUND, the name stays reserved', async () => {
    const caseId = newCaseId();
    await scheduler.scheduleTimer({ caseId, timerId: 'del', at: Date.now() + 3_600_000 });
    const name = timerTaskName(config, caseId, 'del');
    await client.deleteTask({ name });
    await expect(client.getTask({ name })).rejects.toMatchObject({ code: status.NOT_FOUND });
    await expect(client.deleteTask({ name })).rejects.toMatchObject({ code: status.NOT_FOUND });
    expect(await emu.fireNow({ caseId })).toBe(0);
    await scheduler.scheduleTimer({ caseId, timerId: 'del', at: Date.now() });
    expect(emu.tasks({ caseId }).map((t) => t.state)).toEqual(['deleted']);
    expect(receiver.received.filter((r) => bodyOf(r).caseId === caseId)).toHaveLength(0);
  });

  it('retries a failing timer with backoff up to maxAttempts; a webhook task gets exactly one attempt', async () => {
    const caseId = newCaseId();
    failing.add(caseId);
    await scheduler.scheduleTimer({ caseId, timerId: 'r', at: Date.now() });
    await scheduler.enqueueWebhook({ caseId, eventId: `evt-${caseId}` });
    const timerHits = () => receiver.received.filter((r) => bodyOf(r).caseId === caseId && r.path === '/tasks/timer');
    await waitFor(() => emu.tasks({ caseId, queue: 'case-timers' })[0]?.state === 'failed');
    expect(timerHits().map((r) => r.headers['x-cloudtasks-taskretrycount'])).toEqual(['0', '1', '2']);
    const [t0, t1, t2] = timerHits().map((r) => r.at);
    expect(t1! - t0!).toBeGreaterThanOrEqual(20);
    expect(t2! - t1!).toBeGreaterThanOrEqual(40);

    await waitFor(() => emu.tasks({ caseId, queue: 'case-webhooks' })[0]?.state === 'failed');
    const hooks = receiver.received.filter((r) => bodyOf(r).caseId === caseId && r.path === '/tasks/webhook');
    expect(hooks).toHaveLength(1);
    expect(bodyOf(hooks[0]!)).toEqual({ caseId, eventId: `evt-${caseId}` });
    expect(emu.tasks({ caseId, queue: 'case-webhooks' })[0]!.name).toBe(webhookTaskName(config, `evt-${caseId}`));
  });

  it('holds due tasks while paused and sends them on resume', async () => {
    const caseId = newCaseId();
    emu.pause();
    await scheduler.scheduleTimer({ caseId, timerId: 'p', at: Date.now() });
    await new Promise((r) => setTimeout(r, 100));
    expect(emu.tasks({ caseId })[0]!.state).toBe('pending');
    emu.resume();
    await waitFor(() => receiver.received.find((r) => bodyOf(r).caseId === caseId));
  });

  it('schedules a timer beyond Cloud Tasks’ 30-day limit at the limit', async () => {
    const caseId = newCaseId();
    const before = Date.now();
    await scheduler.scheduleTimer({ caseId, timerId: 'far', at: before + 90 * 24 * 3_600_000 });
    const [t] = emu.tasks({ caseId });
    expect(t!.scheduleTime).toBeGreaterThan(before + 29 * 24 * 3_600_000);
    expect(t!.scheduleTime).toBeLessThanOrEqual(Date.now() + 30 * 24 * 3_600_000);
  });

  it('maps an unreachable Cloud Tasks to RetryableError', async () => {
    const port = await freePort();
    const deadConfig = loadConfig({ NODE_ENV: 'test', TASKS_EMULATOR_HOST: `127.0.0.1:${port}` });
    const deadClient = createTasksClient(deadConfig);
    const dead = createCloudTasksScheduler({
      client: deadClient,
      config: deadConfig,
      logger: createLogger({ write: () => undefined }),
    });
    await expect(dead.enqueueWebhook({ caseId: 'c', eventId: 'e' })).rejects.toBeInstanceOf(RetryableError);
    await deadClient.close();
  });
});

describe('tasks emulator chaos', () => {
  it('delivers every task chaosDeliveries times, concurrently', async () => {
    const receiver = await startReceiver(() => 200);
    const emu = await startTasksEmulator({
      chaosDeliveries: 3,
      chaosJitterMs: 20,
      queues: { 'case-webhooks': { maxAttempts: 1 } },
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      GOOGLE_CLOUD_PROJECT: 'chaos',
      TASKS_EMULATOR_HOST: emu.host,
      WORKER_URL: receiver.url,
    });
    const client = createTasksClient(config);
    try {
      const scheduler = createCloudTasksScheduler({ client, config, logger });
      await Promise.all(
        ['e1', 'e2', 'e3'].map((eventId) => scheduler.enqueueWebhook({ caseId: 'chaos-case', eventId })),
      );
      await waitFor(() => receiver.received.length >= 9);
      // The receiver sees the 9th request before the emulator has read its answer: wait for the
      // emulator to settle the three attempts before reading its counters.
      await waitFor(() => (emu.counters().perQueue['case-webhooks']?.succeeded ?? 0) >= 3);
      const perEvent = new Map<string, number>();
      for (const r of receiver.received) perEvent.set(bodyOf(r).eventId!, (perEvent.get(bodyOf(r).eventId!) ?? 0) + 1);
      expect(Object.fromEntries(perEvent)).toEqual({ e1: 3, e2: 3, e3: 3 });
      expect(receiver.received.every((r) => r.headers.authorization === undefined)).toBe(true);
      const counters = emu.counters();
      expect(counters.perQueue['case-webhooks']).toMatchObject({
        created: 3,
        dispatched: 3,
        deliveries: 9,
        succeeded: 3,
      });
    } finally {
      await client.close();
      await emu.stop();
      await receiver.close();
    }
  });
});
