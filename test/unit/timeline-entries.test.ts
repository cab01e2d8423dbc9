import { describe, expect, it } from 'vitest';
import type { CaseRecord } from '../../shared/case-record.js';
import type { Effect } from '../../shared/effects.js';
import { commitEntryId } from '../../shared/timeline.js';
import { decide, type Decision } from '../../services/worker/workflow/decide.js';
import { timelineEntriesFor } from '../../services/worker/workflow/timeline-entries.js';
import type { Facts, WorkerEvent } from '../../services/worker/workflow/worker-events.js';
import {
  NOW,
  OPTS,
  created,
  inbound,
  inputAccepted,
  pending,
  running,
  sendEffect,
  sent,
  draft,
} from './decide-fixtures.js';

/** The timeline entries of one decision, from decide's own results (pure). */

type Acted = Extract<Decision, { next: CaseRecord }>;
function entries(given: CaseRecord, event: WorkerEvent, facts: Facts = {}) {
  const d = decide(given, event, facts, NOW, OPTS);
  if ('ignore' in d) throw new Error(d.ignore);
  return { d: d as Acted, entries: timelineEntriesFor(given, event, facts, d.next, d.effects, NOW) };
}
const shape = (list: ReturnType<typeof entries>['entries']) => list.map((e) => [e.type, e.details]);

describe('timelineEntriesFor', () => {
  it('a confirmed initial send: email.sent (attempt, kind, messageId, subject) then followup.scheduled, ids by version', () => {
    const given = created({ outbox: [pending(sendEffect(1))], version: 2 });
    const { d, entries: list } = entries(given, {
      type: 'EFFECT_DONE',
      key: sendEffect(1).key,
      outcome: sent('<m1@x>'),
    });
    expect(shape(list)).toEqual([
      ['email.sent', { attempt: 1, kind: 'initial', messageId: '<m1@x>', subject: 'Quote' }],
      ['followup.scheduled', { dueAt: d.next.nextActionAt, action: 'follow_up' }],
    ]);
    expect(list.map((e) => e.id)).toEqual([commitEntryId(3, 0), commitEntryId(3, 1)]);
    expect(list.every((e) => e.at === NOW)).toBe(true);
  });

  it('the email text never enters the timeline', () => {
    const given = created({ outbox: [pending({ ...sendEffect(1), text: 'SECRET BODY' } as Effect)] });
    const { entries: list } = entries(given, { type: 'EFFECT_DONE', key: sendEffect(1).key, outcome: sent() });
    expect(JSON.stringify(list)).not.toContain('SECRET BODY');
  });

  it('a refused send: email.rejected with the provider reason, then case.failed', () => {
    const given = created({ outbox: [pending(sendEffect(1))] });
    const { entries: list } = entries(given, {
      type: 'EFFECT_DONE',
      key: sendEffect(1).key,
      outcome: { kind: 'send_rejected', reason: 'recipient refused' },
    });
    expect(shape(list)).toEqual([
      ['email.rejected', { kind: 'initial', reason: 'recipient refused' }],
      ['case.failed', { resultStatus: 'REJECTED', reason: expect.stringMatching(/refused/) }],
    ]);
  });

  it.each([
    [{ outcome: 'goal_achieved', result: { a: 1 } }, 'answer', ['case.completed']],
    [{ outcome: 'needs_input', question: 'Berlin or Munich?' }, 'question', ['input.requested']],
    [{ outcome: 'rejected', reason: 'They said: never write to me, idiot' }, 'refusal', ['case.failed']],
    [{ outcome: 'auto_reply' }, 'auto-reply', []],
    [{ outcome: 'continue', reply: { subject: 'Re', text: 't' } }, 'reply', []],
  ] as const)('a reply read as %o → email.received readAs %s, then %o', (evaluation, readAs, then) => {
    const facts = inbound(evaluation as never, {
      from: 'sales@vendor.example',
      attachments: [{ attachmentId: 'a', name: 'n', size: 1, type: 't', messageId: 'm', inboxId: 'i', receivedAt: 1 }],
    });
    const { entries: list } = entries(running(), { type: 'EMAIL_RECEIVED', messageId: '<r1@x>' }, facts);
    expect(list[0]).toMatchObject({
      type: 'email.received',
      details: { messageId: '<r1@x>', from: 'sales@vendor.example', readAs, attachments: 1 },
    });
    expect(list.slice(1).map((e) => e.type)).toEqual(then);
    // The counterparty's words are not the failure reason shown.
    expect(JSON.stringify(list)).not.toContain('idiot');
  });

  it('a reply with a block addressed to an automated assistant: email.injection_signal after email.received, without its words', () => {
    const facts = inbound(
      { outcome: 'continue', reply: { subject: 'Re', text: 't' }, injectionSignal: { blocks: 2 } } as never,
      { from: 'sales@vendor.example' },
    );
    const { entries: list } = entries(running(), { type: 'EMAIL_RECEIVED', messageId: '<r2@x>' }, facts);
    expect(shape(list)).toEqual([
      ['email.received', expect.objectContaining({ messageId: '<r2@x>', readAs: 'reply' })],
      ['email.injection_signal', { messageId: '<r2@x>', blocks: 2 }],
    ]);
  });

  it('input.requested carries the request id and question; input.provided the answered id', () => {
    const asked = entries(
      running(),
      { type: 'EMAIL_RECEIVED', messageId: '<r1@x>' },
      inbound({ outcome: 'needs_input', question: 'Berlin or Munich?' }),
    );
    expect(asked.entries[1]).toMatchObject({
      type: 'input.requested',
      details: { inputRequestId: asked.d.next.inputRequestId, question: 'Berlin or Munich?' },
    });
    const answered = entries(inputAccepted(), { type: 'INPUT_PROVIDED', inputRequestId: 'ir-1' }, draft);
    expect(shape(answered.entries)).toEqual([['input.provided', { inputRequestId: 'ir-1' }]]);
  });

  it('a bounce: email.bounced with the provider reason, then case.failed BOUNCED', () => {
    const { entries: list } = entries(running(), {
      type: 'EMAIL_BOUNCED',
      messageId: '<m1@x>',
      detail: 'Permanent/General',
    });
    expect(shape(list)).toEqual([
      ['email.bounced', { messageId: '<m1@x>', reason: 'Permanent/General' }],
      ['case.failed', { resultStatus: 'BOUNCED', reason: 'The email to the counterparty bounced.' }],
    ]);
  });

  it('the last timer: case.failed max_retries; a cancel: case.failed cancelled with the client reason', () => {
    expect(
      shape(entries(running({ nextActionType: 'GIVE_UP' }), { type: 'TIMER_DUE', timerId: 't1' }).entries),
    ).toEqual([['case.failed', { resultStatus: 'max_retries', reason: 'No answer after the last follow-up.' }]]);
    expect(shape(entries(running(), { type: 'CANCEL_REQUESTED', reason: 'by phone' }).entries)).toEqual([
      ['case.failed', { resultStatus: 'cancelled', reason: 'Cancelled by the client: by phone' }],
    ]);
  });

  it('bookkeeping (a timer scheduled, a webhook recorded) and a decided-but-unsent email add nothing', () => {
    const timer = { type: 'SCHEDULE_TIMER' as const, key: 'timer:t1', timerId: 't1', at: NOW + 1 };
    expect(
      entries(running({ outbox: [pending(timer)] }), {
        type: 'EFFECT_DONE',
        key: 'timer:t1',
        outcome: { kind: 'done' },
      }).entries,
    ).toEqual([]);
    expect(
      entries(running({ nextActionType: 'FOLLOW_UP' }), { type: 'TIMER_DUE', timerId: 't1' }, draft).entries,
    ).toEqual([]);
  });
});
