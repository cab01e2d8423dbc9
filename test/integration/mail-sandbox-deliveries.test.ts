import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { Webhook } from 'svix';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SVIX_RETRY_SCHEDULE_MS } from '../../dev/mail-sandbox/sandbox-webhooks.js';
import { startTestMailSandbox, TEST_WEBHOOK_SECRET, type TestMailSandbox } from '../support/mail-sandbox-client.js';

/**
 * The mail sandbox delivers webhooks as AgentMail's Svix does: a delivery that fails (5xx, a
 * refused connection) or times out is attempted again on Svix's schedule (compressed here), with
 * the same svix-id and body, each attempt signed afresh; every attempt is visible on the control
 * API and the page. And the early-event switch: a reply, bounce or rejection delivered (and
 * answered) before the send call is answered.
 */

interface Hit {
  svixId: string;
  body: { event_type: string; event_id: string; [k: string]: unknown };
  verified: boolean;
}

let sink: Server;
let sinkUrl: string;
const hits: Hit[] = [];
/** What the receiver does with the next requests, in order; then 204. */
let plan: ('500' | 'hang' | '204')[] = [];
const verifier = new Webhook(TEST_WEBHOOK_SECRET);

beforeAll(async () => {
  const app = express();
  app.use(express.text({ type: '*/*' }));
  app.post('/hook', (req, res) => {
    const headers = {
      'svix-id': req.get('svix-id') ?? '',
      'svix-timestamp': req.get('svix-timestamp') ?? '',
      'svix-signature': req.get('svix-signature') ?? '',
    };
    let verified = true;
    try {
      verifier.verify(req.body as string, headers);
    } catch {
      verified = false;
    }
    hits.push({ svixId: headers['svix-id'], body: JSON.parse(req.body as string), verified });
    const next = plan.shift() ?? '204';
    if (next === 'hang') return; // never answered: the sandbox's timeout fires
    res.sendStatus(next === '500' ? 500 : 204);
  });
  sink = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  sinkUrl = `http://127.0.0.1:${(sink.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  sink.closeAllConnections();
  await new Promise((r) => sink.close(r));
});
beforeEach(() => {
  hits.length = 0;
  plan = [];
});

async function withSandbox(
  opts: { retryScale: number; webhookTimeoutMs?: number },
  fn: (s: TestMailSandbox) => Promise<void>,
) {
  const s = await startTestMailSandbox({ webhookUrl: sinkUrl, ...opts });
  try {
    await fn(s);
  } finally {
    await s.stop();
  }
}

const inbox = async (s: TestMailSandbox) => (await s.provider.ensureInbox()).inboxId;

describe('webhook retries on Svix schedule', () => {
  it('retries a failed and a timed-out delivery with the same svix-id until it is answered 2xx', async () => {
    await withSandbox({ retryScale: 0.001, webhookTimeoutMs: 300 }, async (s) => {
      plan = ['500', 'hang'];
      const inboxId = await inbox(s);
      await s.inbound({ inboxId, from: 'someone@elsewhere.example', text: 'Hello?' });
      await expect.poll(() => hits.length, { timeout: 10_000 }).toBe(3);
      const received = hits.filter((h) => h.body.event_type === 'message.received');
      expect(received).toHaveLength(3);
      expect(new Set(received.map((h) => h.svixId)).size).toBe(1);
      expect(new Set(received.map((h) => h.body.event_id)).size).toBe(1);
      expect(received.every((h) => h.verified)).toBe(true);

      const [delivery] = (await s.webhookDeliveries()).filter((d) => d.eventType === 'message.received');
      expect(delivery).toMatchObject({ svixId: received[0]!.svixId, state: 'delivered', status: 204 });
      expect(delivery!.attempts.map((a) => a.status)).toEqual([500, 'timeout', 204]);

      const page = await (await fetch(`${s.url}/_sandbox/page/threads`)).text();
      expect(page).toContain(`data-svix-id="${delivery!.svixId}"`);
      expect(page).toMatch(/a-500[^]*a-timeout[^]*a-204/);
    });
  });

  it('gives up after the 8 attempts of the schedule, and says so', async () => {
    await withSandbox({ retryScale: 0.00002 }, async (s) => {
      plan = Array(20).fill('500');
      const inboxId = await inbox(s);
      await s.inbound({ inboxId, from: 'someone@elsewhere.example', text: 'Hello?' });
      await expect
        .poll(async () => (await s.webhookDeliveries()).find((d) => d.eventType === 'message.received')?.state, {
          timeout: 15_000,
        })
        .toBe('failed');
      const received = hits.filter((h) => h.body.event_type === 'message.received');
      expect(received).toHaveLength(SVIX_RETRY_SCHEDULE_MS.length);
      expect(new Set(received.map((h) => h.svixId)).size).toBe(1);
      const [delivery] = (await s.webhookDeliveries()).filter((d) => d.eventType === 'message.received');
      expect(delivery!.attempts).toHaveLength(8);
      expect(delivery!.nextAttemptAt).toBeUndefined();
    });
  });
});

describe('early events: delivered before the send call is answered', () => {
  it.each(['reply', 'bounce', 'reject'] as const)('%s', async (kind) => {
    await withSandbox({ retryScale: 0.001 }, async (s) => {
      const address = `early-${kind}@supplier.example.com`;
      await s.earlyEvent(address, kind, 'deliveryDate: 2027-01-01');
      const inboxId = await inbox(s);
      const sent = await s.provider.sendFirst({
        inboxId,
        to: { address, name: 'Early' },
        subject: 'Hello',
        text: 'Hi',
        idempotencyKey: `k-${kind}`,
      });
      // Answered only now: the event is already at the receiver, about the message just sent.
      const type = { reply: 'message.received', bounce: 'message.bounced', reject: 'message.rejected' }[kind];
      const early = hits.find((h) => h.body.event_type === type);
      expect(early).toBeDefined();
      expect(JSON.stringify(early!.body)).toContain(sent.threadId);
      // Once only: the next send to the address is answered without it.
      hits.length = 0;
      await s.provider.sendFirst({
        inboxId,
        to: { address, name: 'Early' },
        subject: 'Again',
        text: 'Hi',
        idempotencyKey: `k2-${kind}`,
      });
      await s.sandbox.webhooksIdle();
      expect(hits.some((h) => h.body.event_type === type)).toBe(false);
    });
  });
});
