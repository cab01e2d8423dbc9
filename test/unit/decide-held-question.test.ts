import { describe, expect, it } from 'vitest';
import { NO_ACTION_AT } from '../../shared/case-record.js';
import { decide, factsNeeded } from '../../services/worker/workflow/decide.js';
import type { ReplyEvaluation } from '../../services/worker/workflow/reply-evaluation.js';
import { acted, type Acted, inbound, inputNeeded, NOW, OPTS, received, running, timer } from './decide-fixtures.js';

/**
 * A question for the client about a reply not understood in full (`needs_input` with `wait`) is
 * held for the reply wait like a clarification (reply-wait.ts): the rest of the answer or a
 * correction sent a minute later is read first; with nothing newer the client is asked exactly as
 * without a wait. A decision (no `wait`) is never held.
 */

const WAIT_MS = 180_000;
const WAIT = { ...OPTS, replyWaitMs: WAIT_MS };
const WAIT_AND_GRACE = { ...WAIT, completionGraceMs: 120_000 };

const unclear: ReplyEvaluation = {
  outcome: 'needs_input',
  wait: true,
  question: 'Marloes wrote: "leveren we vrijdag 11 december". I cannot tell the delivery date from their reply.',
};

/** A RUNNING case whose reply `<in1>` was not understood in full, its question held. */
function holding(opts = WAIT): Acted {
  return acted(decide(running(), received('<in1@vendor.example>'), inbound(unclear), NOW, opts));
}

describe('decide: a question about a reply not understood, held for the reply wait', () => {
  it('is held: RUNNING, no question yet, a REPLY timer, no webhook, nothing sent', () => {
    const d = holding();
    const timerId = `r${running().version + 1}`;
    expect(d.next).toMatchObject({
      status: 'RUNNING',
      timerId,
      nextActionType: 'REPLY',
      nextActionAt: NOW + WAIT_MS,
      pendingReply: {
        question: unclear.outcome === 'needs_input' ? unclear.question : '',
        messageId: '<in1@vendor.example>',
      },
    });
    expect(d.next.inputRequest ?? null).toBeNull();
    expect(d.effects).toEqual([{ type: 'SCHEDULE_TIMER', key: `timer:${timerId}`, timerId, at: NOW + WAIT_MS }]);
  });

  it('the wait ends with nothing newer: the client is asked exactly as without a wait', () => {
    const held = holding().next;
    const event = timer(held.timerId!);
    expect(factsNeeded(held, event, NOW + WAIT_MS, WAIT)).toBeNull();
    const d = acted(decide(held, event, {}, NOW + WAIT_MS, WAIT));
    expect(d.next).toMatchObject({ status: 'INPUT_NEEDED', pendingReply: null, inputRequestStatus: 'PENDING' });
    expect(d.effects.some((e) => e.type === 'SEND_EMAIL')).toBe(false);

    const atOnce = acted(decide(running(), received('<in1@vendor.example>'), inbound(unclear), NOW + WAIT_MS, OPTS));
    expect(d.next.inputRequest?.question).toBe(atOnce.next.inputRequest?.question);
    expect(d.effects.map((e) => e.type)).toEqual(atOnce.effects.map((e) => e.type));
  });

  it('the correction during the wait completes (held for the grace); the question is never asked', () => {
    const held = holding(WAIT_AND_GRACE).next;
    const d = acted(
      decide(
        held,
        received('<in2@vendor.example>'),
        inbound({ outcome: 'goal_achieved', result: { totalPrice: 684.8, deliveryDate: '2026-12-11' } }),
        NOW + 20_000,
        WAIT_AND_GRACE,
      ),
    );
    expect(d.next).toMatchObject({ status: 'RUNNING', pendingReply: null, nextActionType: 'COMPLETE' });
    expect(decide(d.next, timer(held.timerId!), {}, NOW + WAIT_MS, WAIT_AND_GRACE)).toEqual({ ignore: 'stale timer' });
  });

  it('a decision read from the next mail during the wait is asked at once and replaces the held question', () => {
    const held = holding().next;
    const d = acted(
      decide(
        held,
        received('<in2@vendor.example>'),
        inbound({ outcome: 'needs_input', question: 'A 7% surcharge: do you accept?' }),
        NOW + 1000,
        WAIT,
      ),
    );
    expect(d.next).toMatchObject({ status: 'INPUT_NEEDED', pendingReply: null, timerId: null });
    expect(d.next.inputRequest?.question).toBe('A 7% surcharge: do you accept?');
  });

  it('an automatic reply during the wait keeps the held question and its timer', () => {
    const held = holding().next;
    const d = acted(
      decide(held, received('<in2@vendor.example>'), inbound({ outcome: 'auto_reply' }), NOW + 1000, WAIT),
    );
    expect(d.next).toMatchObject({ nextActionType: 'REPLY', timerId: held.timerId, pendingReply: held.pendingReply });
    expect(d.effects).toEqual([]);
  });

  it('without a wait (0), or without `wait`, the client is asked at once', () => {
    const noWait = acted(decide(running(), received('<in1@vendor.example>'), inbound(unclear), NOW, OPTS));
    expect(noWait.next.status).toBe('INPUT_NEEDED');
    const decision: ReplyEvaluation = { outcome: 'needs_input', question: 'A deposit?' };
    const atOnce = acted(decide(running(), received('<in1@vendor.example>'), inbound(decision), NOW, WAIT));
    expect(atOnce.next).toMatchObject({ status: 'INPUT_NEEDED', nextActionAt: NO_ACTION_AT });
  });

  it('a case already waiting on the client keeps its open question', () => {
    const base = inputNeeded();
    const d = acted(decide(base, received('<in9@vendor.example>'), inbound(unclear), NOW, WAIT));
    expect(d.next.pendingReply ?? null).toBeNull();
    expect(d.next.inputRequest).toEqual(base.inputRequest);
    expect(d.effects).toEqual([]);
  });
});
