import { describe, expect, it } from 'vitest';
import { NO_ACTION_AT } from '../../shared/case-record.js';
import { validCaseBody } from '../support/api-harness.js';
import { useApiHarness } from '../support/use-api-harness.js';

/** GET /cases/{id}: the SPEC field list and its presence rules, field by field. */

const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);

const t = useApiHarness({ now: () => NOW });

const read = (caseId: string, query = '', apiKey = t.user.apiKey) =>
  t.h.api('GET', `/cases/${caseId}${query}`, undefined, apiKey);

const ALWAYS = [
  'caseId',
  'status',
  'createdAt',
  'updatedAt',
  'nextActionAt',
  'attemptCount',
  'maxAttempts',
  'channel',
  'counterparty',
  'attachments',
  'resultStatus',
  'goal',
  'senderPersona',
  'inputRequest',
];
const NEVER = [
  'metadata',
  'failureReason',
  'clientWebhookUrl',
  'nextActionType',
  'ownerId',
  'outbox',
  'version',
  'providedContext',
  'threadId',
  'inboxId',
  'timerId',
  'inputRequestId',
  'inputRequestStatus',
  'handledMessageIds',
  'lastMessageId',
  'createdMonth',
  'followUpDelayHours',
  'followUpCount',
  'request',
  'resultJson',
  'outboxJson',
];

describe('GET /cases/{id}', () => {
  it('a minimal new case: 200, exactly the always-present fields, initial values', async () => {
    const body = validCaseBody();
    const caseId = await t.h.createCase(t.user.apiKey);
    const res = await read(caseId);
    expect(res.status).toBe(200);
    expect(res.body.ok).toBe(true);
    expect(Object.keys(res.body.data).sort()).toEqual([...ALWAYS].sort());
    expect(res.body.data).toEqual({
      caseId,
      status: 'CREATED',
      createdAt: NOW,
      updatedAt: NOW,
      nextActionAt: NOW,
      attemptCount: 0,
      maxAttempts: 3,
      channel: 'EMAIL',
      counterparty: body.counterparty,
      attachments: [],
      resultStatus: null,
      goal: body.goal,
      senderPersona: body.senderPersona,
      inputRequest: null,
    });
  });

  it('optional creation fields appear only when given; metadata and clientWebhookUrl never', async () => {
    const caseId = await t.h.createCase(t.user.apiKey, {
      clientReferenceId: 'crm-42',
      constraints: ['Be brief', 'No discounts'],
      resultSchema: { type: 'object', properties: { price: { type: 'number' } } },
      metadata: { secret: 'never shown' },
      clientWebhookUrl: 'https://hooks.example.com/cases',
    });
    const { data } = (await read(caseId)).body;
    expect(data.clientReferenceId).toBe('crm-42');
    expect(data.constraints).toEqual(['Be brief', 'No discounts']);
    expect(data.resultSchema).toEqual({ type: 'object', properties: { price: { type: 'number' } } });
    for (const f of NEVER) expect(data, f).not.toHaveProperty(f);
    expect(JSON.stringify(data)).not.toContain('never shown');
  });

  it('result appears only when structured output exists; internal fields of a worked case stay hidden', async () => {
    const caseId = await t.h.createCase(t.user.apiKey);
    await t.h.updateStoredCase(caseId, (c) => ({
      ...c,
      status: 'RUNNING',
      attemptCount: 1,
      nextActionAt: NOW + 3_600_000,
      nextActionType: 'FOLLOW_UP',
      timerId: 't-1',
      inboxId: 'inbox@example.com',
      threadId: 'thread-1',
      lastMessageId: '<m1@example.com>',
      failureReason: 'internal reason',
      version: 4,
    }));
    let { data } = (await read(caseId)).body;
    expect(data).toMatchObject({ status: 'RUNNING', attemptCount: 1, nextActionAt: NOW + 3_600_000 });
    expect(data).not.toHaveProperty('result');
    for (const f of NEVER) expect(data, f).not.toHaveProperty(f);

    await t.h.updateStoredCase(caseId, (c) => ({
      ...c,
      status: 'COMPLETED',
      resultStatus: 'goal_achieved',
      result: { price: 4200, currency: 'EUR' },
      nextActionAt: NO_ACTION_AT,
    }));
    ({ data } = (await read(caseId)).body);
    expect(data).toMatchObject({
      status: 'COMPLETED',
      resultStatus: 'goal_achieved',
      result: { price: 4200, currency: 'EUR' },
    });
  });

  it('FAILED with a failureReason: resultStatus shown, failureReason not', async () => {
    const caseId = await t.h.createCase(t.user.apiKey);
    await t.h.updateStoredCase(caseId, (c) => ({
      ...c,
      status: 'FAILED',
      resultStatus: 'BOUNCED',
      failureReason: 'mailbox full',
    }));
    const { data } = (await read(caseId)).body;
    expect(data.status).toBe('FAILED');
    expect(data.resultStatus).toBe('BOUNCED');
    expect(data).not.toHaveProperty('failureReason');
    expect(JSON.stringify(data)).not.toContain('mailbox full');
  });

  it('inputRequest is the question object, with exactly id, question, status, requestedAt', async () => {
    const caseId = await t.h.createCase(t.user.apiKey);
    await t.h.updateStoredCase(caseId, (c) => ({
      ...c,
      status: 'INPUT_NEEDED',
      inputRequestId: 'ir-9',
      inputRequestStatus: 'PENDING',
      inputRequest: { id: 'ir-9', question: 'Accept 10% more?', status: 'PENDING', requestedAt: NOW - 5 },
    }));
    const { data } = (await read(caseId)).body;
    expect(data.inputRequest).toEqual({
      id: 'ir-9',
      question: 'Accept 10% more?',
      status: 'PENDING',
      requestedAt: NOW - 5,
    });
  });

  it('attachments carry metadata only (no download URL)', async () => {
    const caseId = await t.h.createCase(t.user.apiKey);
    const att = {
      attachmentId: 'att-1',
      name: 'quote.pdf',
      size: 1234,
      type: 'application/pdf',
      messageId: '<m2@x>',
      inboxId: 'in@x',
      receivedAt: NOW - 9,
    };
    await t.h.updateStoredCase(caseId, (c) => ({ ...c, attachments: [att] }));
    const { data } = (await read(caseId)).body;
    expect(data.attachments).toEqual([att]);
  });

  it('transcript flag: only "true" after trim and lowercase adds conversationThread ("" with no thread yet)', async () => {
    const caseId = await t.h.createCase(t.user.apiKey);
    for (const q of ['true', 'TRUE', 'True', '%20true%20', '%09tRuE%0A']) {
      const res = await read(caseId, `?includeTranscript=${q}`);
      expect(res.status, q).toBe(200);
      expect(res.body.data.conversationThread, q).toBe('');
    }
    for (const q of ['1', 'yes', 'false', '', 'truee', 't%20rue']) {
      const res = await read(caseId, `?includeTranscript=${q}`);
      expect(res.status, q).toBe(200);
      expect(res.body.data, q).not.toHaveProperty('conversationThread');
    }
    const repeated = await read(caseId, '?includeTranscript=true&includeTranscript=true');
    expect(repeated.status).toBe(200);
    expect(repeated.body.data).not.toHaveProperty('conversationThread');
  });

  it('a case with a thread but no email provider configured: 500 INTERNAL_ERROR envelope for the transcript only', async () => {
    const caseId = await t.h.createCase(t.user.apiKey);
    await t.h.updateStoredCase(caseId, (c) => ({ ...c, inboxId: 'in@x', threadId: 'th-1' }));
    const res = await read(caseId, '?includeTranscript=true');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ ok: false, error: { code: 'INTERNAL_ERROR', message: expect.any(String) } });
    expect((await read(caseId)).status).toBe(200);
  });

  it('404 CASE_NOT_FOUND for unknown ids, including ids that cannot be document ids', async () => {
    for (const id of [
      'does-not-exist',
      'a%2Fb',
      'a%2F%2Fb',
      '__x__',
      encodeURIComponent('ü € 😀'),
      'x'.repeat(129),
      'x'.repeat(5000),
    ]) {
      const res = await read(id);
      expect(res.status, id).toBe(404);
      expect(res.body.error.code, id).toBe('CASE_NOT_FOUND');
    }
  });

  it('400 INVALID_REQUEST for a missing case id', async () => {
    for (const path of ['/cases/', '/cases/%20', '/cases/%20%09']) {
      const res = await t.h.api('GET', path, undefined, t.user.apiKey);
      expect(res.status, path).toBe(400);
      expect(res.body.error.code, path).toBe('INVALID_REQUEST');
    }
  });

  it('finds the case by its trimmed id', async () => {
    const caseId = await t.h.createCase(t.user.apiKey);
    const res = await read(`%20${caseId}%20`);
    expect(res.status).toBe(200);
    expect(res.body.data.caseId).toBe(caseId);
  });
});
