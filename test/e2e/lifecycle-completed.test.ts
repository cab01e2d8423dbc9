import { describe, expect, it } from 'vitest';
import { NO_ACTION_AT } from '../../shared/case-record.js';
import { monthKey, readUsage } from '../../shared/usage.js';
import { useStack } from '../support/use-stack.js';

/** create → first email → reply with the result → COMPLETED → case.completed webhook. */

const t = useStack({ user: false });

describe('lifecycle: completed with a result', () => {
  it('runs its whole course through the API, the queue, the sandbox and the webhook receiver', async () => {
    const { userId, apiKey } = await t.s.createUser();
    const caseId = await t.s.createCase(apiKey, {
      clientReferenceId: 'order-1042',
      metadata: { crm: { id: 7 }, tags: ['a', 'b'] },
      clientWebhookUrl: t.s.webhookUrl,
      followUpDelayHours: 5,
    });

    const running = await t.s.waitForCase(caseId, (c) => c.status === 'RUNNING' && c.outbox.length === 0);
    expect(running.attemptCount).toBe(1);
    expect(running.threadId).toBeTruthy();
    expect(running.nextActionType).toBe('FOLLOW_UP');
    expect(running.nextActionAt).toBeGreaterThan(running.updatedAt);
    expect(running.nextActionAt).toBeLessThanOrEqual(running.updatedAt + 5 * 3_600_000);

    const outbound = await t.s.mail.sentTo(running.counterparty.address);
    expect(outbound).toHaveLength(1);
    expect(outbound[0]!.thread_id).toBe(running.threadId);

    // The timer is a named Cloud Task to /tasks/timer at nextActionAt.
    const timers = t.s.tasks.tasks({ caseId, queue: t.s.config.tasks.timerQueue });
    expect(timers).toHaveLength(1);
    expect(timers[0]!.scheduleTime).toBe(running.nextActionAt);

    const read = await t.s.api('GET', `/cases/${caseId}`, undefined, apiKey);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ status: 'RUNNING', attemptCount: 1, inputRequest: null });

    await t.s.mail.reply({
      threadId: running.threadId!,
      text: 'Hello Alex,\n\ndeliveryDate: 2026-12-01\n\nBest, Dana',
      attachments: [
        {
          filename: 'confirmation.txt',
          contentType: 'text/plain',
          contentBase64: Buffer.from('ok').toString('base64'),
        },
      ],
    });
    const done = await t.s.waitForCase(caseId, (c) => c.status === 'COMPLETED' && c.outbox.length === 0);
    expect(done).toMatchObject({
      resultStatus: 'goal_achieved',
      result: { deliveryDate: '2026-12-01' },
      nextActionAt: NO_ACTION_AT,
      timerId: null,
      attemptCount: 1,
    });
    expect(done.attachments).toHaveLength(1);
    expect(done.attachments[0]).toMatchObject({
      name: 'confirmation.txt',
      type: 'text/plain',
      inboxId: running.inboxId,
    });

    await expect.poll(() => t.s.webhooks.length, { timeout: 10_000 }).toBe(1);
    const hook = t.s.webhooks[0]!;
    expect(hook.contentType).toMatch(/^application\/json/);
    expect(hook.body).toMatchObject({
      event_id: expect.stringContaining(`${caseId}:case.completed:`),
      event: 'case.completed',
      caseId,
      clientReferenceId: 'order-1042',
      metadata: { crm: { id: 7 }, tags: ['a', 'b'] },
      status: 'COMPLETED',
      resultStatus: 'goal_achieved',
      result: { deliveryDate: '2026-12-01' },
      attemptCount: 1,
    });
    expect(hook.body.attachments).toEqual(done.attachments);
    expect(typeof hook.body.occurredAt).toBe('number');

    const usage = await readUsage(t.s.db, userId, monthKey(Date.now()));
    expect(usage.billable).toBe(1);

    const attachment = await t.s.api(
      'GET',
      `/cases/${caseId}/attachments/${done.attachments[0]!.attachmentId}`,
      undefined,
      apiKey,
    );
    expect(attachment.status).toBe(200);
    expect(attachment.body.data.downloadUrl).toMatch(/^http/);

    // A timer that fires after the end is a no-op: nothing more is sent.
    await t.s.fireTimers(caseId);
    expect((await t.s.readCase(caseId)).version).toBe(done.version);
    expect(await t.s.mail.sentTo(running.counterparty.address)).toHaveLength(1);
  });
});
