import { describe, expect, it } from 'vitest';
import type { SweepResult } from '../../services/worker/sweep/sweeper.js';
import { CASES } from '../../shared/case-firestore-converter.js';
import { settled, useStack, type StackInUse } from '../support/use-stack.js';

/**
 * The completion grace through the whole stack (COMPLETION_GRACE_SECONDS): a reply's result is
 * held while the case stays RUNNING; a correction inside the grace replaces it; the case then
 * completes once, with the corrected value, one `case.completed` webhook. The public read shows
 * no `result` before COMPLETED.
 *
 * Two stacks: the tests that must act inside the grace (a correction, a question, a lost task)
 * get a grace that never ends by itself during a test (they fire the timers themselves), so a
 * slow machine cannot end it first; the one that waits for the grace to end gets a short one.
 */

const GRACE_S = 8;
const HELD_S = 600;
const longGrace = useStack({ env: { COMPLETION_GRACE_SECONDS: String(HELD_S) } });
const shortGrace = useStack({ env: { COMPLETION_GRACE_SECONDS: String(GRACE_S) } });

async function started(t: StackInUse) {
  const caseId = await t.s.createCase(t.user.apiKey, { clientWebhookUrl: t.s.webhookUrl });
  const c = await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && settled(x));
  return { caseId, c };
}

const completedHooks = (t: StackInUse, caseId: string) => t.hooksOf(caseId).filter((h) => h.event === 'case.completed');

describe('the completion grace', () => {
  it('a value, then a correction within the grace: COMPLETED with the corrected value, one case.completed', async () => {
    const t = longGrace;
    const { caseId, c } = await started(t);
    const first = await t.s.mail.reply({ threadId: c.threadId!, text: 'Hello,\n\ndeliveryDate: 2027-04-14\n\nDana' });
    const held = await t.s.waitForCase(caseId, (x) => x.pendingResult?.messageId === first.message_id && settled(x));
    expect(held).toMatchObject({ status: 'RUNNING', nextActionType: 'COMPLETE' });
    expect(held.pendingResult?.result).toEqual({ deliveryDate: '2027-04-14' });

    // The public read: RUNNING, no result yet, the completion time as the next action.
    const read = await t.s.api('GET', `/cases/${caseId}`, undefined, t.user.apiKey);
    expect(read.body.data).toMatchObject({ status: 'RUNNING', resultStatus: null, nextActionAt: held.nextActionAt });
    expect(read.body.data).not.toHaveProperty('result');
    expect(read.body.data).not.toHaveProperty('pendingResult');
    expect(completedHooks(t, caseId)).toEqual([]);

    const correction = await t.s.mail.reply({
      threadId: c.threadId!,
      text: 'Sorry, I meant the 15th!\n\ndeliveryDate: 2027-04-15\n\nDana',
    });
    const reheld = await t.s.waitForCase(
      caseId,
      (x) => x.pendingResult?.messageId === correction.message_id && settled(x),
    );
    expect(reheld.status).toBe('RUNNING');
    expect(reheld.timerId).not.toBe(held.timerId);

    // Every timer task of the case fires now: the follow-up's and the first grace's are stale.
    await t.s.fireTimers(caseId);
    const done = await t.s.waitForCase(caseId, (x) => x.status === 'COMPLETED' && settled(x));
    expect(done.result).toEqual({ deliveryDate: '2027-04-15' });
    expect(done.resultEvidence?.['deliveryDate']?.messageId).toBe(correction.message_id);
    expect(done.pendingResult ?? null).toBeNull();
    expect(done.attemptCount).toBe(1);

    await expect.poll(() => completedHooks(t, caseId).length, { timeout: 10_000 }).toBe(1);
    expect(completedHooks(t, caseId)[0]).toMatchObject({ status: 'COMPLETED', result: { deliveryDate: '2027-04-15' } });
    await expect.poll(() => t.timelineTypes(caseId), { timeout: 10_000 }).toContain('webhook.delivered');
    const types = await t.timelineTypes(caseId);
    expect(types.filter((x) => x === 'result.pending')).toHaveLength(2);
    expect(types.filter((x) => x === 'case.completed')).toHaveLength(1);
    // Only the first email went out: nothing is sent during the grace.
    expect(types.filter((x) => x === 'email.sent')).toHaveLength(1);
    // A webhook only after the end: nothing more arrives.
    await new Promise((r) => setTimeout(r, 500));
    expect(completedHooks(t, caseId)).toHaveLength(1);
  });

  it('left alone, the grace ends by itself: COMPLETED with the held result', async () => {
    const t = shortGrace;
    const { caseId, c } = await started(t);
    await t.s.mail.reply({ threadId: c.threadId!, text: 'Hi,\n\ndeliveryDate: 2027-05-02\n\nDana' });
    const held = await t.s.waitForCase(caseId, (x) => x.nextActionType === 'COMPLETE' && settled(x));
    const done = await t.s.waitForCase(caseId, (x) => x.status === 'COMPLETED' && settled(x), (GRACE_S + 20) * 1000);
    expect(done.result).toEqual({ deliveryDate: '2027-05-02' });
    expect(done.updatedAt).toBeGreaterThanOrEqual(held.nextActionAt);
    await expect.poll(() => completedHooks(t, caseId).length, { timeout: 10_000 }).toBe(1);
  });

  it('a completion timer whose task was lost: the sweeper fires it, the case completes once', async () => {
    const t = longGrace;
    const { caseId, c } = await started(t);
    await t.s.mail.reply({ threadId: c.threadId!, text: 'Hi,\n\ndeliveryDate: 2027-06-01\n\nDana' });
    await t.s.waitForCase(caseId, (x) => x.nextActionType === 'COMPLETE' && settled(x));
    // Overdue by more than SWEEP_THRESHOLD_MS (10 min by default), as if its task never came.
    await t.s.db
      .collection(CASES)
      .doc(caseId)
      .update({ nextActionAt: Date.now() - 11 * 60_000 });
    const res = await fetch(`${t.s.worker.url}/tasks/sweep`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { result: SweepResult }).result.timers).toBeGreaterThanOrEqual(1);
    const done = await t.s.waitForCase(caseId, (x) => x.status === 'COMPLETED' && settled(x));
    expect(done.result).toEqual({ deliveryDate: '2027-06-01' });
    await t.s.fireTimers(caseId); // the task turns up after all: the case has ended
    await expect.poll(() => completedHooks(t, caseId).length, { timeout: 10_000 }).toBe(1);
  });

  it('a question during the grace drops the held result: INPUT_NEEDED, and no completion later', async () => {
    const t = longGrace;
    const { caseId, c } = await started(t);
    await t.s.mail.reply({ threadId: c.threadId!, text: 'Hello,\n\ndeliveryDate: 2027-04-14\n\nDana' });
    const held = await t.s.waitForCase(caseId, (x) => x.nextActionType === 'COMPLETE' && settled(x));
    await t.s.mail.reply({
      threadId: c.threadId!,
      text: 'Actually, we can only deliver on the 14th if you accept a 20% deposit. Is that OK for you?\n\nDana',
    });
    const asked = await t.s.waitForCase(caseId, (x) => x.status !== 'RUNNING' && settled(x));
    expect(asked.status).toBe('INPUT_NEEDED');
    expect(asked.pendingResult ?? null).toBeNull();
    await t.s.fireTimers(caseId); // the grace's timer is stale now
    const after = await t.s.readCase(caseId);
    expect(after.status).toBe('INPUT_NEEDED');
    expect(after.result).toBeUndefined();
    expect(held.timerId).not.toBe(after.timerId);
    expect(completedHooks(t, caseId)).toEqual([]);
  });
});
