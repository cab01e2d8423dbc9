import { describe, expect, it } from 'vitest';
import { NO_ACTION_AT } from '../../shared/case-record.js';
import { settled, useStack } from '../support/use-stack.js';

/**
 * Every other lifecycle of docs/workflow.md, end to end: cases created and answered through the
 * API, the counterparty played through the mail sandbox, timers fired through the tasks
 * emulator, webhooks caught by a local receiver.
 */

const t = useStack();
const { hooksOf, billable } = t;

const started = async (overrides: Record<string, unknown> = {}) => {
  const caseId = await t.s.createCase(t.user.apiKey, {
    clientWebhookUrl: t.s.webhookUrl,
    clientReferenceId: 'ref-1',
    metadata: { k: 'v' },
    ...overrides,
  });
  const c = await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && settled(x));
  return { caseId, c };
};

describe('lifecycles', () => {
  it('input needed → answered → completed; the reply uses the answer', async () => {
    const { caseId, c } = await started();
    await t.s.mail.reply({
      threadId: c.threadId!,
      text: 'Happy to help. Can you accept a partial delivery in two batches?',
    });
    const waiting = await t.s.waitForCase(caseId, (x) => x.status === 'INPUT_NEEDED' && settled(x));
    expect(waiting.inputRequest).toMatchObject({
      status: 'PENDING',
      question: expect.stringMatching(/partial delivery/),
    });
    expect(waiting).toMatchObject({ inputRequestStatus: 'PENDING', nextActionAt: NO_ACTION_AT, timerId: null });
    await expect.poll(() => hooksOf(caseId).length, { timeout: 10_000 }).toBe(1);
    expect(hooksOf(caseId)[0]).toMatchObject({
      event: 'case.input_needed',
      status: 'INPUT_NEEDED',
      inputRequest: { id: waiting.inputRequestId, status: 'PENDING', requestedAt: waiting.inputRequest!.requestedAt },
      clientReferenceId: 'ref-1',
      metadata: { k: 'v' },
    });
    expect(hooksOf(caseId)[0]).not.toHaveProperty('result');

    const answer = await t.s.api(
      'POST',
      `/cases/${caseId}/input`,
      { inputRequestId: waiting.inputRequestId, providedContext: 'Two batches are fine for us.' },
      t.user.apiKey,
    );
    expect(answer.status).toBe(202);
    const resumed = await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && x.attemptCount === 2 && settled(x));
    expect(resumed.inputRequest).toMatchObject({ id: waiting.inputRequestId, status: 'RESOLVED' });
    expect(resumed.inputRequestStatus).toBe('RESOLVED');
    const sent = await t.s.mail.sentTo(c.counterparty.address);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.text).toContain('Two batches are fine for us.');
    expect(sent[1]!.thread_id).toBe(c.threadId);

    await t.s.mail.reply({ threadId: c.threadId!, text: 'deliveryDate: 2027-01-15' });
    const done = await t.s.waitForCase(caseId, (x) => x.status === 'COMPLETED' && settled(x));
    expect(done.result).toEqual({ deliveryDate: '2027-01-15' });
    await expect.poll(() => hooksOf(caseId).length, { timeout: 10_000 }).toBe(2);
    expect(hooksOf(caseId)[1]).toMatchObject({ event: 'case.completed', result: { deliveryDate: '2027-01-15' } });
  });

  it('a reply during INPUT_NEEDED: attachments stored, no email sent, still waiting; a later result completes', async () => {
    const { caseId, c } = await started();
    await t.s.mail.reply({ threadId: c.threadId!, text: 'Should we ship to the Berlin or the Munich warehouse?' });
    await t.s.waitForCase(caseId, (x) => x.status === 'INPUT_NEEDED' && settled(x));
    const extra = await t.s.mail.reply({
      threadId: c.threadId!,
      text: 'Attached is our price list while you decide.',
      attachments: [
        { filename: 'prices.csv', contentType: 'text/csv', contentBase64: Buffer.from('a,b\n1,2').toString('base64') },
      ],
    });
    const still = await t.s.waitForCase(caseId, (x) => x.handledMessageIds.includes(extra.message_id));
    expect(still.status).toBe('INPUT_NEEDED');
    expect(still.inputRequestStatus).toBe('PENDING');
    expect(still.attachments.map((a) => a.name)).toEqual(['prices.csv']);
    expect(await t.s.mail.sentTo(c.counterparty.address)).toHaveLength(1);

    await t.s.mail.reply({ threadId: c.threadId!, text: '{"deliveryDate": "2027-02-01"}' });
    const done = await t.s.waitForCase(caseId, (x) => x.status === 'COMPLETED' && settled(x));
    expect(done.result).toEqual({ deliveryDate: '2027-02-01' });
    await expect
      .poll(() => hooksOf(caseId).map((h) => h.event), { timeout: 10_000 })
      .toEqual(['case.input_needed', 'case.completed']);
    expect(hooksOf(caseId)[1]!.attachments).toEqual(done.attachments);
  });

  it('follow-ups until max_retries: 1 + maxAttempts emails, then FAILED, billable', async () => {
    const before = await billable();
    const { caseId, c } = await started({ maxAttempts: 2 });
    expect(await t.s.fireTimers(caseId)).toBe(1);
    const first = await t.s.waitForCase(caseId, (x) => x.attemptCount === 2 && settled(x));
    expect(first).toMatchObject({ status: 'RUNNING', followUpCount: 1, nextActionType: 'FOLLOW_UP', timerId: 't2' });
    // An out-of-office reply does not end the case, nor stop the follow-ups.
    const ooo = await t.s.mail.reply({ threadId: c.threadId!, text: 'I am out of the office until Monday.' });
    await t.s.waitForCase(caseId, (x) => x.handledMessageIds.includes(ooo.message_id));
    expect(await t.s.fireTimers(caseId)).toBe(1);
    const second = await t.s.waitForCase(caseId, (x) => x.attemptCount === 3 && settled(x));
    expect(second).toMatchObject({ status: 'RUNNING', followUpCount: 2, nextActionType: 'GIVE_UP' });
    expect(await t.s.fireTimers(caseId)).toBe(1);
    const failed = await t.s.waitForCase(caseId, (x) => x.status === 'FAILED' && settled(x));
    expect(failed).toMatchObject({ resultStatus: 'max_retries', attemptCount: 3, nextActionAt: NO_ACTION_AT });
    const sent = await t.s.mail.sentTo(c.counterparty.address);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((m) => m.thread_id))).toEqual(new Set([c.threadId]));
    await expect.poll(() => hooksOf(caseId).map((h) => h.event), { timeout: 10_000 }).toEqual(['case.failed']);
    expect(hooksOf(caseId)[0]).toMatchObject({ status: 'FAILED', resultStatus: 'max_retries', attemptCount: 3 });
    expect(await billable()).toBe(before + 1);
  });

  it('refused by the counterparty: FAILED failed_rejected, billable', async () => {
    const before = await billable();
    const { caseId, c } = await started();
    await t.s.mail.reply({ threadId: c.threadId!, text: 'We are not interested, please do not contact us again.' });
    const failed = await t.s.waitForCase(caseId, (x) => x.status === 'FAILED' && settled(x));
    expect(failed.resultStatus).toBe('failed_rejected');
    expect(failed.failureReason).toMatch(/asked not to be contacted/); // "do not contact us" is an opt-out: a refusal that also suppresses the address
    await expect.poll(() => hooksOf(caseId).map((h) => h.event), { timeout: 10_000 }).toEqual(['case.failed']);
    expect(hooksOf(caseId)[0]).not.toHaveProperty('failureReason');
    expect(await billable()).toBe(before + 1);
  });

  it.each([
    ['bounce', 'BOUNCED'],
    ['complain', 'COMPLAINED'],
    ['reject', 'REJECTED'],
  ] as const)('delivery failure (%s): FAILED %s, failureReason stored, not billable', async (kind, resultStatus) => {
    const before = await billable();
    const { caseId, c } = await started();
    await t.s.mail.failDelivery(c.lastMessageId!, kind);
    const failed = await t.s.waitForCase(caseId, (x) => x.status === 'FAILED' && settled(x));
    expect(failed.resultStatus).toBe(resultStatus);
    expect(failed.failureReason).toBeTruthy();
    expect(failed.nextActionAt).toBe(NO_ACTION_AT);
    await expect.poll(() => hooksOf(caseId).map((h) => h.event), { timeout: 10_000 }).toEqual(['case.failed']);
    expect(hooksOf(caseId)[0]).toMatchObject({ resultStatus });
    expect(await billable()).toBe(before);
    // The stale follow-up timer fires into a terminal case: nothing happens.
    await t.s.fireTimers(caseId);
    expect(await t.s.mail.sentTo(c.counterparty.address)).toHaveLength(1);
  });

  it('a recipient the provider refuses at send: FAILED REJECTED without ever RUNNING, attemptCount 0', async () => {
    const before = await billable();
    const address = `refused-${Date.now()}@supplier.example.com`;
    await t.s.mail.nextOutcome(address, 'refuse');
    const caseId = await t.s.createCase(t.user.apiKey, {
      clientWebhookUrl: t.s.webhookUrl,
      counterparty: { address, name: 'Refused' },
    });
    const failed = await t.s.waitForCase(caseId, (x) => x.status === 'FAILED' && settled(x));
    expect(failed).toMatchObject({ resultStatus: 'REJECTED', attemptCount: 0, threadId: null });
    expect(failed.failureReason).toBeTruthy();
    await expect.poll(() => hooksOf(caseId).map((h) => h.event), { timeout: 10_000 }).toEqual(['case.failed']);
    expect(await billable()).toBe(before);
  });

  it('no clientWebhookUrl: no webhook at all', async () => {
    const caseId = await t.s.createCase(t.user.apiKey);
    const c = await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && settled(x));
    await t.s.mail.reply({ threadId: c.threadId!, text: 'deliveryDate: 2027-03-03' });
    await t.s.waitForCase(caseId, (x) => x.status === 'COMPLETED' && settled(x));
    await new Promise((r) => setTimeout(r, 300));
    expect(hooksOf(caseId)).toEqual([]);
  });
});
