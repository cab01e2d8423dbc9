import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { Webhook } from 'svix';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgentMailEmailProvider } from '../../shared/agentmail-email-provider.js';
import {
  startTestMailSandbox,
  TEST_AGENTMAIL_KEY,
  TEST_WEBHOOK_SECRET,
  type TestMailSandbox,
} from '../support/mail-sandbox-client.js';

/** The sandbox's own contract: AgentMail's error shapes, signed webhooks, the page, persistence. */

interface Captured {
  headers: Record<string, string>;
  raw: string;
  body: { event_type: string; [k: string]: unknown };
}

let sbx: TestMailSandbox;
let sink: Server;
const captured: Captured[] = [];

beforeAll(async () => {
  const app = express();
  app.use(express.text({ type: '*/*' }));
  app.post('/hook', (req, res) => {
    captured.push({
      headers: req.headers as Record<string, string>,
      raw: req.body as string,
      body: JSON.parse(req.body as string),
    });
    res.sendStatus(204);
  });
  sink = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  sbx = await startTestMailSandbox({ webhookUrl: `http://127.0.0.1:${(sink.address() as AddressInfo).port}/hook` });
});

afterAll(async () => {
  await sbx.stop();
  sink.closeAllConnections();
  await new Promise((r) => sink.close(r));
});

const api = (method: string, path: string, body?: unknown, key: string | null = TEST_AGENTMAIL_KEY) =>
  fetch(`${sbx.url}/v0${path}`, {
    method,
    headers: {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });

describe('AgentMail API surface', () => {
  it('refuses a missing or wrong API key with 401', async () => {
    for (const key of [null, 'wrong']) {
      const res = await api('GET', '/inboxes', undefined, key);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ name: 'UnauthorizedError' });
    }
  });

  it("answers with AgentMail's error bodies", async () => {
    const nf = await api('POST', `/inboxes/${encodeURIComponent('nobody@agentmail.local')}/messages/send`, {
      to: ['a@b.co'],
      text: 'x',
    });
    expect(nf.status).toBe(404);
    expect(await nf.json()).toEqual({ name: 'NotFoundError', message: 'Inbox not found' });
    const { inboxId } = await sbx.provider.ensureInbox();
    const bad = await api('POST', `/inboxes/${encodeURIComponent(inboxId)}/messages/send`, { subject: 'no recipient' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ name: 'ValidationError', errors: expect.any(Array) });
    const malformed = await api('POST', `/inboxes/${encodeURIComponent(inboxId)}/messages/send`, '{"to":');
    expect(malformed.status).toBe(400);
  });
});

describe('webhooks', () => {
  it('signs every event so that svix verifies it with the shared secret', async () => {
    const { inboxId } = await sbx.provider.ensureInbox();
    const sent = await sbx.provider.sendFirst({
      inboxId,
      to: { address: 'sig@example.com' },
      subject: 's',
      text: 't',
      idempotencyKey: 'sig-1',
    });
    await sbx.reply({ threadId: sent.threadId, text: 'answer' });
    await sbx.sandbox.webhooksIdle();
    const mine = captured.filter((c) => JSON.stringify(c.body).includes(sent.threadId));
    expect(mine.map((c) => c.body.event_type)).toEqual(['message.sent', 'message.delivered', 'message.received']);
    const verifier = new Webhook(TEST_WEBHOOK_SECRET);
    for (const c of mine) {
      expect(() => verifier.verify(c.raw, c.headers)).not.toThrow();
      expect(c.body).toMatchObject({ type: 'event', event_id: expect.stringMatching(/^evt_/) });
    }
    const other = new Webhook(`whsec_${Buffer.from('some-other-secret-32-bytes-long!').toString('base64')}`);
    expect(() => other.verify(mine[0]!.raw, mine[0]!.headers)).toThrow();
  });

  it('bounces, complains about or rejects the next send to a marked address, and refuses on request', async () => {
    const { inboxId } = await sbx.provider.ensureInbox();
    for (const [outcome, event] of [
      ['bounce', 'message.bounced'],
      ['complain', 'message.complained'],
      ['reject', 'message.rejected'],
    ] as const) {
      const address = `${outcome}@example.com`;
      await sbx.nextOutcome(address, outcome);
      const sent = await sbx.provider.sendFirst({
        inboxId,
        to: { address },
        subject: 's',
        text: 't',
        idempotencyKey: `o-${outcome}`,
      });
      await sbx.sandbox.webhooksIdle();
      const types = captured
        .filter((c) => JSON.stringify(c.body).includes(sent.messageId))
        .map((c) => c.body.event_type);
      expect(types).toEqual(['message.sent', event]);
      // Only the next send: the one after is delivered.
      const again = await sbx.provider.sendFirst({
        inboxId,
        to: { address },
        subject: 's',
        text: 't',
        idempotencyKey: `o2-${outcome}`,
      });
      await sbx.sandbox.webhooksIdle();
      expect(
        captured.filter((c) => JSON.stringify(c.body).includes(again.messageId)).map((c) => c.body.event_type),
      ).toEqual(['message.sent', 'message.delivered']);
    }
  });
});

describe('the web page', () => {
  it('lists the mail per address with everything escaped, and its reply form answers as the counterparty', async () => {
    const { inboxId } = await sbx.provider.ensureInbox();
    const sent = await sbx.provider.sendFirst({
      inboxId,
      to: { address: 'page@example.com', name: 'Page <Tester>' },
      subject: '<img src=x onerror=alert(1)>',
      text: '<script>alert("x")</script> & more',
      idempotencyKey: 'page-1',
    });
    const page = await (await fetch(`${sbx.url}/`)).text();
    expect(page).toContain('page@example.com');
    expect(page).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
    // The page's own script (served by the sandbox, CSP script-src 'self') is the only one.
    expect(page.split('<script src="/_sandbox/page.js" defer></script>')).toHaveLength(2);
    expect(page.replace('<script src="/_sandbox/page.js" defer></script>', '')).not.toMatch(/<script|<img/);

    const form = new URLSearchParams({
      messageId: sent.messageId,
      text: 'Typed by a person',
      fromName: 'Pat',
      attachmentName: 'n.txt',
      attachmentText: 'notes',
    });
    const res = await fetch(`${sbx.url}/_sandbox/form/reply`, { method: 'POST', body: form, redirect: 'manual' });
    expect(res.status).toBe(303);
    const thread = await sbx.provider.getThread(inboxId, sent.threadId);
    expect(thread.messages).toHaveLength(2);
    expect(thread.messages[1]).toMatchObject({
      from: { address: 'page@example.com', name: 'Pat' },
      text: 'Typed by a person',
    });
    expect(thread.messages[1]!.attachments[0]).toMatchObject({ filename: 'n.txt', size: 5 });
  });
});

describe('persistence', () => {
  it('keeps inboxes, messages and idempotency keys in the data file across restarts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sbx-'));
    const dataFile = join(dir, 'state.json');
    try {
      const first = await startTestMailSandbox({ dataFile });
      const { inboxId } = await first.provider.ensureInbox();
      const sent = await first.provider.sendFirst({
        inboxId,
        to: { address: 'p@example.com' },
        subject: 's',
        text: 't',
        idempotencyKey: 'persist-1',
      });
      await first.stop();

      const second = await startTestMailSandbox({ dataFile });
      try {
        const provider = createAgentMailEmailProvider({
          apiKey: TEST_AGENTMAIL_KEY,
          baseUrl: second.url,
          inboxClientId: 'test-inbox',
        });
        expect((await provider.ensureInbox()).inboxId).toBe(inboxId);
        expect((await provider.getThread(inboxId, sent.threadId)).messages).toHaveLength(1);
        const again = await provider.sendFirst({
          inboxId,
          to: { address: 'p@example.com' },
          subject: 's',
          text: 't',
          idempotencyKey: 'persist-1',
        });
        expect(again).toEqual(sent);
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('counterparty controls for the simulations', () => {
  it('a reply can carry its own subject and headers (an autoresponder), seen through the AgentMail API; bad headers are refused', async () => {
    const { inboxId } = await sbx.provider.ensureInbox();
    const sent = await sbx.provider.sendFirst({
      inboxId,
      to: { address: 'ooo@example.com' },
      subject: 'PO 4471',
      text: 'Hello',
      idempotencyKey: 'case:ooo:out:1',
    });
    const auto = await sbx.reply({
      messageId: sent.messageId,
      text: 'I am out of the office until Monday.',
      subject: 'Automatic reply: PO 4471',
      headers: { 'Auto-Submitted': 'auto-replied', 'X-Autoreply': 'yes' },
    });
    const res = await api(
      'GET',
      `/inboxes/${encodeURIComponent(inboxId)}/messages/${encodeURIComponent(auto.message_id)}`,
    );
    expect(await res.json()).toMatchObject({
      subject: 'Automatic reply: PO 4471',
      headers: { 'Auto-Submitted': 'auto-replied', 'X-Autoreply': 'yes' },
    });
    const plain = await sbx.reply({ messageId: sent.messageId, text: 'Back now.' });
    const read = (await (
      await api('GET', `/inboxes/${encodeURIComponent(inboxId)}/messages/${encodeURIComponent(plain.message_id)}`)
    ).json()) as Record<string, unknown>;
    expect(read.subject).toBe('Re: PO 4471');
    expect(read).not.toHaveProperty('headers');
    await expect(sbx.reply({ messageId: sent.messageId, text: 'x', headers: { 'Bad Name': 'v' } })).rejects.toThrow(
      /400/,
    );
    await expect(
      sbx.reply({ messageId: sent.messageId, text: 'x', headers: { 'X-Ok': 'line\r\nBcc: evil@example.com' } }),
    ).rejects.toThrow(/400/);
  });
});
