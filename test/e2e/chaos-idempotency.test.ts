import { describe, expect, it } from 'vitest';
import { monthKey, readUsage } from '../../shared/usage.js';
import { settled, useStack } from '../support/use-stack.js';

/**
 * Idempotency, proven under CHAOS_DELIVERIES=3: every Pub/Sub push (through the relay) and every
 * Cloud Task (tasks emulator) reaches the worker three times, concurrently, jittered, one copy
 * late. 200 cases run three kinds of lifecycle through the mail sandbox and the offline brain;
 * at the end: exactly one email per intended send, one webhook per event_id, exact attemptCount
 * and usage, and each case's timeline holds each of its entries exactly once. CHAOS_CASES
 * overrides the number of cases.
 */

const CASES = Number(process.env.CHAOS_CASES ?? 200);
const CHAOS = 3;
const CONCURRENCY = 16;

const t = useStack({ chaos: CHAOS, user: false });

type Kind = 'direct' | 'follow_up' | 'input';
const kindOf = (i: number): Kind => (i % 4 === 1 ? 'follow_up' : i % 4 === 3 ? 'input' : 'direct');
const EXPECTED_EMAILS: Record<Kind, number> = { direct: 1, follow_up: 2, input: 2 };
/** Each case's timeline, as a sorted multiset of entry types: every entry exactly once. */
const EXPECTED_TIMELINE: Record<Kind, string[]> = {
  direct: ['case.created', 'email.sent', 'followup.scheduled', 'email.received', 'case.completed', 'webhook.delivered'],
  follow_up: [
    'case.created',
    'email.sent',
    'followup.scheduled',
    'email.sent',
    'followup.scheduled',
    'email.received',
    'case.completed',
    'webhook.delivered',
  ],
  input: [
    'case.created',
    'email.sent',
    'followup.scheduled',
    'email.received',
    'input.requested',
    'webhook.delivered',
    'input.provided',
    'email.sent',
    'followup.scheduled',
    'email.received',
    'case.completed',
    'webhook.delivered',
  ],
};
const EXPECTED_HOOKS: Record<Kind, string[]> = {
  direct: ['case.completed'],
  follow_up: ['case.completed'],
  input: ['case.input_needed', 'case.completed'],
};

async function pool<T>(items: T[], n: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

describe(`chaos: ${CASES} cases, every message delivered ${CHAOS} times`, () => {
  it('sends each email once, posts each webhook once, counts attempts and usage exactly', {
    timeout: 600_000,
  }, async () => {
    const { userId, apiKey } = await t.s.createUser('BASE_PRO');
    const ids: { caseId: string; kind: Kind }[] = [];
    const t0 = Date.now();

    await pool(
      Array.from({ length: CASES }, (_, i) => i),
      CONCURRENCY,
      async (i) => {
        const kind = kindOf(i);
        const caseId = await t.s.createCase(apiKey, {
          clientWebhookUrl: t.s.webhookUrl,
          clientReferenceId: `chaos-${i}`,
        });
        ids.push({ caseId, kind });
        const c = await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && settled(x), 120_000);
        if (kind === 'follow_up') {
          await t.s.fireTimers(caseId);
          await t.s.waitForCase(caseId, (x) => x.attemptCount === 2 && settled(x), 120_000);
        }
        if (kind === 'input') {
          await t.s.mail.reply({ threadId: c.threadId!, text: 'Can we split the order into two shipments?' });
          const w = await t.s.waitForCase(caseId, (x) => x.status === 'INPUT_NEEDED' && settled(x), 120_000);
          const r = await t.s.api(
            'POST',
            `/cases/${caseId}/input`,
            { inputRequestId: w.inputRequestId, providedContext: 'Yes, two shipments.' },
            apiKey,
          );
          expect(r.status).toBe(202);
          await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && x.attemptCount === 2 && settled(x), 120_000);
        }
        await t.s.mail.reply({
          threadId: c.threadId!,
          text: `deliveryDate: 2027-01-${String((i % 28) + 1).padStart(2, '0')}`,
        });
        await t.s.waitForCase(caseId, (x) => x.status === 'COMPLETED' && settled(x), 120_000);
      },
    );
    const elapsed = Date.now() - t0;

    // Let late duplicates (relay, tasks emulator) land before counting.
    await t.s.relay?.idle();
    await new Promise((r) => setTimeout(r, 1500));

    for (const { caseId, kind } of ids) {
      const c = await t.s.readCase(caseId);
      expect(c.status, caseId).toBe('COMPLETED');
      expect(c.attemptCount, caseId).toBe(EXPECTED_EMAILS[kind]);
      const sent = await t.s.mail.sentTo(c.counterparty.address);
      expect(sent.length, `${caseId} (${kind}) emails`).toBe(EXPECTED_EMAILS[kind]);
      const hooks = t.s.webhooks.filter((w) => w.body.caseId === caseId).map((w) => w.body.event);
      expect(hooks, `${caseId} (${kind}) webhooks`).toEqual(EXPECTED_HOOKS[kind]);
      const timeline = await t.s.api('GET', `/cases/${caseId}/events?limit=100`, undefined, apiKey);
      const types = (timeline.body.data.events as { type: string }[]).map((e) => e.type);
      expect([...types].sort(), `${caseId} (${kind}) timeline`).toEqual([...EXPECTED_TIMELINE[kind]].sort());
    }
    const byEventId = new Map<string, number>();
    for (const w of t.s.webhooks)
      byEventId.set(String(w.body.event_id), (byEventId.get(String(w.body.event_id)) ?? 0) + 1);
    expect([...byEventId.values()].every((n) => n === 1)).toBe(true);
    expect(byEventId.size).toBe(ids.reduce((n, { kind }) => n + EXPECTED_HOOKS[kind].length, 0));

    const usage = await readUsage(t.s.db, userId, monthKey(Date.now()));
    expect(usage.billable).toBe(CASES);

    // The chaos was real: more deliveries reached the worker than messages were published.
    expect(t.s.relay!.forwarded()).toBeGreaterThanOrEqual(CHAOS * CASES);
    const timers = t.s.tasks.counters();
    process.stdout.write(
      `chaos: ${CASES} cases in ${elapsed} ms; pushes forwarded ${t.s.relay!.forwarded()}; tasks ${JSON.stringify(timers)}\n`,
    );
  });
});
