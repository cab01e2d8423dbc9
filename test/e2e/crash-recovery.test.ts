import { describe, expect, it } from 'vitest';
import type { CrashPoint } from '../../services/worker/pipeline/effect-runner.js';
import { settled, useStack } from '../support/use-stack.js';

/**
 * Crashes injected at the two dangerous points of the pipeline, each exactly once per armed case:
 *   after-send:   the provider accepted the email, the EFFECT_DONE commit never happened;
 *   after-commit: the decision is committed, none of its effects ran.
 * The worker answers 5xx (as a crashed instance would: no ack), Pub/Sub or Cloud Tasks deliver
 * again, and the redelivery finds the processed marker and runs the pending effects by their
 * keys: nothing lost (the case completes), nothing doubled (one email, one webhook).
 */

const armed = new Map<string, Set<CrashPoint>>(); // caseId → points still to crash at
/** Points for the next case the worker sees for the first time (its id is unknown before the create answers). */
let nextCase: Set<CrashPoint> | null = null;
const seen = new Set<string>();
let crashes = 0;
/** While set, every first send of this case crashes after the provider accepted it. */
let holdFirstSend: string | null = null;
const t = useStack({
  user: false,
  logLevel: 'info',
  faults: (point, { caseId }) => {
    if (!seen.has(caseId)) {
      seen.add(caseId);
      if (nextCase) armed.set(caseId, nextCase);
      nextCase = null;
    }
    if (point === 'after-send' && holdFirstSend === caseId) throw new Error('injected crash after-send (held)');
    const points = armed.get(caseId);
    if (points?.delete(point)) {
      crashes++;
      throw new Error(`injected crash ${point}`);
    }
  },
});

/** Creates a case armed from its very first step (the CASE_CREATED push may beat the create's answer). */
async function createArmed(apiKey: string, points: CrashPoint[]) {
  nextCase = new Set(points);
  return t.s.createCase(apiKey, { clientWebhookUrl: t.s.webhookUrl });
}

describe('crash recovery', () => {
  it('crash after the provider accepted the first email: redelivered, sent once (same Idempotency-Key), RUNNING', async () => {
    const { apiKey } = await t.s.createUser();
    const before = crashes;
    const caseId = await createArmed(apiKey, ['after-send']);
    const c = await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && settled(x));
    expect(crashes).toBe(before + 1);
    expect(c.attemptCount).toBe(1);
    expect(await t.s.mail.sentTo(c.counterparty.address)).toHaveLength(1);
  });

  it('crash after the commit, before any effect: the redelivery runs the pending send once', async () => {
    const { apiKey } = await t.s.createUser();
    const before = crashes;
    const caseId = await createArmed(apiKey, ['after-commit']);
    const c = await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && settled(x));
    expect(crashes).toBe(before + 1);
    expect(c.attemptCount).toBe(1);
    expect(await t.s.mail.sentTo(c.counterparty.address)).toHaveLength(1);
  });

  it('a reply that overtakes the commit of the first send is routed to the case and waits for it', async () => {
    const { apiKey } = await t.s.createUser();
    const address = `fast-${Date.now()}@supplier.example.com`;
    nextCase = new Set();
    const caseId = await t.s.createCase(apiKey, { counterparty: { address, name: 'Fast Replier' } });
    holdFirstSend = caseId; // the provider accepts the email, the worker never records it (yet)
    const deadline = Date.now() + 10_000;
    while ((await t.s.mail.sentTo(address)).length === 0) {
      if (Date.now() > deadline) throw new Error('first email never sent');
      await new Promise((r) => setTimeout(r, 30));
    }
    const [first] = await t.s.mail.sentTo(address);
    await t.s.mail.reply({ threadId: first!.thread_id, text: 'deliveryDate: 2027-05-05' });
    await new Promise((r) => setTimeout(r, 1500)); // the reply's event is redelivered meanwhile
    expect((await t.s.readCase(caseId)).status).toBe('CREATED');
    holdFirstSend = null;
    const done = await t.s.waitForCase(caseId, (x) => x.status === 'COMPLETED' && settled(x), 20_000);
    expect(done).toMatchObject({ attemptCount: 1, result: { deliveryDate: '2027-05-05' } });
    // It was kept waiting (5xx, redelivered), never dropped as a message of another thread.
    const ignoredReplies = t.s.logs.filter(
      (l) => l.includes(caseId) && l.includes('EMAIL_RECEIVED') && l.includes('event ignored'),
    );
    expect(ignoredReplies).toEqual([]);
    expect(await t.s.mail.sentTo(address)).toHaveLength(1);
  });

  it('crashes at both points on the completing reply and on a follow-up timer: one email each, one webhook', async () => {
    const { apiKey } = await t.s.createUser();
    const caseId = await createArmed(apiKey, []);
    const c = await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && settled(x));

    // The follow-up timer (Cloud Tasks redelivers after the 5xx).
    armed.set(caseId, new Set(['after-commit', 'after-send']));
    const before = crashes;
    await t.s.fireTimers(caseId);
    const followed = await t.s.waitForCase(caseId, (x) => x.attemptCount === 2 && settled(x));
    expect(crashes).toBe(before + 2);
    expect(followed.status).toBe('RUNNING');
    expect(await t.s.mail.sentTo(c.counterparty.address)).toHaveLength(2);

    // The completing reply (Pub/Sub redelivers after the 5xx): its webhook effect crashes after commit.
    armed.set(caseId, new Set(['after-commit']));
    await t.s.mail.reply({ threadId: c.threadId!, text: 'deliveryDate: 2027-04-04' });
    const done = await t.s.waitForCase(caseId, (x) => x.status === 'COMPLETED' && settled(x));
    expect(crashes).toBe(before + 3);
    expect(done.result).toEqual({ deliveryDate: '2027-04-04' });
    await expect.poll(() => t.s.webhooks.filter((w) => w.body.caseId === caseId).length, { timeout: 10_000 }).toBe(1);
    await new Promise((r) => setTimeout(r, 500));
    expect(t.s.webhooks.filter((w) => w.body.caseId === caseId)).toHaveLength(1);
    expect(await t.s.mail.sentTo(c.counterparty.address)).toHaveLength(2);
  });
});
