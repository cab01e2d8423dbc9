import { describe, expect, it } from 'vitest';
import { NO_ACTION_AT } from '../../shared/case-record.js';
import { settled, useStack } from '../support/use-stack.js';

/**
 * POST /cases/{id}/cancel through the whole stack: the API queues CANCEL_REQUESTED, the worker's
 * decide moves the case. In every state, under concurrent cancels, and racing a completing reply.
 */

const t = useStack();
const { hooksOf, billable, timelineTypes } = t;
const cancel = (caseId: string, body?: unknown) => t.s.api('POST', `/cases/${caseId}/cancel`, body, t.user.apiKey);
async function started(overrides: Record<string, unknown> = {}) {
  const caseId = await t.s.createCase(t.user.apiKey, { clientWebhookUrl: t.s.webhookUrl, ...overrides });
  const c = await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && settled(x));
  return { caseId, c };
}

describe('cancel', () => {
  it('RUNNING: 202, FAILED cancelled, timer disarmed, one case.failed webhook, billable; then 409 and nothing more sent', async () => {
    const before = await billable();
    const { caseId, c } = await started();
    const res = await cancel(caseId, { reason: 'Answered by phone' });
    expect(res).toEqual({ status: 202, body: { ok: true, data: { caseId, accepted: true } } });
    const done = await t.s.waitForCase(caseId, (x) => x.status === 'FAILED' && settled(x));
    expect(done).toMatchObject({
      resultStatus: 'cancelled',
      timerId: null,
      nextActionAt: NO_ACTION_AT,
      attemptCount: 1,
    });
    await expect.poll(() => hooksOf(caseId).map((h) => h.event), { timeout: 10_000 }).toEqual(['case.failed']);
    expect(hooksOf(caseId)[0]).toMatchObject({ status: 'FAILED', resultStatus: 'cancelled' });
    expect(await billable()).toBe(before + 1);

    const read = await t.s.api('GET', `/cases/${caseId}`, undefined, t.user.apiKey);
    expect(read.body.data).toMatchObject({ status: 'FAILED', resultStatus: 'cancelled' });
    const again = await cancel(caseId);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('CASE_ALREADY_FINISHED');
    // The old follow-up timer fires into a finished case: nothing is sent.
    await t.s.fireTimers(caseId);
    expect(await t.s.mail.sentTo(c.counterparty.address)).toHaveLength(1);
    const types = await timelineTypes(caseId);
    expect(types.filter((t) => t === 'case.failed')).toHaveLength(1);
    const events = (await t.s.api('GET', `/cases/${caseId}/events`, undefined, t.user.apiKey)).body.data
      .events as Record<string, unknown>[];
    expect(events.find((e) => e.type === 'case.failed')).toMatchObject({
      resultStatus: 'cancelled',
      reason: 'Cancelled by the client: Answered by phone',
    });
  });

  it('INPUT_NEEDED: cancelled; the pending question can no longer be answered', async () => {
    const { caseId, c } = await started();
    await t.s.mail.reply({ threadId: c.threadId!, text: 'Should we ship to the Berlin or the Munich warehouse?' });
    const waiting = await t.s.waitForCase(caseId, (x) => x.status === 'INPUT_NEEDED' && settled(x));
    expect((await cancel(caseId)).status).toBe(202);
    await t.s.waitForCase(caseId, (x) => x.status === 'FAILED' && x.resultStatus === 'cancelled' && settled(x));
    const input = await t.s.api(
      'POST',
      `/cases/${caseId}/input`,
      { inputRequestId: waiting.inputRequestId, providedContext: 'Munich' },
      t.user.apiKey,
    );
    expect(input.status).toBe(409);
    await expect
      .poll(() => hooksOf(caseId).map((h) => h.event), { timeout: 10_000 })
      .toEqual(['case.input_needed', 'case.failed']);
  });

  it('CREATED (the first email not yet accepted by the provider): cancelled, nothing sent, attemptCount 0, not billable', async () => {
    const before = await billable();
    await t.s.mail.injectFault({ op: 'send', status: 503, count: 100 });
    try {
      const caseId = await t.s.createCase(t.user.apiKey, { clientWebhookUrl: t.s.webhookUrl });
      const stuck = await t.s.waitForCase(
        caseId,
        (x) => x.status === 'CREATED' && x.outbox.some((o) => o.effect.type === 'SEND_EMAIL'),
      );
      expect((await cancel(caseId, { reason: 'not needed' })).status).toBe(202);
      const done = await t.s.waitForCase(caseId, (x) => x.status === 'FAILED' && settled(x));
      expect(done).toMatchObject({ resultStatus: 'cancelled', attemptCount: 0, threadId: null });
      await t.s.mail.clearFaults();
      await expect.poll(() => hooksOf(caseId).map((h) => h.event), { timeout: 10_000 }).toEqual(['case.failed']);
      // The queue's retries of CASE_CREATED find nothing left to send.
      await new Promise((r) => setTimeout(r, 1500));
      expect(await t.s.mail.sentTo(stuck.counterparty.address)).toHaveLength(0);
      expect(await billable()).toBe(before);
      expect(await timelineTypes(caseId)).toEqual(['case.created', 'case.failed', 'webhook.delivered']);
    } finally {
      await t.s.mail.clearFaults();
    }
  });

  it('COMPLETED: 409 CASE_ALREADY_FINISHED, nothing changes', async () => {
    const { caseId, c } = await started();
    await t.s.mail.reply({ threadId: c.threadId!, text: 'deliveryDate: 2027-05-05' });
    const done = await t.s.waitForCase(caseId, (x) => x.status === 'COMPLETED' && settled(x));
    const res = await cancel(caseId);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ ok: false, error: { code: 'CASE_ALREADY_FINISHED', message: expect.any(String) } });
    expect((await t.s.readCase(caseId)).version).toBe(done.version);
  });

  it('concurrent cancels: one transition, one webhook, one timeline entry', async () => {
    const { caseId } = await started();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => cancel(caseId, { reason: `call ${i}` })));
    for (const a of answers) expect([202, 409]).toContain(a.status);
    expect(answers.some((a) => a.status === 202)).toBe(true);
    await t.s.waitForCase(caseId, (x) => x.status === 'FAILED' && settled(x));
    await expect.poll(() => hooksOf(caseId).length, { timeout: 10_000 }).toBe(1);
    await new Promise((r) => setTimeout(r, 1000));
    expect(hooksOf(caseId).map((h) => h.event)).toEqual(['case.failed']);
    expect((await timelineTypes(caseId)).filter((t) => t === 'case.failed')).toHaveLength(1);
  });

  it('a cancel racing a completing reply: exactly one terminal outcome and one webhook; later mail goes to the timeline only', async () => {
    const before = await billable();
    const { caseId, c } = await started();
    const [reply] = await Promise.all([
      t.s.mail.reply({ threadId: c.threadId!, text: 'deliveryDate: 2027-06-06' }),
      cancel(caseId),
    ]);
    const done = await t.s.waitForCase(
      caseId,
      (x) => (x.status === 'COMPLETED' || x.status === 'FAILED') && settled(x),
    );
    await expect.poll(() => hooksOf(caseId).length, { timeout: 10_000 }).toBe(1);
    await new Promise((r) => setTimeout(r, 1500));
    const after = await t.s.readCase(caseId);
    expect(after.status).toBe(done.status);
    expect(after.resultStatus).toBe(done.status === 'COMPLETED' ? 'goal_achieved' : 'cancelled');
    expect(hooksOf(caseId).map((h) => h.event)).toEqual([
      done.status === 'COMPLETED' ? 'case.completed' : 'case.failed',
    ]);
    const types = await timelineTypes(caseId);
    expect(types.filter((t) => t === 'case.completed' || t === 'case.failed')).toHaveLength(1);
    // Whichever won, the reply is in the timeline once: read as the answer, or after the end.
    expect(types.filter((t) => t === 'email.received')).toHaveLength(1);
    // Both outcomes are billable here (an email went out), and counted once.
    expect(await billable()).toBe(before + 1);
    expect(reply.message_id).toBeTruthy();

    const late = await t.s.mail.reply({ threadId: c.threadId!, text: 'deliveryDate: 2027-07-07' });
    await expect
      .poll(
        async () => {
          const res = await t.s.api('GET', `/cases/${caseId}/events?limit=100`, undefined, t.user.apiKey);
          return (res.body.data.events as Record<string, unknown>[]).find((e) => e.messageId === late.message_id);
        },
        { timeout: 10_000 },
      )
      .toMatchObject({ type: 'email.received', readAs: 'ignored-after-end' });
    expect((await t.s.readCase(caseId)).version).toBe(after.version);
  });
});
