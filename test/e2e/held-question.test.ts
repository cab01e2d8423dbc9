import { describe, expect, it } from 'vitest';
import { settled, useStack } from '../support/use-stack.js';

/**
 * A reply not understood in full, through the whole stack (REPLY_WAIT_SECONDS): the question for
 * the client is held for the reply wait like a clarification, so the counterparty's next mail a
 * minute later is read first and can complete the case, nothing asked; left alone, the client is
 * asked when the wait ends, once, and nothing goes to the counterparty.
 */

const WAIT_S = 8;
const t = useStack({ env: { REPLY_WAIT_SECONDS: String(WAIT_S) } });

const schema = {
  type: 'object',
  properties: {
    monthlyRate: { type: 'number', description: 'EUR per laptop per month' },
    quoteNumber: { type: 'string', description: 'the quote number as they write it' },
  },
  required: ['monthlyRate', 'quoteNumber'],
};

const FIRST =
  'Hello,\n\nFor 25 laptops over 36 months I come to EUR 42.50 per laptop per month. ' +
  // A code that goes on after its last slash in letters and a digit is one the identifier reader
  // does not place: the reply is not understood in full (round 14 reads "QT 2027/04 - 7781" whole,
  // round 28 a version letter after the slash, "7781/B").
  'The quote is ready under number QT 2027/04 - 7781/BX2.\n\nDana';

async function started() {
  const caseId = await t.s.createCase(t.user.apiKey, { resultSchema: schema, clientWebhookUrl: t.s.webhookUrl });
  const c = await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && settled(x));
  return { caseId, c };
}

const sentCount = async (caseId: string) => (await t.timelineTypes(caseId)).filter((x) => x === 'email.sent').length;

describe('a question about a reply not understood, held for the reply wait', () => {
  it('the next mail during the wait completes the case: the client is never asked', async () => {
    const { caseId, c } = await started();
    const first = await t.s.mail.reply({ threadId: c.threadId!, text: FIRST });
    const held = await t.s.waitForCase(caseId, (x) => x.pendingReply?.messageId === first.message_id && settled(x));
    expect(held).toMatchObject({ status: 'RUNNING', nextActionType: 'REPLY' });
    expect(held.inputRequest ?? null).toBeNull();

    await t.s.mail.reply({
      threadId: c.threadId!,
      text: 'Correction: the rate is EUR 46.90 per laptop per month.\n\nquoteNumber: QT-2027-04-7781\n\nDana',
    });
    const done = await t.s.waitForCase(caseId, (x) => x.status === 'COMPLETED' && settled(x));
    expect(done.result).toEqual({ monthlyRate: 46.9, quoteNumber: 'QT-2027-04-7781' });
    expect(done.inputRequest ?? null).toBeNull();

    await t.s.fireTimers(caseId);
    await new Promise((r) => setTimeout(r, 500));
    expect(await sentCount(caseId)).toBe(1);
  });

  it('left alone, the wait ends by itself: the client is asked once, nothing is sent', async () => {
    const { caseId, c } = await started();
    await t.s.mail.reply({ threadId: c.threadId!, text: FIRST });
    const held = await t.s.waitForCase(caseId, (x) => x.nextActionType === 'REPLY' && settled(x));
    const asked = await t.s.waitForCase(caseId, (x) => x.status === 'INPUT_NEEDED' && settled(x), (WAIT_S + 20) * 1000);
    expect(asked.pendingReply ?? null).toBeNull();
    expect(asked.inputRequest?.question).toContain('QT 2027/04 - 7781');
    expect(asked.updatedAt).toBeGreaterThanOrEqual(held.nextActionAt);
    expect(await sentCount(caseId)).toBe(1);
  });
});
