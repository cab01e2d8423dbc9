import { beforeAll, describe, expect, it } from 'vitest';
import type { CaseEvent, CaseEventPublisher } from '../../shared/case-events.js';
import { createPubSubCaseEventPublisher } from '../../shared/pubsub-case-event-publisher.js';
import { USAGE, usageDocId } from '../../shared/usage.js';
import { newCaseRecord } from '../../shared/new-case-record.js';
import { createCaseBody } from '../../services/api/cases/create-case-body.js';
import { insertCaseWithinCap, withdrawCase, SLOTS } from '../../services/api/cases/usage-slots.js';
import { validCaseBody } from '../support/api-harness.js';
import { useApiHarness } from '../support/use-api-harness.js';
import { emulatorEnv } from '../support/emulator-env.js';

/**
 * When Pub/Sub refuses the event, the API must not leave half-done work. The failing publisher is
 * a real Pub/Sub client publishing to a topic that does not exist on the emulator (NOT_FOUND); a
 * switch picks it or the harness's working topic per request.
 */

const NOW = Date.UTC(2026, 10, 22, 11, 0, 0);
let failing = false;
/** When set, decides per publish whether it fails (for concurrent runs). */
let flaky: (() => boolean) | undefined;
const missingTopic = createPubSubCaseEventPublisher(emulatorEnv('nopubsub').pubsub(), 'no-such-topic');
let working: CaseEventPublisher;
const switchable: CaseEventPublisher = {
  publish: (e: CaseEvent) => (failing || flaky?.() ? missingTopic : working).publish(e),
};

const t = useApiHarness({ now: () => NOW, publisher: switchable, user: false });
beforeAll(async () => {
  working = createPubSubCaseEventPublisher(t.h.pubsub, t.h.config.caseEventsTopic);
});

const usageOf = async (userId: string) =>
  (await t.h.db.collection(USAGE).doc(usageDocId(userId, '2026-11')).get()).data() ?? {};

describe('publish failure on POST /cases', () => {
  it('500 INTERNAL_ERROR; the case is withdrawn, its slot released and the count returned; the next create works normally', async () => {
    const { apiKey, userId } = await t.h.createUser();
    failing = true;
    const res = await t.h.api('POST', '/cases', validCaseBody(), apiKey);
    failing = false;
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ ok: false, error: { code: 'INTERNAL_ERROR', message: expect.any(String) } });
    expect(await t.h.countCases(userId)).toBe(0);
    expect((await usageOf(userId)).created).toBe(0);
    const slots = await t.h.db.collection(USAGE).doc(usageDocId(userId, '2026-11')).collection(SLOTS).get();
    expect(slots.docs.map((d) => d.data().released)).toEqual([true]);
    expect(t.h.logs.some((l) => l.includes('case withdrawn after publish failure'))).toBe(true);

    const ok = await t.h.api('POST', '/cases', validCaseBody(), apiKey);
    expect(ok.status).toBe(201);
    expect(await t.h.countCases(userId)).toBe(1);
    expect((await usageOf(userId)).created).toBe(1);
  });

  it('gives the unit back without ever reusing a slot number', async () => {
    const { userId } = await t.h.createUser();
    const body = createCaseBody.parse(validCaseBody());
    const first = newCaseRecord(body, `case-a-${userId}`, userId, NOW);
    const second = newCaseRecord(body, `case-b-${userId}`, userId, NOW);
    const a = await insertCaseWithinCap(t.h.db, first, 100);
    const b = await insertCaseWithinCap(t.h.db, second, 100);
    expect(a).toEqual({ inserted: true, slot: 0 });
    expect(b).toEqual({ inserted: true, slot: 1 });
    if (!a.inserted) return;
    await withdrawCase(t.h.db, first, a);
    expect(await t.h.readStoredCase(first.caseId)).toBeUndefined();
    expect(await t.h.readStoredCase(second.caseId)).toBeDefined();
    expect(await usageOf(userId)).toMatchObject({ created: 1, nextSlot: 2 });
    const slot0 = await t.h.db.collection(USAGE).doc(usageDocId(userId, '2026-11')).collection(SLOTS).doc('0').get();
    expect(slot0.data()).toMatchObject({ caseId: first.caseId, released: true });
    const third = newCaseRecord(body, `case-c-${userId}`, userId, NOW);
    expect(await insertCaseWithinCap(t.h.db, third, 100)).toEqual({ inserted: true, slot: 2 });
    expect(await usageOf(userId)).toMatchObject({ created: 2, nextSlot: 3 });
  });

  it('a withdrawn case frees its unit of the cap, and the cap stays exact', async () => {
    const { apiKey, userId } = await t.h.createUser(); // SANDBOX: 100
    await t.h.db
      .collection(USAGE)
      .doc(usageDocId(userId, '2026-11'))
      .set({ userId, month: '2026-11', created: 99, nextSlot: 99 });
    failing = true;
    expect((await t.h.api('POST', '/cases', validCaseBody(), apiKey)).status).toBe(500);
    failing = false;
    expect(await usageOf(userId)).toMatchObject({ created: 99, nextSlot: 100 });
    expect((await t.h.api('POST', '/cases', validCaseBody(), apiKey)).status).toBe(201);
    const over = await t.h.api('POST', '/cases', validCaseBody(), apiKey);
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('USAGE_LIMIT_REACHED');
    expect(await usageOf(userId)).toMatchObject({ created: 100, nextSlot: 101 });
  });

  it('publishes failing in the middle of concurrent creates leave the counters true and the month usable', async () => {
    const { apiKey, userId } = await t.h.createUser();
    let calls = 0;
    flaky = () => ++calls % 3 === 0;
    const statuses = await Promise.all(
      Array.from({ length: 30 }, () => t.h.api('POST', '/cases', validCaseBody(), apiKey).then((r) => r.status)),
    );
    flaky = undefined;
    expect(statuses.filter((s) => s !== 201 && s !== 500)).toEqual([]);
    const accepted = statuses.filter((s) => s === 201).length;
    expect(accepted).toBe(20);
    expect(await t.h.countCases(userId)).toBe(accepted);
    const usage = await usageOf(userId);
    expect(usage).toMatchObject({ created: accepted, nextSlot: 30 });
    // Every later create finds a free slot at once.
    for (let i = 0; i < 5; i++) expect((await t.h.api('POST', '/cases', validCaseBody(), apiKey)).status).toBe(201);
    expect(await usageOf(userId)).toMatchObject({ created: accepted + 5, nextSlot: 35 });
  });
});

describe('publish failure on POST /cases/{id}/input', () => {
  it('500 INTERNAL_ERROR and the acceptance is reverted to exactly the previous values; a retry then succeeds', async () => {
    const { apiKey } = await t.h.createUser();
    const caseId = await t.h.createCase(apiKey);
    const before = await t.h.updateStoredCase(caseId, (c) => ({
      ...c,
      status: 'INPUT_NEEDED',
      inputRequestId: 'ir-7',
      inputRequestStatus: 'PENDING',
      inputRequest: { id: 'ir-7', question: 'Go ahead?', status: 'PENDING', requestedAt: NOW - 10 },
      providedContext: null,
      updatedAt: NOW - 10,
      version: 3,
    }));
    failing = true;
    const res = await t.h.api(
      'POST',
      `/cases/${caseId}/input`,
      { inputRequestId: 'ir-7', providedContext: 'Yes' },
      apiKey,
    );
    failing = false;
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ ok: false, error: { code: 'INTERNAL_ERROR', message: expect.any(String) } });
    expect(await t.h.readStoredCase(caseId)).toEqual(before);
    expect(t.h.logs.some((l) => l.includes('input acceptance reverted'))).toBe(true);

    const retry = await t.h.api(
      'POST',
      `/cases/${caseId}/input`,
      { inputRequestId: 'ir-7', providedContext: 'Yes' },
      apiKey,
    );
    expect(retry.status).toBe(202);
    expect((await t.h.readStoredCase(caseId))!.inputRequestStatus).toBe('RESOLVED');
  });
});
