import { describe, expect, it } from 'vitest';
import { parsePush, toWorkerEvent } from '../../services/worker/pipeline/queue-messages.js';
import type { CaseEvent } from '../../shared/case-events.js';

const envelope = (data: unknown) => ({
  subscription: 'projects/p/subscriptions/case-events-worker',
  message: {
    messageId: '42',
    data: Buffer.from(typeof data === 'string' ? data : JSON.stringify(data)).toString('base64'),
  },
});
const base = { eventId: 'e-1', caseId: 'c-1', occurredAt: 1 };

describe('parsePush: the Pub/Sub push envelope', () => {
  it('decodes a case event', () => {
    const parsed = parsePush(envelope({ type: 'CASE_CREATED', ...base }));
    expect(parsed).toEqual({ ok: true, event: { type: 'CASE_CREATED', ...base }, pubsubMessageId: '42' });
  });

  it.each([
    ['no message', { subscription: 's' }],
    ['data not base64 JSON', envelope('not json {')],
    ['an unknown event type', envelope({ type: 'CASE_DELETED', ...base })],
    ['an event without its case id', envelope({ type: 'CASE_CREATED', eventId: 'e', occurredAt: 1 })],
    [
      'an email event of an unknown kind',
      envelope({ type: 'EMAIL_EVENT', ...base, kind: 'opened', inboxId: 'i', threadId: 't', messageId: 'm' }),
    ],
    ['null', null],
  ])('refuses %s (a permanent failure: the same bytes never parse)', (_n, body) => {
    expect(parsePush(body).ok).toBe(false);
  });
});

describe('toWorkerEvent', () => {
  const email = (kind: 'received' | 'bounced' | 'complained' | 'rejected', detail?: string): CaseEvent => ({
    type: 'EMAIL_EVENT',
    ...base,
    kind,
    inboxId: 'in',
    threadId: 'th',
    messageId: '<m@x>',
    ...(detail ? { detail } : {}),
  });
  it.each([
    [{ type: 'CASE_CREATED', ...base } as CaseEvent, { type: 'CASE_CREATED' }],
    [
      { type: 'INPUT_PROVIDED', ...base, inputRequestId: 'ir-1' } as CaseEvent,
      { type: 'INPUT_PROVIDED', inputRequestId: 'ir-1' },
    ],
    [email('received'), { type: 'EMAIL_RECEIVED', messageId: '<m@x>' }],
    [email('bounced', 'Permanent/General'), { type: 'EMAIL_BOUNCED', messageId: '<m@x>', detail: 'Permanent/General' }],
    [email('complained'), { type: 'EMAIL_COMPLAINED', messageId: '<m@x>' }],
    [email('rejected'), { type: 'EMAIL_REJECTED', messageId: '<m@x>' }],
    [
      { type: 'CANCEL_REQUESTED', ...base, reason: 'answered by phone' } as CaseEvent,
      { type: 'CANCEL_REQUESTED', reason: 'answered by phone' },
    ],
    [{ type: 'CANCEL_REQUESTED', ...base } as CaseEvent, { type: 'CANCEL_REQUESTED' }],
  ])('%o → %o', (event, expected) => {
    expect(toWorkerEvent(event)).toEqual(expected);
  });
});
