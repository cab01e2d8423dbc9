import { describe, expect, it } from 'vitest';
import { NO_ACTION_AT, type CaseRecord } from '../../shared/case-record.js';
import { decide, factsNeeded } from '../../services/worker/workflow/decide.js';
import { timelineEntriesFor } from '../../services/worker/workflow/timeline-entries.js';
import type { ReplyEvaluation } from '../../services/worker/workflow/reply-evaluation.js';
import type { Facts } from '../../services/worker/workflow/worker-events.js';
import {
  acted,
  type Acted,
  CASE_ID,
  inbound,
  inputNeeded,
  NOW,
  OPTS,
  pending,
  received,
  running,
  sendEffect,
  sent,
  timer,
} from './decide-fixtures.js';

/** The completion grace (completion-grace.ts): a result is held, a later reading replaces it. */

const GRACE_MS = 120_000;
const GRACE = { ...OPTS, completionGraceMs: GRACE_MS };

const goal = (result: unknown, quote = 'the 14th'): ReplyEvaluation => ({
  outcome: 'goal_achieved',
  result,
  evidence: { deliveryDate: { messageId: '<in1@vendor.example>', quote } },
});

/** A RUNNING case that read `result` from `<in1>` and holds it; its grace ends at NOW + GRACE_MS. */
function holding(result: unknown = { deliveryDate: '2027-04-14' }): Acted {
  return acted(decide(running(), received('<in1@vendor.example>'), inbound(goal(result)), NOW, GRACE));
}

describe('decide: the completion grace', () => {
  it('goal achieved: RUNNING, the result held with its evidence, a COMPLETE timer, no email, no webhook', () => {
    const d = holding();
    const timerId = `c${running().version + 1}`;
    expect(d.next).toMatchObject({
      status: 'RUNNING',
      resultStatus: null,
      timerId,
      nextActionType: 'COMPLETE',
      nextActionAt: NOW + GRACE_MS,
      pendingResult: {
        result: { deliveryDate: '2027-04-14' },
        evidence: { deliveryDate: { messageId: '<in1@vendor.example>', quote: 'the 14th' } },
        messageId: '<in1@vendor.example>',
        heldAt: NOW,
      },
      handledMessageIds: ['<in1@vendor.example>'],
    });
    expect(d.next.result).toBeUndefined();
    expect(d.effects).toEqual([{ type: 'SCHEDULE_TIMER', key: `timer:${timerId}`, timerId, at: NOW + GRACE_MS }]);
    expect(d.billFinish).toBe(false);
  });

  it('the timer fires with the result still held: COMPLETED exactly as without a grace', () => {
    const held = holding().next;
    const event = timer(held.timerId!);
    expect(factsNeeded(held, event, NOW + GRACE_MS, GRACE)).toBeNull();
    const d = acted(decide(held, event, {}, NOW + GRACE_MS, GRACE));
    expect(d.next).toMatchObject({
      status: 'COMPLETED',
      resultStatus: 'goal_achieved',
      result: { deliveryDate: '2027-04-14' },
      resultEvidence: { deliveryDate: { messageId: '<in1@vendor.example>', quote: 'the 14th' } },
      pendingResult: null,
      timerId: null,
      nextActionType: 'NONE',
      nextActionAt: NO_ACTION_AT,
    });
    expect(d.billFinish).toBe(true);
    expect(d.effects).toHaveLength(1);
    expect(d.effects[0]).toMatchObject({ type: 'EMIT_WEBHOOK', event: 'case.completed' });
    expect((d.effects[0] as { payload: Record<string, unknown> }).payload).toMatchObject({
      status: 'COMPLETED',
      result: { deliveryDate: '2027-04-14' },
    });

    // The same result, completed at once without a grace: the same record but for version and times.
    const atOnce = acted(
      decide(running(), received('<in1@vendor.example>'), inbound(goal(held.pendingResult!.result)), NOW, OPTS),
    );
    const comparable = (c: CaseRecord) => ({ ...c, version: 0, updatedAt: 0, outbox: [], pendingResult: null });
    expect(comparable(d.next)).toEqual(comparable(atOnce.next));
  });

  it('a correction during the grace: a new goal replaces the result and re-arms the grace; the old timer is stale', () => {
    const first = holding().next;
    const later = NOW + 30_000;
    const d = acted(
      decide(
        first,
        received('<in2@vendor.example>'),
        inbound(goal({ deliveryDate: '2027-04-15' }, 'the 15th')),
        later,
        GRACE,
      ),
    );
    expect(d.next.timerId).not.toBe(first.timerId);
    expect(d.next).toMatchObject({
      status: 'RUNNING',
      nextActionType: 'COMPLETE',
      nextActionAt: later + GRACE_MS,
      pendingResult: { result: { deliveryDate: '2027-04-15' }, messageId: '<in2@vendor.example>', heldAt: later },
    });
    expect(d.effects).toEqual([
      { type: 'SCHEDULE_TIMER', key: `timer:${d.next.timerId}`, timerId: d.next.timerId, at: later + GRACE_MS },
    ]);
    // The first grace's timer fires: stale.
    expect(decide(d.next, timer(first.timerId!), {}, NOW + GRACE_MS, GRACE)).toEqual({ ignore: 'stale timer' });
    // The second completes with the corrected value.
    const done = acted(decide(d.next, timer(d.next.timerId!), {}, later + GRACE_MS, GRACE));
    expect(done.next).toMatchObject({ status: 'COMPLETED', result: { deliveryDate: '2027-04-15' } });
  });

  it('needs input during the grace: the held result is dropped, the client is asked as today', () => {
    const held = holding().next;
    const d = acted(
      decide(
        held,
        received('<in2@vendor.example>'),
        inbound({ outcome: 'needs_input', question: 'A deposit?' }),
        NOW + 1000,
        GRACE,
      ),
    );
    expect(d.next).toMatchObject({
      status: 'INPUT_NEEDED',
      pendingResult: null,
      timerId: null,
      nextActionType: 'NONE',
      nextActionAt: NO_ACTION_AT,
      inputRequest: { question: 'A deposit?', status: 'PENDING' },
    });
    expect(d.next.result).toBeUndefined();
    expect(d.effects.map((e) => e.type)).toEqual(['EMIT_WEBHOOK']);
    expect(decide(d.next, timer(held.timerId!), {}, NOW + GRACE_MS, GRACE)).toEqual({ ignore: 'stale timer' });
  });

  it('a reply to answer during the grace: the held result is dropped and the reply goes out', () => {
    const held = holding().next;
    const d = acted(
      decide(
        held,
        received('<in2@vendor.example>'),
        inbound({ outcome: 'continue', reply: { subject: 'Re', text: 'Which date then?' } }),
        NOW + 1000,
        GRACE,
      ),
    );
    expect(d.next).toMatchObject({ status: 'RUNNING', pendingResult: null, timerId: null, nextActionType: 'SEND' });
    expect(d.effects.map((e) => e.type)).toEqual(['SEND_EMAIL']);
  });

  it('a refusal during the grace: FAILED failed_rejected, nothing of the held result left', () => {
    const held = holding().next;
    const d = acted(
      decide(
        held,
        received('<in2@vendor.example>'),
        inbound({ outcome: 'rejected', reason: 'Cancelled' }),
        NOW + 1000,
        GRACE,
      ),
    );
    expect(d.next).toMatchObject({ status: 'FAILED', resultStatus: 'failed_rejected', pendingResult: null });
    expect(d.next.result).toBeUndefined();
  });

  it('an auto-reply during the grace changes nothing: the result stays held, the timer keeps running', () => {
    const held = holding().next;
    const d = acted(
      decide(held, received('<ooo@vendor.example>'), inbound({ outcome: 'auto_reply' }), NOW + 1000, GRACE),
    );
    expect(d.next).toMatchObject({
      pendingResult: held.pendingResult,
      timerId: held.timerId,
      nextActionType: 'COMPLETE',
      nextActionAt: held.nextActionAt,
    });
    expect(d.effects).toEqual([]);
  });

  it('cancel during the grace: FAILED cancelled as today, no result', () => {
    const held = holding().next;
    const d = acted(decide(held, { type: 'CANCEL_REQUESTED', reason: 'not needed' }, {}, NOW + 1000, GRACE));
    expect(d.next).toMatchObject({ status: 'FAILED', resultStatus: 'cancelled', pendingResult: null });
    expect(d.next.result).toBeUndefined();
    expect(decide(d.next, timer(held.timerId!), {}, NOW + GRACE_MS, GRACE)).toEqual({ ignore: 'case is FAILED' });
  });

  it('a stale follow-up timer during the grace is ignored', () => {
    const held = holding().next;
    expect(decide(held, timer('t1'), {}, NOW + 1000, GRACE)).toEqual({ ignore: 'stale timer' });
  });

  it('an email decided before the result was held still goes out; its completion keeps the grace timer', () => {
    const given = running({
      timerId: null,
      nextActionType: 'SEND',
      nextActionAt: NOW - 500,
      outbox: [pending(sendEffect(2, 'reply'), NOW - 500)],
    });
    const held = acted(
      decide(given, received('<in1@vendor.example>'), inbound(goal({ deliveryDate: '2027-04-14' })), NOW, GRACE),
    ).next;
    expect(held.outbox.map((o) => o.effect.type)).toEqual(['SEND_EMAIL', 'SCHEDULE_TIMER']);
    const d = acted(
      decide(held, { type: 'EFFECT_DONE', key: `case:${CASE_ID}:out:2`, outcome: sent() }, {}, NOW + 100, GRACE),
    );
    expect(d.next).toMatchObject({
      attemptCount: 2,
      timerId: held.timerId,
      nextActionType: 'COMPLETE',
      nextActionAt: held.nextActionAt,
      pendingResult: held.pendingResult,
    });
    expect(d.effects).toEqual([]);
    // A question then: the held result is dropped; the send still waiting shows as SEND.
    const asked = acted(
      decide(
        held,
        received('<in2@vendor.example>'),
        inbound({ outcome: 'needs_input', question: 'Deposit?' }),
        NOW + 100,
        GRACE,
      ),
    );
    expect(asked.next).toMatchObject({
      status: 'INPUT_NEEDED',
      pendingResult: null,
      timerId: null,
      nextActionType: 'SEND',
      nextActionAt: NOW - 500,
    });
  });

  it('a goal reached while the client was asked: COMPLETED at once, as without a grace (no move back to RUNNING)', () => {
    const given = inputNeeded();
    const d = acted(
      decide(given, received('<in2@vendor.example>'), inbound(goal({ deliveryDate: '2027-04-14' })), NOW, GRACE),
    );
    expect(d.next).toMatchObject({ status: 'COMPLETED', result: { deliveryDate: '2027-04-14' } });
    expect(d.next.pendingResult ?? null).toBeNull();
  });

  it('grace 0 (or none): the reply completes the case at once, exactly as before', () => {
    const facts: Facts = inbound(goal({ deliveryDate: '2027-04-14' }));
    const without = decide(running(), received('<in1@vendor.example>'), facts, NOW, OPTS);
    const zero = decide(running(), received('<in1@vendor.example>'), facts, NOW, { ...OPTS, completionGraceMs: 0 });
    expect(zero).toEqual(without);
    expect(acted(zero).next).toMatchObject({ status: 'COMPLETED', result: { deliveryDate: '2027-04-14' } });
    expect('pendingResult' in acted(zero).next).toBe(false);
  });

  it('timeline: result.pending with the message, when it completes and the result it replaces', () => {
    const first = holding();
    const given = running();
    const event = received('<in1@vendor.example>');
    const facts = inbound(goal({ deliveryDate: '2027-04-14' }));
    expect(
      timelineEntriesFor(given, event, facts, first.next, first.effects, NOW).map((e) => [e.type, e.details]),
    ).toEqual([
      ['email.received', { messageId: '<in1@vendor.example>', from: null, readAs: 'answer', attachments: 0 }],
      ['result.pending', { messageId: '<in1@vendor.example>', completesAt: NOW + GRACE_MS, replaces: null }],
    ]);
    const event2 = received('<in2@vendor.example>');
    const facts2 = inbound(goal({ deliveryDate: '2027-04-15' }));
    const second = acted(decide(first.next, event2, facts2, NOW + 1000, GRACE));
    expect(
      timelineEntriesFor(first.next, event2, facts2, second.next, second.effects, NOW + 1000).map((e) => e.type),
    ).toEqual(['email.received', 'result.pending']);
    expect(
      timelineEntriesFor(first.next, event2, facts2, second.next, second.effects, NOW + 1000)[1]!.details,
    ).toMatchObject({
      replaces: '<in1@vendor.example>',
    });
    const done = acted(decide(second.next, timer(second.next.timerId!), {}, NOW + 2000, GRACE));
    expect(
      timelineEntriesFor(second.next, timer(second.next.timerId!), {}, done.next, done.effects, NOW + 2000).map(
        (e) => e.type,
      ),
    ).toEqual(['case.completed']);
  });
});
