import { describe, expect, it } from 'vitest';
import { NO_ACTION_AT, type AttachmentMeta, type CaseRecord } from '../../shared/case-record.js';
import { decide, factsNeeded } from '../../services/worker/workflow/decide.js';
import { HANDLED_MESSAGE_IDS_KEPT } from '../../services/worker/workflow/handled-messages.js';
import type { Facts, WorkerEvent } from '../../services/worker/workflow/worker-events.js';
import {
  acted,
  CASE_ID,
  draft,
  HOUR_MS,
  inbound,
  NOW,
  OPTS,
  pending,
  received,
  running,
  sendEffect,
  sent,
} from './decide-fixtures.js';

const attachment = (id: string): AttachmentMeta => ({
  attachmentId: id,
  name: `${id}.pdf`,
  size: 10,
  type: 'application/pdf',
  messageId: '<in1@vendor.example>',
  inboxId: 'agent@inbox.example',
  receivedAt: NOW - 100,
});

describe('decide: RUNNING, timers', () => {
  it('TIMER_DUE with follow-ups left: decides a follow-up, the timer is disarmed until it is sent', () => {
    const given = running();
    expect(factsNeeded(given, { type: 'TIMER_DUE', timerId: 't1' }, NOW, OPTS)).toBe('follow_up_draft');
    const d = acted(decide(given, { type: 'TIMER_DUE', timerId: 't1' }, draft, NOW, OPTS));
    expect(d.effects).toEqual([{ ...sendEffect(2, 'follow_up'), key: `case:${CASE_ID}:out:2` }]);
    expect(d.next).toMatchObject({
      status: 'RUNNING',
      attemptCount: 1,
      timerId: null,
      nextActionType: 'SEND',
      nextActionAt: NOW,
    });
  });

  it('the follow-up confirmed: attemptCount + 1, followUpCount + 1, timer re-armed', () => {
    const given = running({ timerId: null, nextActionType: 'SEND', outbox: [pending(sendEffect(2, 'follow_up'))] });
    const d = acted(
      decide(given, { type: 'EFFECT_DONE', key: `case:${CASE_ID}:out:2`, outcome: sent() }, {}, NOW, OPTS),
    );
    expect(d.next).toMatchObject({
      attemptCount: 2,
      followUpCount: 1,
      timerId: 't2',
      nextActionType: 'FOLLOW_UP',
      nextActionAt: NOW + 72 * HOUR_MS,
    });
    expect(d.effects.map((e) => e.key)).toEqual(['timer:t2']);
  });

  it('the last allowed follow-up confirmed: the next timer gives up', () => {
    const given = running({ attemptCount: 3, followUpCount: 2, outbox: [pending(sendEffect(4, 'follow_up'))] });
    const d = acted(
      decide(given, { type: 'EFFECT_DONE', key: `case:${CASE_ID}:out:4`, outcome: sent() }, {}, NOW, OPTS),
    );
    expect(d.next).toMatchObject({ attemptCount: 4, followUpCount: 3, timerId: 't4', nextActionType: 'GIVE_UP' });
  });

  it('TIMER_DUE after the last follow-up: FAILED max_retries, billable, case.failed', () => {
    const given = running({ attemptCount: 4, followUpCount: 3, timerId: 't4', nextActionType: 'GIVE_UP' });
    expect(factsNeeded(given, { type: 'TIMER_DUE', timerId: 't4' }, NOW, OPTS)).toBeNull();
    const d = acted(decide(given, { type: 'TIMER_DUE', timerId: 't4' }, {}, NOW, OPTS));
    expect(d.next).toMatchObject({
      status: 'FAILED',
      resultStatus: 'max_retries',
      nextActionAt: NO_ACTION_AT,
      timerId: null,
      nextActionType: 'NONE',
    });
    expect(d.billFinish).toBe(true);
    expect(d.effects.map((e) => e.type)).toEqual(['EMIT_WEBHOOK']);
  });

  it("a timer fired early because the wait exceeds Cloud Tasks' 30-day horizon is armed again under a new id", () => {
    const longWait = { hourMs: 3_600_000, followUpWindow: 'always' as const };
    const given = running({ followUpDelayHours: 24 * 40, nextActionAt: NOW + 10 * 24 * 3_600_000 });
    expect(factsNeeded(given, { type: 'TIMER_DUE', timerId: 't1' }, NOW, longWait)).toBeNull();
    const d = acted(decide(given, { type: 'TIMER_DUE', timerId: 't1' }, {}, NOW, longWait));
    expect(d.effects).toEqual([{ type: 'SCHEDULE_TIMER', key: 'timer:t1.1', timerId: 't1.1', at: given.nextActionAt }]);
    expect(d.next).toMatchObject({
      status: 'RUNNING',
      timerId: 't1.1',
      nextActionAt: given.nextActionAt,
      nextActionType: 'FOLLOW_UP',
    });
    const again = acted(decide(d.next, { type: 'TIMER_DUE', timerId: 't1.1' }, {}, NOW, longWait));
    expect(again.next.timerId).toBe('t1.2');
  });

  it('a timer fired on purpose before its time (fire-now) acts when the wait is within the horizon', () => {
    const given = running({ nextActionAt: NOW + 50 * 3_600_000 });
    expect(
      factsNeeded(given, { type: 'TIMER_DUE', timerId: 't1' }, NOW, { hourMs: 3_600_000, followUpWindow: 'always' }),
    ).toBe('follow_up_draft');
  });

  it('a stale timer (an older timerId) is ignored', () => {
    expect(decide(running({ timerId: 't2' }), { type: 'TIMER_DUE', timerId: 't1' }, draft, NOW, OPTS)).toEqual({
      ignore: 'stale timer',
    });
  });
});

describe('decide: RUNNING, replies', () => {
  it('goal achieved: COMPLETED with the result, billable, case.completed with the result', () => {
    const d = acted(
      decide(running(), received(), inbound({ outcome: 'goal_achieved', result: { price: 1200 } }), NOW, OPTS),
    );
    expect(d.next).toMatchObject({
      status: 'COMPLETED',
      resultStatus: 'goal_achieved',
      result: { price: 1200 },
      nextActionAt: NO_ACTION_AT,
      timerId: null,
    });
    expect(d.billFinish).toBe(true);
    expect(d.effects).toHaveLength(1);
    expect(d.effects[0]).toMatchObject({ type: 'EMIT_WEBHOOK', event: 'case.completed' });
    expect((d.effects[0] as { payload: Record<string, unknown> }).payload).toMatchObject({
      result: { price: 1200 },
      status: 'COMPLETED',
    });
  });

  it('needs input: INPUT_NEEDED with a PENDING request, timer disarmed, case.input_needed', () => {
    const given = running();
    const d = acted(
      decide(given, received(), inbound({ outcome: 'needs_input', question: 'Is 5% off ok?' }), NOW, OPTS),
    );
    const id = `${CASE_ID}-ir${given.version + 1}`;
    expect(d.next).toMatchObject({
      status: 'INPUT_NEEDED',
      inputRequest: { id, question: 'Is 5% off ok?', status: 'PENDING', requestedAt: NOW },
      inputRequestId: id,
      inputRequestStatus: 'PENDING',
      timerId: null,
      nextActionType: 'NONE',
      nextActionAt: NO_ACTION_AT,
    });
    expect(d.billFinish).toBe(false);
    expect((d.effects[0] as { payload: Record<string, unknown> }).payload).toMatchObject({
      event: 'case.input_needed',
      inputRequest: { id },
    });
  });

  it('refused: FAILED failed_rejected with the reason, billable, case.failed', () => {
    const d = acted(
      decide(running(), received(), inbound({ outcome: 'rejected', reason: 'Not interested' }), NOW, OPTS),
    );
    expect(d.next).toMatchObject({
      status: 'FAILED',
      resultStatus: 'failed_rejected',
      failureReason: 'Not interested',
    });
    expect(d.billFinish).toBe(true);
    expect(d.effects[0]).toMatchObject({ event: 'case.failed' });
  });

  it('the conversation goes on: a reply in the thread, seq after the confirmed sends, message handled', () => {
    const d = acted(
      decide(
        running(),
        received(),
        inbound({ outcome: 'continue', reply: { subject: 'Re: Quote', text: 'Thanks' } }),
        NOW,
        OPTS,
      ),
    );
    expect(d.effects).toEqual([
      { type: 'SEND_EMAIL', key: `case:${CASE_ID}:out:2`, kind: 'reply', seq: 2, subject: 'Re: Quote', text: 'Thanks' },
    ]);
    expect(d.next).toMatchObject({
      status: 'RUNNING',
      lastMessageId: '<in1@vendor.example>',
      handledMessageIds: ['<in1@vendor.example>'],
      timerId: null,
    });
  });

  it('a message in the thread from someone else is read, but our reply still answers our own last message (to the counterparty)', () => {
    const given = running();
    const d = acted(
      decide(
        given,
        received('<cc@elsewhere.example>'),
        inbound({ outcome: 'continue', reply: { subject: 's', text: 't' } }, { fromCounterparty: false }),
        NOW,
        OPTS,
      ),
    );
    expect(d.next.lastMessageId).toBe(given.lastMessageId);
    expect(d.next.handledMessageIds).toContain('<cc@elsewhere.example>');
  });

  it('a second reply while our first reply is still unsent takes the next sequence number', () => {
    const given = running({ outbox: [pending(sendEffect(2, 'reply'))] });
    const d = acted(
      decide(
        given,
        received('<in2@vendor.example>'),
        inbound({ outcome: 'continue', reply: { subject: 's', text: 't' } }),
        NOW,
        OPTS,
      ),
    );
    expect(d.effects[0]).toMatchObject({ key: `case:${CASE_ID}:out:3`, seq: 3 });
  });

  it('an out-of-office reply: attachments stored, the timer keeps running, nothing sent', () => {
    const given = running({ attachments: [attachment('a1')] });
    const d = acted(
      decide(
        given,
        received(),
        inbound({ outcome: 'auto_reply' }, { attachments: [attachment('a1'), attachment('a2')] }),
        NOW,
        OPTS,
      ),
    );
    expect(d.effects).toEqual([]);
    expect(d.next).toMatchObject({
      status: 'RUNNING',
      timerId: 't1',
      nextActionType: 'FOLLOW_UP',
      nextActionAt: given.nextActionAt,
    });
    expect(d.next.attachments.map((a) => a.attachmentId)).toEqual(['a1', 'a2']);
  });

  it('keeps a bounded list of handled message ids', () => {
    const many = Array.from({ length: HANDLED_MESSAGE_IDS_KEPT }, (_, i) => `<old${i}@x>`);
    const d = acted(
      decide(running({ handledMessageIds: many }), received('<new@x>'), inbound({ outcome: 'auto_reply' }), NOW, OPTS),
    );
    expect(d.next.handledMessageIds).toHaveLength(HANDLED_MESSAGE_IDS_KEPT);
    expect(d.next.handledMessageIds.at(-1)).toBe('<new@x>');
  });

  it.each([
    ['EMAIL_BOUNCED', 'BOUNCED'],
    ['EMAIL_COMPLAINED', 'COMPLAINED'],
    ['EMAIL_REJECTED', 'REJECTED'],
  ] as const)('%s: FAILED %s, not billable, default reason when the provider gave none', (type, resultStatus) => {
    const d = acted(decide(running(), { type, messageId: '<m1@inbox.example>' }, {}, NOW, OPTS));
    expect(d.next.status).toBe('FAILED');
    expect(d.next.resultStatus).toBe(resultStatus);
    expect(d.next.failureReason).toMatch(/\w/);
    expect(d.billFinish).toBe(false);
  });

  const ignored: [string, CaseRecord, WorkerEvent, Facts, string][] = [
    [
      'a message already handled',
      running({ handledMessageIds: ['<in1@vendor.example>'] }),
      received(),
      {},
      'message already handled',
    ],
    [
      'our own outbound message',
      running(),
      received(),
      { inbound: { origin: 'us', receivedAt: NOW, attachments: [] } },
      'our own message',
    ],
    [
      'a message of another thread',
      running(),
      received(),
      { inbound: { origin: 'other_thread', receivedAt: NOW, attachments: [] } },
      "not this case's thread",
    ],
    ['CASE_CREATED again', running(), { type: 'CASE_CREATED' }, draft, 'case already started'],
    [
      'INPUT_PROVIDED',
      running(),
      { type: 'INPUT_PROVIDED', inputRequestId: 'ir-1' },
      draft,
      'case not waiting for input',
    ],
  ];
  it.each(ignored)('ignores %s', (_name, given, event, facts, reason) => {
    expect(decide(given, event, facts, NOW, OPTS)).toEqual({ ignore: reason });
  });

  it("without the brain's evaluation a counterparty message cannot be decided", () => {
    expect(() =>
      decide(
        running(),
        received(),
        { inbound: { origin: 'counterparty', receivedAt: NOW, attachments: [] } },
        NOW,
        OPTS,
      ),
    ).toThrow();
  });
});
