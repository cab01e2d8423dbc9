import { FieldValue, type Firestore, type Timestamp } from '@google-cloud/firestore';
import type { CaseRecord } from '../../shared/case-record.js';
import { internalError } from '../../shared/errors.js';
import { USAGE, usageDocId } from '../../shared/usage.js';
import { caseRef } from './case-store.js';

/**
 * Stores a new case and counts it against the monthly cap, exactly under concurrency, without
 * a transaction on the hot usage document (concurrent transactions on one document stall on
 * Firestore and its emulator; see PLATFORM-NOTES).
 *
 * Invariant: `usage/{uid}_{month}.created == n` exactly when slots 0..n-1 of
 * `usage/{uid}_{month}/createdSlots/{n}` exist, because a slot is only ever created in the same
 * atomic batch that increments `created`. A request reads `created` (n); if n or `billable` has
 * reached the cap it is refused; otherwise it commits ONE batch: create() slot n (fails
 * ALREADY_EXISTS if another request took n after our read) + create() the case + increment
 * `created`. On ALREADY_EXISTS it re-reads and tries the next slot. Slots are contiguous and
 * slot n is tried only after reading created == n < cap, so at most `cap` cases exist per month,
 * with one read and one commit per attempt (O(1) whatever the store holds).
 */

export const SLOTS = 'createdSlots';
const ALREADY_EXISTS = 6;
const FAILED_PRECONDITION = 9;

/**
 * An attempt fails only because another request committed the slot it tried, and at most `cap`
 * commits succeed per month (plus the rare slot freed by a withdrawal), so `cap + SPARE_ATTEMPTS`
 * attempts cannot be exhausted by contention alone: 150 concurrent creates against a cap of 100
 * all get 201 or 429, never 500.
 */
const SPARE_ATTEMPTS = 25;
const MAX_BACKOFF_MS = 50;

export type InsertOutcome = { inserted: true; slot: number; usageWriteTime: Timestamp } | { inserted: false };

export async function insertCaseWithinCap(
  db: Firestore,
  record: CaseRecord,
  cap: number,
): Promise<InsertOutcome> {
  const usageRef = db.collection(USAGE).doc(usageDocId(record.ownerId, record.createdMonth));
  for (let attempt = 0; attempt < cap + SPARE_ATTEMPTS; attempt++) {
    const usage = (await usageRef.get()).data() ?? {};
    const created = Number(usage.created ?? 0);
    const billable = Number(usage.billable ?? 0);
    if (created >= cap || billable >= cap) return { inserted: false };
    const batch = db.batch();
    batch.create(usageRef.collection(SLOTS).doc(String(created)), {
      caseId: record.caseId,
      takenAt: record.createdAt,
    });
    batch.create(caseRef(db, record.caseId), record);
    batch.set(
      usageRef,
      { userId: record.ownerId, month: record.createdMonth, created: FieldValue.increment(1) },
      { merge: true },
    );
    try {
      const results = await batch.commit();
      return { inserted: true, slot: created, usageWriteTime: results[2]!.writeTime };
    } catch (err) {
      if ((err as { code?: unknown }).code !== ALREADY_EXISTS) throw err;
      await backoff(attempt);
    }
  }
  throw internalError('Could not reserve a usage slot: too much contention, retry.');
}

/**
 * Undoes an insert whose CASE_CREATED could not be published. If nothing else wrote the usage
 * document since (precondition on our write time), the slot is released exactly: case, slot and
 * the increment go in one batch, keeping slots contiguous. Otherwise a later slot may exist, so
 * the slot stays taken (marked `released`) and only the case is deleted: the month loses one
 * unit of quota rather than ever allowing more than the cap. Throws if even that fails.
 */
export async function withdrawCase(
  db: Firestore,
  record: CaseRecord,
  inserted: { slot: number; usageWriteTime: Timestamp },
): Promise<'released' | 'slot_kept'> {
  const usageRef = db.collection(USAGE).doc(usageDocId(record.ownerId, record.createdMonth));
  const slotRef = usageRef.collection(SLOTS).doc(String(inserted.slot));
  const exact = db.batch();
  exact.delete(caseRef(db, record.caseId));
  exact.delete(slotRef);
  exact.update(usageRef, { created: FieldValue.increment(-1) }, { lastUpdateTime: inserted.usageWriteTime });
  try {
    await exact.commit();
    return 'released';
  } catch (err) {
    if ((err as { code?: unknown }).code !== FAILED_PRECONDITION) throw err;
  }
  const fallback = db.batch();
  fallback.delete(caseRef(db, record.caseId));
  fallback.set(slotRef, { released: true }, { merge: true });
  await fallback.commit();
  return 'slot_kept';
}

function backoff(attempt: number): Promise<void> {
  const ceiling = Math.min(MAX_BACKOFF_MS, 2 * 2 ** Math.min(attempt, 5));
  return new Promise((r) => setTimeout(r, Math.random() * ceiling));
}
