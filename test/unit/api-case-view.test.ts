import { describe, expect, it } from 'vitest';
import type { CaseRecord } from '../../shared/case-record.js';
import { toCaseView } from '../../services/api/cases/case-view.js';
import { newCaseRecord } from '../../shared/new-case-record.js';
import { createCaseBody } from '../../services/api/cases/create-case-body.js';
import { validCaseBody } from '../support/api-harness.js';

const base = (): CaseRecord =>
  newCaseRecord(
    createCaseBody.parse(validCaseBody({ metadata: { m: 1 }, clientWebhookUrl: 'https://h.example' })),
    'c-1',
    'u-1',
    1000,
  );

describe('toCaseView', () => {
  it('projects the always-present fields only, from a fresh record', () => {
    const v = toCaseView(base());
    expect(Object.keys(v).sort()).toEqual(
      [
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
      ].sort(),
    );
    expect(v.nextActionAt).toBe(1000); // the initial outreach is due at creation
    expect(v.resultStatus).toBeNull();
    expect(v.inputRequest).toBeNull();
  });

  it('adds clientReferenceId, result, resultSchema, constraints, conversationThread only when present', () => {
    const c = {
      ...base(),
      clientReferenceId: 'r',
      result: { ok: 1 },
      resultSchema: { type: 'object' },
      constraints: ['x'],
    };
    const v = toCaseView(c, 'From: a <a@b>');
    expect(v).toMatchObject({
      clientReferenceId: 'r',
      result: { ok: 1 },
      resultSchema: { type: 'object' },
      constraints: ['x'],
      conversationThread: 'From: a <a@b>',
    });
    expect(toCaseView({ ...base(), result: null })).not.toHaveProperty('result');
    expect(toCaseView(base(), '')).toHaveProperty('conversationThread', '');
  });

  it('drops unknown properties of nested stored objects (inputRequest, attachments)', () => {
    const c = {
      ...base(),
      inputRequest: {
        id: 'i',
        question: 'q',
        status: 'PENDING',
        requestedAt: 5,
        internalNote: 'x',
      } as CaseRecord['inputRequest'],
      attachments: [
        {
          attachmentId: 'a',
          name: 'n',
          size: 1,
          type: 't',
          messageId: 'm',
          inboxId: 'i',
          receivedAt: 2,
          downloadUrl: 'https://leak',
        } as CaseRecord['attachments'][number],
      ],
    };
    const v = toCaseView(c);
    expect(v.inputRequest).toEqual({ id: 'i', question: 'q', status: 'PENDING', requestedAt: 5 });
    expect(v.attachments[0]).not.toHaveProperty('downloadUrl');
  });
});
