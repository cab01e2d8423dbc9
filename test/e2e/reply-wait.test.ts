import { describe, expect, it } from 'vitest';
import { settled, useStack } from '../support/use-stack.js';

/**
 * The reply wait through the whole stack (REPLY_WAIT_SECONDS): a reply that answers part of the
 * goal gets no clarification at once; the case stays RUNNING with the email held. The rest sent
 * right after is read with the whole thread and completes the case, nothing asked; left alone,
 * the held clarification goes out when the wait ends, exactly once.
 */

const WAIT_S = 8;
const t = useStack({ env: { REPLY_WAIT_SECONDS: String(WAIT_S) } });

const schema = {
  type: 'object',
  properties: {
    unitPrice: { type: 'number', description: 'unit price in EUR' },
    deliveryDate: { type: 'string', format: 'date', description: 'delivery date' },
  },
  required: ['unitPrice', 'deliveryDate'],
};

async function started() {
  const caseId = await t.s.createCase(t.user.apiKey, { resultSchema: schema, clientWebhookUrl: t.s.webhookUrl });
  const c = await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && settled(x));
  return { caseId, c };
}

const sentCount = async (caseId: string) => (await t.timelineTypes(caseId)).filter((x) => x === 'email.sent').length;

describe('the reply wait', () => {
  it('part of the answer, then the rest: COMPLETED with both, no clarification ever sent', async () => {
    const { caseId, c } = await started();
    const first = await t.s.mail.reply({ threadId: c.threadId!, text: 'Hello,\n\nunitPrice: 12.50\n\nDana' });
    const held = await t.s.waitForCase(caseId, (x) => x.pendingReply?.messageId === first.message_id && settled(x));
    expect(held).toMatchObject({ status: 'RUNNING', nextActionType: 'REPLY' });

    // The public read: RUNNING, nothing held shown, the time the clarification would go.
    const read = await t.s.api('GET', `/cases/${caseId}`, undefined, t.user.apiKey);
    expect(read.body.data).toMatchObject({ status: 'RUNNING', nextActionAt: held.nextActionAt });
    expect(read.body.data).not.toHaveProperty('pendingReply');

    await t.s.mail.reply({ threadId: c.threadId!, text: 'Forgot to say:\n\ndeliveryDate: 2027-04-14\n\nDana' });
    const done = await t.s.waitForCase(caseId, (x) => x.status === 'COMPLETED' && settled(x));
    expect(done.result).toEqual({ unitPrice: 12.5, deliveryDate: '2027-04-14' });
    expect(done.pendingReply ?? null).toBeNull();

    // Every timer task of the case fires now: the wait's is stale, nothing more goes out.
    await t.s.fireTimers(caseId);
    await new Promise((r) => setTimeout(r, 500));
    expect(await sentCount(caseId)).toBe(1);
    expect(done.attemptCount).toBe(1);
  });

  it('left alone, the wait ends by itself: the clarification goes out once and the case waits on', async () => {
    const { caseId, c } = await started();
    await t.s.mail.reply({ threadId: c.threadId!, text: 'Hi,\n\nunitPrice: 9.80\n\nDana' });
    const held = await t.s.waitForCase(caseId, (x) => x.nextActionType === 'REPLY' && settled(x));
    const after = await t.s.waitForCase(
      caseId,
      (x) => x.attemptCount === 2 && x.nextActionType === 'FOLLOW_UP' && settled(x),
      (WAIT_S + 20) * 1000,
    );
    expect(after.status).toBe('RUNNING');
    expect(after.pendingReply ?? null).toBeNull();
    expect(after.updatedAt).toBeGreaterThanOrEqual(held.nextActionAt);
    expect(await sentCount(caseId)).toBe(2);
  });
});
