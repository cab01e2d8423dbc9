import { describe, expect, it } from 'vitest';
import { CASES, caseConverter } from '../../shared/case-firestore-converter.js';
import { caseCreatedEventId } from '../../shared/case-events.js';
import { newCaseRecord } from '../../shared/new-case-record.js';
import { createCaseBody } from '../../services/api/cases/create-case-body.js';
import { standardCaseBody } from '../support/stack.js';
import { settled, useStack } from '../support/use-stack.js';

/**
 * What the worker does with the email provider's answers, through the whole stack: which
 * failures wait for a later delivery and which end the case, and where replies go whatever the
 * counterparty's mail says.
 */

const t = useStack();

describe('provider errors on the first send', () => {
  it.each([
    [401, 'our API key was refused (an operator fixes it)'],
    [409, 'an identical Idempotency-Key request is still in flight'],
  ])('%i (%s): the case waits for a later delivery and is sent once, never failed', async (status) => {
    await t.s.mail.injectFault({ status, op: 'send', count: 2 });
    const caseId = await t.s.createCase(t.user.apiKey);
    const c = await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && settled(x));
    expect(c).toMatchObject({ attemptCount: 1, resultStatus: null, failureReason: null });
    expect(await t.s.mail.sentTo(c.counterparty.address)).toHaveLength(1);
  });

  it('400 (the provider will not take this message): the case fails REJECTED, not billable', async () => {
    await t.s.mail.injectFault({ status: 400, op: 'send', count: 1 });
    const caseId = await t.s.createCase(t.user.apiKey);
    const c = await t.s.waitForCase(caseId, (x) => x.status === 'FAILED' && settled(x));
    expect(c).toMatchObject({ resultStatus: 'REJECTED', attemptCount: 0 });
    expect(c.failureReason).toMatch(/400/);
  });

  it("429 with Retry-After: the worker's 503 passes the provider's hint on to the queue", async () => {
    // Stored without publishing, so only this test delivers its CASE_CREATED.
    const record = newCaseRecord(
      createCaseBody.parse(standardCaseBody()),
      `rl-${Date.now()}`,
      t.user.userId,
      Date.now(),
    );
    await t.s.db.collection(CASES).withConverter(caseConverter).doc(record.caseId).set(record);
    const push = () =>
      fetch(`${t.s.worker.url}/pubsub/case-events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          subscription: 'projects/p/subscriptions/s',
          message: {
            messageId: '1',
            data: Buffer.from(
              JSON.stringify({
                type: 'CASE_CREATED',
                eventId: caseCreatedEventId(record.caseId),
                caseId: record.caseId,
                occurredAt: record.createdAt,
              }),
            ).toString('base64'),
          },
        }),
      });
    await t.s.mail.injectFault({ status: 429, retryAfterSeconds: 7, op: 'send', count: 1 });
    const limited = await push();
    expect(limited.status).toBe(503);
    expect(limited.headers.get('retry-after')).toBe('7');
    const again = await push();
    expect(again.status).toBe(200);
    expect(await t.s.readCase(record.caseId)).toMatchObject({ status: 'RUNNING', attemptCount: 1 });
  });
});

describe('where our replies go', () => {
  const running = async () => {
    const caseId = await t.s.createCase(t.user.apiKey);
    return t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && settled(x));
  };

  it("to the counterparty the client named, even when their mail's Reply-To points elsewhere", async () => {
    const c = await running();
    const elsewhere = `intruder-${Date.now()}@elsewhere.example`;
    await t.s.mail.reply({
      threadId: c.threadId!,
      text: 'Thanks for your email.', // says nothing we asked for: answered with a clarification
      replyTo: [elsewhere],
    });
    const answered = await t.s.waitForCase(c.caseId, (x) => x.attemptCount === 2 && settled(x));
    expect(answered.status).toBe('RUNNING');
    const sent = await t.s.mail.sentTo(c.counterparty.address);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.to).toEqual([`${c.counterparty.name} <${c.counterparty.address}>`]);
    expect(await t.s.mail.sentTo(elsewhere)).toHaveLength(0);
  });

  it('a received message whose From forges our own inbox is read as the other side, and answered to the counterparty', async () => {
    const c = await running();
    await t.s.mail.reply({
      threadId: c.threadId!,
      text: 'Thanks for your email.', // says nothing we asked for: answered with a clarification
      fromAddress: c.inboxId!,
    });
    const answered = await t.s.waitForCase(c.caseId, (x) => x.attemptCount === 2 && settled(x));
    expect(answered.status).toBe('RUNNING');
    const sent = await t.s.mail.sentTo(c.counterparty.address);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.to).toEqual([`${c.counterparty.name} <${c.counterparty.address}>`]);
  });
});
