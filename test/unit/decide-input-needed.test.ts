import { describe, expect, it } from 'vitest';
import { NO_ACTION_AT, type CaseRecord } from '../../shared/case-record.js';
import { decide, factsNeeded } from '../../services/worker/workflow/decide.js';
import type { Facts, WorkerEvent } from '../../services/worker/workflow/worker-events.js';
import {
  acted,
  CASE_ID,
  draft,
  inbound,
  inputAccepted,
  inputNeeded,
  NOW,
  OPTS,
  pending,
  sendEffect,
  sent,
} from './decide-fixtures.js';

const received: WorkerEvent = { type: 'EMAIL_RECEIVED', messageId: '<in2@vendor.example>' };

describe('decide: INPUT_NEEDED', () => {
  it('INPUT_PROVIDED (accepted by the API): RUNNING, a reply that uses the answer, the request stays RESOLVED', () => {
    const given = inputAccepted();
    const event: WorkerEvent = { type: 'INPUT_PROVIDED', inputRequestId: 'ir-1' };
    expect(factsNeeded(given, event, NOW, OPTS)).toBe('input_reply_draft');
    const d = acted(decide(given, event, { draft: { subject: 'Re: Quote', text: 'Yes, 5% works.' } }, NOW, OPTS));
    expect(d.next).toMatchObject({
      status: 'RUNNING',
      inputRequestId: 'ir-1',
      inputRequestStatus: 'RESOLVED',
      inputRequest: { id: 'ir-1', status: 'RESOLVED' },
      providedContext: null,
      nextActionType: 'SEND',
    });
    expect(d.effects).toEqual([
      {
        type: 'SEND_EMAIL',
        key: `case:${CASE_ID}:out:2`,
        kind: 'reply',
        seq: 2,
        subject: 'Re: Quote',
        text: 'Yes, 5% works.',
      },
    ]);
    expect(d.billFinish).toBe(false);
  });

  it('a reply while waiting that answers everything: COMPLETED', () => {
    const d = acted(
      decide(inputNeeded(), received, inbound({ outcome: 'goal_achieved', result: { ok: true } }), NOW, OPTS),
    );
    expect(d.next).toMatchObject({ status: 'COMPLETED', resultStatus: 'goal_achieved', result: { ok: true } });
    expect(d.billFinish).toBe(true);
  });

  it('a refusal while waiting: FAILED failed_rejected', () => {
    const d = acted(decide(inputNeeded(), received, inbound({ outcome: 'rejected', reason: 'No' }), NOW, OPTS));
    expect(d.next).toMatchObject({ status: 'FAILED', resultStatus: 'failed_rejected' });
  });

  it.each([
    ['an ordinary reply', { outcome: 'continue', reply: { subject: 's', text: 't' } }],
    ['another question', { outcome: 'needs_input', question: 'And delivery?' }],
    ['an auto-reply', { outcome: 'auto_reply' }],
  ] as const)(
    '%s while waiting: attachments stored, still INPUT_NEEDED with the same request, nothing sent',
    (_n, evaluation) => {
      const given = inputNeeded();
      const d = acted(decide(given, received, inbound(evaluation), NOW, OPTS));
      expect(d.effects).toEqual([]);
      expect(d.next).toMatchObject({
        status: 'INPUT_NEEDED',
        inputRequest: given.inputRequest,
        inputRequestId: 'ir-1',
        nextActionAt: NO_ACTION_AT,
      });
      expect(d.next.handledMessageIds).toContain('<in2@vendor.example>');
    },
  );

  it('the same holds after the input was accepted and before the worker used it', () => {
    const d = acted(
      decide(
        inputAccepted(),
        received,
        inbound({ outcome: 'continue', reply: { subject: 's', text: 't' } }),
        NOW,
        OPTS,
      ),
    );
    expect(d.next).toMatchObject({
      status: 'INPUT_NEEDED',
      inputRequestStatus: 'RESOLVED',
      providedContext: 'Yes, 5% is fine.',
    });
    expect(d.effects).toEqual([]);
  });

  it('a send confirmed while waiting (decided before the question): counted, no timer armed', () => {
    const given = inputNeeded({ outbox: [pending(sendEffect(2, 'reply'))] });
    const d = acted(
      decide(given, { type: 'EFFECT_DONE', key: `case:${CASE_ID}:out:2`, outcome: sent() }, {}, NOW, OPTS),
    );
    expect(d.next).toMatchObject({
      status: 'INPUT_NEEDED',
      attemptCount: 2,
      timerId: null,
      nextActionAt: NO_ACTION_AT,
    });
    expect(d.effects).toEqual([]);
  });

  it('a bounce while waiting: FAILED BOUNCED', () => {
    const d = acted(decide(inputNeeded(), { type: 'EMAIL_BOUNCED', messageId: '<m1@inbox.example>' }, {}, NOW, OPTS));
    expect(d.next).toMatchObject({ status: 'FAILED', resultStatus: 'BOUNCED' });
  });

  const ignored: [string, CaseRecord, WorkerEvent, string][] = [
    [
      'INPUT_PROVIDED for another request',
      inputAccepted(),
      { type: 'INPUT_PROVIDED', inputRequestId: 'ir-0' },
      'stale input request',
    ],
    [
      'INPUT_PROVIDED before the API accepted it',
      inputNeeded(),
      { type: 'INPUT_PROVIDED', inputRequestId: 'ir-1' },
      'input not accepted',
    ],
    ['any timer (none runs while waiting)', inputNeeded(), { type: 'TIMER_DUE', timerId: 't1' }, 'stale timer'],
    ['CASE_CREATED', inputNeeded(), { type: 'CASE_CREATED' }, 'case already started'],
    [
      'a message already handled',
      inputNeeded(),
      { type: 'EMAIL_RECEIVED', messageId: '<in1@vendor.example>' },
      'message already handled',
    ],
  ];
  it.each(ignored)('ignores %s', (_name, given, event, reason) => {
    expect(decide(given, event, draft as Facts, NOW, OPTS)).toEqual({ ignore: reason });
  });
});
