import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Firestore } from '@google-cloud/firestore';
import { CASES, caseConverter } from '../../shared/case-firestore-converter.js';
import { TIMELINE } from '../../shared/timeline.js';
import { monthKey, readUsage } from '../../shared/usage.js';
import { createCaseStore, EVENTS, markerDocId, type CaseStore } from '../../services/worker/pipeline/case-store.js';
import { emulatorEnv } from '../support/emulator-env.js';
import { created } from '../unit/decide-fixtures.js';

/**
 * The worker's one kind of write on the Firestore emulator: an atomic batch guarded by the case's
 * update time, with the processed marker created in the same commit.
 */

let db: Firestore;
let store: CaseStore;
beforeAll(() => {
  db = emulatorEnv('worker-store').firestore();
  store = createCaseStore(db);
});
afterAll(async () => {
  await db?.terminate();
});

const seed = async (caseId: string) => {
  await db.collection(CASES).withConverter(caseConverter).doc(caseId).set(created({ caseId }));
};

describe('case store', () => {
  it('reads the case and whether the event was processed, in one round trip', async () => {
    await seed('s-1');
    const first = await store.read('s-1', 'created:s-1');
    expect(first.processed).toBe(false);
    expect(first.snapshot?.record.status).toBe('CREATED');
    expect((await store.read('missing', 'x')).snapshot).toBeNull();
  });

  it('commits the record and the marker atomically; the returned snapshot guards the next commit', async () => {
    await seed('s-2');
    const { snapshot } = await store.read('s-2', 'e-1');
    const next = { ...snapshot!.record, status: 'RUNNING' as const, version: 2 };
    const committed = await store.commit({
      snapshot: snapshot!,
      next,
      now: Date.now(),
      event: { id: 'e/1:x', type: 'CASE_CREATED' },
      billFinish: false,
    });
    expect(committed).not.toBeNull();
    expect((await store.read('s-2', 'e/1:x')).processed).toBe(true);
    const marker = await db.collection(CASES).doc('s-2').collection(EVENTS).doc(markerDocId('e/1:x')).get();
    expect(marker.get('expireAt').toMillis()).toBeGreaterThan(Date.now());
    // No read in between: the write time of our own commit is the new precondition.
    const again = await store.commit({
      snapshot: committed!,
      next: { ...next, version: 3 },
      now: Date.now(),
      billFinish: false,
    });
    expect(again).not.toBeNull();
    expect((await store.read('s-2')).snapshot!.record.version).toBe(3);
  });

  it('a stale snapshot loses: nothing of its batch is written (no marker, no billing)', async () => {
    await seed('s-3');
    const { snapshot: stale } = await store.read('s-3', 'e-2');
    await db.collection(CASES).doc('s-3').update({ version: 9 }); // someone else moved the case
    const lost = await store.commit({
      snapshot: stale!,
      next: { ...stale!.record, status: 'COMPLETED', version: 2 },
      now: Date.now(),
      event: { id: 'e-2', type: 'EMAIL_RECEIVED' },
      billFinish: true,
    });
    expect(lost).toBeNull();
    expect((await store.read('s-3', 'e-2')).processed).toBe(false);
    expect((await readUsage(db, 'user-1', monthKey(Date.now()))).billable).toBe(0);
  });

  it('of two twins deciding on the same snapshot, exactly one commits; billing counts once', async () => {
    await seed('s-4');
    const { snapshot } = await store.read('s-4', 'e-3');
    const twin = () =>
      store.commit({
        snapshot: snapshot!,
        next: { ...snapshot!.record, status: 'COMPLETED', version: 2 },
        now: Date.now(),
        event: { id: 'e-3', type: 'EMAIL_RECEIVED' },
        billFinish: true,
      });
    const results = await Promise.all([twin(), twin(), twin()]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect((await readUsage(db, 'user-1', monthKey(Date.now()))).billable).toBe(1);
  });

  it('a timeline-only commit writes the marker and the entries, the case untouched; its twin gets false', async () => {
    await seed('s-5');
    const before = (await store.read('s-5')).snapshot!;
    const entry = { id: 'rx.1', type: 'email.received' as const, at: 1, details: { readAs: 'ignored-after-end' } };
    const input = { caseId: 's-5', event: { id: 'rx:1', type: 'EMAIL_RECEIVED' }, now: Date.now(), timeline: [entry] };
    expect(await store.commitTimelineOnly(input)).toBe(true);
    expect(await store.commitTimelineOnly(input)).toBe(false);
    expect((await store.read('s-5', 'rx:1')).processed).toBe(true);
    const entries = await db.collection(CASES).doc('s-5').collection(TIMELINE).get();
    expect(entries.docs.map((d) => [d.id, d.get('details')])).toEqual([['rx.1', { readAs: 'ignored-after-end' }]]);
    expect((await store.read('s-5')).snapshot!.updateTime.isEqual(before.updateTime)).toBe(true);
  });

  it('a send accepted after the end counts once in attemptCount (the SPEC: messages sent); its twin changes nothing', async () => {
    await seed('s-6');
    const before = (await store.read('s-6')).snapshot!.record;
    const entry = { id: 'tx.2', type: 'email.sent' as const, at: 1, details: { afterEnd: true } };
    const input = {
      caseId: 's-6',
      event: { id: 'sent-after-end:k2', type: 'EFFECT_DONE' },
      now: before.updatedAt + 5_000,
      timeline: [entry],
      countsSend: true,
    };
    expect(await store.commitTimelineOnly(input)).toBe(true);
    expect(await store.commitTimelineOnly(input)).toBe(false);
    const after = (await store.read('s-6')).snapshot!.record;
    expect(after.attemptCount).toBe(before.attemptCount + 1);
    expect(after.updatedAt).toBe(before.updatedAt + 5_000);
    expect({ ...after, attemptCount: 0, updatedAt: 0 }).toEqual({ ...before, attemptCount: 0, updatedAt: 0 });
  });
});
