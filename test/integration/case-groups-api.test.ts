import { describe, expect, it } from 'vitest';
import { CASES } from '../../shared/case-firestore-converter.js';
import { CASE_GROUPS, memberCaseId } from '../../shared/case-groups/case-group-record.js';
import { withdrawGroup } from '../../shared/case-groups/group-withdrawal.js';
import { CREATED_SLOTS, PLAN_CAPS, USAGE, monthKey, readUsage, usageDocId } from '../../shared/usage.js';
import { type TestUser } from '../support/api-harness.js';
import { useApiHarness } from '../support/use-api-harness.js';

/**
 * The case-group routes over HTTP (API harness: Firestore and Pub/Sub emulators, no worker):
 * creation and its all-or-nothing cap (also under concurrent creates), a crash in the middle of a
 * large group, reads, the comparison, the CSV, the list and the cancel, and every error.
 */

let crash: ((point: string, info: Record<string, unknown>) => Promise<void> | void) | undefined;
const t = useApiHarness({ faults: (point, info) => crash?.(point, info), user: false });

const schema = {
  type: 'object',
  properties: { price: { type: 'number' }, deliveryDate: { type: 'string' }, note: { type: 'string' } },
};

let seq = 0;
function groupBody(n: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  seq++;
  return {
    channel: 'EMAIL',
    goal: { objective: 'Quote for 200 units of part A-17', knowledge: { budget: 'under 5000 EUR' } },
    senderPersona: { name: 'Alex Buyer', company: 'Acme' },
    resultSchema: schema,
    counterparties: Array.from({ length: n }, (_, i) => ({
      address: `sales-${seq}-${i}@supplier${i}.example.com`,
      name: `Supplier ${i}`,
      clientReferenceId: `s-${i}`,
    })),
    ...overrides,
  };
}

const create = (user: TestUser, body: unknown) => t.h.api('POST', '/case-groups', body, user.apiKey);
async function created(user: TestUser, body: Record<string, unknown>): Promise<{ groupId: string; caseIds: string[] }> {
  const res = await create(user, body);
  if (res.status !== 201) throw new Error(`create group: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}
const membersOf = async (groupId: string) =>
  (await t.h.db.collection(CASES).where('groupId', '==', groupId).get()).docs.map((d) => d.data());
const usageNow = (userId: string) => readUsage(t.h.db, userId, monthKey(Date.now()));

describe('POST /case-groups', () => {
  it('201: every counterparty becomes an ordinary case with groupId, counted; the first maxConcurrent are queued', async () => {
    const user = await t.h.createUser({ plan: 'SANDBOX' });
    const body = groupBody(5, {
      maxConcurrent: 2,
      clientReferenceId: 'rfq-7',
      metadata: { rfq: 7 },
      clientWebhookUrl: 'https://hooks.example.com/x',
      goal: { objective: 'Quote for part A-17', knowledge: 'Shared context.' },
    });
    (body.counterparties as Record<string, unknown>[])[1]!.knowledge = 'Only for supplier 1.';
    const { groupId, caseIds } = await created(user, body);
    expect(caseIds).toHaveLength(5);
    expect(caseIds).toEqual([0, 1, 2, 3, 4].map((i) => memberCaseId(groupId, i)));
    expect(new Set(caseIds).size).toBe(5);
    expect((await usageNow(user.userId)).created).toBe(5);

    const read = await t.h.api('GET', `/cases/${caseIds[1]}`, undefined, user.apiKey);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      caseId: caseIds[1],
      groupId,
      status: 'CREATED',
      clientReferenceId: 's-1',
      counterparty: { name: 'Supplier 1' },
      goal: { objective: 'Quote for part A-17', knowledge: 'Shared context.\n\nOnly for supplier 1.' },
      resultSchema: schema,
    });
    const stored = await t.h.readStoredCase(caseIds[1]!);
    expect(stored).toMatchObject({ clientWebhookUrl: 'https://hooks.example.com/x', metadata: { rfq: 7 } });
    // A plain case has no groupId.
    const plain = await t.h.createCase(user.apiKey);
    expect((await t.h.api('GET', `/cases/${plain}`, undefined, user.apiKey)).body.data.groupId).toBeUndefined();

    await t.h.waitForEvent((e) => e.type === 'CASE_CREATED' && e.caseId === caseIds[1]);
    const started = t.h.events().filter((e) => e.type === 'CASE_CREATED' && caseIds.includes(e.caseId));
    expect(started.map((e) => e.caseId).sort()).toEqual([caseIds[0], caseIds[1]].sort());
  });

  it('400 for invalid bodies, nothing stored', async () => {
    const user = await t.h.createUser();
    const bad: [string, Record<string, unknown>][] = [
      ['counterparties', groupBody(0)],
      ['counterparties', groupBody(1001)],
      ['maxConcurrent', groupBody(1, { maxConcurrent: 0 })],
      ['maxConcurrent', groupBody(1, { maxConcurrent: 101 })],
      ['deadline', groupBody(1, { deadline: Date.now() - 1000 })],
      ['compareBy', groupBody(1, { compareBy: { field: 'colour', order: 'min' } })],
      ['compareBy', groupBody(1, { compareBy: { field: 'price', order: 'lowest' } })],
      ['unknownField', groupBody(1, { unknownField: 1 })],
      ['counterparty', groupBody(1, { counterparty: { address: 'a@b.example', name: 'x' } })],
    ];
    const dup = groupBody(2);
    (dup.counterparties as Record<string, unknown>[])[1]!.address = (
      (dup.counterparties as Record<string, unknown>[])[0]!.address as string
    ).toUpperCase();
    bad.push(['Duplicate of counterparties[0]', dup]);
    const noAddress = groupBody(2);
    delete (noAddress.counterparties as Record<string, unknown>[])[1]!.address;
    bad.push(['counterparties', noAddress]);
    for (const [mention, body] of bad) {
      const res = await create(user, body);
      expect(res.status, mention).toBe(400);
      expect(res.body.error.code).toBe('INVALID_REQUEST');
      expect(res.body.error.message).toContain(mention);
    }
    const malformed = await t.h.api('POST', '/case-groups', '{"channel":', user.apiKey);
    expect(malformed.status).toBe(400);
    expect(await t.h.countCases(user.userId)).toBe(0);
    expect((await usageNow(user.userId)).created).toBe(0);
  });

  it('401 without or with an unknown key, 403 with an inactive key', async () => {
    expect((await t.h.api('POST', '/case-groups', groupBody(1))).status).toBe(401);
    expect((await t.h.api('POST', '/case-groups', groupBody(1), 'nope')).body.error.code).toBe('UNAUTHORIZED');
    const inactive = await t.h.createUser({ keyActive: false });
    const res = await create(inactive, groupBody(1));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ ok: false, error: { code: 'FORBIDDEN', message: expect.any(String) } });
  });

  it('429 when the group does not fit, saying how many would; nothing is created', async () => {
    const user = await t.h.createUser({ plan: 'SANDBOX' });
    await t.h.setUsage(user.userId, monthKey(Date.now()), { created: PLAN_CAPS.SANDBOX - 3 });
    const res = await create(user, groupBody(4));
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('USAGE_LIMIT_REACHED');
    expect(res.body.error.message).toContain('room for 3 more cases');
    expect(await t.h.countCases(user.userId)).toBe(0);
    expect((await usageNow(user.userId)).created).toBe(PLAN_CAPS.SANDBOX - 3);
    const groups = await t.h.db.collection(CASE_GROUPS).where('ownerId', '==', user.userId).get();
    expect(groups.size).toBe(0);
    // Exactly the room left fits.
    expect((await create(user, groupBody(3))).status).toBe(201);
    expect((await usageNow(user.userId)).created).toBe(PLAN_CAPS.SANDBOX);
  });

  it('the cap is all-or-nothing under concurrent group (and single) creates', async () => {
    const user = await t.h.createUser({ plan: 'SANDBOX' }); // cap 100
    const groups = Array.from({ length: 6 }, () => create(user, groupBody(30)));
    const singles = Array.from({ length: 8 }, () => t.h.api('POST', '/cases', { ...singleBody() }, user.apiKey));
    const results = await Promise.all([...groups, ...singles]);
    const groupResults = results.slice(0, 6);
    const singleResults = results.slice(6);
    for (const r of results) expect([201, 429]).toContain(r.status);
    const groupsOk = groupResults.filter((r) => r.status === 201).length;
    const singlesOk = singleResults.filter((r) => r.status === 201).length;
    const total = groupsOk * 30 + singlesOk;
    expect(total).toBeLessThanOrEqual(100);
    // Nothing left that would still have fitted a refused request.
    if (groupResults.some((r) => r.status === 429) && singleResults.every((r) => r.status === 201))
      expect(100 - total).toBeLessThan(30);
    expect(await t.h.countCases(user.userId)).toBe(total);
    expect((await usageNow(user.userId)).created).toBe(total);
    for (const r of groupResults.filter((x) => x.status === 201))
      expect(await membersOf(r.body.data.groupId)).toHaveLength(30);
  });

  it('a crash in the middle of a large group leaves no half group: it is invisible, nothing starts, and the sweep withdraws it', async () => {
    const user = await t.h.createUser({ plan: 'BASE_PRO' });
    const before = t.h.events().length;
    crash = (point, info) => (point === 'group-members-written' && info.part === 1 ? new Promise(() => {}) : undefined);
    const abort = new AbortController();
    const pending = fetch(`${t.h.url}/case-groups`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': user.apiKey },
      body: JSON.stringify(groupBody(450)),
      signal: abort.signal,
    }).catch(() => undefined);
    let groupId: string | undefined;
    await expect
      .poll(
        async () => {
          const g = await t.h.db.collection(CASE_GROUPS).where('ownerId', '==', user.userId).get();
          groupId = g.docs[0]?.id;
          return groupId ? (await membersOf(groupId)).length : 0;
        },
        { timeout: 20_000 },
      )
      .toBe(400); // parts 0 and 1 of 200 written, then the "crash"
    abort.abort();
    await pending;
    crash = undefined;
    expect((await usageNow(user.userId)).created).toBe(450);
    expect((await t.h.api('GET', `/case-groups/${groupId}`, undefined, user.apiKey)).status).toBe(404);
    expect((await t.h.api('GET', '/case-groups', undefined, user.apiKey)).body.data.groups).toEqual([]);
    expect(
      t.h
        .events()
        .slice(before)
        .filter((e) => e.type === 'CASE_CREATED'),
    ).toEqual([]);

    expect(await withdrawGroup(t.h.db, groupId!)).toBe('withdrawn');
    expect(await membersOf(groupId!)).toHaveLength(0);
    expect((await t.h.db.collection(CASE_GROUPS).doc(groupId!).get()).exists).toBe(false);
    expect((await usageNow(user.userId)).created).toBe(0);
    const slots = await t.h.db
      .collection(USAGE)
      .doc(usageDocId(user.userId, monthKey(Date.now())))
      .collection(CREATED_SLOTS)
      .get();
    expect(slots.docs.map((d) => d.data())).toEqual([expect.objectContaining({ groupId, count: 450, released: true })]);
    expect(await withdrawGroup(t.h.db, groupId!)).toBe('gone'); // a second sweep changes nothing
    expect((await usageNow(user.userId)).created).toBe(0);
    // The room is back: the same group now fits and is created whole.
    const again = await created(user, groupBody(450));
    expect(await membersOf(again.groupId)).toHaveLength(450);
  });

  it('a part whose commit answer is lost is written again: still one document per member', async () => {
    const user = await t.h.createUser({ plan: 'BASE_PRO' });
    let lost = 0;
    crash = (point, info) => {
      if (point === 'group-part-committed' && info.part === 1 && lost++ === 0) throw new Error('connection reset');
    };
    const { groupId, caseIds } = await created(user, groupBody(450));
    crash = undefined;
    expect(lost).toBe(2);
    const members = await membersOf(groupId);
    expect(members).toHaveLength(450);
    expect(new Set(members.map((m) => m.caseId)).size).toBe(450);
    expect(members.map((m) => m.group.index).sort((a, b) => a - b)).toEqual(caseIds.map((_, i) => i));
    expect((await usageNow(user.userId)).created).toBe(450);
  });

  it('a failed write withdraws the group at once: 500, nothing left, usage returned', async () => {
    const user = await t.h.createUser({ plan: 'BASE_PRO' });
    crash = (point, info) => {
      if (point === 'group-members-written' && info.part === 0) throw new Error('disk on fire');
    };
    const res = await create(user, groupBody(250));
    crash = undefined;
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe('INTERNAL_ERROR');
    expect(await t.h.countCases(user.userId)).toBe(0);
    expect((await usageNow(user.userId)).created).toBe(0);
  });
});

function singleBody() {
  return {
    channel: 'EMAIL',
    goal: { objective: 'Quote' },
    counterparty: { address: `one-${Math.random().toString(36).slice(2)}@x.example.com`, name: 'One' },
    senderPersona: { name: 'Alex' },
  };
}

async function setMember(caseId: string, status: string, resultStatus: string | null, result?: unknown) {
  await t.h.updateStoredCase(caseId, (c) => ({
    ...c,
    status: status as never,
    resultStatus,
    ...(result !== undefined ? { result } : {}),
  }));
}

describe('GET /case-groups/{id} and results.csv', () => {
  it('counts, members and the comparison ranked by compareBy, the best marked, the others with why', async () => {
    const user = await t.h.createUser({ plan: 'BASE_PRO' });
    const { groupId, caseIds } = await created(
      user,
      groupBody(6, { compareBy: { field: 'price', order: 'min' }, clientReferenceId: 'rfq-9' }),
    );
    await setMember(caseIds[0]!, 'COMPLETED', 'goal_achieved', { price: 120, deliveryDate: '2027-01-10' });
    await setMember(caseIds[1]!, 'COMPLETED', 'goal_achieved', { price: 95.5, deliveryDate: '2027-02-01' });
    await setMember(caseIds[2]!, 'FAILED', 'max_retries');
    await setMember(caseIds[3]!, 'RUNNING', null);
    await setMember(caseIds[4]!, 'COMPLETED', 'goal_achieved', { deliveryDate: '2027-01-05' });
    const res = await t.h.api('GET', `/case-groups/${groupId}`, undefined, user.apiKey);
    expect(res.status).toBe(200);
    const g = res.body.data;
    expect(g).toMatchObject({
      groupId,
      clientReferenceId: 'rfq-9',
      state: 'running',
      size: 6,
      maxConcurrent: 10,
      deadline: null,
      compareBy: { field: 'price', order: 'min' },
      finishedAt: null,
      finishReason: null,
      counts: { CREATED: 1, RUNNING: 1, INPUT_NEEDED: 0, COMPLETED: 3, FAILED: 1, total: 6 },
    });
    expect(g.members).toHaveLength(6);
    expect(g.members[1]).toEqual({
      index: 1,
      caseId: caseIds[1],
      clientReferenceId: 's-1',
      counterparty: { name: 'Supplier 1', address: expect.stringContaining('@supplier1.') },
      status: 'COMPLETED',
      resultStatus: 'goal_achieved',
      result: { price: 95.5, deliveryDate: '2027-02-01' },
    });
    expect(g.comparison.ranked.map((r: Record<string, unknown>) => [r.caseId, r.rank, r.best, r.value])).toEqual([
      [caseIds[1], 1, true, 95.5],
      [caseIds[0], 2, false, 120],
    ]);
    expect(g.comparison.best).toEqual([caseIds[1]]);
    expect(g.comparison.withoutResult.map((w: Record<string, unknown>) => [w.index, w.reason])).toEqual([
      [2, 'No answer after every follow-up.'],
      [3, 'No answer yet.'],
      [4, 'Completed, but the result has no price.'],
      [5, expect.stringContaining('Not started yet')],
    ]);
    // No internals.
    expect(JSON.stringify(g)).not.toMatch(/ownerId|metadata|slot|clientWebhookUrl/);
  });

  it('results.csv: a row per counterparty, a column per schema field, hostile values neutralised', async () => {
    const user = await t.h.createUser({ plan: 'BASE_PRO' });
    const body = groupBody(3);
    (body.counterparties as Record<string, unknown>[])[2]!.name = '@SUM(A1:A9)';
    const { groupId, caseIds } = await created(user, body);
    await setMember(caseIds[0]!, 'COMPLETED', 'goal_achieved', {
      price: -12,
      deliveryDate: "=cmd|' /C calc'!A0",
      note: 'line one\nline "two", three',
    });
    await setMember(caseIds[1]!, 'COMPLETED', 'goal_achieved', { price: 7, deliveryDate: '+1+1', note: '\tTab' });
    const res = await fetch(`${t.h.url}/case-groups/${groupId}/results.csv`, { headers: { 'x-api-key': user.apiKey } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const text = await res.text();
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'index,caseId,clientReferenceId,counterpartyName,counterpartyAddress,status,resultStatus,price,deliveryDate,note',
    );
    expect(lines[1]).toBe(
      `0,${caseIds[0]},s-0,Supplier 0,${(body.counterparties as { address: string }[])[0]!.address},COMPLETED,goal_achieved,-12,'=cmd|' /C calc'!A0,"line one\nline ""two"", three"`,
    );
    expect(lines[2]).toBe(
      `1,${caseIds[1]},s-1,Supplier 1,${(body.counterparties as { address: string }[])[1]!.address},COMPLETED,goal_achieved,7,'+1+1,'\tTab`,
    );
    expect(lines[3]).toBe(
      `2,${caseIds[2]},s-2,'@SUM(A1:A9),${(body.counterparties as { address: string }[])[2]!.address},CREATED,,,,`,
    );
    expect(lines[4]).toBe('');
    // Nothing starts with a formula character.
    for (const cell of text.split(/[,\r\n]/)) expect(cell).not.toMatch(/^[=+@\t]/);
  });

  it('401, 403 for another user, 404 GROUP_NOT_FOUND, 400 without an id', async () => {
    const owner = await t.h.createUser({ plan: 'BASE_PRO' });
    const other = await t.h.createUser();
    const { groupId } = await created(owner, groupBody(1));
    for (const path of [`/case-groups/${groupId}`, `/case-groups/${groupId}/results.csv`]) {
      expect((await t.h.api('GET', path)).status).toBe(401);
      const forbidden = await t.h.api('GET', path, undefined, other.apiKey);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.error.code).toBe('FORBIDDEN');
    }
    expect((await t.h.api('POST', `/case-groups/${groupId}/cancel`, undefined, other.apiKey)).status).toBe(403);
    for (const [method, path] of [
      ['GET', '/case-groups/nope'],
      ['GET', '/case-groups/nope/results.csv'],
      ['POST', '/case-groups/nope/cancel'],
      ['GET', `/case-groups/${'x'.repeat(300)}`],
      ['GET', '/case-groups/__x__'],
    ] as const) {
      const res = await t.h.api(method, path, undefined, owner.apiKey);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ ok: false, error: { code: 'GROUP_NOT_FOUND', message: expect.any(String) } });
    }
    for (const [method, path] of [
      ['GET', '/case-groups/'],
      ['GET', '/case-groups/%20/results.csv'],
      ['POST', '/case-groups//cancel'],
    ] as const) {
      const res = await t.h.api(method, path, undefined, owner.apiKey);
      expect(res.status, path).toBe(400);
      expect(res.body.error).toEqual({ code: 'INVALID_REQUEST', message: 'group id is required.' });
    }
    expect((await t.h.api('GET', '/case-groups/x/nothing', undefined, owner.apiKey)).status).toBe(404);
  });
});

describe('GET /case-groups', () => {
  it("lists the caller's groups newest first with a cursor; another user's cursor is 400", async () => {
    let clock = Date.now();
    const user = await t.h.createUser({ plan: 'BASE_PRO' });
    const other = await t.h.createUser();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await created(user, groupBody(1, { clientReferenceId: `g${i}` }))).groupId);
      clock += 1;
    }
    await created(other, groupBody(1));
    const first = await t.h.api('GET', '/case-groups?limit=2', undefined, user.apiKey);
    expect(first.status).toBe(200);
    expect(first.body.data.groups.map((g: Record<string, unknown>) => g.clientReferenceId)).toEqual(['g2', 'g1']);
    expect(first.body.data.groups[0]).toEqual({
      groupId: ids[2],
      clientReferenceId: 'g2',
      state: 'running',
      createdAt: expect.any(Number),
      updatedAt: expect.any(Number),
      size: 1,
      maxConcurrent: 10,
      deadline: null,
      compareBy: null,
      finishedAt: null,
      finishReason: null,
    });
    const cursor = first.body.data.nextCursor;
    expect(typeof cursor).toBe('string');
    const second = await t.h.api('GET', `/case-groups?limit=2&cursor=${cursor}`, undefined, user.apiKey);
    expect(second.body.data).toEqual({ groups: [expect.objectContaining({ groupId: ids[0] })], nextCursor: null });
    const stolen = await t.h.api('GET', `/case-groups?cursor=${cursor}`, undefined, other.apiKey);
    expect(stolen.status).toBe(400);
    expect((await t.h.api('GET', '/case-groups?limit=0', undefined, user.apiKey)).status).toBe(400);
    expect((await t.h.api('GET', '/case-groups?colour=red', undefined, user.apiKey)).status).toBe(400);
    expect((await t.h.api('GET', '/case-groups')).status).toBe(401);
    void clock;
  });
});

describe('POST /case-groups/{id}/cancel', () => {
  it('202: CANCEL_REQUESTED for every member still running, the same event id as the case route; no later start', async () => {
    const user = await t.h.createUser({ plan: 'BASE_PRO' });
    const { groupId, caseIds } = await created(user, groupBody(4));
    await setMember(caseIds[0]!, 'COMPLETED', 'goal_achieved', { price: 1 });
    await setMember(caseIds[1]!, 'RUNNING', null);
    const res = await t.h.api('POST', `/case-groups/${groupId}/cancel`, { reason: 'Bought elsewhere' }, user.apiKey);
    expect(res).toMatchObject({ status: 202, body: { ok: true, data: { groupId, accepted: true, cancelling: 3 } } });
    for (const id of caseIds.slice(1))
      await t.h.waitForEvent((e) => e.type === 'CANCEL_REQUESTED' && e.caseId === id && e.eventId === `cancel:${id}`);
    expect(t.h.events().some((e) => e.type === 'CANCEL_REQUESTED' && e.caseId === caseIds[0])).toBe(false);
    const stored = (await t.h.db.collection(CASE_GROUPS).doc(groupId).get()).data()!;
    expect(stored.cancelRequestedAt).toEqual(expect.any(Number));
    // Repeating it is harmless.
    expect((await t.h.api('POST', `/case-groups/${groupId}/cancel`, undefined, user.apiKey)).status).toBe(202);
    // Once finished: 409.
    await t.h.db.collection(CASE_GROUPS).doc(groupId).update({ state: 'finished', finishReason: 'cancelled' });
    const late = await t.h.api('POST', `/case-groups/${groupId}/cancel`, undefined, user.apiKey);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('GROUP_ALREADY_FINISHED');
    const badBody = await t.h.api('POST', `/case-groups/${groupId}/cancel`, { reason: '' }, user.apiKey);
    expect(badBody.status).toBe(400);
  });
});
