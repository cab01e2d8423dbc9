import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseEvent, CaseEventPublisher } from '../../shared/case-events.js';
import { createPubSubCaseEventPublisher } from '../../shared/pubsub-case-event-publisher.js';
import { USAGE, usageDocId } from '../../shared/usage.js';
import { newCaseRecord } from '../../services/api/create-case.js';
import { createCaseBody } from '../../services/api/create-case-body.js';
import { insertCaseWithinCap, withdrawCase, SLOTS } from '../../services/api/usage-slots.js';
import { startApiHarness, validCaseBody, type ApiHarness } from '../support/api-harness.js';
import { emulatorEnv } from '../support/emulator-env.js';

/**
 * When Pub/Sub refuses the event, the API must not leave half-done work. The failing publisher is
 * a real Pub/Sub client publishing to a topic that does not exist on the emulator (NOT_FOUND); a
 * switch picks it or the harness's working topic per request.
 */

const NOW = Date.UTC(2026, 10, 22, 11, 0, 0);
let h: ApiHarness;
let failing = false;
const missingTopic = createPubSubCaseEventPublisher(emulatorEnv('nopubsub').pubsub(), 'no-such-topic');
let working: CaseEventPublisher;
const switchable: CaseEventPublisher = {
  publish: (e: CaseEvent) => (failing ? missingTopic : working).publish(e),
};

beforeAll(async () => {
  h = await startApiHarness({ now: () => NOW, publisher: switchable });
  working = createPubSubCaseEventPublisher(h.pubsub, h.config.caseEventsTopic);
});
afterAll(() => h.close());

const usageOf = async (userId: string) =>
  (await h.db.collection(USAGE).doc(usageDocId(userId, '2026-11')).get()).data() ?? {};

describe('publish failure on POST /cases', () => {
  it('500 INTERNAL_ERROR; case, slot and counter are withdrawn; the next create works normally', async () => {
    const { apiKey, userId } = await h.createUser();
    failing = true;
    const res = await h.api('POST', '/cases', validCaseBody(), apiKey);
    failing = false;
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ ok: false, error: { code: 'INTERNAL_ERROR', message: expect.any(String) } });
    expect(await h.countCases(userId)).toBe(0);
    expect((await usageOf(userId)).created).toBe(0);
    const slots = await h.db.collection(USAGE).doc(usageDocId(userId, '2026-11')).collection(SLOTS).get();
    expect(slots.size).toBe(0);
    expect(h.logs.some((l) => l.includes('case withdrawn after publish failure'))).toBe(true);

    const ok = await h.api('POST', '/cases', validCaseBody(), apiKey);
    expect(ok.status).toBe(201);
    expect(await h.countCases(userId)).toBe(1);
    expect((await usageOf(userId)).created).toBe(1);
  });

  it('keeps the slot (never over the cap) when the usage document moved on before the withdrawal', async () => {
    const { userId } = await h.createUser();
    const body = createCaseBody.parse(validCaseBody());
    const first = newCaseRecord(body, `case-a-${userId}`, userId, NOW);
    const second = newCaseRecord(body, `case-b-${userId}`, userId, NOW);
    const a = await insertCaseWithinCap(h.db, first, 100);
    const b = await insertCaseWithinCap(h.db, second, 100); // took slot 1 after a's write
    expect(a.inserted && b.inserted).toBe(true);
    if (!a.inserted) return;
    expect(await withdrawCase(h.db, first, a)).toBe('slot_kept');
    expect(await h.readStoredCase(first.caseId)).toBeUndefined();
    expect(await h.readStoredCase(second.caseId)).toBeDefined();
    expect((await usageOf(userId)).created).toBe(2);
    const third = newCaseRecord(body, `case-c-${userId}`, userId, NOW);
    const c = await insertCaseWithinCap(h.db, third, 100);
    expect(c).toMatchObject({ inserted: true, slot: 2 });
  });
});

describe('publish failure on POST /cases/{id}/input', () => {
  it('500 INTERNAL_ERROR and the acceptance is reverted to exactly the previous values; a retry then succeeds', async () => {
    const { apiKey } = await h.createUser();
    const caseId = await h.createCase(apiKey);
    const before = await h.updateStoredCase(caseId, (c) => ({
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
    const res = await h.api('POST', `/cases/${caseId}/input`, { inputRequestId: 'ir-7', providedContext: 'Yes' }, apiKey);
    failing = false;
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ ok: false, error: { code: 'INTERNAL_ERROR', message: expect.any(String) } });
    expect(await h.readStoredCase(caseId)).toEqual(before);
    expect(h.logs.some((l) => l.includes('input acceptance reverted'))).toBe(true);

    const retry = await h.api('POST', `/cases/${caseId}/input`, { inputRequestId: 'ir-7', providedContext: 'Yes' }, apiKey);
    expect(retry.status).toBe(202);
    expect((await h.readStoredCase(caseId))!.inputRequestStatus).toBe('RESOLVED');
  });
});
