import { FieldValue, type DocumentSnapshot, type Firestore } from '@google-cloud/firestore';
import { isAlreadyExists } from '../../../shared/already-exists.js';
import type { CaseRecord } from '../../../shared/case-record.js';
import { internalError } from '../../../shared/errors.js';
import { TIMELINE, caseCreatedEntry, timelineDocOf } from '../../../shared/timeline.js';
import { suppressionRef, type Suppression } from '../../../shared/suppressions.js';
import { CREATED_SLOTS, USAGE, usageDocId } from '../../../shared/usage.js';
import { caseRef } from './case-store.js';

/**
 * Stores a new case and counts it against the monthly cap, exactly under concurrency, without
 * a transaction on the hot usage document (concurrent transactions on one document stall on
 * Firestore and its emulator; see PLATFORM-NOTES).
 *
 * `usage/{uid}_{month}` holds `created` (the month's cases, what the cap checks) and `nextSlot`
 * (how many slots `usage/{uid}_{month}/createdSlots/{n}` were ever taken; it only grows).
 * Invariant: slots 0..nextSlot-1 exist, because a slot is only created in the same atomic
 * batch that increments `nextSlot`. A request reads the document (`nextSlot` = s, `created` = c);
 * if c or `billable` has reached the cap it is refused; otherwise it commits ONE batch: create()
 * slot s (fails ALREADY_EXISTS if another request took s after our read) + create() the case +
 * increment both counters. On ALREADY_EXISTS it re-reads and tries the next slot.
 *
 * Why exact: our batch commits slot s only if no other create committed since our read (any
 * other would have taken slot s), so `created` at our commit is at most the c we checked;
 * withdrawals only lower `created`. Why a withdrawal never wedges the month: it lowers `created`
 * and releases the case, but never `nextSlot`, so no slot number is reused and a request that
 * read before the withdrawal still commits the next free slot.
 */

export const SLOTS = CREATED_SLOTS;

/**
 * An attempt fails only because another request committed the slot it tried, and at most `cap`
 * commits succeed per month (plus one per withdrawn case), so `cap + SPARE_ATTEMPTS` attempts
 * are not exhausted by contention alone: 150 concurrent creates against a cap of 100 all get
 * 201 or 429, never 500.
 */
const SPARE_ATTEMPTS = 25;
const MAX_BACKOFF_MS = 50;

export type InsertOutcome = { inserted: true; slot: number } | { inserted: false };

/**
 * `withSuppression`: the owner's do-not-contact entry for the counterparty is read with the first
 * usage read (one round trip, getAll) and gives the record to store (its startRefusal).
 */
export async function insertCaseWithinCap(
  db: Firestore,
  proposed: CaseRecord,
  cap: number,
  withSuppression?: (suppression: Suppression | null) => CaseRecord,
): Promise<InsertOutcome> {
  let record = proposed;
  const usageRef = usageRefOf(db, record);
  for (let attempt = 0; attempt < cap + SPARE_ATTEMPTS; attempt++) {
    let usageSnap: DocumentSnapshot;
    if (attempt === 0 && withSuppression) {
      const suppressionDoc = suppressionRef(db, record.ownerId, record.counterparty.address);
      const [usageRead, suppressionRead] = await db.getAll(usageRef, suppressionDoc);
      usageSnap = usageRead!;
      record = withSuppression(suppressionRead?.exists ? (suppressionRead.data() as Suppression) : null);
    } else {
      usageSnap = await usageRef.get();
    }
    const usage = usageSnap.data() ?? {};
    const created = Number(usage.created ?? 0);
    const billable = Number(usage.billable ?? 0);
    // Documents written before `nextSlot` existed had one slot per counted case.
    const slot = Number(usage.nextSlot ?? created);
    if (created >= cap || billable >= cap) return { inserted: false };
    const batch = db.batch();
    batch.create(usageRef.collection(SLOTS).doc(String(slot)), { caseId: record.caseId, takenAt: record.createdAt });
    batch.create(caseRef(db, record.caseId), record);
    const createdEntry = caseCreatedEntry(record);
    batch.create(caseRef(db, record.caseId).collection(TIMELINE).doc(createdEntry.id), timelineDocOf(createdEntry));
    batch.set(
      usageRef,
      {
        userId: record.ownerId,
        month: record.createdMonth,
        created: FieldValue.increment(1),
        // Absolute, not an increment: a document without the field starts counting at `slot`.
        nextSlot: slot + 1,
      },
      { merge: true },
    );
    try {
      await batch.commit();
      return { inserted: true, slot };
    } catch (err) {
      if (!isAlreadyExists(err)) throw err;
      await backoff(attempt);
    }
  }
  throw internalError('Could not reserve a usage slot: too much contention, retry.');
}

/**
 * Undoes an insert whose CASE_CREATED could not be published, in one batch: the case is
 * deleted, its slot marked released, and the month's `created` count goes back down, so the
 * quota is returned. The slot number stays taken (see the invariant above). Throws if the
 * batch fails; the caller then leaves the case to the sweeper.
 */
export async function withdrawCase(db: Firestore, record: CaseRecord, inserted: { slot: number }): Promise<void> {
  const usageRef = usageRefOf(db, record);
  const batch = db.batch();
  batch.delete(caseRef(db, record.caseId));
  batch.delete(caseRef(db, record.caseId).collection(TIMELINE).doc(caseCreatedEntry(record).id));
  batch.update(usageRef.collection(SLOTS).doc(String(inserted.slot)), { released: true });
  batch.update(usageRef, { created: FieldValue.increment(-1) });
  await batch.commit();
}

const usageRefOf = (db: Firestore, record: CaseRecord) =>
  db.collection(USAGE).doc(usageDocId(record.ownerId, record.createdMonth));

function backoff(attempt: number): Promise<void> {
  const ceiling = Math.min(MAX_BACKOFF_MS, 2 * 2 ** Math.min(attempt, 5));
  return new Promise((r) => setTimeout(r, Math.random() * ceiling));
}
