import { beforeAll, describe, expect, it } from 'vitest';
import { USERS } from '../../shared/api-keys.js';
import { CASES } from '../../shared/case-firestore-converter.js';
import type { CaseRecord } from '../../shared/case-record.js';
import type { CaseEventPublisher } from '../../shared/case-events.js';
import { DRAFTS, type DraftDoc, type PendingDraft } from '../../shared/review.js';
import { TIMELINE } from '../../shared/timeline.js';
import { startApiHarness, validCaseBody, type TestUser } from '../support/api-harness.js';
import { useApiHarness } from '../support/use-api-harness.js';

/**
 * The review routes over HTTP (API + emulators, no worker): the list, approve (with an edit),
 * reject (ask or cancel), every error, concurrent approvals, the case read's `pendingReview`,
 * the create fields and the user's default. What the worker does with a decision is proven end
 * to end in test/e2e/review-lifecycle.test.ts.
 */

let a: TestUser;
let b: TestUser;
const t = useApiHarness({ user: false });
beforeAll(async () => {
  a = await t.h.createUser();
  b = await t.h.createUser();
});

/** A case as the worker leaves it when it holds its first email for review (draft document too). */
async function caseWithDraft(overrides: Partial<CaseRecord> = {}): Promise<{ caseId: string; draftId: string }> {
  const caseId = await t.h.createCase(a.apiKey, { review: 'all' });
  const draftId = `${caseId}-d2`;
  const held: PendingDraft = {
    draftId,
    kind: 'initial',
    subject: 'Quote for part A-17',
    text: 'Hello Dana, could you quote 200 units?',
    reasons: [{ code: 'review_all', message: 'Every email of this case is reviewed.' }],
    requestedAt: 1_790_000_000_000,
    status: 'PENDING',
  };
  await t.h.updateStoredCase(caseId, (c) => ({
    ...c,
    pendingDraft: held,
    version: 2,
    nextActionType: 'NONE',
    ...overrides,
  }));
  const doc: DraftDoc = { ...held, status: 'PENDING' };
  await t.h.db.collection(CASES).doc(caseId).collection(DRAFTS).doc(draftId).create(doc);
  return { caseId, draftId };
}

const approve = (caseId: string, draftId: string, body?: unknown, key = a.apiKey) =>
  t.h.api('POST', `/cases/${caseId}/drafts/${encodeURIComponent(draftId)}/approve`, body, key);
const reject = (caseId: string, draftId: string, body?: unknown, key = a.apiKey) =>
  t.h.api('POST', `/cases/${caseId}/drafts/${encodeURIComponent(draftId)}/reject`, body, key);
const read = (caseId: string) => t.h.api('GET', `/cases/${caseId}`, undefined, a.apiKey);
const drafts = (caseId: string, key = a.apiKey) => t.h.api('GET', `/cases/${caseId}/drafts`, undefined, key);
async function timeline(caseId: string) {
  const snap = await t.h.db.collection(CASES).doc(caseId).collection(TIMELINE).get();
  return snap.docs.map((d) => d.data() as { type: string; details: Record<string, unknown> });
}

describe('create and read', () => {
  it('review and inputTimeoutHours are stored and shown; without them the read has neither', async () => {
    const plain = await t.h.createCase(a.apiKey);
    const plainRead = (await read(plain)).body.data;
    expect(plainRead).not.toHaveProperty('review');
    expect(plainRead).not.toHaveProperty('inputTimeoutHours');
    expect(plainRead).not.toHaveProperty('pendingReview');
    const withBoth = await t.h.createCase(a.apiKey, { review: 'risky', inputTimeoutHours: 48 });
    expect((await read(withBoth)).body.data).toMatchObject({ review: 'risky', inputTimeoutHours: 48 });
  });

  it.each([
    [{ review: 'sometimes' }, 'review'],
    [{ review: null }, 'review'],
    [{ inputTimeoutHours: 0 }, 'inputTimeoutHours'],
    [{ inputTimeoutHours: 673 }, 'inputTimeoutHours'],
    [{ inputTimeoutHours: 1.5 }, 'inputTimeoutHours'],
  ])('refuses %j with 400 naming the field', async (override, field) => {
    const res = await t.h.api('POST', '/cases', validCaseBody(override), a.apiKey);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_REQUEST');
    expect(res.body.error.message).toContain(field);
  });

  it("a user's default review applies to cases that do not say; a case's own wins", async () => {
    const u = await t.h.createUser();
    await t.h.db.collection(USERS).doc(u.userId).update({ defaultReview: 'first' });
    const byDefault = await t.h.createCase(u.apiKey);
    expect((await t.h.api('GET', `/cases/${byDefault}`, undefined, u.apiKey)).body.data.review).toBe('first');
    const own = await t.h.createCase(u.apiKey, { review: 'none' });
    expect((await t.h.api('GET', `/cases/${own}`, undefined, u.apiKey)).body.data.review).toBe('none');
  });

  it('pendingReview shows on the read while a draft waits, with the reasons and no text', async () => {
    const { caseId, draftId } = await caseWithDraft();
    const view = (await read(caseId)).body.data;
    expect(view.pendingReview).toEqual({
      draftId,
      reasons: [{ code: 'review_all', message: 'Every email of this case is reviewed.' }],
      requestedAt: 1_790_000_000_000,
    });
    expect(view.status).toBe('CREATED');
    expect(JSON.stringify(view)).not.toContain('could you quote');
  });
});

describe('GET /cases/{id}/drafts', () => {
  it('lists the drafts with their texts and reasons', async () => {
    const { caseId, draftId } = await caseWithDraft();
    const res = await drafts(caseId);
    expect(res.status).toBe(200);
    expect(res.body.data.drafts).toEqual([
      {
        draftId,
        kind: 'initial',
        status: 'PENDING',
        subject: 'Quote for part A-17',
        text: 'Hello Dana, could you quote 200 units?',
        reasons: [{ code: 'review_all', message: 'Every email of this case is reviewed.' }],
        requestedAt: 1_790_000_000_000,
      },
    ]);
  });
  it('a case without review lists none', async () => {
    const caseId = await t.h.createCase(a.apiKey);
    expect((await drafts(caseId)).body).toEqual({ ok: true, data: { drafts: [] } });
  });
  it('404 unknown case, 403 another user, 401 without a key', async () => {
    const { caseId } = await caseWithDraft();
    expect((await drafts('no-such-case')).body.error.code).toBe('CASE_NOT_FOUND');
    expect((await drafts(caseId, b.apiKey)).status).toBe(403);
    expect((await t.h.api('GET', `/cases/${caseId}/drafts`)).status).toBe(401);
  });
});

describe('POST /cases/{id}/drafts/{draftId}/approve', () => {
  it('202: the decision is stored with the edit, shown in the list and the timeline, DRAFT_DECIDED queued', async () => {
    const { caseId, draftId } = await caseWithDraft();
    const res = await approve(caseId, draftId, { subject: 'Quote please', text: 'Hello Dana, 250 units please.' });
    expect(res).toMatchObject({ status: 202, body: { ok: true, data: { caseId, draftId, accepted: true } } });
    const stored = (await t.h.readStoredCase(caseId))!;
    expect(stored.pendingDraft).toMatchObject({
      status: 'APPROVED',
      edit: { subject: 'Quote please', text: 'Hello Dana, 250 units please.' },
    });
    expect((await read(caseId)).body.data).not.toHaveProperty('pendingReview');
    const listed = (await drafts(caseId)).body.data.drafts[0];
    expect(listed).toMatchObject({
      status: 'APPROVED',
      edit: { subject: 'Quote please', text: 'Hello Dana, 250 units please.' },
    });
    expect(typeof listed!.decidedAt).toBe('number');
    expect(await timeline(caseId)).toContainEqual(
      expect.objectContaining({
        type: 'review.approved',
        details: { draftId, edited: 'subject,text', subject: 'Quote please' },
      }),
    );
    const event = await t.h.waitForEvent((e) => e.type === 'DRAFT_DECIDED' && e.caseId === caseId);
    expect(event).toMatchObject({ eventId: `draft:${draftId}`, draftId });
  });

  it('no body approves the draft as it is', async () => {
    const { caseId, draftId } = await caseWithDraft();
    expect((await approve(caseId, draftId)).status).toBe(202);
    expect((await t.h.readStoredCase(caseId))!.pendingDraft).toMatchObject({ status: 'APPROVED' });
    expect((await t.h.readStoredCase(caseId))!.pendingDraft).not.toHaveProperty('edit');
  });

  it('a second decision is 409 DRAFT_ALREADY_DECIDED, approve or reject', async () => {
    const { caseId, draftId } = await caseWithDraft();
    expect((await approve(caseId, draftId)).status).toBe(202);
    for (const again of [await approve(caseId, draftId), await reject(caseId, draftId, { reason: 'No' })]) {
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('DRAFT_ALREADY_DECIDED');
    }
  });

  it('ten concurrent approvals: one 202, nine 409, one decision stored, one event', async () => {
    const { caseId, draftId } = await caseWithDraft();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => approve(caseId, draftId, { text: `Version ${i}` })),
    );
    expect(answers.filter((r) => r.status === 202)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409 && r.body.error.code === 'DRAFT_ALREADY_DECIDED')).toHaveLength(9);
    const winner = answers.findIndex((r) => r.status === 202);
    expect((await t.h.readStoredCase(caseId))!.pendingDraft?.edit).toEqual({ text: `Version ${winner}` });
    expect((await timeline(caseId)).filter((e) => e.type === 'review.approved')).toHaveLength(1);
    await t.h.waitForEvent((e) => e.type === 'DRAFT_DECIDED' && e.caseId === caseId);
    expect(t.h.events().filter((e) => e.type === 'DRAFT_DECIDED' && e.caseId === caseId)).toHaveLength(1);
  });

  it('404 DRAFT_NOT_FOUND for a draft the case never held (any id)', async () => {
    const { caseId } = await caseWithDraft();
    for (const id of ['nope', 'a/b', `${caseId}-d9`]) {
      const res = await approve(caseId, id);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('DRAFT_NOT_FOUND');
    }
  });

  it('409 CASE_ALREADY_FINISHED when the case ended (its draft is gone)', async () => {
    const { caseId, draftId } = await caseWithDraft();
    await t.h.updateStoredCase(caseId, (c) => ({ ...c, status: 'COMPLETED', pendingDraft: null }));
    const res = await approve(caseId, draftId);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('CASE_ALREADY_FINISHED');
  });

  it.each([
    [{ subject: '' }, 'subject'],
    [{ subject: 'two\nlines' }, 'subject'],
    [{ text: '   ' }, 'text'],
    [{ text: 'nul \u0000 byte' }, 'text'],
    [{ text: 'x'.repeat(20_001) }, 'text'],
    [{ extra: true }, 'extra'],
  ])('400 for %j, nothing stored', async (body, field) => {
    const { caseId, draftId } = await caseWithDraft();
    const res = await approve(caseId, draftId, body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_REQUEST');
    expect(res.body.error.message).toContain(field);
    expect((await t.h.readStoredCase(caseId))!.pendingDraft?.status).toBe('PENDING');
  });

  it('400 for a body that is not JSON; 403 for another user; 401 without a key; 404 unknown case', async () => {
    const { caseId, draftId } = await caseWithDraft();
    expect((await approve(caseId, draftId, '{not json')).status).toBe(400);
    expect((await approve(caseId, draftId, undefined, b.apiKey)).status).toBe(403);
    expect((await t.h.api('POST', `/cases/${caseId}/drafts/${draftId}/approve`)).status).toBe(401);
    expect((await approve('no-such-case', draftId)).body.error.code).toBe('CASE_NOT_FOUND');
    expect((await t.h.readStoredCase(caseId))!.pendingDraft?.status).toBe('PENDING');
  });
});

describe('POST /cases/{id}/drafts/{draftId}/reject', () => {
  it('202: the reason (and cancel) stored, review.rejected in the timeline, DRAFT_DECIDED queued', async () => {
    const { caseId, draftId } = await caseWithDraft();
    const res = await reject(caseId, draftId, { reason: 'Ask for 250 units, not 200.' });
    expect(res.status).toBe(202);
    expect((await t.h.readStoredCase(caseId))!.pendingDraft).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'Ask for 250 units, not 200.',
      cancel: false,
    });
    expect(await timeline(caseId)).toContainEqual(
      expect.objectContaining({
        type: 'review.rejected',
        details: { draftId, reason: 'Ask for 250 units, not 200.', cancel: false },
      }),
    );
    await t.h.waitForEvent((e) => e.type === 'DRAFT_DECIDED' && e.caseId === caseId);
    const cancelling = await caseWithDraft();
    expect((await reject(cancelling.caseId, cancelling.draftId, { reason: 'Not needed', cancel: true })).status).toBe(
      202,
    );
    expect((await t.h.readStoredCase(cancelling.caseId))!.pendingDraft).toMatchObject({
      status: 'REJECTED',
      cancel: true,
    });
  });

  it.each([[undefined], [{}], [{ reason: '' }], [{ reason: 'x', cancel: 'yes' }], [{ reason: 'x'.repeat(1001) }]])(
    '400 for %j',
    async (body) => {
      const { caseId, draftId } = await caseWithDraft();
      const res = await reject(caseId, draftId, body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('INVALID_REQUEST');
      expect((await t.h.readStoredCase(caseId))!.pendingDraft?.status).toBe('PENDING');
    },
  );
});

describe('publish failure', () => {
  it('500, and the decision is undone: the draft is PENDING again and can be decided', async () => {
    const failing: CaseEventPublisher = {
      publish: async (e) => {
        if (e.type === 'DRAFT_DECIDED') throw new Error('pubsub down');
        return 'ok';
      },
    };
    const h2 = await startApiHarness({ publisher: failing });
    try {
      const u = await h2.createUser();
      const caseId = await h2.createCase(u.apiKey, { review: 'all' });
      const draftId = `${caseId}-d2`;
      const held: PendingDraft = {
        draftId,
        kind: 'initial',
        subject: 's',
        text: 't',
        reasons: [],
        requestedAt: 1,
        status: 'PENDING',
      };
      await h2.updateStoredCase(caseId, (c) => ({ ...c, pendingDraft: held }));
      await h2.db.collection(CASES).doc(caseId).collection(DRAFTS).doc(draftId).create(held);
      const res = await h2.api('POST', `/cases/${caseId}/drafts/${draftId}/approve`, { text: 'x' }, u.apiKey);
      expect(res.status).toBe(500);
      expect((await h2.readStoredCase(caseId))!.pendingDraft).toEqual(held);
      const doc = (await h2.db.collection(CASES).doc(caseId).collection(DRAFTS).doc(draftId).get()).data();
      expect(doc).toMatchObject({ status: 'PENDING' });
      expect(doc).not.toHaveProperty('edit');
      const entries = await h2.db.collection(CASES).doc(caseId).collection(TIMELINE).get();
      expect(entries.docs.map((d) => d.get('type'))).not.toContain('review.approved');
    } finally {
      await h2.close();
    }
  });
});
