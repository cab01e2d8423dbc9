import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentMetasOf } from '../../shared/email-attachments.js';
import type { AttachmentMeta } from '../../shared/case-record.js';
import { useApiHarness } from '../support/use-api-harness.js';
import { startTestMailSandbox, type TestMailSandbox } from '../support/mail-sandbox-client.js';

/**
 * GET /cases/{id}/attachments/{attachmentId} with the real AgentMail adapter against the mail
 * sandbox: the stored metadata plus a fresh download URL that really serves the bytes.
 */

let sbx: TestMailSandbox;
let caseId: string;
let metas: AttachmentMeta[];
const pdf = Buffer.from('%PDF-1.4\n% quote for 200 units ✓\n');
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 3]);

beforeAll(async () => {
  sbx = await startTestMailSandbox();
});
// Registered before the harness's: after hooks run in reverse, so the harness closes first.
afterAll(async () => {
  await sbx?.stop();
});
const t = useApiHarness(() => ({ emailProvider: sbx.provider }));
beforeAll(async () => {
  caseId = await t.h.createCase(t.user.apiKey);
  const { inboxId } = await sbx.provider.ensureInbox();
  const sent = await sbx.provider.sendFirst({
    inboxId,
    to: { address: 'sales@supplier.example.com' },
    subject: 'Quote',
    text: 'Please send the quote.',
    idempotencyKey: `case:${caseId}:out:1`,
  });
  const r = await sbx.reply({
    threadId: sent.threadId,
    text: 'Attached.',
    attachments: [
      { filename: 'quote.pdf', contentType: 'application/pdf', contentBase64: pdf.toString('base64') },
      { filename: 'logo "v2".png', contentType: 'image/png', contentBase64: png.toString('base64') },
    ],
  });
  // What the worker stores for an inbound reply.
  metas = attachmentMetasOf(await sbx.provider.getMessage(inboxId, r.message_id));
  expect(metas).toHaveLength(2);
  await t.h.updateStoredCase(caseId, (c) => ({
    ...c,
    status: 'RUNNING',
    threadId: sent.threadId,
    inboxId,
    attachments: metas,
  }));
});

const get = (attachmentId: string, key = t.user.apiKey, id = caseId) =>
  t.h.api('GET', `/cases/${encodeURIComponent(id)}/attachments/${encodeURIComponent(attachmentId)}`, undefined, key);

describe('GET /cases/{id}/attachments/{attachmentId}', () => {
  it('returns the SPEC download record whose URL serves the bytes', async () => {
    for (const [meta, bytes] of [
      [metas[0]!, pdf],
      [metas[1]!, png],
    ] as const) {
      const res = await get(meta.attachmentId);
      expect(res.status).toBe(200);
      expect(res.body.ok).toBe(true);
      const d = res.body.data;
      expect(Object.keys(d).sort()).toEqual(
        [
          'attachmentId',
          'name',
          'size',
          'type',
          'messageId',
          'inboxId',
          'receivedAt',
          'downloadUrl',
          'expiresAt',
        ].sort(),
      );
      expect(d).toMatchObject({ ...meta });
      expect(d.size).toBe(bytes.length);
      expect(d.expiresAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
      expect(Date.parse(d.expiresAt)).toBeGreaterThan(Date.now());
      const file = await fetch(d.downloadUrl);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toContain(meta.type);
      expect(Buffer.from(await file.arrayBuffer())).toEqual(bytes);
    }
  });

  it('404 ATTACHMENT_NOT_FOUND for an attachment that is not on the case', async () => {
    const res = await get('not-an-attachment');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ ok: false, error: { code: 'ATTACHMENT_NOT_FOUND', message: expect.any(String) } });
  });

  it('404 ATTACHMENT_NOT_FOUND for an attachment of another case, even one the provider has', async () => {
    const otherCase = await t.h.createCase(t.user.apiKey);
    const res = await get(metas[0]!.attachmentId, t.user.apiKey, otherCase);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('ATTACHMENT_NOT_FOUND');
  });

  it("403 FORBIDDEN on another user's case, with no download URL", async () => {
    const other = await t.h.createUser();
    const res = await get(metas[0]!.attachmentId, other.apiKey);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    expect(JSON.stringify(res.body)).not.toContain('_sandbox');
  });

  it('404 CASE_NOT_FOUND for an unknown case', async () => {
    const res = await get(metas[0]!.attachmentId, t.user.apiKey, '00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('CASE_NOT_FOUND');
  });

  it('500 INTERNAL_ERROR with the envelope when the provider lookup fails', async () => {
    await sbx.injectFault({ status: 500, op: 'read' });
    const res = await get(metas[0]!.attachmentId);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ ok: false, error: { code: 'INTERNAL_ERROR', message: expect.any(String) } });
    expect(JSON.stringify(res.body)).not.toMatch(/Injected|sandbox/i);
    // The provider is back: the next call works.
    expect((await get(metas[0]!.attachmentId)).status).toBe(200);
  });

  it('500 INTERNAL_ERROR when the provider no longer has the attachment', async () => {
    const ghost: AttachmentMeta = { ...metas[0]!, attachmentId: 'gone-at-provider' };
    await t.h.updateStoredCase(caseId, (c) => ({ ...c, attachments: [...metas, ghost] }));
    const res = await get('gone-at-provider');
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe('INTERNAL_ERROR');
  });
});
