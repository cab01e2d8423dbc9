import { beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_DELIVERIES } from '../../shared/webhook-delivery-state.js';
import type { CaseStatus } from '../../shared/case-record.js';
import { startApiHarness, type ApiResponse, type TestUser } from '../support/api-harness.js';
import { useApiHarness } from '../support/use-api-harness.js';

/**
 * The four case-activity routes over HTTP (API + emulators, no worker): every filter, the
 * cursors, every error, auth and ownership. What the worker does with a cancel or a resend is
 * proven end to end in test/e2e/case-cancel.test.ts and case-timeline.test.ts.
 */

let a: TestUser;
let b: TestUser;
let clock = Date.UTC(2026, 10, 20, 12, 0, 0);
/** caseId → createdAt, in creation order. */
const made: { caseId: string; createdAt: number; ref?: string; status: CaseStatus }[] = [];

const t = useApiHarness({ now: () => (clock += 1000), user: false });
beforeAll(async () => {
  a = await t.h.createUser({ plan: 'BASE_PRO' });
  b = await t.h.createUser();
  const plan: [string | undefined, CaseStatus][] = [
    ['r1', 'RUNNING'],
    ['r2', 'INPUT_NEEDED'],
    ['r1', 'FAILED'],
    [undefined, 'RUNNING'],
    ['r3', 'COMPLETED'],
    ['r1', 'RUNNING'],
    [undefined, 'CREATED'],
  ];
  for (const [ref, status] of plan) {
    const caseId = await t.h.createCase(a.apiKey, ref ? { clientReferenceId: ref } : {});
    const stored = await t.h.updateStoredCase(caseId, (c) => ({ ...c, status }));
    made.push({ caseId, createdAt: stored.createdAt, status, ...(ref ? { ref } : {}) });
  }
});

const list = (query: string, key = a.apiKey) => t.h.api('GET', `/cases${query}`, undefined, key);
const idsOf = (res: ApiResponse) => (res.body.data.cases as { caseId: string }[]).map((c) => c.caseId);
const newestFirst = (rows: typeof made) => [...rows].reverse().map((r) => r.caseId);

describe('GET /cases', () => {
  it("lists only the caller's cases, newest first, each exactly as GET /cases/{id} shows it", async () => {
    await t.h.createCase(b.apiKey);
    const res = await list('');
    expect(res.status).toBe(200);
    expect(idsOf(res)).toEqual(newestFirst(made));
    expect(res.body.data.nextCursor).toBeNull();
    for (const view of res.body.data.cases.slice(0, 3)) {
      const read = await t.h.api('GET', `/cases/${view.caseId}`, undefined, a.apiKey);
      expect(view).toEqual(read.body.data);
      expect(view).not.toHaveProperty('conversationThread');
    }
  });

  it('filters by one or several statuses, clientReferenceId, and the creation window', async () => {
    expect(idsOf(await list('?status=RUNNING'))).toEqual(newestFirst(made.filter((m) => m.status === 'RUNNING')));
    expect(idsOf(await list('?status=RUNNING,INPUT_NEEDED'))).toEqual(
      newestFirst(made.filter((m) => ['RUNNING', 'INPUT_NEEDED'].includes(m.status))),
    );
    expect(idsOf(await list('?clientReferenceId=r1'))).toEqual(newestFirst(made.filter((m) => m.ref === 'r1')));
    expect(idsOf(await list('?clientReferenceId=r1&status=RUNNING'))).toEqual(
      newestFirst(made.filter((m) => m.ref === 'r1' && m.status === 'RUNNING')),
    );
    const [, second, , , fifth] = made;
    expect(idsOf(await list(`?createdAfter=${second!.createdAt}&createdBefore=${fifth!.createdAt}`))).toEqual(
      newestFirst(made.filter((m) => m.createdAt > second!.createdAt && m.createdAt < fifth!.createdAt)),
    );
    expect(idsOf(await list(`?createdAfter=${made.at(-1)!.createdAt}`))).toEqual([]);
    expect(idsOf(await list('?clientReferenceId=none-such'))).toEqual([]);
  });

  it('pages with limit and an opaque cursor until nextCursor is null, under a filter too', async () => {
    for (const [query, expected] of [
      ['?limit=3', newestFirst(made)],
      ['?limit=1&status=RUNNING,FAILED', newestFirst(made.filter((m) => ['RUNNING', 'FAILED'].includes(m.status)))],
    ] as const) {
      const seen: string[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < 20; page++) {
        const res = await list(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.status).toBe(200);
        seen.push(...idsOf(res));
        cursor = res.body.data.nextCursor;
        if (!cursor) break;
      }
      expect(seen).toEqual(expected);
    }
    expect((await list('?limit=2')).body.data.cases).toHaveLength(2);
    expect((await list('')).body.data.cases).toHaveLength(made.length);
  });

  it("refuses another user's cursor, a cursor of other filters and a forged one (400 naming cursor)", async () => {
    const mine = (await list('?limit=1')).body.data.nextCursor as string;
    expect(mine).toEqual(expect.any(String));
    await t.h.createCase(b.apiKey);
    const theirs = (await list('?limit=1', b.apiKey)).body.data.nextCursor as string;
    const decoded = JSON.parse(Buffer.from(mine, 'base64url').toString('utf8'));
    const theirCase = made[0]!.caseId; // one of a's cases, named in a cursor b forges
    const forgedForB = Buffer.from(JSON.stringify({ ...decoded, i: theirCase })).toString('base64url');
    for (const [key, query] of [
      [a.apiKey, `?limit=1&cursor=${theirs}`],
      [b.apiKey, `?limit=1&cursor=${mine}`],
      [b.apiKey, `?limit=1&cursor=${forgedForB}`],
      [a.apiKey, `?limit=1&status=RUNNING&cursor=${mine}`],
      [a.apiKey, '?cursor=not-a-cursor'],
      [a.apiKey, `?cursor=${Buffer.from('{"u":"x"}').toString('base64url')}`],
      [a.apiKey, `?cursor=${Buffer.from(JSON.stringify({ ...decoded, c: decoded.c + 1 })).toString('base64url')}`],
    ] as const) {
      const res = await list(query, key);
      expect(res.status, query).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'INVALID_REQUEST', message: expect.stringMatching(/^cursor: /) });
    }
  });

  it.each([
    ['?status=DONE', 'status'],
    ['?status=RUNNING,', 'status'],
    ['?status=RUNNING&status=FAILED', 'status'],
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?limit=ten', 'limit'],
    ['?createdAfter=-5', 'createdAfter'],
    ['?createdBefore=yesterday', 'createdBefore'],
    ['?createdAfter=20&createdBefore=10', 'createdAfter'],
    ['?clientReferenceId=', 'clientReferenceId'],
    ['?sort=asc', 'sort'],
  ])('%s is 400 INVALID_REQUEST naming %s', async (query, param) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body.ok).toBe(false);
    expect(res.body.error.code).toBe('INVALID_REQUEST');
    expect(res.body.error.message).toContain(param);
  });

  it("auth as the SPEC's case routes: 401 without or with an unknown key, 403 for an inactive key", async () => {
    expect((await t.h.api('GET', '/cases')).status).toBe(401);
    expect((await list('', 'ecs_unknown')).status).toBe(401);
    const inactive = await t.h.addKey(a.userId, { active: false });
    expect((await list('', inactive)).status).toBe(403);
    // The SPEC's "missing case id" stays what it was.
    expect((await list('/')).status).toBe(400);
  });
});

describe('GET /cases/{id}/events', () => {
  it("the API writes case.created with the case; pages of it; 403 / 404 / 400 as the SPEC's routes", async () => {
    const { caseId, createdAt } = made[0]!;
    const res = await t.h.api('GET', `/cases/${caseId}/events`, undefined, a.apiKey);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ok: true,
      data: {
        events: [
          {
            id: expect.any(String),
            type: 'case.created',
            at: createdAt,
            maxAttempts: 3,
            followUpDelayHours: 72,
            webhook: false,
          },
        ],
        nextCursor: null,
      },
    });
    expect((await t.h.api('GET', `/cases/${caseId}/events`, undefined, b.apiKey)).body.error.code).toBe('FORBIDDEN');
    expect((await t.h.api('GET', '/cases/no-such-case/events', undefined, a.apiKey)).status).toBe(404);
    expect((await t.h.api('GET', '/cases/%20/events', undefined, a.apiKey)).status).toBe(400);
    expect(
      (await t.h.api('GET', `/cases/${caseId}/events?limit=500`, undefined, a.apiKey)).body.error.message,
    ).toContain('limit');
    expect((await t.h.api('GET', `/cases/${caseId}/events`)).status).toBe(401);
  });

  it('follows its cursor, and refuses a cursor of another case', async () => {
    const { caseId } = made[1]!;
    // Entries as the worker writes them, to page through.
    const timeline = t.h.db.collection('cases').doc(caseId).collection('timeline');
    for (let i = 1; i <= 4; i++)
      await timeline
        .doc(`v000000000${i + 1}.0`)
        .set({ type: 'email.sent', at: made[1]!.createdAt + i, details: { attempt: i } });
    const first = await t.h.api('GET', `/cases/${caseId}/events?limit=2`, undefined, a.apiKey);
    expect(first.body.data.events.map((e: { type: string }) => e.type)).toEqual(['case.created', 'email.sent']);
    const second = await t.h.api(
      'GET',
      `/cases/${caseId}/events?limit=2&cursor=${first.body.data.nextCursor}`,
      undefined,
      a.apiKey,
    );
    const third = await t.h.api(
      'GET',
      `/cases/${caseId}/events?limit=2&cursor=${second.body.data.nextCursor}`,
      undefined,
      a.apiKey,
    );
    expect([...second.body.data.events, ...third.body.data.events].map((e) => e.attempt)).toEqual([2, 3, 4]);
    expect(third.body.data.nextCursor).toBeNull();
    const elsewhere = await t.h.api(
      'GET',
      `/cases/${made[0]!.caseId}/events?cursor=${first.body.data.nextCursor}`,
      undefined,
      a.apiKey,
    );
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error.message).toMatch(/^cursor: /);
  });
});

describe('POST /cases/{id}/cancel', () => {
  it('202 with or without a reason, and CANCEL_REQUESTED is queued for the worker under one id per case', async () => {
    const { caseId } = made[5]!;
    const res = await t.h.api('POST', `/cases/${caseId}/cancel`, undefined, a.apiKey);
    expect(res).toMatchObject({ status: 202, body: { ok: true, data: { caseId, accepted: true } } });
    const withReason = await t.h.api('POST', `/cases/${caseId}/cancel`, { reason: '  answered by phone ' }, a.apiKey);
    expect(withReason.status).toBe(202);
    const event = await t.h.waitForEvent(
      (e) => e.type === 'CANCEL_REQUESTED' && e.caseId === caseId && 'reason' in e && e.reason !== undefined,
    );
    expect(event).toMatchObject({ eventId: `cancel:${caseId}`, reason: 'answered by phone' });
    expect(
      t.h
        .events()
        .filter((e) => e.type === 'CANCEL_REQUESTED' && e.caseId === caseId)
        .map((e) => e.eventId),
    ).toEqual([`cancel:${caseId}`, `cancel:${caseId}`]);
  });

  it('409 CASE_ALREADY_FINISHED for a terminal case; 403 / 404 / 401; a bad body is 400 and queues nothing', async () => {
    const finished = made.find((m) => m.status === 'COMPLETED')!.caseId;
    const failed = made.find((m) => m.status === 'FAILED')!.caseId;
    for (const id of [finished, failed]) {
      const res = await t.h.api('POST', `/cases/${id}/cancel`, undefined, a.apiKey);
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('CASE_ALREADY_FINISHED');
    }
    const { caseId } = made[3]!;
    expect((await t.h.api('POST', `/cases/${caseId}/cancel`, undefined, b.apiKey)).status).toBe(403);
    expect((await t.h.api('POST', '/cases/nope/cancel', undefined, a.apiKey)).body.error.code).toBe('CASE_NOT_FOUND');
    expect((await t.h.api('POST', `/cases/${caseId}/cancel`)).status).toBe(401);
    expect((await t.h.api('POST', '/cases//cancel', undefined, a.apiKey)).status).toBe(400);
    for (const body of ['{"reason":', { reason: 'x'.repeat(501) }, { reason: '' }, { why: 'x' }, { reason: 5 }]) {
      const res = await t.h.api('POST', `/cases/${caseId}/cancel`, body, a.apiKey);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('INVALID_REQUEST');
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(
      t.h.events().filter((e) => e.type === 'CANCEL_REQUESTED' && [finished, failed, caseId].includes(e.caseId)),
    ).toEqual([]);
  });
});

describe('POST /cases/{id}/webhooks/{eventId}/resend', () => {
  const record = (caseId: string, outcome: string, extra: Record<string, unknown> = {}) => ({
    caseId,
    event: 'case.completed',
    url: 'https://hooks.example/x?token=1',
    payload: '{}',
    createdAt: clock,
    outcome,
    ...extra,
  });
  const resend = (caseId: string, eventId: string, key = a.apiKey) =>
    t.h.api('POST', `/cases/${caseId}/webhooks/${encodeURIComponent(eventId)}/resend`, undefined, key);

  it('202: re-arms the delivery record, records the request in the timeline, queues WEBHOOK_RESEND', async () => {
    const { caseId } = made[4]!;
    const eventId = `${caseId}:case.completed:7`;
    await t.h.db
      .collection(WEBHOOK_DELIVERIES)
      .doc(eventId)
      .set(record(caseId, 'failed', { attemptedAt: clock, httpStatus: 500, completedAt: clock }));
    const res = await resend(caseId, eventId);
    expect(res).toMatchObject({ status: 202, body: { ok: true, data: { caseId, eventId, accepted: true } } });
    const rec = (await t.h.db.collection(WEBHOOK_DELIVERIES).doc(eventId).get()).data()!;
    expect(rec).toMatchObject({ outcome: 'pending', resends: 1 });
    expect(rec).not.toHaveProperty('attemptedAt');
    expect(rec).not.toHaveProperty('httpStatus');
    const event = await t.h.waitForEvent((e) => e.type === 'WEBHOOK_RESEND' && e.caseId === caseId);
    expect(event).toMatchObject({ webhookEventId: eventId, resend: 1 });
    const events = (await t.h.api('GET', `/cases/${caseId}/events`, undefined, a.apiKey)).body.data.events;
    expect(events.at(-1)).toMatchObject({
      type: 'webhook.resend_requested',
      event: 'case.completed',
      eventId,
      attempt: 1,
    });
    expect(JSON.stringify(events)).not.toContain('token');
    // Now pending: a second resend is in flight.
    expect((await resend(caseId, eventId)).body.error.code).toBe('WEBHOOK_DELIVERY_IN_FLIGHT');
  });

  it('409 while a delivery is pending or being attempted; an attempt stuck past the timeout may be resent', async () => {
    const { caseId } = made[3]!;
    await t.h.db.collection(WEBHOOK_DELIVERIES).doc(`${caseId}:p`).set(record(caseId, 'pending'));
    await t.h.db
      .collection(WEBHOOK_DELIVERIES)
      .doc(`${caseId}:a`)
      .set(record(caseId, 'attempting', { attemptedAt: clock }));
    await t.h.db
      .collection(WEBHOOK_DELIVERIES)
      .doc(`${caseId}:old`)
      .set(record(caseId, 'attempting', { attemptedAt: clock - 3_600_000 }));
    for (const id of [`${caseId}:p`, `${caseId}:a`]) {
      const res = await resend(caseId, id);
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('WEBHOOK_DELIVERY_IN_FLIGHT');
    }
    expect((await resend(caseId, `${caseId}:old`)).status).toBe(202);
  });

  it("404 WEBHOOK_EVENT_NOT_FOUND for an event this case never emitted (unknown, or another case's); 403 / 404 / 401 for the case", async () => {
    const { caseId } = made[3]!;
    const other = made[4]!.caseId;
    await t.h.db.collection(WEBHOOK_DELIVERIES).doc(`${other}:x`).set(record(other, 'delivered'));
    for (const eventId of [`${caseId}:case.completed:99`, `${other}:x`, 'a'.repeat(300)]) {
      const res = await resend(caseId, eventId);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('WEBHOOK_EVENT_NOT_FOUND');
    }
    expect((await resend(other, `${other}:x`, b.apiKey)).status).toBe(403);
    expect((await resend('nope', `${other}:x`)).body.error.code).toBe('CASE_NOT_FOUND');
    expect((await t.h.api('POST', `/cases/${other}/webhooks/x/resend`)).status).toBe(401);
  });
});

describe('throttling', () => {
  it('the activity routes count against the per-key limit of the other routes', async () => {
    const t = await startApiHarness({ env: { THROTTLE_OTHER_PER_WINDOW: '2' } });
    try {
      const u = await t.createUser();
      expect((await t.api('GET', '/cases', undefined, u.apiKey)).status).toBe(200);
      expect((await t.api('GET', '/cases/x/events', undefined, u.apiKey)).status).toBe(404);
      const over = await t.api('POST', '/cases/x/cancel', undefined, u.apiKey);
      expect(over.status).toBe(429);
      expect(over.body.error.code).toBe('RATE_LIMITED');
    } finally {
      await t.close();
    }
  });
});
