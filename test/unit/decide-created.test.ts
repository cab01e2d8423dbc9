import { describe, expect, it } from 'vitest';
import { NO_ACTION_AT, type CaseRecord } from '../../shared/case-record.js';
import { decide, factsNeeded } from '../../services/worker/workflow/decide.js';
import type { Facts, WorkerEvent } from '../../services/worker/workflow/worker-events.js';
import { acted, CASE_ID, created, draft, HOUR_MS, NOW, OPTS, pending, sendEffect, sent } from './decide-fixtures.js';

describe('decide: CREATED', () => {
  it('CASE_CREATED: decides the initial email, still CREATED until the provider confirms', () => {
    const given = created();
    expect(factsNeeded(given, { type: 'CASE_CREATED' }, NOW, OPTS)).toBe('initial_draft');
    const d = acted(decide(given, { type: 'CASE_CREATED' }, draft, NOW, OPTS));
    expect(d.next.status).toBe('CREATED');
    expect(d.next.attemptCount).toBe(0);
    expect(d.next.version).toBe(given.version + 1);
    expect(d.next.updatedAt).toBe(NOW);
    expect(d.next.nextActionType).toBe('SEND');
    expect(d.next.nextActionAt).toBe(NOW);
    expect(d.effects).toEqual([
      { type: 'SEND_EMAIL', key: `case:${CASE_ID}:out:1`, kind: 'initial', seq: 1, subject: 'Quote', text: 'Hello' },
    ]);
    expect(d.next.outbox).toEqual([{ effect: d.effects[0], state: 'pending', createdAt: NOW }]);
    expect(d.billFinish).toBe(false);
  });

  it('the initial send confirmed (EFFECT_DONE sent): RUNNING, attemptCount 1, thread recorded, timer armed', () => {
    const given = created({ outbox: [pending(sendEffect(1))], nextActionType: 'SEND', nextActionAt: NOW - 10 });
    const d = acted(
      decide(
        given,
        { type: 'EFFECT_DONE', key: `case:${CASE_ID}:out:1`, outcome: sent('<m1@inbox.example>') },
        {},
        NOW,
        OPTS,
      ),
    );
    const at = NOW + 72 * HOUR_MS;
    expect(d.next).toMatchObject({
      status: 'RUNNING',
      attemptCount: 1,
      followUpCount: 0,
      threadId: 'thread-1',
      inboxId: 'agent@inbox.example',
      lastMessageId: '<m1@inbox.example>',
      timerId: 't1',
      nextActionType: 'FOLLOW_UP',
      nextActionAt: at,
      updatedAt: NOW,
    });
    expect(d.effects).toEqual([{ type: 'SCHEDULE_TIMER', key: 'timer:t1', timerId: 't1', at }]);
    expect(d.next.outbox.map((o) => o.effect.key)).toEqual(['timer:t1']);
  });

  it('maxAttempts 0: the only timer after the initial email gives up', () => {
    const given = created({ maxAttempts: 0, outbox: [pending(sendEffect(1))] });
    const d = acted(
      decide(given, { type: 'EFFECT_DONE', key: `case:${CASE_ID}:out:1`, outcome: sent() }, {}, NOW, OPTS),
    );
    expect(d.next.nextActionType).toBe('GIVE_UP');
  });

  it('the provider rejects the recipient: FAILED REJECTED without ever RUNNING, not billable, case.failed', () => {
    const given = created({ outbox: [pending(sendEffect(1))] });
    const d = acted(
      decide(
        given,
        {
          type: 'EFFECT_DONE',
          key: `case:${CASE_ID}:out:1`,
          outcome: { kind: 'send_rejected', reason: 'invalid recipient' },
        },
        {},
        NOW,
        OPTS,
      ),
    );
    expect(d.next).toMatchObject({
      status: 'FAILED',
      resultStatus: 'REJECTED',
      failureReason: 'invalid recipient',
      attemptCount: 0,
      nextActionAt: NO_ACTION_AT,
      timerId: null,
    });
    expect(d.billFinish).toBe(false);
    expect(d.effects.map((e) => e.type)).toEqual(['EMIT_WEBHOOK']);
    expect(d.effects[0]).toMatchObject({
      event: 'case.failed',
      eventId: `${CASE_ID}:case.failed:${given.version + 1}`,
    });
  });

  it.each([
    ['EMAIL_BOUNCED', 'BOUNCED'],
    ['EMAIL_COMPLAINED', 'COMPLAINED'],
    ['EMAIL_REJECTED', 'REJECTED'],
  ] as const)('%s: FAILED %s, failureReason stored, pending send dropped', (type, resultStatus) => {
    const given = created({ outbox: [pending(sendEffect(1))] });
    const d = acted(decide(given, { type, messageId: '<m1@inbox.example>', detail: 'mailbox full' }, {}, NOW, OPTS));
    expect(d.next).toMatchObject({ status: 'FAILED', resultStatus, failureReason: 'mailbox full' });
    expect(d.next.outbox.map((o) => o.effect.type)).toEqual(['EMIT_WEBHOOK']);
    expect(d.billFinish).toBe(false);
  });

  const ignored: [string, CaseRecord, WorkerEvent, string][] = [
    [
      'a second CASE_CREATED after the send was decided',
      created({ outbox: [pending(sendEffect(1))] }),
      { type: 'CASE_CREATED' },
      'initial email already decided',
    ],
    ['INPUT_PROVIDED', created(), { type: 'INPUT_PROVIDED', inputRequestId: 'ir-1' }, 'case not waiting for input'],
    ['a timer (none is armed)', created(), { type: 'TIMER_DUE', timerId: 't1' }, 'stale timer'],
    [
      'EFFECT_DONE for an effect not pending',
      created(),
      { type: 'EFFECT_DONE', key: `case:${CASE_ID}:out:1`, outcome: sent() },
      'effect not pending',
    ],
  ];
  it.each(ignored)('ignores %s', (_name, given, event, reason) => {
    expect(decide(given, event, draft as Facts, NOW, OPTS)).toEqual({ ignore: reason });
    expect(factsNeeded(given, event, NOW, OPTS)).toBeNull();
  });

  it('decides the same way when the same event is delivered again on the same state', () => {
    const given = created();
    expect(decide(given, { type: 'CASE_CREATED' }, draft, NOW, OPTS)).toEqual(
      decide(given, { type: 'CASE_CREATED' }, draft, NOW, OPTS),
    );
  });
});

describe('decide: CREATED, refused at creation', () => {
  const refused = () =>
    created({ channel: 'SMS', startRefusal: { failureReason: 'The SMS channel is not available.' } });

  it('CASE_CREATED needs no draft and fails at once: REJECTED, the stored reason, case.failed, nothing sent, not billable', () => {
    const given = refused();
    expect(factsNeeded(given, { type: 'CASE_CREATED' }, NOW, OPTS)).toBeNull();
    const d = acted(decide(given, { type: 'CASE_CREATED' }, {}, NOW, OPTS));
    expect(d.next).toMatchObject({
      status: 'FAILED',
      resultStatus: 'REJECTED',
      failureReason: 'The SMS channel is not available.',
      attemptCount: 0,
      nextActionType: 'NONE',
      nextActionAt: NO_ACTION_AT,
      timerId: null,
    });
    expect(d.billFinish).toBe(false);
    expect(d.effects.map((e) => e.type)).toEqual(['EMIT_WEBHOOK']);
    expect(d.effects[0]).toMatchObject({
      event: 'case.failed',
      payload: { status: 'FAILED', resultStatus: 'REJECTED' },
    });
  });

  it('a redelivered CASE_CREATED on the failed case is ignored', () => {
    const failed = acted(decide(refused(), { type: 'CASE_CREATED' }, {}, NOW, OPTS)).next;
    expect(decide(failed, { type: 'CASE_CREATED' }, {}, NOW, OPTS)).toEqual({ ignore: 'case is FAILED' });
  });
});
