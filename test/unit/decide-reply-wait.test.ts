import { describe, expect, it } from 'vitest';
import { NO_ACTION_AT } from '../../shared/case-record.js';
import { decide, factsNeeded } from '../../services/worker/workflow/decide.js';
import type { ReplyEvaluation } from '../../services/worker/workflow/reply-evaluation.js';
import {
  acted,
  type Acted,
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

/**
 * The reply wait (reply-wait.ts): a clarification on a partial reply is held, so the rest of the
 * answer sent right after is read first; a later reading replaces it.
 */

const WAIT_MS = 180_000;
const WAIT = { ...OPTS, replyWaitMs: WAIT_MS };
const WAIT_AND_GRACE = { ...WAIT, completionGraceMs: 120_000 };

const clarify: ReplyEvaluation = {
  outcome: 'continue',
  reply: { subject: 'Re: Polos', text: 'Thanks, noted the price. Could you also tell me the lead time?' },
};

/** A RUNNING case that read a partial answer from `<in1>` and holds its clarification. */
function holding(opts = WAIT): Acted {
  return acted(decide(running(), received('<in1@vendor.example>'), inbound(clarify), NOW, opts));
}

describe('decide: the reply wait', () => {
  it('a clarification on a reply: RUNNING, held, a REPLY timer, nothing sent', () => {
    const d = holding();
    const timerId = `r${running().version + 1}`;
    expect(d.next).toMatchObject({
      status: 'RUNNING',
      timerId,
      nextActionType: 'REPLY',
      nextActionAt: NOW + WAIT_MS,
      pendingReply: {
        subject: 'Re: Polos',
        text: clarify.outcome === 'continue' ? clarify.reply.text : '',
        messageId: '<in1@vendor.example>',
        heldAt: NOW,
      },
      handledMessageIds: ['<in1@vendor.example>'],
    });
    expect(d.effects).toEqual([{ type: 'SCHEDULE_TIMER', key: `timer:${timerId}`, timerId, at: NOW + WAIT_MS }]);
    expect(d.billFinish).toBe(false);
  });

  it('the timer fires with nothing newer: the clarification goes out exactly as without a wait', () => {
    const held = holding().next;
    const event = timer(held.timerId!);
    expect(factsNeeded(held, event, NOW + WAIT_MS, WAIT)).toBeNull();
    const d = acted(decide(held, event, {}, NOW + WAIT_MS, WAIT));
    expect(d.next.pendingReply).toBeNull();
    expect(d.next.nextActionType).toBe('SEND');
    expect(d.effects).toHaveLength(1);
    expect(d.effects[0]).toMatchObject({ type: 'SEND_EMAIL', kind: 'reply', subject: 'Re: Polos' });

    const atOnce = acted(decide(running(), received('<in1@vendor.example>'), inbound(clarify), NOW, OPTS));
    const { key: _k1, ...late } = d.effects[0] as { key: string };
    const { key: _k2, ...now } = atOnce.effects[0] as { key: string };
    expect(late).toEqual(now);
  });

  it('the rest of the answer during the wait: the held email is dropped and the result held for the grace', () => {
    const held = holding(WAIT_AND_GRACE).next;
    const d = acted(
      decide(
        held,
        received('<in2@vendor.example>'),
        inbound({ outcome: 'goal_achieved', result: { unitPrice: 11.4, leadTimeDays: 8 } }),
        NOW + 20_000,
        WAIT_AND_GRACE,
      ),
    );
    expect(d.next).toMatchObject({ status: 'RUNNING', pendingReply: null, nextActionType: 'COMPLETE' });
    expect(d.effects.map((e) => e.type)).toEqual(['SCHEDULE_TIMER']);
    // The wait's timer is stale now: nothing is sent.
    expect(decide(d.next, timer(held.timerId!), {}, NOW + WAIT_MS, WAIT_AND_GRACE)).toEqual({
      ignore: 'stale timer',
    });
  });

  it('a second partial answer: the newer clarification replaces the older and re-arms the wait', () => {
    const held = holding().next;
    const newer: ReplyEvaluation = { outcome: 'continue', reply: { subject: 'Re: Polos', text: 'And the colour?' } };
    const d = acted(decide(held, received('<in2@vendor.example>'), inbound(newer), NOW + 5000, WAIT));
    expect(d.next).toMatchObject({
      nextActionType: 'REPLY',
      nextActionAt: NOW + 5000 + WAIT_MS,
      pendingReply: { text: 'And the colour?', messageId: '<in2@vendor.example>' },
    });
    expect(d.next.timerId).not.toBe(held.timerId);
    expect(decide(d.next, timer(held.timerId!), {}, NOW + WAIT_MS, WAIT)).toEqual({ ignore: 'stale timer' });
  });

  it('a question for the client is never held, and drops a held clarification', () => {
    const asked = acted(
      decide(
        running(),
        received('<in1@vendor.example>'),
        inbound({ outcome: 'needs_input', question: 'A deposit?' }),
        NOW,
        WAIT,
      ),
    );
    expect(asked.next.status).toBe('INPUT_NEEDED');
    const held = holding().next;
    const d = acted(
      decide(
        held,
        received('<in2@vendor.example>'),
        inbound({ outcome: 'needs_input', question: 'A deposit?' }),
        NOW + 1000,
        WAIT,
      ),
    );
    expect(d.next).toMatchObject({
      status: 'INPUT_NEEDED',
      pendingReply: null,
      timerId: null,
      nextActionAt: NO_ACTION_AT,
    });
  });

  it('an automatic reply during the wait keeps the held clarification and its timer', () => {
    const held = holding().next;
    const d = acted(
      decide(held, received('<in2@vendor.example>'), inbound({ outcome: 'auto_reply' }), NOW + 1000, WAIT),
    );
    expect(d.next).toMatchObject({ nextActionType: 'REPLY', timerId: held.timerId, pendingReply: held.pendingReply });
    expect(d.effects).toEqual([]);
  });

  it('an email still being sent when the clarification is held: its confirmation keeps the wait armed', () => {
    const base = running({ outbox: [pending(sendEffect(2, 'reply'))] });
    const held = acted(decide(base, received('<in1@vendor.example>'), inbound(clarify), NOW, WAIT)).next;
    const key = (sendEffect(2, 'reply') as { key: string }).key;
    const d = acted(decide(held, { type: 'EFFECT_DONE', key, outcome: sent() }, {}, NOW + 500, WAIT));
    expect(d.next).toMatchObject({ nextActionType: 'REPLY', timerId: held.timerId, pendingReply: held.pendingReply });
  });

  it('cancelled during the wait: nothing is sent, the held clarification is dropped', () => {
    const held = holding().next;
    const d = acted(decide(held, { type: 'CANCEL_REQUESTED' }, {}, NOW + 1000, WAIT));
    expect(d.next).toMatchObject({ status: 'FAILED', pendingReply: null });
    expect(d.effects.some((e) => e.type === 'SEND_EMAIL')).toBe(false);
  });

  it('a case waiting on the client answers nothing, wait or not', () => {
    const d = acted(decide(inputNeeded(), received('<in9@vendor.example>'), inbound(clarify), NOW, WAIT));
    expect(d.next.pendingReply ?? null).toBeNull();
    expect(d.effects).toEqual([]);
  });
});
