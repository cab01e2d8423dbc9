import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgentMailEmailProvider } from '../../shared/agentmail-email-provider.js';
import { attachmentMetasOf } from '../../shared/email-attachments.js';
import { PermanentError, RetryableError } from '../../shared/errors.js';
import { freePort } from '../../dev/free-port.js';
import { startTestMailSandbox, TEST_AGENTMAIL_KEY, type TestMailSandbox } from '../support/mail-sandbox-client.js';

/** The AgentMail adapter through the real `agentmail` SDK against the mail sandbox. */

let sbx: TestMailSandbox;
let inboxId: string;

beforeAll(async () => {
  sbx = await startTestMailSandbox();
  inboxId = (await sbx.provider.ensureInbox()).inboxId;
});
afterAll(async () => {
  await sbx.stop();
});

const to = (n: string) => ({
  address: `${n}-${Math.random().toString(36).slice(2, 8)}@example.com`,
  name: 'Jane "JD" Doe, Esq.',
});

describe('inbox', () => {
  it('is created once by client id: another instance gets the same inbox', async () => {
    const other = createAgentMailEmailProvider({
      apiKey: TEST_AGENTMAIL_KEY,
      baseUrl: sbx.url,
      inboxClientId: 'test-inbox',
    });
    const again = await other.ensureInbox();
    expect(again.inboxId).toBe(inboxId);
    expect(again.address).toMatch(/@/);
  });

  it('is used as configured by id', async () => {
    const byId = createAgentMailEmailProvider({
      apiKey: TEST_AGENTMAIL_KEY,
      baseUrl: sbx.url,
      inboxId,
      inboxClientId: 'unused',
    });
    expect((await byId.ensureInbox()).inboxId).toBe(inboxId);
    const missing = createAgentMailEmailProvider({
      apiKey: TEST_AGENTMAIL_KEY,
      baseUrl: sbx.url,
      inboxId: 'nope@agentmail.local',
      inboxClientId: 'x',
    });
    await expect(missing.ensureInbox()).rejects.toBeInstanceOf(PermanentError);
  });
});

describe('send, reply, read', () => {
  it('sends the first message to the counterparty with name, subject and text', async () => {
    const rcpt = to('send');
    const sent = await sbx.provider.sendFirst({
      inboxId,
      to: rcpt,
      subject: 'Quote',
      text: 'Hello\nthere',
      idempotencyKey: 'case:s1:out:1',
    });
    expect(sent.messageId).toMatch(/^<[^@<>]+@[^@<>]+>$/);
    const seen = await sbx.sentTo(rcpt.address);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      message_id: sent.messageId,
      thread_id: sent.threadId,
      subject: 'Quote',
      text: 'Hello\nthere',
    });
    expect(seen[0]!.to[0]).toBe(`"Jane \\"JD\\" Doe, Esq." <${rcpt.address}>`);
  });

  it('replies in the same thread, answering the named message, to the named recipient only', async () => {
    const rcpt = to('reply');
    const first = await sbx.provider.sendFirst({
      inboxId,
      to: rcpt,
      subject: 'Q',
      text: 'one',
      idempotencyKey: 'case:r1:out:1',
    });
    // Their mail asks for answers elsewhere; the reply names its recipient, so that is ignored.
    const answer = await sbx.reply({
      threadId: first.threadId,
      text: 'their answer',
      replyTo: ['someone@elsewhere.example'],
    });
    const second = await sbx.provider.reply({
      inboxId,
      replyToMessageId: answer.message_id,
      to: rcpt,
      text: 'two',
      idempotencyKey: 'case:r1:out:2',
    });
    expect(second.threadId).toBe(first.threadId);
    const msgs = await sbx.threadMessages(first.threadId);
    expect(msgs.map((m) => m.direction)).toEqual(['outbound', 'inbound', 'outbound']);
    expect(msgs[2]).toMatchObject({ in_reply_to: answer.message_id, subject: 'Re: Q', text: 'two' });
    expect(msgs[2]!.to).toEqual([`"Jane \\"JD\\" Doe, Esq." <${rcpt.address}>`]);
    expect(await sbx.sentTo('someone@elsewhere.example')).toHaveLength(0);
  });

  it('returns the first message for a repeated Idempotency-Key and sends nothing more', async () => {
    const rcpt = to('idem');
    const input = { inboxId, to: rcpt, subject: 'S', text: 'once', idempotencyKey: 'case:i1:out:1' };
    const a = await sbx.provider.sendFirst(input);
    const b = await sbx.provider.sendFirst({ ...input, text: 'changed on retry' });
    expect(b).toEqual(a);
    const r1 = await sbx.provider.reply({
      inboxId,
      replyToMessageId: a.messageId,
      to: rcpt,
      text: 'f/u',
      idempotencyKey: 'case:i1:out:2',
    });
    const r2 = await sbx.provider.reply({
      inboxId,
      replyToMessageId: a.messageId,
      to: rcpt,
      text: 'f/u',
      idempotencyKey: 'case:i1:out:2',
    });
    expect(r2.messageId).toBe(r1.messageId);
    expect(await sbx.sentTo(rcpt.address)).toHaveLength(2);
  });

  it('labels every send and reply with its key, and finds the message by it after the key is forgotten', async () => {
    const rcpt = to('label');
    const first = await sbx.provider.sendFirst({
      inboxId,
      to: rcpt,
      subject: 'L',
      text: 'one',
      idempotencyKey: 'case:l1:out:1',
    });
    const answer = await sbx.reply({ threadId: first.threadId, text: 'ok' });
    const second = await sbx.provider.reply({
      inboxId,
      replyToMessageId: answer.message_id,
      to: rcpt,
      text: 'two',
      idempotencyKey: 'case:l1:out:2',
    });
    sbx.sandbox.forgetIdempotencyKeys();
    expect(await sbx.provider.findSent(inboxId, 'case:l1:out:1')).toEqual(first);
    expect(await sbx.provider.findSent(inboxId, 'case:l1:out:2')).toEqual(second);
    expect(await sbx.provider.findSent(inboxId, 'case:l1:out:3')).toBeUndefined();
    const msgs = await sbx.threadMessages(first.threadId);
    expect(msgs.map((m) => m.labels.filter((l) => l.startsWith('sent-')))).toEqual([
      ['sent-case-l1-out-1'],
      [],
      ['sent-case-l1-out-2'],
    ]);
    // Forgotten, the key no longer guards: the same send again is a new message (hence findSent).
    const again = await sbx.provider.sendFirst({
      inboxId,
      to: rcpt,
      subject: 'L',
      text: 'one',
      idempotencyKey: 'case:l1:out:1',
    });
    expect(again.messageId).not.toBe(first.messageId);
  });

  it('reads a thread oldest first with the sender, extracted reply text and HTML', async () => {
    const rcpt = to('thread');
    const first = await sbx.provider.sendFirst({
      inboxId,
      to: rcpt,
      subject: 'T',
      text: 'question?',
      idempotencyKey: 'case:t1:out:1',
    });
    await sbx.reply({
      threadId: first.threadId,
      fromName: 'Doe, Jane',
      text: 'Yes: 42.\n\nOn Mon, someone wrote:\n> question?',
    });
    await sbx.reply({ threadId: first.threadId, html: '<p>Only <b>HTML</b></p>' });
    const thread = await sbx.provider.getThread(inboxId, first.threadId);
    expect(thread.messages).toHaveLength(3);
    const [m0, m1, m2] = thread.messages;
    expect(m0!.text).toBe('question?');
    expect(m1!.from).toEqual({ address: rcpt.address, name: 'Doe, Jane' });
    expect(m1!.extractedText).toBe('Yes: 42.');
    expect(m1!.text).toContain('> question?');
    expect(m2!.text).toBeUndefined();
    expect(m2!.html).toBe('<p>Only <b>HTML</b></p>');
    expect(m0!.timestamp).toBeLessThan(m1!.timestamp);
    expect(m1!.timestamp).toBeLessThan(m2!.timestamp);
    const one = await sbx.provider.getMessage(inboxId, m1!.messageId);
    expect(one).toEqual(m1);
  });

  it('reads every page of a long thread', async () => {
    const rcpt = to('pages');
    const first = await sbx.provider.sendFirst({
      inboxId,
      to: rcpt,
      subject: 'P',
      text: 'start',
      idempotencyKey: 'case:p1:out:1',
    });
    for (let i = 0; i < 104; i++) await sbx.reply({ threadId: first.threadId, text: `r${i}` });
    const thread = await sbx.provider.getThread(inboxId, first.threadId);
    expect(thread.messages).toHaveLength(105);
    expect(thread.messages.at(-1)!.text).toBe('r103');
    expect(new Set(thread.messages.map((m) => m.messageId)).size).toBe(105);
  });
});

describe('attachments', () => {
  it('gives a fresh download record whose URL serves the bytes, and maps the metadata', async () => {
    const rcpt = to('att');
    const first = await sbx.provider.sendFirst({
      inboxId,
      to: rcpt,
      subject: 'A',
      text: 'send it',
      idempotencyKey: 'case:a1:out:1',
    });
    const bytes = Buffer.from('%PDF-1.4 fake ✓');
    const r = await sbx.reply({
      threadId: first.threadId,
      text: 'attached',
      attachments: [{ filename: 'quote.pdf', contentType: 'application/pdf', contentBase64: bytes.toString('base64') }],
    });
    const msg = await sbx.provider.getMessage(inboxId, r.message_id);
    const metas = attachmentMetasOf(msg);
    expect(metas).toEqual([
      {
        attachmentId: r.attachment_ids[0],
        name: 'quote.pdf',
        size: bytes.length,
        type: 'application/pdf',
        messageId: r.message_id,
        inboxId,
        receivedAt: msg.timestamp,
      },
    ]);
    const dl = await sbx.provider.getAttachment({
      inboxId,
      messageId: r.message_id,
      attachmentId: r.attachment_ids[0]!,
    });
    expect(dl).toMatchObject({
      attachmentId: r.attachment_ids[0],
      filename: 'quote.pdf',
      size: bytes.length,
      contentType: 'application/pdf',
    });
    expect(dl.expiresAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    expect(Date.parse(dl.expiresAt)).toBeGreaterThan(Date.now());
    const res = await fetch(dl.downloadUrl);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);

    // A 32-byte HMAC is 43 base64url characters; the last one's two low bits are padding, so
    // flipping its lowest bit spells the same bytes differently. Only the issued spelling opens.
    const b64url = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sig = dl.downloadUrl.slice(dl.downloadUrl.lastIndexOf('.') + 1);
    expect(sig).toHaveLength(43);
    const sameBytes = sig.slice(0, -1) + b64url[b64url.indexOf(sig.at(-1)!) ^ 1];
    expect(Buffer.from(sameBytes, 'base64url')).toEqual(Buffer.from(sig, 'base64url'));
    const changed = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    for (const forged of [sameBytes, changed]) {
      expect((await fetch(dl.downloadUrl.slice(0, -sig.length) + forged)).status).toBe(403);
    }
    const expired = (await (
      await fetch(
        `${sbx.url}/_sandbox/download-url?inboxId=${encodeURIComponent(inboxId)}&messageId=${encodeURIComponent(r.message_id)}&attachmentId=${r.attachment_ids[0]}&ttlSeconds=-1`,
      )
    ).json()) as { download_url: string };
    expect((await fetch(expired.download_url)).status).toBe(410);
  });

  it('fails with PermanentError NOT_FOUND for an unknown attachment', async () => {
    const rcpt = to('att404');
    const first = await sbx.provider.sendFirst({
      inboxId,
      to: rcpt,
      subject: 'A',
      text: 'x',
      idempotencyKey: 'case:a2:out:1',
    });
    const err = await sbx.provider
      .getAttachment({ inboxId, messageId: first.messageId, attachmentId: 'nope' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PermanentError);
    expect((err as PermanentError).reason).toBe('NOT_FOUND');
  });
});

describe('errors', () => {
  it('maps 429 with Retry-After to RetryableError with retryAfterMs, and does not retry inside the SDK', async () => {
    await sbx.injectFault({ status: 429, retryAfterSeconds: 7, count: 2, op: 'send' });
    const input = { inboxId, to: to('rl'), subject: 'x', text: 'x', idempotencyKey: 'case:e1:out:1' };
    const err = await sbx.provider.sendFirst(input).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RetryableError);
    expect((err as RetryableError).retryAfterMs).toBe(7000);
    // The second injected fault is still there: the SDK made exactly one request.
    await expect(sbx.provider.sendFirst(input)).rejects.toBeInstanceOf(RetryableError);
    const ok = await sbx.provider.sendFirst(input);
    expect(ok.messageId).toMatch(/^</);
  });

  it('maps 5xx to RetryableError', async () => {
    await sbx.injectFault({ status: 503, op: 'read' });
    const err = await sbx.provider.getThread(inboxId, 'whatever').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RetryableError);
    expect((err as RetryableError).retryAfterMs).toBeUndefined();
  });

  it('maps a refused recipient to PermanentError REJECTED, without storing the key', async () => {
    const rcpt = to('refused');
    await sbx.nextOutcome(rcpt.address, 'refuse');
    const input = { inboxId, to: rcpt, subject: 'x', text: 'x', idempotencyKey: 'case:e3:out:1' };
    const err = await sbx.provider.sendFirst(input).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PermanentError);
    expect((err as PermanentError).reason).toBe('REJECTED');
    expect(await sbx.sentTo(rcpt.address)).toHaveLength(0);
  });

  it('maps an unknown thread to PermanentError NOT_FOUND, and a refused API key to RetryableError (an operator fixes it)', async () => {
    const notFound = await sbx.provider.getThread(inboxId, 'no-such-thread').catch((e: unknown) => e);
    expect(notFound).toBeInstanceOf(PermanentError);
    expect((notFound as PermanentError).reason).toBe('NOT_FOUND');
    const badKey = createAgentMailEmailProvider({ apiKey: 'wrong', baseUrl: sbx.url, inboxId, inboxClientId: 'x' });
    await expect(badKey.getMessage(inboxId, '<x@y>')).rejects.toBeInstanceOf(RetryableError);
    await expect(
      badKey.sendFirst({ inboxId, to: to('key'), subject: 'x', text: 'x', idempotencyKey: 'case:k1:out:1' }),
    ).rejects.toBeInstanceOf(RetryableError);
  });

  it.each([
    [409, 'send', RetryableError, undefined],
    [404, 'send', RetryableError, undefined],
    [400, 'send', PermanentError, 'HTTP_400'],
    [422, 'reply', PermanentError, 'HTTP_422'],
    [403, 'read', RetryableError, undefined],
    [400, 'read', PermanentError, 'HTTP_400'],
  ] as const)('maps %i on %s to %o', async (status, op, type, reason) => {
    const rcpt = to(`map${status}${op}`);
    const first =
      op === 'reply'
        ? await sbx.provider.sendFirst({
            inboxId,
            to: rcpt,
            subject: 'x',
            text: 'x',
            idempotencyKey: `case:m${status}:out:1`,
          })
        : undefined;
    await sbx.injectFault({ status, op });
    const err = await (op === 'send'
      ? sbx.provider.sendFirst({ inboxId, to: rcpt, subject: 'x', text: 'x', idempotencyKey: `case:m${status}s:out:1` })
      : op === 'reply'
        ? sbx.provider.reply({
            inboxId,
            replyToMessageId: first!.messageId,
            to: rcpt,
            text: 'x',
            idempotencyKey: `case:m${status}:out:2`,
          })
        : sbx.provider.getThread(inboxId, 'any')
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(type);
    if (reason) expect((err as PermanentError).reason).toBe(reason);
  });

  it('maps a provider slower than the timeout to RetryableError', async () => {
    const impatient = createAgentMailEmailProvider({
      apiKey: TEST_AGENTMAIL_KEY,
      baseUrl: sbx.url,
      inboxId,
      inboxClientId: 'x',
      timeoutSeconds: 0.2,
    });
    await sbx.injectFault({ delayMs: 1500, op: 'read' });
    const started = Date.now();
    await expect(impatient.getThread(inboxId, 'slow')).rejects.toBeInstanceOf(RetryableError);
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it('maps an unreachable provider to RetryableError', async () => {
    const down = createAgentMailEmailProvider({
      apiKey: 'k',
      baseUrl: `http://127.0.0.1:${await freePort()}`,
      inboxId,
      inboxClientId: 'x',
    });
    await expect(down.getThread(inboxId, 't')).rejects.toBeInstanceOf(RetryableError);
  });
});
