import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../services/admin/admin-commands.js';
import { NO_ACTION_AT, type CaseRecord } from '../../shared/case-record.js';
import { listSuppressions } from '../../shared/suppressions.js';
import { standardCaseBody } from '../support/stack.js';
import { settled, useStack } from '../support/use-stack.js';

/**
 * The do-not-contact list (docs/workflow.md, "Do-not-contact"), through the whole local stack:
 * an opt-out, a bounce and a complaint each put the address on the owner's list; the next case
 * to it is 201, then FAILED REJECTED at once with its case.failed webhook, no email and no
 * billing; `unsuppress` (the admin CLI's command) lets the next case run.
 */

const t = useStack();
const { hooksOf, billable } = t;

const create = async (address: string) => {
  const res = await t.s.api(
    'POST',
    '/cases',
    standardCaseBody({ counterparty: { address, name: 'Dana Supplier' }, clientWebhookUrl: t.s.webhookUrl }),
    t.user.apiKey,
  );
  expect(res.status).toBe(201);
  return res.body.data.caseId as string;
};

describe('do-not-contact', () => {
  it.each([
    [
      'an opt-out reply',
      'opt_out',
      async (c: CaseRecord): Promise<void> => {
        await t.s.mail.reply({ threadId: c.threadId!, text: 'Please unsubscribe me from these emails.' });
      },
    ],
    ['a bounce', 'bounce', (c: CaseRecord): Promise<void> => t.s.mail.failDelivery(c.lastMessageId!, 'bounce')],
    ['a complaint', 'complaint', (c: CaseRecord): Promise<void> => t.s.mail.failDelivery(c.lastMessageId!, 'complain')],
  ] as const)(
    '%s suppresses the address; the next case to it fails REJECTED unsent and unbilled; unsuppress lets it run',
    async (_label, reason, end) => {
      const address = `dnc-${randomUUID().slice(0, 8)}@supplier.example.com`;
      const first = await create(address);
      const running = await t.s.waitForCase(first, (c) => c.status === 'RUNNING' && settled(c));
      await end(running);
      await t.s.waitForCase(first, (c) => c.status === 'FAILED' && settled(c));
      const listed = await listSuppressions(t.s.db, t.user.userId);
      expect(listed.find((x) => x.address === address)).toMatchObject({ reason, caseId: first, userId: t.user.userId });
      expect(await t.s.mail.sentTo(address)).toHaveLength(1);

      // The same address, written differently: still the same counterparty.
      const billableBefore = await billable();
      const second = await create(`  ${address.toUpperCase()} `);
      const refused = await t.s.waitForCase(second, (c) => c.status === 'FAILED' && settled(c));
      expect(refused).toMatchObject({
        resultStatus: 'REJECTED',
        attemptCount: 0,
        threadId: null,
        nextActionAt: NO_ACTION_AT,
      });
      expect(refused.failureReason).toMatch(/do-not-contact list/);
      expect(refused.failureReason).toContain(first);
      await expect.poll(() => hooksOf(second).map((h) => h.event), { timeout: 10_000 }).toEqual(['case.failed']);
      expect(hooksOf(second)[0]).toMatchObject({ status: 'FAILED', resultStatus: 'REJECTED' });
      expect(await t.s.mail.sentTo(address)).toHaveLength(1); // nothing more was sent
      expect(await billable()).toBe(billableBefore);
      const read = await t.s.api('GET', `/cases/${second}`, undefined, t.user.apiKey);
      expect(read.body.data).toMatchObject({ status: 'FAILED', resultStatus: 'REJECTED', nextActionAt: NO_ACTION_AT });
      expect(read.body.data).not.toHaveProperty('failureReason');

      // Another user's list is their own: the same address runs for them.
      const other = await t.s.createUser();
      const theirs = await t.s.createCase(other.apiKey, { counterparty: { address, name: 'Dana Supplier' } });
      await t.s.waitForCase(theirs, (c) => c.status === 'RUNNING' && settled(c));

      // The operator takes the address off the list: the next case runs.
      const removed = await runAdminCommand(
        { db: t.s.db, now: Date.now },
        { name: 'unsuppress', userId: t.user.userId, address: address.toUpperCase() },
      );
      expect(removed).toMatchObject({ command: 'unsuppress', removed: { address, reason } });
      const third = await create(address);
      await t.s.waitForCase(third, (c) => c.status === 'RUNNING' && settled(c));
      expect((await listSuppressions(t.s.db, t.user.userId)).some((x) => x.address === address)).toBe(false);
    },
  );

  it('a plain refusal and a provider rejection do not suppress', async () => {
    const refused = `dnc-${randomUUID().slice(0, 8)}@supplier.example.com`;
    const a = await create(refused);
    const ra = await t.s.waitForCase(a, (c) => c.status === 'RUNNING' && settled(c));
    await t.s.mail.reply({ threadId: ra.threadId!, text: 'We are not interested.' });
    expect(await t.s.waitForCase(a, (c) => c.status === 'FAILED' && settled(c))).toMatchObject({
      resultStatus: 'failed_rejected',
    });

    const rejected = `dnc-${randomUUID().slice(0, 8)}@supplier.example.com`;
    const b = await create(rejected);
    const rb = await t.s.waitForCase(b, (c) => c.status === 'RUNNING' && settled(c));
    await t.s.mail.failDelivery(rb.lastMessageId!, 'reject');
    expect(await t.s.waitForCase(b, (c) => c.status === 'FAILED' && settled(c))).toMatchObject({
      resultStatus: 'REJECTED',
    });

    const listed = (await listSuppressions(t.s.db, t.user.userId)).map((x) => x.address);
    expect(listed).not.toContain(refused);
    expect(listed).not.toContain(rejected);
    const again = await create(refused);
    await t.s.waitForCase(again, (c) => c.status === 'RUNNING' && settled(c));
  });
});
