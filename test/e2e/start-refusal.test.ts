import { describe, expect, it } from 'vitest';
import { NO_ACTION_AT } from '../../shared/case-record.js';
import { useStack } from '../support/use-stack.js';

/**
 * A case refused at creation (README "Workflow": the SMS channel is not available): the client
 * gets 201 as the SPEC says, then the case fails at once, REJECTED and not billable, with its
 * `case.failed` webhook, and the counterparty is never contacted.
 */

const t = useStack();
const { billable } = t;

describe('refused at creation', () => {
  it('an SMS case is accepted (201), then FAILED REJECTED at once: never emailed, not billable, case.failed sent', async () => {
    const before = await billable();
    const address = `sms-${Date.now()}@supplier.example.com`;
    const res = await t.s.api(
      'POST',
      '/cases',
      {
        channel: 'SMS',
        goal: { objective: 'Confirm the delivery date of order 1042' },
        counterparty: { address, name: 'Dana Supplier' },
        senderPersona: { name: 'Alex Buyer' },
        clientWebhookUrl: t.s.webhookUrl,
        clientReferenceId: 'sms-1',
      },
      t.user.apiKey,
    );
    expect(res.status).toBe(201);
    const caseId = res.body.data.caseId as string;

    const failed = await t.s.waitForCase(caseId, (x) => x.status === 'FAILED' && x.outbox.length === 0);
    expect(failed).toMatchObject({
      resultStatus: 'REJECTED',
      attemptCount: 0,
      threadId: null,
      nextActionAt: NO_ACTION_AT,
    });
    expect(failed.failureReason).toMatch(/SMS channel is not available/);
    expect(await t.s.mail.sentTo(address)).toEqual([]);
    await expect
      .poll(() => t.s.webhooks.filter((w) => w.body.caseId === caseId).map((w) => w.body.event), { timeout: 10_000 })
      .toEqual(['case.failed']);
    expect(t.s.webhooks.find((w) => w.body.caseId === caseId)!.body).toMatchObject({
      status: 'FAILED',
      resultStatus: 'REJECTED',
      clientReferenceId: 'sms-1',
    });
    expect(await billable()).toBe(before);

    const read = await t.s.api('GET', `/cases/${caseId}`, undefined, t.user.apiKey);
    expect(read.body.data).toMatchObject({ status: 'FAILED', resultStatus: 'REJECTED', channel: 'SMS' });
    expect(read.body.data).not.toHaveProperty('startRefusal');
    expect(read.body.data).not.toHaveProperty('failureReason');
  });

  it('an EMAIL case of the same request is worked as usual', async () => {
    const caseId = await t.s.createCase(t.user.apiKey);
    const c = await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && x.outbox.length === 0);
    expect(c.startRefusal).toBeNull();
    expect(await t.s.mail.sentTo(c.counterparty.address)).toHaveLength(1);
  });
});
