import { describe, expect, it } from 'vitest';
import { NO_ACTION_AT, type CaseRecord } from '../../shared/case-record.js';
import type { PendingDraft } from '../../shared/review.js';
import { decide, factsNeeded, type Decision } from '../../services/worker/workflow/decide.js';
import { draftWritesFor } from '../../services/worker/workflow/review-drafts.js';
import { timelineEntriesFor } from '../../services/worker/workflow/timeline-entries.js';
import {
  CASE_ID,
  NOW,
  OPTS,
  created,
  draft,
  inbound,
  inputAccepted,
  inputNeeded,
  running,
  sent,
} from './decide-fixtures.js';

/** decide with review on and the input deadline: given, when, then (docs/review-and-console.md). */

const applied = (d: Decision) => {
  if ('ignore' in d) throw new Error(`ignored: ${d.ignore}`);
  return d;
};
const held = (over: Partial<PendingDraft> = {}): PendingDraft => ({
  draftId: `${CASE_ID}-d5`,
  kind: 'reply',
  subject: 'Re: Quote',
  text: 'Thanks, noted.',
  reasons: [{ code: 'review_all', message: 'Every email of this case is reviewed.' }],
  requestedAt: NOW - 1000,
  status: 'PENDING',
  ...over,
});

describe('holding an email for review', () => {
  it('review all: the first email is held, not sent; CREATED, nothing scheduled, case.review_needed', () => {
    const c = created({ review: 'all' });
    const d = applied(decide(c, { type: 'CASE_CREATED' }, draft, NOW, OPTS));
    expect(d.effects.map((e) => e.type)).toEqual(['EMIT_WEBHOOK']);
    expect(d.next).toMatchObject({
      status: 'CREATED',
      nextActionType: 'NONE',
      nextActionAt: NO_ACTION_AT,
      timerId: null,
    });
    expect(d.next.pendingDraft).toMatchObject({
      draftId: `${CASE_ID}-d${c.version + 1}`,
      kind: 'initial',
      subject: 'Quote',
      text: 'Hello',
      status: 'PENDING',
      reasons: [{ code: 'review_all' }],
    });
    const hook = d.effects[0]!;
    expect(hook.type === 'EMIT_WEBHOOK' && hook.event).toBe('case.review_needed');
    expect(hook.type === 'EMIT_WEBHOOK' && hook.payload.pendingReview).toMatchObject({
      draftId: d.next.pendingDraft!.draftId,
    });
    expect(draftWritesFor(c, { type: 'CASE_CREATED' }, d.next, d.effects, NOW)).toEqual([
      {
        draftId: d.next.pendingDraft!.draftId,
        create: expect.objectContaining({ status: 'PENDING', kind: 'initial' }),
      },
    ]);
    expect(timelineEntriesFor(c, { type: 'CASE_CREATED' }, draft, d.next, d.effects, NOW).map((e) => e.type)).toEqual([
      'review.requested',
    ]);
  });

  it('review none, or risky with a plain email: sent as before', () => {
    for (const review of [undefined, 'none', 'risky'] as const) {
      const d = applied(decide(created(review ? { review } : {}), { type: 'CASE_CREATED' }, draft, NOW, OPTS));
      expect(d.effects.map((e) => e.type)).toEqual(['SEND_EMAIL']);
      expect(d.next.pendingDraft ?? null).toBeNull();
    }
  });

  it('risky: a reply naming a new price is held with its reason', () => {
    const c = running({ review: 'risky' });
    const d = applied(
      decide(
        c,
        { type: 'EMAIL_RECEIVED', messageId: '<in2@v>' },
        inbound({ outcome: 'continue', reply: { subject: 'Re', text: 'We will pay €5,000.' } }),
        NOW,
        OPTS,
      ),
    );
    expect(d.next.pendingDraft?.reasons.map((r) => r.code)).toEqual(['new_amount', 'commitment']);
  });

  it('an injection signal makes every later email of a reviewed case held', () => {
    const c = running({ review: 'risky' });
    const d = applied(
      decide(
        c,
        { type: 'EMAIL_RECEIVED', messageId: '<in2@v>' },
        inbound({ outcome: 'continue', reply: { subject: 'Re', text: 'Noted.' }, injectionSignal: { blocks: 1 } }),
        NOW,
        OPTS,
      ),
    );
    expect(d.next.injectionSeenAt).toBe(NOW);
    expect(d.next.pendingDraft?.reasons.map((r) => r.code)).toEqual(['after_injection_signal']);
  });
});

describe('the client decides', () => {
  it('approved (with an edit): sent once as edited, the draft gone; SENT once the provider took it', () => {
    const c = running({
      review: 'all',
      pendingDraft: held({ status: 'APPROVED', edit: { text: 'Edited.' } }),
      timerId: null,
    });
    const e = { type: 'DRAFT_DECIDED' as const, draftId: held().draftId };
    const d = applied(decide(c, e, {}, NOW, OPTS));
    expect(d.effects).toEqual([
      expect.objectContaining({
        type: 'SEND_EMAIL',
        kind: 'reply',
        subject: 'Re: Quote',
        text: 'Edited.',
        draftId: held().draftId,
      }),
    ]);
    expect(d.next.pendingDraft).toBeNull();
    expect(d.next.nextActionType).toBe('SEND');
    expect(draftWritesFor(c, e, d.next, d.effects, NOW)).toEqual([]);
    const key = d.effects[0]!.key;
    const done = applied(decide(d.next, { type: 'EFFECT_DONE', key, outcome: sent() }, {}, NOW, OPTS));
    expect(draftWritesFor(d.next, { type: 'EFFECT_DONE', key, outcome: sent() }, done.next, done.effects, NOW)).toEqual(
      [{ draftId: held().draftId, update: { status: 'SENT', closedAt: NOW } }],
    );
    // Dropped by a cancel before the provider took it: DISCARDED, never SENT.
    const cancelled = applied(decide(d.next, { type: 'CANCEL_REQUESTED' }, {}, NOW, OPTS));
    expect(draftWritesFor(d.next, { type: 'CANCEL_REQUESTED' }, cancelled.next, cancelled.effects, NOW)).toEqual([
      {
        draftId: held().draftId,
        update: {
          status: 'DISCARDED',
          closedAt: NOW,
          discardedBecause: 'The case ended (cancelled) before it was sent.',
        },
      },
    ]);
    // A twin of the event finds no draft: nothing more.
    expect(decide(d.next, e, {}, NOW, OPTS)).toEqual({ ignore: 'draft no longer pending' });
  });

  it('an approved follow-up outside working hours waits for the opening, then goes as approved', () => {
    const saturday = Date.UTC(2026, 10, 21, 3, 0, 0);
    const c = running({
      review: 'all',
      sendWindow: { days: ['MON', 'TUE', 'WED', 'THU', 'FRI'], start: '09:00', end: '17:00' },
      pendingDraft: held({ kind: 'follow_up', status: 'APPROVED' }),
      timerId: null,
    });
    const d = applied(decide(c, { type: 'DRAFT_DECIDED', draftId: held().draftId }, {}, saturday, OPTS));
    const monday = Date.UTC(2026, 10, 23, 9, 0, 0);
    expect(d.effects).toEqual([expect.objectContaining({ type: 'SCHEDULE_TIMER', at: monday })]);
    expect(d.next).toMatchObject({ nextActionType: 'FOLLOW_UP', nextActionAt: monday });
    const timer = { type: 'TIMER_DUE' as const, timerId: d.next.timerId! };
    expect(factsNeeded(d.next, timer, monday, OPTS)).toBeNull();
    const out = applied(decide(d.next, timer, {}, monday, OPTS));
    expect(out.effects).toEqual([
      expect.objectContaining({ type: 'SEND_EMAIL', kind: 'follow_up', text: 'Thanks, noted.' }),
    ]);
  });

  it('rejected: nothing sent, INPUT_NEEDED with the reason as the question', () => {
    const c = running({
      review: 'all',
      pendingDraft: held({ status: 'REJECTED', rejectReason: 'Ask for 250 units.' }),
    });
    const d = applied(decide(c, { type: 'DRAFT_DECIDED', draftId: held().draftId }, {}, NOW, OPTS));
    expect(d.effects.map((e) => e.type)).toEqual(['EMIT_WEBHOOK']);
    expect(d.next).toMatchObject({
      status: 'INPUT_NEEDED',
      inputRequest: { question: 'Ask for 250 units.', status: 'PENDING' },
    });
    expect(d.next.pendingDraft).toBeNull();
  });

  it('rejected with cancel: FAILED cancelled', () => {
    const c = running({
      review: 'all',
      pendingDraft: held({ status: 'REJECTED', rejectReason: 'Not needed', cancel: true }),
    });
    const d = applied(decide(c, { type: 'DRAFT_DECIDED', draftId: held().draftId }, {}, NOW, OPTS));
    expect(d.next).toMatchObject({
      status: 'FAILED',
      resultStatus: 'cancelled',
      failureReason: 'Cancelled by the client: Not needed',
    });
  });

  it('a rejected first email: the answer then goes out as the first email', () => {
    const c = inputAccepted({ review: 'all', threadId: null, inboxId: null, lastMessageId: null, attemptCount: 0 });
    const d = applied(decide(c, { type: 'INPUT_PROVIDED', inputRequestId: 'ir-1' }, draft, NOW, OPTS));
    expect(d.next.pendingDraft).toMatchObject({ kind: 'initial' });
    expect(d.next.clientAnswers).toEqual(['Yes, 5% is fine.']);
  });

  it('the case ended while the draft waited: the approval finds nothing; the draft is DISCARDED', () => {
    const c = running({ review: 'all', pendingDraft: held() });
    const e = { type: 'EMAIL_RECEIVED' as const, messageId: '<in2@v>' };
    const d = applied(decide(c, e, inbound({ outcome: 'goal_achieved', result: { x: 1 } }), NOW, OPTS));
    expect(d.next.pendingDraft).toBeNull();
    expect(draftWritesFor(c, e, d.next, d.effects, NOW)).toEqual([
      {
        draftId: held().draftId,
        update: {
          status: 'DISCARDED',
          closedAt: NOW,
          discardedBecause: 'The case ended (goal_achieved) before it was sent.',
        },
      },
    ]);
    expect(decide(d.next, { type: 'DRAFT_DECIDED', draftId: held().draftId }, {}, NOW, OPTS)).toEqual({
      ignore: 'case is COMPLETED',
    });
  });

  it('an undecided draft ignores DRAFT_DECIDED', () => {
    const c = running({ review: 'all', pendingDraft: held() });
    expect(decide(c, { type: 'DRAFT_DECIDED', draftId: held().draftId }, {}, NOW, OPTS)).toEqual({
      ignore: 'draft not decided',
    });
  });
});

describe('the input deadline', () => {
  const opts = { ...OPTS, inputTimeoutHours: 336 };
  const ask = (c: CaseRecord, o: typeof OPTS & { inputTimeoutHours?: number } = opts) =>
    applied(
      decide(
        c,
        { type: 'EMAIL_RECEIVED', messageId: '<in2@v>' },
        inbound({ outcome: 'needs_input', question: 'Which?' }),
        NOW,
        o,
      ),
    );

  it('the question arms the deadline (the default, or the case own): nextActionAt tells it', () => {
    const d = ask(running());
    const at = NOW + 336 * OPTS.hourMs;
    expect(d.next).toMatchObject({ status: 'INPUT_NEEDED', nextActionType: 'INPUT_TIMEOUT', nextActionAt: at });
    expect(d.effects).toContainEqual(expect.objectContaining({ type: 'SCHEDULE_TIMER', at }));
    expect(ask(running({ inputTimeoutHours: 2 })).next.nextActionAt).toBe(NOW + 2 * OPTS.hourMs);
    expect(ask(running(), OPTS).next).toMatchObject({ nextActionType: 'NONE', nextActionAt: NO_ACTION_AT });
  });

  it('unanswered when it fires: FAILED input_timeout, billable, case.failed', () => {
    const asked = ask(running()).next;
    const d = applied(decide(asked, { type: 'TIMER_DUE', timerId: asked.timerId! }, {}, asked.nextActionAt, opts));
    expect(d.next).toMatchObject({ status: 'FAILED', resultStatus: 'input_timeout', nextActionAt: NO_ACTION_AT });
    expect(d.billFinish).toBe(true);
    expect(d.effects).toEqual([expect.objectContaining({ type: 'EMIT_WEBHOOK', event: 'case.failed' })]);
    expect(decide(d.next, { type: 'TIMER_DUE', timerId: asked.timerId! }, {}, asked.nextActionAt, opts)).toEqual({
      ignore: 'case is FAILED',
    });
  });

  it('answered before it fires (even not yet processed): the timer does nothing', () => {
    const asked = ask(running()).next;
    const answered = { ...asked, inputRequestStatus: 'RESOLVED' as const, providedContext: 'B' };
    expect(decide(answered, { type: 'TIMER_DUE', timerId: asked.timerId! }, {}, asked.nextActionAt, opts)).toEqual({
      ignore: 'input answered',
    });
    const resumed = applied(
      decide(answered, { type: 'INPUT_PROVIDED', inputRequestId: asked.inputRequestId! }, draft, NOW, opts),
    );
    expect(decide(resumed.next, { type: 'TIMER_DUE', timerId: asked.timerId! }, {}, asked.nextActionAt, opts)).toEqual({
      ignore: 'stale timer',
    });
  });

  it('an input request made while an email is still going out gets its deadline once it went', () => {
    const c = inputNeeded({
      outbox: [
        {
          effect: { type: 'SEND_EMAIL', key: 'k', kind: 'reply', seq: 2, subject: 's', text: 't' },
          state: 'pending',
          createdAt: NOW,
        },
      ],
      nextActionType: 'SEND',
    });
    const d = applied(decide(c, { type: 'EFFECT_DONE', key: 'k', outcome: sent() }, {}, NOW, opts));
    expect(d.next).toMatchObject({ nextActionType: 'INPUT_TIMEOUT', nextActionAt: NOW + 336 * OPTS.hourMs });
  });
});
