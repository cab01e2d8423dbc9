import { describe, expect, it } from 'vitest';
import { settled, useStack } from '../support/use-stack.js';

/**
 * Review under CHAOS_DELIVERIES=3 (as test/e2e/chaos-idempotency.test.ts): every Pub/Sub push
 * and Cloud Task reaches the worker three times, concurrently. Cases with `review: all` hold
 * their first email; each is approved by three concurrent requests; then the counterparty
 * answers. One email per approved draft, each webhook once, each timeline entry once.
 * REVIEW_CHAOS_CASES overrides the number of cases.
 */

const CASES = Number(process.env.REVIEW_CHAOS_CASES ?? 24);
const CONCURRENCY = 8;

const t = useStack({ chaos: 3, user: false });

describe(`review under chaos: ${CASES} cases, every message delivered 3 times`, () => {
  it('one email per approved draft, each webhook and timeline entry once', { timeout: 600_000 }, async () => {
    const { apiKey } = await t.s.createUser('BASE_PRO');
    const ids: string[] = [];
    let next = 0;
    const t0 = Date.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < CASES) {
          const i = next++;
          const caseId = await t.s.createCase(apiKey, { clientWebhookUrl: t.s.webhookUrl, review: 'all' });
          ids.push(caseId);
          const heldCase = await t.s.waitForCase(
            caseId,
            (x) => x.pendingDraft?.status === 'PENDING' && settled(x),
            120_000,
          );
          const draftId = heldCase.pendingDraft!.draftId;
          const answers = await Promise.all(
            [1, 2, 3].map(() =>
              t.s.api('POST', `/cases/${caseId}/drafts/${draftId}/approve`, { text: `Approved text ${i}` }, apiKey),
            ),
          );
          expect(answers.map((a) => a.status).sort()).toEqual([202, 409, 409]);
          const c = await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && settled(x), 120_000);
          await t.s.mail.reply({
            threadId: c.threadId!,
            text: `deliveryDate: 2027-02-${String((i % 28) + 1).padStart(2, '0')}`,
          });
          await t.s.waitForCase(caseId, (x) => x.status === 'COMPLETED' && settled(x), 120_000);
        }
      }),
    );
    const elapsed = Date.now() - t0;
    await t.s.relay?.idle();
    await new Promise((r) => setTimeout(r, 1500));

    let emails = 0;
    for (const caseId of ids) {
      const c = await t.s.readCase(caseId);
      expect(c.attemptCount, caseId).toBe(1);
      const sent = await t.s.mail.sentTo(c.counterparty.address);
      expect(sent.length, `${caseId} emails`).toBe(1);
      expect(sent[0]!.text).toMatch(/^Approved text \d+$/);
      emails += sent.length;
      const hooks = t.s.webhooks.filter((w) => w.body.caseId === caseId).map((w) => w.body.event);
      expect(hooks, `${caseId} webhooks`).toEqual(['case.review_needed', 'case.completed']);
      const timeline = await t.s.api('GET', `/cases/${caseId}/events?limit=100`, undefined, apiKey);
      const types = (timeline.body.data.events as { type: string }[]).map((e) => e.type).sort();
      expect(types, `${caseId} timeline`).toEqual(
        [
          'case.created',
          'review.requested',
          'webhook.delivered',
          'review.approved',
          'email.sent',
          'followup.scheduled',
          'email.received',
          'case.completed',
          'webhook.delivered',
        ].sort(),
      );
      const drafts = await t.s.api('GET', `/cases/${caseId}/drafts`, undefined, apiKey);
      expect((drafts.body.data.drafts as { status: string }[]).map((d) => d.status)).toEqual(['SENT']);
    }
    console.log(
      `review chaos: ${CASES} cases, ${emails} emails, ${t.s.webhooks.length} webhooks, ${(elapsed / 1000).toFixed(1)} s`,
    );
  });
});
