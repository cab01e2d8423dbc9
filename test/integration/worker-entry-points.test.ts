import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../dev/free-port.js';
import type { SweepResult } from '../../services/worker/sweep/sweeper.js';
import { webhookTaskName } from '../../services/worker/scheduling/cloud-tasks-scheduler.js';
import { createTasksClient } from '../../services/worker/scheduling/tasks-client.js';
import { WEBHOOK_DELIVERIES, type WebhookDeliveryDoc } from '../../services/worker/webhooks/webhook-deliveries.js';
import { CASES, caseConverter } from '../../shared/case-firestore-converter.js';
import { NO_ACTION_AT, type CaseRecord } from '../../shared/case-record.js';
import { settled, useStack } from '../support/use-stack.js';

/**
 * The worker's routes and their queue contract (2xx = done or permanently invalid, 5xx =
 * deliver again), and the sweeper, on the emulators with the real clients.
 */

let crashNext = false;
const t = useStack({
  env: { SWEEP_THRESHOLD_MS: '1000' },
  faults: (point) => {
    if (point === 'after-commit' && crashNext) {
      crashNext = false;
      throw new Error('injected crash after-commit');
    }
  },
});

/** A worker route's answer: `result` is the step's outcome, or the sweep's counts on /tasks/sweep. */
const post = async <Result = string | null>(path: string, body: unknown, raw = false) => {
  const res = await fetch(t.s.worker.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: raw ? (body as string) : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { ok: boolean; result: Result } };
};
const push = (event: unknown) =>
  post('/pubsub/case-events', {
    subscription: 'projects/p/subscriptions/s',
    message: { messageId: '1', data: Buffer.from(JSON.stringify(event)).toString('base64') },
  });
const errorLogs = () => t.s.logs.filter((l) => l.includes('"severity":"ERROR"'));

describe('worker routes: permanently invalid messages are acknowledged and logged at ERROR', () => {
  it.each([
    ['a body that is not JSON', '/pubsub/case-events', '{"message": ', true],
    ['not a push envelope', '/pubsub/case-events', { hello: 'world' }, false],
    [
      'data that is not a case event',
      '/pubsub/case-events',
      { message: { data: Buffer.from('{"type":"NOPE"}').toString('base64') } },
      false,
    ],
    ['a timer task without a timerId', '/tasks/timer', { caseId: 'x' }, false],
  ] as const)('%s → 200', async (_name, path, body, raw) => {
    const before = errorLogs().length;
    const res = await post(path, body, raw);
    expect(res.status).toBe(200);
    expect(errorLogs().length).toBeGreaterThan(before);
  });

  it('an event for a case that does not exist → 200, nothing written', async () => {
    const res = await push({ type: 'CASE_CREATED', eventId: 'created:nope', caseId: 'nope', occurredAt: 1 });
    expect(res.status).toBe(200);
    expect(res.body.result).toBe('case_not_found');
  });

  it('a stale timer → 200, ignored, the case unchanged', async () => {
    const caseId = await t.s.createCase(t.user.apiKey);
    const c = await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && settled(x));
    const res = await post('/tasks/timer', { caseId, timerId: 't0' });
    expect(res).toMatchObject({ status: 200, body: { result: 'ignored' } });
    expect((await t.s.readCase(caseId)).version).toBe(c.version);
  });

  it('a duplicate of a processed event → 200 duplicate, nothing sent again', async () => {
    const caseId = await t.s.createCase(t.user.apiKey);
    const c = await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && settled(x));
    const res = await push({ type: 'CASE_CREATED', eventId: `created:${caseId}`, caseId, occurredAt: 1 });
    expect(res.body.result).toBe('duplicate');
    expect(await t.s.mail.sentTo(c.counterparty.address)).toHaveLength(1);
  });
});

describe('concurrent twins', () => {
  it('the same timer handled five times at once: one follow-up email, one applied', async () => {
    const caseId = await t.s.createCase(t.user.apiKey);
    const c = await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && settled(x));
    const event = { id: `timer:${c.timerId}`, body: { type: 'TIMER_DUE' as const, timerId: c.timerId! } };
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => t.s.worker.pipeline.handle(caseId, event)));
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.every((o) => o === 'applied' || o === 'duplicate' || o === 'ignored')).toBe(true);
    const after = await t.s.waitForCase(caseId, (x) => x.attemptCount === 2 && settled(x));
    expect(after.followUpCount).toBe(1);
    expect(await t.s.mail.sentTo(c.counterparty.address)).toHaveLength(2);
  });
});

describe('worker routes: transient failures answer 5xx so the queue delivers again', () => {
  it('the provider answers 503 on the first send: 503 to Pub/Sub, the redelivery sends once', async () => {
    await t.s.mail.injectFault({ status: 503, count: 1, op: 'send' });
    const caseId = await t.s.createCase(t.user.apiKey);
    const c = await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && settled(x), 20_000);
    expect(c.attemptCount).toBe(1);
    expect(await t.s.mail.sentTo(c.counterparty.address)).toHaveLength(1);
    expect(t.s.logs.some((l) => l.includes('transient failure'))).toBe(true);
  });
});

describe('sweeper (POST /tasks/sweep)', () => {
  it('starts a CREATED case whose CASE_CREATED never arrived', async () => {
    const caseId = await t.s.createCase(t.user.apiKey);
    const c = await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && settled(x));
    // A twin of it that never got its event: as the API stores a new case, an hour ago.
    const lostId = `${caseId.slice(0, -4)}0000`;
    const lost: CaseRecord = {
      ...c,
      caseId: lostId,
      counterparty: { ...c.counterparty, address: `lost-${Date.now()}@supplier.example.com` },
      status: 'CREATED',
      createdAt: Date.now() - 3_600_000,
      updatedAt: Date.now() - 3_600_000,
      attemptCount: 0,
      nextActionAt: NO_ACTION_AT,
      nextActionType: 'NONE',
      timerId: null,
      threadId: null,
      lastMessageId: null,
      handledMessageIds: [],
      version: 1,
      outbox: [],
    };
    await t.s.db.collection(CASES).withConverter(caseConverter).doc(lostId).set(lost);
    const res = await post<SweepResult>('/tasks/sweep', {});
    expect(res.status).toBe(200);
    expect(res.body.result.started).toBeGreaterThanOrEqual(1);
    const started = await t.s.waitForCase(lostId, (x) => x.status === 'RUNNING' && settled(x));
    expect(started.attemptCount).toBe(1);
    expect(await t.s.mail.sentTo(lost.counterparty.address)).toHaveLength(1);
  });

  it('runs the pending effects a crash left behind when no redelivery comes', async () => {
    const caseId = await t.s.createCase(t.user.apiKey);
    const c = await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && settled(x));
    // Handled directly (no queue behind it): the crash after the commit leaves the follow-up pending.
    crashNext = true;
    await expect(
      t.s.worker.pipeline.handle(caseId, {
        id: `timer:${c.timerId}`,
        body: { type: 'TIMER_DUE', timerId: c.timerId! },
      }),
    ).rejects.toThrow(/injected/);
    const stuck = await t.s.readCase(caseId);
    expect(stuck.outbox.map((o) => o.effect.type)).toEqual(['SEND_EMAIL']);
    await new Promise((r) => setTimeout(r, 1100)); // older than SWEEP_THRESHOLD_MS
    const res = await post<SweepResult>('/tasks/sweep', {});
    expect(res.body.result.drained).toBeGreaterThanOrEqual(1);
    const after = await t.s.waitForCase(caseId, (x) => x.attemptCount === 2 && settled(x));
    expect(after.timerId).toBe('t2');
    expect(await t.s.mail.sentTo(c.counterparty.address)).toHaveLength(2);
  });

  it('fires a timer whose task was lost once it is overdue', async () => {
    const caseId = await t.s.createCase(t.user.apiKey);
    const c = await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && settled(x));
    await t.s.db
      .collection(CASES)
      .doc(caseId)
      .update({ nextActionAt: Date.now() - 5000 });
    const res = await post<SweepResult>('/tasks/sweep', {});
    expect(res.body.result.timers).toBeGreaterThanOrEqual(1);
    await t.s.waitForCase(caseId, (x) => x.attemptCount === 2 && settled(x));
    expect(await t.s.mail.sentTo(c.counterparty.address)).toHaveLength(2);
    // The lost task turns up after all: stale (t1), while t2's task is current: one more email, not two.
    expect(await t.s.fireTimers(caseId)).toBe(2);
    await t.s.waitForCase(caseId, (x) => x.attemptCount === 3 && settled(x));
    expect(await t.s.mail.sentTo(c.counterparty.address)).toHaveLength(3);
  });

  it('continues a case whose accepted answer never reached the worker (publish and revert both failed)', async () => {
    const caseId = await t.s.createCase(t.user.apiKey);
    const c = await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && settled(x));
    // What the API leaves behind in that double failure: the answer stored, no INPUT_PROVIDED.
    const requestId = `${caseId}-ir99`;
    const old = Date.now() - 3_600_000;
    await t.s.db
      .collection(CASES)
      .withConverter(caseConverter)
      .doc(caseId)
      .set({
        ...c,
        status: 'INPUT_NEEDED',
        updatedAt: old,
        nextActionAt: NO_ACTION_AT,
        nextActionType: 'NONE',
        timerId: null,
        inputRequest: { id: requestId, question: 'Which delivery week?', status: 'RESOLVED', requestedAt: old },
        inputRequestId: requestId,
        inputRequestStatus: 'RESOLVED',
        providedContext: 'Week 12 works for us.',
      });
    const res = await post<SweepResult>('/tasks/sweep', {});
    expect(res.body.result.answers).toBeGreaterThanOrEqual(1);
    const after = await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && settled(x));
    expect(after.attemptCount).toBe(2);
    expect(after.inputRequest).toMatchObject({ id: requestId, status: 'RESOLVED' });
    const sent = await t.s.mail.sentTo(c.counterparty.address);
    expect(sent).toHaveLength(2);
    // A second sweep finds nothing left to answer.
    expect((await post<SweepResult>('/tasks/sweep', {})).body.result.answers).toBe(0);
  });
});

describe('sweeper: client webhooks whose one task attempt never claimed them', () => {
  let tasksClient: ReturnType<typeof createTasksClient>;
  beforeAll(() => {
    tasksClient = createTasksClient(t.s.config);
  });
  afterAll(async () => {
    await tasksClient?.close();
  });

  const delivery = async (eventId: string) =>
    (await t.s.db.collection(WEBHOOK_DELIVERIES).doc(eventId).get()).data() as WebhookDeliveryDoc | undefined;
  /** Time passes: the record's latest task was requested an hour ago (WEBHOOK_REDRIVE_AFTER_MS is 10 min). */
  const age = (eventId: string) =>
    t.s.db
      .collection(WEBHOOK_DELIVERIES)
      .doc(eventId)
      .update({ enqueuedAt: Date.now() - 3_600_000 });
  const webhookTasks = (caseId: string) => t.s.tasks.tasks({ caseId, queue: t.s.config.tasks.webhookQueue });
  const received = (eventId: string) =>
    t.s.webhooks.filter((w) => (w.body as { event_id?: string }).event_id === eventId).length;
  const waitUntil = async (probe: () => Promise<boolean> | boolean, timeoutMs = 10_000) => {
    for (const until = Date.now() + timeoutMs; !(await probe()); ) {
      if (Date.now() > until) throw new Error('waitUntil: timed out');
      await new Promise((r) => setTimeout(r, 40));
    }
  };

  /** A case completes; its webhook is recorded and its task created, but nothing runs yet. */
  async function completedWithHeldWebhook(clientWebhookUrl = t.s.webhookUrl) {
    const caseId = await t.s.createCase(t.user.apiKey, { clientWebhookUrl });
    const running = await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && settled(x));
    t.s.tasks.pause();
    await t.s.mail.reply({ threadId: running.threadId!, text: 'deliveryDate: 2026-12-01' });
    await t.s.waitForCase(caseId, (x) => x.status === 'COMPLETED' && settled(x));
    const [task] = webhookTasks(caseId);
    const { eventId } = JSON.parse(task!.body) as { eventId: string };
    return { caseId, eventId };
  }
  /** The held task is lost; its name stays reserved, as Cloud Tasks keeps it. */
  async function loseTask(eventId: string) {
    await tasksClient.deleteTask({ name: webhookTaskName(t.s.config, eventId) });
  }

  it('delivers exactly once a webhook whose task was lost, and further sweeps send nothing', async () => {
    const { caseId, eventId } = await completedWithHeldWebhook();
    try {
      await loseTask(eventId);
      await age(eventId);
    } finally {
      t.s.tasks.resume();
    }
    const res = await post<SweepResult>('/tasks/sweep', {});
    expect(res.status).toBe(200);
    expect(res.body.result.webhooks).toBeGreaterThanOrEqual(1);
    await waitUntil(async () => (await delivery(eventId))?.outcome === 'delivered');
    expect(received(eventId)).toBe(1);
    expect(t.s.webhooks.find((w) => (w.body as { event_id?: string }).event_id === eventId)!.body).toMatchObject({
      event: 'case.completed',
      caseId,
    });
    for (let i = 0; i < 3; i++) {
      await age(eventId);
      expect((await post<SweepResult>('/tasks/sweep', {})).status).toBe(200);
    }
    expect(webhookTasks(caseId).map((t) => t.state)).toEqual(['deleted', 'succeeded']);
    expect(received(eventId)).toBe(1);
  });

  it('never sends a claimed delivery again, whether it was delivered or failed', async () => {
    const ok = await completedWithHeldWebhook();
    t.s.tasks.resume();
    const refused = await completedWithHeldWebhook(`http://127.0.0.1:${await freePort()}/hooks/cases`);
    t.s.tasks.resume();
    await waitUntil(async () => (await delivery(ok.eventId))?.outcome === 'delivered');
    await waitUntil(async () => (await delivery(refused.eventId))?.outcome === 'failed');
    await age(ok.eventId);
    await age(refused.eventId);
    const before = [await delivery(ok.eventId), await delivery(refused.eventId)];
    for (let i = 0; i < 3; i++) expect((await post<SweepResult>('/tasks/sweep', {})).status).toBe(200);
    expect([await delivery(ok.eventId), await delivery(refused.eventId)]).toEqual(before);
    expect(before.map((d) => d?.redrives)).toEqual([undefined, undefined]);
    expect(webhookTasks(ok.caseId)).toHaveLength(1);
    expect(webhookTasks(refused.caseId)).toHaveLength(1);
    expect(received(ok.eventId)).toBe(1);
  });

  it('a sweep while the re-drive is in flight (and two at once) adds no second task: one POST', async () => {
    const { caseId, eventId } = await completedWithHeldWebhook();
    try {
      await loseTask(eventId);
      await age(eventId);
      const [a, b] = await Promise.all([post<SweepResult>('/tasks/sweep', {}), post<SweepResult>('/tasks/sweep', {})]);
      expect(a.body.result.webhooks + b.body.result.webhooks).toBe(1);
      expect((await post<SweepResult>('/tasks/sweep', {})).body.result.webhooks).toBe(0);
      expect(webhookTasks(caseId).map((t) => t.state)).toEqual(['deleted', 'pending']);
      expect(await delivery(eventId)).toMatchObject({ outcome: 'pending', redrives: 1 });
    } finally {
      t.s.tasks.resume();
    }
    await waitUntil(async () => (await delivery(eventId))?.outcome === 'delivered');
    expect((await post<SweepResult>('/tasks/sweep', {})).body.result.webhooks).toBe(0);
    expect(received(eventId)).toBe(1);
  });
});
