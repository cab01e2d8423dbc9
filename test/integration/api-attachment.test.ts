import { beforeAll, describe, expect, it } from 'vitest';
import type { AttachmentMeta } from '../../shared/case-record.js';
import type { AttachmentDownload, EmailProvider } from '../../shared/email-provider.js';
import { useApiHarness } from '../support/use-api-harness.js';

/**
 * GET /cases/{id}/attachments/{attachmentId}. The email provider here is a stand-in of the PORT
 * (recording calls, answering or failing on demand): the unit under test is the route's mapping
 * of stored metadata + provider link to the SPEC download record and its error codes. The
 * AgentMail adapter against the mail sandbox is tested with the adapter (engineer B).
 */

const att: AttachmentMeta = {
  attachmentId: 'att-1',
  name: 'quote.pdf',
  size: 4096,
  type: 'application/pdf',
  messageId: '<m1@mail.example>',
  inboxId: 'cases@inbox.example',
  receivedAt: 1_760_000_000_000,
};

const calls: unknown[] = [];
let failNext = false;
const provider: EmailProvider = {
  async getAttachment(input): Promise<AttachmentDownload> {
    calls.push(input);
    if (failNext) throw new Error('provider down');
    return {
      attachmentId: input.attachmentId,
      filename: 'ignored-name.pdf',
      size: 1,
      contentType: 'text/plain',
      downloadUrl: `https://files.example/${input.attachmentId}?sig=abc`,
      expiresAt: '2026-11-22T11:00:00.000Z',
    };
  },
  ensureInbox: () => Promise.reject(new Error('unused')),
  sendFirst: () => Promise.reject(new Error('unused')),
  reply: () => Promise.reject(new Error('unused')),
  findSent: () => Promise.reject(new Error('unused')),
  getThread: () => Promise.reject(new Error('unused')),
  getMessage: () => Promise.reject(new Error('unused')),
};

let caseId: string;

const t = useApiHarness({ emailProvider: provider });
beforeAll(async () => {
  caseId = await t.h.createCase(t.user.apiKey);
  await t.h.updateStoredCase(caseId, (c) => ({
    ...c,
    attachments: [att, { ...att, attachmentId: 'att-2', name: 'b.png' }],
  }));
});

const get = (path: string) => t.h.api('GET', path, undefined, t.user.apiKey);

describe('GET /cases/{id}/attachments/{attachmentId}', () => {
  it('200 with the SPEC download record: stored metadata + a fresh link from the provider', async () => {
    calls.length = 0;
    const res = await get(`/cases/${caseId}/attachments/att-1`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ok: true,
      data: { ...att, downloadUrl: 'https://files.example/att-1?sig=abc', expiresAt: '2026-11-22T11:00:00.000Z' },
    });
    expect(calls).toEqual([{ inboxId: att.inboxId, messageId: att.messageId, attachmentId: 'att-1' }]);
  });

  it('404 ATTACHMENT_NOT_FOUND for an id not stored on the case, without asking the provider', async () => {
    calls.length = 0;
    const res = await get(`/cases/${caseId}/attachments/att-404`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ ok: false, error: { code: 'ATTACHMENT_NOT_FOUND', message: expect.any(String) } });
    expect(calls).toEqual([]);
  });

  it('404 CASE_NOT_FOUND for an unknown case', async () => {
    const res = await get('/cases/nope/attachments/att-1');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('CASE_NOT_FOUND');
  });

  it('400 INVALID_REQUEST for a missing case id or attachment id', async () => {
    for (const path of [
      `/cases/${caseId}/attachments/`,
      `/cases/${caseId}/attachments`,
      `/cases/${caseId}/attachments/%20`,
      '/cases//attachments/att-1',
      '/cases/%20/attachments/att-1',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(res.body, path).toEqual({ ok: false, error: { code: 'INVALID_REQUEST', message: expect.any(String) } });
    }
  });

  it('404 for an id of any length that names nothing (400 is only for a missing id)', async () => {
    const longAttachment = await get(`/cases/${caseId}/attachments/${'a'.repeat(5000)}`);
    expect(longAttachment.status).toBe(404);
    expect(longAttachment.body.error.code).toBe('ATTACHMENT_NOT_FOUND');
    expect(longAttachment.body.error.message.length).toBeLessThan(300);
    const longCase = await get(`/cases/${'c'.repeat(5000)}/attachments/att-1`);
    expect(longCase.status).toBe(404);
    expect(longCase.body.error.code).toBe('CASE_NOT_FOUND');
  });

  it('500 INTERNAL_ERROR when the provider fails, without its internals', async () => {
    failNext = true;
    const res = await get(`/cases/${caseId}/attachments/att-2`);
    failNext = false;
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ ok: false, error: { code: 'INTERNAL_ERROR', message: expect.any(String) } });
    expect(res.body.error.message).not.toContain('provider down');
  });
});
