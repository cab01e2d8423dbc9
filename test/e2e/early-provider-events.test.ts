import { describe, expect, it } from 'vitest';
import type { CrashPoint } from '../../services/worker/pipeline/effect-runner.js';
import { PARKED_EVENTS } from '../../shared/parked-events.js';
import { settled, useStack } from '../support/use-stack.js';

/**
 * Provider events that overtake the worker's record of the send, made certain rather than likely:
 * the mail sandbox delivers the reply, bounce or rejection (and waits for the API's answer) BEFORE
 * it answers the send call (`early-event`), so `threads/{threadId}` cannot exist yet and the API
 * parks the event. Each case must end as if the event had come later: the reply read once, the
 * bounce failing the case BOUNCED, one email, one webhook. Then the same with the worker crashing
 * after the provider accepted the send, before the thread is indexed or the send is committed.
 */

const armed = new Map<string, Set<CrashPoint>>();
/** Crash points for the next case the worker sees for the first time. */
let nextCase: Set<CrashPoint> | null = null;
const seen = new Set<string>();
let crashes = 0;
const t = useStack({
  user: false,
  logLevel: 'info',
  // Only the send's commit may release a parked event here: the sweeper takes parked events older
  // than its threshold, and an hour is far longer than any test below (the stack runs no sweep
  // timer either). Its release is covered in test/integration/parked-events-sweep.test.ts.
  env: { SWEEP_THRESHOLD_MS: String(60 * 60_000) },
  faults: (point, { caseId }) => {
    if (!seen.has(caseId)) {
      seen.add(caseId);
      if (nextCase) armed.set(caseId, nextCase);
      nextCase = null;
    }
    if (armed.get(caseId)?.delete(point)) {
      crashes++;
      throw new Error(`injected crash ${point}`);
    }
  },
});
const { hooksOf } = t;

const logsOf = (caseId: string, text: string) => t.s.logs.filter((l) => l.includes(caseId) && l.includes(text));

/** A case whose counterparty's `kind` event is delivered before the send call is answered. */
async function earlyCase(kind: 'reply' | 'bounce' | 'reject', text?: string, crashAt: CrashPoint[] = []) {
  const { apiKey } = await t.s.createUser();
  const address = `early-${kind}-${Math.random().toString(36).slice(2, 8)}@supplier.example.com`;
  await t.s.mail.earlyEvent(address, kind, text);
  nextCase = new Set(crashAt);
  const caseId = await t.s.createCase(apiKey, {
    counterparty: { address, name: 'Early Bird' },
    clientWebhookUrl: t.s.webhookUrl,
  });
  return { caseId, address };
}

/** The API parked the event: the race really happened (the thread was unknown when it came). */
async function expectParkedThenReleased(threadId: string) {
  expect(t.s.logs.some((l) => l.includes('provider event parked') && l.includes(threadId))).toBe(true);
  // Removed once handled: right after the case's commit, so possibly just after the case settled.
  const left = async () => (await t.s.db.collection(PARKED_EVENTS).where('threadId', '==', threadId).get()).size;
  await expect.poll(left, { timeout: 10_000 }).toBe(0);
}

/** Waits until exactly `n` webhooks reached the receiver for the case, then a moment more. */
async function webhooksSettle(caseId: string, n: number) {
  await expect.poll(() => hooksOf(caseId).length, { timeout: 10_000 }).toBe(n);
  await new Promise((r) => setTimeout(r, 500));
  return hooksOf(caseId);
}

describe('provider events delivered before the send call returns', () => {
  it('a reply: parked, released after the send is recorded, read once, COMPLETED with one webhook', async () => {
    const { caseId, address } = await earlyCase('reply', 'deliveryDate: 2027-05-05');
    const done = await t.s.waitForCase(caseId, (c) => c.status === 'COMPLETED' && settled(c), 20_000);
    expect(done).toMatchObject({ attemptCount: 1, result: { deliveryDate: '2027-05-05' } });
    await expectParkedThenReleased(done.threadId!);
    expect(logsOf(caseId, '"opsEvent":"inbound_read"')).toHaveLength(1);
    // The release is logged after the parked document is removed, so the line may come a moment
    // after the poll above saw the removal: wait for it, then check again once all has settled.
    await expect.poll(() => logsOf(caseId, '"releasedBy":"send_commit"').length, { timeout: 10_000 }).toBe(1);
    expect((await webhooksSettle(caseId, 1)).map((h) => h.event)).toEqual(['case.completed']);
    expect(logsOf(caseId, '"releasedBy":"send_commit"')).toHaveLength(1);
    expect(logsOf(caseId, '"releasedBy":"sweep"')).toHaveLength(0);
    expect(await t.s.mail.sentTo(address)).toHaveLength(1);
  });

  it('a bounce: the case records its send, then fails BOUNCED, one webhook', async () => {
    const { caseId, address } = await earlyCase('bounce');
    const done = await t.s.waitForCase(caseId, (c) => c.status === 'FAILED' && settled(c), 20_000);
    expect(done).toMatchObject({ resultStatus: 'BOUNCED', attemptCount: 1 });
    expect(done.threadId).toBeTruthy();
    await expectParkedThenReleased(done.threadId!);
    expect((await webhooksSettle(caseId, 1)).map((h) => h.event)).toEqual(['case.failed']);
    expect(await t.s.mail.sentTo(address)).toHaveLength(1);
  });

  it('a rejection: the case records its send, then fails REJECTED, one webhook', async () => {
    const { caseId, address } = await earlyCase('reject');
    const done = await t.s.waitForCase(caseId, (c) => c.status === 'FAILED' && settled(c), 20_000);
    expect(done).toMatchObject({ resultStatus: 'REJECTED', attemptCount: 1 });
    await expectParkedThenReleased(done.threadId!);
    expect((await webhooksSettle(caseId, 1)).map((h) => h.event)).toEqual(['case.failed']);
    expect(await t.s.mail.sentTo(address)).toHaveLength(1);
  });
});

describe('a crash after the send, before its commit, with a reply in that window', () => {
  for (const point of ['before-thread-index', 'after-send'] as const) {
    it(`crash at ${point}: the redelivered send (same Idempotency-Key) records it, the reply is read once`, async () => {
      const before = crashes;
      const { caseId, address } = await earlyCase('reply', 'deliveryDate: 2027-06-06', [point]);
      const done = await t.s.waitForCase(caseId, (c) => c.status === 'COMPLETED' && settled(c), 30_000);
      expect(crashes).toBe(before + 1);
      expect(done).toMatchObject({ attemptCount: 1, result: { deliveryDate: '2027-06-06' } });
      await expectParkedThenReleased(done.threadId!);
      expect(logsOf(caseId, '"opsEvent":"inbound_read"')).toHaveLength(1);
      expect((await webhooksSettle(caseId, 1)).map((h) => h.event)).toEqual(['case.completed']);
      expect(await t.s.mail.sentTo(address)).toHaveLength(1);
    });
  }
});
