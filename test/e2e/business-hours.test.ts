import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { standardCaseBody } from '../support/stack.js';
import { useStack } from '../support/use-stack.js';

/**
 * Automated follow-ups wait for the counterparty's working hours (docs/workflow.md, "Business
 * hours"), through the whole local stack with the worker on a fixed clock and the service default
 * FOLLOW_UP_WINDOW_DEFAULT=MON-FRI 09:00-17:00. The first email and replies go out at once.
 */

let clock = 0;
const t = useStack({ now: () => clock, env: { FOLLOW_UP_WINDOW_DEFAULT: 'MON-FRI 09:00-17:00' } });

const counterparty = (timezone: string) => ({
  address: `hours-${randomUUID().slice(0, 8)}@supplier.example.com`,
  name: 'Dana Supplier',
  timezone,
});
const read = async (caseId: string) => (await t.s.api('GET', `/cases/${caseId}`, undefined, t.user.apiKey)).body.data;

describe('business hours', () => {
  it('New York, across the spring-forward weekend: the first email and a reply go at once, the timer waits for Monday 09:00 local', async () => {
    clock = Date.UTC(2027, 2, 11, 8, 0); // Thursday 03:00 EST: outside the window
    const cp = counterparty('America/New_York');
    const res = await t.s.api(
      'POST',
      '/cases',
      standardCaseBody({ counterparty: cp, followUpDelayHours: 48 }),
      t.user.apiKey,
    );
    expect(res.status).toBe(201);
    const caseId = res.body.data.caseId as string;

    // The first email is not held, although it is 03:00 for the counterparty.
    await t.s.waitForCase(caseId, (c) => c.status === 'RUNNING' && c.outbox.length === 0);
    expect(await t.s.mail.sentTo(cp.address)).toHaveLength(1);
    // Due Saturday 03:00 EST: timed Monday 09:00 EDT (13:00Z; the clocks changed on Sunday).
    expect(await read(caseId)).toMatchObject({
      status: 'RUNNING',
      attemptCount: 1,
      nextActionAt: Date.UTC(2027, 2, 15, 13, 0),
    });

    // Saturday 03:00 EST the counterparty writes without answering; our clarification goes at once, the
    // next follow-up waits. (A promise to look into it would be waited on, not answered.)
    clock = Date.UTC(2027, 2, 13, 8, 0);
    await t.s.mail.reply({ threadId: (await t.s.readCase(caseId)).threadId!, text: 'Thanks for your email.' });
    await t.s.waitForCase(caseId, (c) => c.attemptCount === 2 && c.outbox.length === 0);
    expect(await t.s.mail.sentTo(cp.address)).toHaveLength(2);
    expect((await read(caseId)).nextActionAt).toBe(Date.UTC(2027, 2, 15, 13, 0)); // due Mon 04:00 EDT → 09:00 EDT

    // Monday 09:00 EDT the timer fires. They wrote and we asked once more: no second request to
    // them (no nag loop, guards/silence-after-reply.ts), the client is asked, at that time.
    clock = Date.UTC(2027, 2, 15, 13, 0);
    expect(await t.s.fireTimers(caseId)).toBe(2); // t1, made stale by the reply (ignored), and t2
    await t.s.waitForCase(caseId, (c) => c.status === 'INPUT_NEEDED');
    expect(await t.s.mail.sentTo(cp.address)).toHaveLength(2); // nothing more to them
  });

  it("a case's own sendWindow is honoured (Tokyo, Saturdays 10:00-12:00)", async () => {
    clock = Date.UTC(2027, 2, 11, 8, 0); // Thursday 17:00 JST
    const cp = counterparty('Asia/Tokyo');
    const sendWindow = { days: ['SAT'], start: '10:00', end: '12:00' };
    const caseId = await t.s.createCase(t.user.apiKey, { counterparty: cp, followUpDelayHours: 48, sendWindow });
    await t.s.waitForCase(caseId, (c) => c.status === 'RUNNING' && c.outbox.length === 0);
    // Due Saturday 17:00 JST, after that day's window: the next Saturday 10:00 JST.
    expect(await read(caseId)).toMatchObject({ nextActionAt: Date.UTC(2027, 2, 20, 1, 0), sendWindow });
  });

  it('a counterparty without a valid IANA zone: the window is read in UTC', async () => {
    clock = Date.UTC(2027, 2, 11, 20, 0); // Thursday 20:00Z + 48 h = Saturday 20:00Z
    const caseId = await t.s.createCase(t.user.apiKey, {
      counterparty: counterparty('Mars/Olympus_Mons'),
      followUpDelayHours: 48,
    });
    await t.s.waitForCase(caseId, (c) => c.status === 'RUNNING' && c.outbox.length === 0);
    expect((await read(caseId)).nextActionAt).toBe(Date.UTC(2027, 2, 15, 9, 0));
  });
});
