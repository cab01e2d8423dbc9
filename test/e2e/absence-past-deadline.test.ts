import { describe, expect, it } from 'vitest';
import { settled, useStack } from '../support/use-stack.js';

/**
 * Through the whole stack: an out-of-office whose writer is back only after the client's deadline
 * goes to the client at once, nothing more sent; one back before the deadline is waited on.
 */

const t = useStack();

const schema = {
  type: 'object',
  properties: { deliveryDate: { type: 'string', format: 'date', description: 'delivery date' } },
  required: ['deliveryDate'],
};

async function started(objective: string) {
  const caseId = await t.s.createCase(t.user.apiKey, {
    goal: { objective },
    resultSchema: schema,
    clientWebhookUrl: t.s.webhookUrl,
  });
  const c = await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && settled(x));
  return { caseId, c };
}

/** "14 January": a day `days` ahead, as a person writes it. */
function dayAhead(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getUTCDate()} ${d.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })}`;
}

describe('an out-of-office and the client deadline', () => {
  it('away until after the client deadline: the client is asked at once, the notice quoted', async () => {
    const { caseId, c } = await started(
      `Get the delivery date of our order 4472; we need the answer by ${dayAhead(10)}`,
    );
    await t.s.mail.reply({
      threadId: c.threadId!,
      text: `Thank you for your email. I am out of the office until ${dayAhead(40)}. For urgent matters please contact my colleague Ruth Baines.`,
    });
    const asked = await t.s.waitForCase(caseId, (x) => x.status === 'INPUT_NEEDED' && settled(x));
    expect(asked.inputRequest?.question).toMatch(/answered automatically: ".*Ruth Baines.*" They are away until/);
    expect(await t.s.mail.sentTo(c.counterparty.address)).toHaveLength(1);
  });

  it('away until before the deadline: waited on as ever', async () => {
    const { caseId, c } = await started(
      `Get the delivery date of our order 4473; we need the answer by ${dayAhead(30)}`,
    );
    const ooo = await t.s.mail.reply({
      threadId: c.threadId!,
      text: `Thank you for your email. I am out of the office until ${dayAhead(5)}.`,
    });
    const after = await t.s.waitForCase(caseId, (x) => x.handledMessageIds.includes(ooo.message_id) && settled(x));
    expect(after).toMatchObject({ status: 'RUNNING', attemptCount: 1, nextActionType: 'FOLLOW_UP' });
  });
});
