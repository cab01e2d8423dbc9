import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { CaseServiceError, createCaseServiceClient } from '../../clients/typescript/src/client.js';
import { caseCreatedEventId } from '../../shared/case-events.js';
import { CASE_GROUPS, memberCaseId, type GroupRecord } from '../../shared/case-groups/case-group-record.js';
import { WEBHOOK_SECRETS, generateWebhookSecret } from '../../shared/webhook-secrets.js';
import { settled, useStack } from '../support/use-stack.js';

/**
 * Case groups through the whole stack (API, worker, Pub/Sub and Firestore emulators, tasks
 * emulator, mail sandbox): members start at most maxConcurrent at a time (counted at the mail
 * sandbox, also when every member's start is delivered at once), the deadline cancels what still
 * runs, the group cancel, and group.completed exactly once, signed.
 */

const t = useStack();

const schema = { type: 'object', properties: { price: { type: 'number' } }, required: ['price'] };
function groupBody(n: number, overrides: Record<string, unknown> = {}) {
  const tag = randomUUID().slice(0, 8);
  return {
    channel: 'EMAIL',
    goal: { objective: 'Get a price for 200 units of part A-17' },
    senderPersona: { name: 'Alex Buyer', company: 'Acme' },
    resultSchema: schema,
    counterparties: Array.from({ length: n }, (_, i) => ({
      address: `sales-${tag}-${i}@supplier${i}.example.com`,
      name: `Supplier ${i}`,
    })),
    clientWebhookUrl: t.s.webhookUrl,
    ...overrides,
  };
}
async function createGroup(body: Record<string, unknown>): Promise<{ groupId: string; caseIds: string[] }> {
  const res = await t.s.api('POST', '/case-groups', body, t.user.apiKey);
  if (res.status !== 201) throw new Error(`create group ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}
const readGroup = async (groupId: string) =>
  (await t.s.db.collection(CASE_GROUPS).doc(groupId).get()).data() as GroupRecord;
async function waitForGroup(groupId: string, until: (g: GroupRecord) => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const g = await readGroup(groupId);
    if (until(g)) return g;
    if (Date.now() > deadline) throw new Error(`group ${groupId}: timed out in state ${g.state}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const groupHooks = (groupId: string) =>
  t.s.webhooks.filter((w) => w.body.event === 'group.completed' && w.body.groupId === groupId);

describe('case groups on the whole stack', () => {
  it('maxConcurrent is never exceeded at the mail sandbox, even when every member is told to start at once', async () => {
    const n = 12;
    const m = 3;
    // Slow sends: overlapping starts would show as overlapping send calls at the sandbox.
    await t.s.mail.injectFault({ op: 'send', delayMs: 300, count: 100 });
    await t.s.mail.resetSendStats();
    try {
      const { caseIds } = await createGroup(groupBody(n, { maxConcurrent: m }));
      // A storm of redeliveries: every member's CASE_CREATED at once, as a sweep or a chaos queue might.
      const storm = caseIds.map((id) =>
        t.s.worker.pipeline.handle(id, { id: caseCreatedEventId(id), body: { type: 'CASE_CREATED' } }),
      );
      for (const id of caseIds) await t.s.waitForCase(id, (c) => c.status === 'RUNNING' && settled(c), 60_000);
      await Promise.allSettled(storm);
      const stats = await t.s.mail.sendStats();
      expect(stats.maxStarting).toBeLessThanOrEqual(m);
      expect(stats.maxStarting).toBeGreaterThanOrEqual(2); // it did start members side by side
      for (const id of caseIds) {
        const c = await t.s.readCase(id);
        expect(await t.s.mail.sentTo(c.counterparty.address)).toHaveLength(1);
      }
    } finally {
      await t.s.mail.clearFaults();
    }
  });

  it('the deadline cancels the members still running; the group finishes with one signed group.completed', async () => {
    const secret = generateWebhookSecret();
    await t.s.db
      .collection(WEBHOOK_SECRETS)
      .doc(t.user.userId)
      .set({ userId: t.user.userId, secret, createdAt: Date.now() });
    try {
      const deadline = Date.now() + 10 * 60_000;
      const { groupId, caseIds } = await createGroup(
        groupBody(4, {
          maxConcurrent: 2,
          deadline,
          compareBy: { field: 'price', order: 'min' },
          clientReferenceId: 'rfq-deadline',
          metadata: { rfq: 42 },
        }),
      );
      const running = await Promise.all(
        caseIds.map((id) => t.s.waitForCase(id, (c) => c.status === 'RUNNING' && settled(c))),
      );
      await t.s.mail.reply({ threadId: running[0]!.threadId!, text: 'Our price is 120 EUR for the lot.\n\nDana' });
      await t.s.mail.reply({ threadId: running[2]!.threadId!, text: 'We can do it for 95 EUR.\n\nSam' });
      await t.s.waitForCase(caseIds[0]!, (c) => c.status === 'COMPLETED' && settled(c));
      await t.s.waitForCase(caseIds[2]!, (c) => c.status === 'COMPLETED' && settled(c));
      // The deadline arrives: moved to now, and its task (scheduled at the deadline) run now,
      // as the tasks emulator would at that time. A fire before it only schedules it again.
      expect(await t.s.tasks.fireNow({ bodyContains: `"kind":"deadline"` })).toBeGreaterThan(0);
      expect((await readGroup(groupId)).state).toBe('running');
      await t.s.db.collection(CASE_GROUPS).doc(groupId).update({ deadline: Date.now() });
      await t.s.tasks.fireNow({ bodyContains: `"kind":"deadline"` });

      const g = await waitForGroup(groupId, (x) => x.state === 'finished', 40_000);
      expect(g).toMatchObject({ finishReason: 'deadline', deadlinePassedAt: expect.any(Number) });
      for (const id of [caseIds[1]!, caseIds[3]!]) {
        const c = await t.s.waitForCase(id, (x) => x.status === 'FAILED' && settled(x));
        expect(c.resultStatus).toBe('cancelled');
      }
      await expect.poll(() => groupHooks(groupId).length, { timeout: 15_000 }).toBe(1);
      const hook = groupHooks(groupId)[0]!;
      expect(hook.body).toMatchObject({
        event_id: `group:${groupId}:group.completed`,
        event: 'group.completed',
        groupId,
        clientReferenceId: 'rfq-deadline',
        metadata: { rfq: 42 },
        finishReason: 'deadline',
        counts: { COMPLETED: 2, FAILED: 2, total: 4 },
        comparison: { best: [caseIds[2]], compareBy: { field: 'price', order: 'min' } },
      });
      expect(
        (hook.body.comparison as { ranked: { caseId: string; value: number }[] }).ranked.map((r) => [
          r.caseId,
          r.value,
        ]),
      ).toEqual([
        [caseIds[2], 95],
        [caseIds[0], 120],
      ]);
      // Signed like the case webhooks.
      expect(() => new Webhook(secret).verify(hook.raw, hook.headers as Record<string, string>)).not.toThrow();
      // Each member kept its own case webhooks (a cancelled member's case.failed is a task of its
      // own: it may land after the group's webhook, so it is awaited, not read once).
      const caseEvents = () =>
        t.s.webhooks.filter((w) => caseIds.includes(w.body.caseId as string)).map((w) => w.body.event);
      await expect
        .poll(() => caseEvents().sort(), { timeout: 15_000 })
        .toEqual(['case.completed', 'case.completed', 'case.failed', 'case.failed']);

      // Once: a sweep, a re-fired deadline and webhook task change nothing.
      await t.s.worker.sweeper.sweep();
      await t.s.tasks.fireNow({ bodyContains: groupId });
      const read = await t.s.api('GET', `/case-groups/${groupId}`, undefined, t.user.apiKey);
      expect(read.body.data).toMatchObject({
        state: 'finished',
        finishReason: 'deadline',
        counts: { COMPLETED: 2, FAILED: 2 },
      });
      await new Promise((r) => setTimeout(r, 1000));
      expect(groupHooks(groupId)).toHaveLength(1);
    } finally {
      await t.s.db.collection(WEBHOOK_SECRETS).doc(t.user.userId).delete();
    }
  });

  it('every member answering finishes the group (all_finished); members not yet started wait their turn', async () => {
    const { groupId, caseIds } = await createGroup(groupBody(3, { maxConcurrent: 1 }));
    for (const [i, id] of caseIds.entries()) {
      const c = await t.s.waitForCase(id, (x) => x.status === 'RUNNING' && settled(x));
      // The next member has not started: its predecessor has only just sent its first email.
      if (i + 1 < caseIds.length) expect((await t.s.readCase(caseIds[i + 1]!)).status).not.toBe('FAILED');
      await t.s.mail.reply({ threadId: c.threadId!, text: `Price: ${100 + i} EUR.` });
    }
    const g = await waitForGroup(groupId, (x) => x.state === 'finished');
    expect(g.finishReason).toBe('all_finished');
    await expect.poll(() => groupHooks(groupId).length, { timeout: 15_000 }).toBe(1);
    expect(groupHooks(groupId)[0]!.body).toMatchObject({ counts: { COMPLETED: 3, total: 3 } });
  });

  it('members ending at the same moment finish the group once (all_finished), with one group.completed', async () => {
    const { groupId, caseIds } = await createGroup(groupBody(3, { maxConcurrent: 3 }));
    const running = await Promise.all(
      caseIds.map((id) => t.s.waitForCase(id, (x) => x.status === 'RUNNING' && settled(x))),
    );
    await Promise.all(running.map((c, i) => t.s.mail.reply({ threadId: c.threadId!, text: `Price: ${200 + i} EUR.` })));
    const g = await waitForGroup(groupId, (x) => x.state === 'finished');
    expect(g.finishReason).toBe('all_finished');
    await expect.poll(() => groupHooks(groupId).length, { timeout: 15_000 }).toBe(1);
    expect(groupHooks(groupId)[0]!.body).toMatchObject({ counts: { COMPLETED: 3, total: 3 } });
    await new Promise((r) => setTimeout(r, 1000));
    expect(groupHooks(groupId)).toHaveLength(1);
  });

  it('POST /case-groups/{id}/cancel cancels the running members and the held ones never start', async () => {
    await t.s.mail.injectFault({ op: 'send', delayMs: 200, count: 100 });
    try {
      const { groupId, caseIds } = await createGroup(groupBody(6, { maxConcurrent: 1 }));
      await t.s.waitForCase(caseIds[0]!, (c) => c.status === 'RUNNING' && settled(c));
      const res = await t.s.api(
        'POST',
        `/case-groups/${groupId}/cancel`,
        { reason: 'Bought elsewhere' },
        t.user.apiKey,
      );
      expect(res.status).toBe(202);
      const g = await waitForGroup(groupId, (x) => x.state === 'finished');
      expect(g.finishReason).toBe('cancelled');
      const members = await Promise.all(caseIds.map((id) => t.s.readCase(id)));
      expect(members.every((c) => c.status === 'FAILED' || c.status === 'COMPLETED')).toBe(true);
      // The last members never sent anything.
      const last = members[5]!;
      expect(last).toMatchObject({ status: 'FAILED', resultStatus: 'cancelled', attemptCount: 0 });
      expect(await t.s.mail.sentTo(last.counterparty.address)).toHaveLength(0);
      await expect.poll(() => groupHooks(groupId).length, { timeout: 15_000 }).toBe(1);
      expect(groupHooks(groupId)[0]!.body.finishReason).toBe('cancelled');
      expect((await t.s.api('POST', `/case-groups/${groupId}/cancel`, undefined, t.user.apiKey)).status).toBe(409);
      expect(memberCaseId(groupId, 5)).toBe(caseIds[5]);
    } finally {
      await t.s.mail.clearFaults();
    }
  });

  it('the typed client: create, read, list, CSV and cancel a group', async () => {
    const api = createCaseServiceClient({ baseUrl: t.s.apiServer.url, apiKey: t.user.apiKey });
    const body = groupBody(2, { maxConcurrent: 1, compareBy: { field: 'price', order: 'min' } });
    const { groupId, caseIds } = await api.createCaseGroup(body as Parameters<typeof api.createCaseGroup>[0]);
    expect(caseIds).toHaveLength(2);
    const g = await api.getCaseGroup(groupId);
    expect(g).toMatchObject({ groupId, size: 2, state: 'running', counts: { total: 2 } });
    expect((await api.listCaseGroups({ limit: 100 })).groups.map((x) => x.groupId)).toContain(groupId);
    const csv = await api.getCaseGroupCsv(groupId);
    expect(csv.split('\r\n')[0]).toBe(
      'index,caseId,clientReferenceId,counterpartyName,counterpartyAddress,status,resultStatus,price',
    );
    expect(await api.cancelCaseGroup(groupId)).toMatchObject({ groupId, accepted: true });
    await waitForGroup(groupId, (x) => x.state === 'finished');
    const err = await api.getCaseGroup('nope').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CaseServiceError);
    expect((err as CaseServiceError).code).toBe('GROUP_NOT_FOUND');
  });
});
