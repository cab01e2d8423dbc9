import { describe, expect, it } from 'vitest';
import { CASES } from '../../shared/case-firestore-converter.js';
import { NO_ACTION_AT } from '../../shared/case-record.js';
import { monthKey, readUsage } from '../../shared/usage.js';
import { settled, useStack } from '../support/use-stack.js';

/**
 * Review of outgoing mail and the input deadline through the whole stack (API, Pub/Sub push,
 * worker, tasks emulator, mail sandbox, offline brain): a held first email approved with an
 * edit; concurrent approvals; an approval racing a reply and a cancel; a rejection; the input
 * deadline firing once and not after an answer. docs/review-and-console.md.
 */

const t = useStack();
const { hooksOf, timelineTypes } = t;

const call = (method: string, path: string, body?: unknown) => t.s.api(method, path, body, t.user.apiKey);
const approve = (caseId: string, draftId: string, body?: unknown) =>
  call('POST', `/cases/${caseId}/drafts/${draftId}/approve`, body);
async function drafts(caseId: string): Promise<Record<string, unknown>[]> {
  return (await call('GET', `/cases/${caseId}/drafts`)).body.data.drafts as Record<string, unknown>[];
}
/** A case with review on, its first email held (pendingReview on the read). */
async function held(overrides: Record<string, unknown> = {}) {
  const caseId = await t.s.createCase(t.user.apiKey, { clientWebhookUrl: t.s.webhookUrl, review: 'all', ...overrides });
  const c = await t.s.waitForCase(caseId, (x) => x.pendingDraft?.status === 'PENDING' && settled(x));
  return { caseId, c, draftId: c.pendingDraft!.draftId };
}

describe('review: all', () => {
  it('holds the first email, sends it once as edited on approval, then completes on the answer', async () => {
    const { caseId, c, draftId } = await held();
    const read = (await call('GET', `/cases/${caseId}`)).body.data;
    expect(read).toMatchObject({ status: 'CREATED', nextActionAt: NO_ACTION_AT, review: 'all', attemptCount: 0 });
    expect(read.pendingReview).toMatchObject({ draftId, reasons: [{ code: 'review_all' }] });
    expect(await t.s.mail.sentTo(c.counterparty.address)).toHaveLength(0);
    await expect.poll(() => hooksOf(caseId).map((h) => h.event)).toEqual(['case.review_needed']);
    expect(hooksOf(caseId)[0]).toMatchObject({ pendingReview: { draftId }, status: 'CREATED' });

    const text = 'Hello Dana, could you confirm the delivery date of order 1042? Thanks, Alex';
    expect((await approve(caseId, draftId, { subject: 'Order 1042: delivery date', text })).status).toBe(202);
    const running = await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && settled(x));
    const sent = await t.s.mail.sentTo(c.counterparty.address);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ subject: 'Order 1042: delivery date', text });
    expect((await drafts(caseId))[0]).toMatchObject({ status: 'SENT', edit: { text } });

    await t.s.mail.reply({ threadId: running.threadId!, text: 'deliveryDate: 2027-03-14' });
    const done = await t.s.waitForCase(caseId, (x) => x.status === 'COMPLETED' && settled(x));
    expect(done.result).toEqual({ deliveryDate: '2027-03-14' });
    expect(await t.s.mail.sentTo(c.counterparty.address)).toHaveLength(1);
    const types = await timelineTypes(caseId);
    expect(types.filter((t) => t.startsWith('review.'))).toEqual(['review.requested', 'review.approved']);
    // A second approval of the sent draft, and one after the end: 409, nothing more sent.
    expect((await approve(caseId, draftId)).status).toBe(409);
  });

  it('eight concurrent approvals: one 202, one email', async () => {
    const { caseId, c, draftId } = await held();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => approve(caseId, draftId, { text: `Hello ${i}` })),
    );
    expect(answers.filter((a) => a.status === 202)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && settled(x));
    const winner = answers.findIndex((a) => a.status === 202);
    const sent = await t.s.mail.sentTo(c.counterparty.address);
    expect(sent.map((m) => m.text)).toEqual([`Hello ${winner}`]);
  });

  it('an approval racing a completing reply: one outcome, the held follow-up sent once or not at all', async () => {
    const first = await held();
    await approve(first.caseId, first.draftId);
    const running = await t.s.waitForCase(first.caseId, (x) => x.status === 'RUNNING' && settled(x));
    // The follow-up timer fires: the follow-up is drafted and held.
    await t.s.fireTimers(first.caseId);
    const waiting = await t.s.waitForCase(
      first.caseId,
      (x) => x.pendingDraft?.status === 'PENDING' && x.pendingDraft.kind === 'follow_up' && settled(x),
    );
    const draftId = waiting.pendingDraft!.draftId;
    const [approval] = await Promise.all([
      approve(first.caseId, draftId),
      t.s.mail.reply({ threadId: running.threadId!, text: 'deliveryDate: 2027-04-04' }),
    ]);
    expect([202, 409]).toContain(approval.status);
    const done = await t.s.waitForCase(first.caseId, (x) => x.status === 'COMPLETED' && settled(x));
    expect(done.pendingDraft ?? null).toBeNull();
    // A follow-up in flight when the case completed may still be accepted by the provider: then it
    // is recorded after the end (its draft SENT, counted in attemptCount). Wait until the draft, the
    // mail sent and the case agree, then hold them to one outcome.
    const outcome = async () => {
      const draft = (await drafts(first.caseId)).find((d) => d.draftId === draftId)!;
      const emails = await t.s.mail.sentTo(done.counterparty.address);
      const c = await t.s.readCase(first.caseId);
      return { status: draft.status, emails: emails.length, attemptCount: c.attemptCount };
    };
    await expect
      .poll(outcome, { timeout: 10_000 })
      .toSatisfy(
        (o: { status: string; emails: number; attemptCount: number }) =>
          (o.status === 'SENT' && o.emails === 2 && o.attemptCount === 2) ||
          (o.status === 'DISCARDED' && o.emails === 1 && o.attemptCount === 1),
      );
    const settledOutcome = await outcome();
    expect(['SENT', 'DISCARDED']).toContain(settledOutcome.status);
    expect(settledOutcome.emails).toBe(settledOutcome.status === 'SENT' ? 2 : 1);
    expect(settledOutcome.attemptCount).toBe(settledOutcome.emails);
    expect(hooksOf(first.caseId).filter((h) => h.event === 'case.completed')).toHaveLength(1);
  });

  it('an approval racing a cancel: FAILED cancelled, the email sent at most once', async () => {
    const { caseId, c, draftId } = await held();
    const [approval, cancel] = await Promise.all([
      approve(caseId, draftId),
      call('POST', `/cases/${caseId}/cancel`, { reason: 'Done by phone' }),
    ]);
    expect(cancel.status).toBe(202);
    expect([202, 409]).toContain(approval.status);
    const done = await t.s.waitForCase(caseId, (x) => x.status === 'FAILED' && settled(x));
    expect(done.resultStatus).toBe('cancelled');
    const draft = (await drafts(caseId))[0]!;
    expect(['SENT', 'DISCARDED']).toContain(draft.status);
    expect(await t.s.mail.sentTo(c.counterparty.address)).toHaveLength(draft.status === 'SENT' ? 1 : 0);
    expect(hooksOf(caseId).filter((h) => h.event === 'case.failed')).toHaveLength(1);
    // The approval after the end: 409, nothing sent.
    expect((await approve(caseId, draftId)).status).toBe(409);
  });

  it('a cancel while the approved email is in flight: it went out, so its draft is SENT and the timeline says so', async () => {
    const { caseId, c, draftId } = await held();
    // The provider takes the email at once but answers 4 s later: the cancel commits in between.
    await t.s.mail.injectFault({ op: 'send', holdAnswerMs: 4000 });
    try {
      expect((await approve(caseId, draftId)).status).toBe(202);
      await expect.poll(async () => (await t.s.mail.sentTo(c.counterparty.address)).length).toBe(1);
      expect((await call('POST', `/cases/${caseId}/cancel`, { reason: 'Done by phone' })).status).toBe(202);
      const done = await t.s.waitForCase(caseId, (x) => x.status === 'FAILED' && settled(x));
      expect(done).toMatchObject({ resultStatus: 'cancelled', attemptCount: 0 });
      await expect.poll(async () => (await drafts(caseId))[0]!.status, { timeout: 15_000 }).toBe('SENT');
      const events = (await call('GET', `/cases/${caseId}/events?limit=100`)).body.data.events;
      const sentEntries = events.filter((e) => e.type === 'email.sent');
      expect(sentEntries).toHaveLength(1);
      expect(sentEntries[0]).toMatchObject({ afterEnd: true, kind: 'initial', attempt: null });
      expect(events.map((e) => e.type).indexOf('case.failed')).toBeLessThan(events.indexOf(sentEntries[0]!));
      expect(await t.s.mail.sentTo(c.counterparty.address)).toHaveLength(1);
      expect(hooksOf(caseId).filter((h) => h.event === 'case.failed')).toHaveLength(1);
    } finally {
      await t.s.mail.clearFaults();
    }
  });

  it('a rejection asks its reason back; the answer is drafted, held and sent once approved', async () => {
    const { caseId, c, draftId } = await held();
    const rejected = await call('POST', `/cases/${caseId}/drafts/${draftId}/reject`, {
      reason: 'Mention that the order number changed to 1043.',
    });
    expect(rejected.status).toBe(202);
    const asking = await t.s.waitForCase(caseId, (x) => x.status === 'INPUT_NEEDED' && settled(x));
    expect(asking.inputRequest?.question).toBe('Mention that the order number changed to 1043.');
    expect(await t.s.mail.sentTo(c.counterparty.address)).toHaveLength(0);
    const input = await call('POST', `/cases/${caseId}/input`, {
      inputRequestId: asking.inputRequestId,
      providedContext: 'The order number is now 1043.',
    });
    expect(input.status).toBe(202);
    const again = await t.s.waitForCase(caseId, (x) => x.pendingDraft?.status === 'PENDING' && settled(x));
    expect(again.pendingDraft!.draftId).not.toBe(draftId);
    expect((await approve(caseId, again.pendingDraft!.draftId)).status).toBe(202);
    await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && x.attemptCount === 1 && settled(x));
    expect(await t.s.mail.sentTo(c.counterparty.address)).toHaveLength(1);
    const rejectCancel = await held();
    await call('POST', `/cases/${rejectCancel.caseId}/drafts/${rejectCancel.draftId}/reject`, {
      reason: 'Not needed any more',
      cancel: true,
    });
    const cancelled = await t.s.waitForCase(rejectCancel.caseId, (x) => x.status === 'FAILED' && settled(x));
    expect(cancelled).toMatchObject({ resultStatus: 'cancelled', attemptCount: 0 });
  });
});

describe('review: risky', () => {
  it('a plain first email goes out at once, nothing held', async () => {
    const caseId = await t.s.createCase(t.user.apiKey, { review: 'risky' });
    const c = await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && settled(x));
    expect(c.pendingDraft ?? null).toBeNull();
    expect(await drafts(caseId)).toEqual([]);
  });
});

describe('the input deadline', () => {
  async function asking(overrides: Record<string, unknown> = {}) {
    const caseId = await t.s.createCase(t.user.apiKey, {
      clientWebhookUrl: t.s.webhookUrl,
      inputTimeoutHours: 24,
      ...overrides,
    });
    const c = await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && settled(x));
    await t.s.mail.reply({ threadId: c.threadId!, text: 'Should we ship to the Berlin or the Munich warehouse?' });
    return { caseId, c: await t.s.waitForCase(caseId, (x) => x.status === 'INPUT_NEEDED' && settled(x)) };
  }

  it('unanswered: FAILED input_timeout once, case.failed once, billable, in the timeline', async () => {
    const before = (await readUsage(t.s.db, t.user.userId, monthKey(Date.now()))).billable;
    const { caseId, c } = await asking();
    expect(c.nextActionType).toBe('INPUT_TIMEOUT');
    expect((await call('GET', `/cases/${caseId}`)).body.data.nextActionAt).toBe(c.nextActionAt);
    expect(c.nextActionAt).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    expect(await t.s.fireTimers(caseId)).toBeGreaterThan(0);
    const failed = await t.s.waitForCase(caseId, (x) => x.status === 'FAILED' && settled(x));
    expect(failed).toMatchObject({ resultStatus: 'input_timeout', nextActionAt: NO_ACTION_AT });
    await t.s.fireTimers(caseId);
    await expect.poll(() => hooksOf(caseId).map((h) => h.event)).toEqual(['case.input_needed', 'case.failed']);
    expect((await readUsage(t.s.db, t.user.userId, monthKey(Date.now()))).billable).toBe(before + 1);
    const events = (await call('GET', `/cases/${caseId}/events?limit=100`)).body.data.events as Record<
      string,
      unknown
    >[];
    expect(events.filter((e) => e.type === 'case.failed')).toEqual([
      expect.objectContaining({ resultStatus: 'input_timeout', reason: 'The input request was not answered in time.' }),
    ]);
    expect(events).toContainEqual(expect.objectContaining({ type: 'followup.scheduled', action: 'input_timeout' }));
    const late = await call('POST', `/cases/${caseId}/input`, {
      inputRequestId: c.inputRequestId,
      providedContext: 'Berlin',
    });
    expect(late.body.error.code).toBe('CASE_NOT_WAITING_FOR_INPUT');
  });

  it('a deadline whose task was lost: the sweeper fires it, FAILED input_timeout once', async () => {
    const { caseId } = await asking();
    // Overdue by more than SWEEP_THRESHOLD_MS (10 min by default), as if its task never came.
    await t.s.db
      .collection(CASES)
      .doc(caseId)
      .update({ nextActionAt: Date.now() - 11 * 60_000 });
    const res = await fetch(`${t.s.worker.url}/tasks/sweep`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { result: { timers: number } }).result.timers).toBeGreaterThanOrEqual(1);
    const failed = await t.s.waitForCase(caseId, (x) => x.status === 'FAILED' && settled(x));
    expect(failed.resultStatus).toBe('input_timeout');
    await t.s.fireTimers(caseId); // the task turns up after all: the case has ended
    await expect.poll(() => hooksOf(caseId).map((h) => h.event)).toEqual(['case.input_needed', 'case.failed']);
  });

  it('answered first: the deadline never fires', async () => {
    const { caseId, c } = await asking();
    const res = await call('POST', `/cases/${caseId}/input`, {
      inputRequestId: c.inputRequestId,
      providedContext: 'Berlin',
    });
    expect(res.status).toBe(202);
    await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && x.attemptCount === 2 && settled(x));
    await t.s.fireTimers(caseId);
    const after = await t.s.waitForCase(caseId, (x) => settled(x));
    expect(after.status).toBe('RUNNING');
    expect(hooksOf(caseId).map((h) => h.event)).toEqual(['case.input_needed']);
  });
});
