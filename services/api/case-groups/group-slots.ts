import { isAlreadyExists } from '../../../shared/already-exists.js';
import { FieldValue, type Firestore } from '@google-cloud/firestore';
import { internalError } from '../../../shared/errors.js';
import { CASE_GROUPS, type GroupRecord } from '../../../shared/case-groups/case-group-record.js';
import { USAGE, usageDocId } from '../../../shared/usage.js';
import { SLOTS } from '../cases/usage-slots.js';

/**
 * All-or-nothing usage for a group: its `size` members are counted in ONE batch, or none is.
 * The same precondition as a single case (usage-slots.ts), with a range: the batch create()s
 * slot document `s` (the `nextSlot` read) for the whole group and sets `nextSlot` to s + size,
 * together with the group document (state `creating`) and `created` + size. Another create that
 * committed since our read took slot s (every value `nextSlot` ever held names a slot document,
 * because only the batch that creates slot s moves `nextSlot` past it), so ours fails
 * ALREADY_EXISTS and reads again: the check `created + size <= cap` holds at the commit, under
 * any mix of concurrent single and group creates. Members are then written in parts
 * (create-group.ts); a withdrawal (shared/case-groups/group-withdrawal.ts) returns the count.
 */

const MAX_ATTEMPTS = 200;
const MAX_BACKOFF_MS = 50;

export type GroupReservation = { reserved: true; slot: number } | { reserved: false; available: number };

/** How many more cases this month's counts allow under `cap`. */
export const availableUnder = (cap: number, created: number, billable: number) =>
  Math.max(0, cap - Math.max(created, billable));

export async function reserveGroupWithinCap(
  db: Firestore,
  group: Omit<GroupRecord, 'slot'>,
  cap: number,
): Promise<GroupReservation> {
  const usageRef = db.collection(USAGE).doc(usageDocId(group.ownerId, group.createdMonth));
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const usage = (await usageRef.get()).data() ?? {};
    const created = Number(usage.created ?? 0);
    const billable = Number(usage.billable ?? 0);
    const slot = Number(usage.nextSlot ?? created);
    const available = availableUnder(cap, created, billable);
    if (available < group.size) return { reserved: false, available };
    const batch = db.batch();
    batch.create(usageRef.collection(SLOTS).doc(String(slot)), {
      groupId: group.groupId,
      count: group.size,
      takenAt: group.createdAt,
    });
    batch.create(db.collection(CASE_GROUPS).doc(group.groupId), { ...group, slot } satisfies GroupRecord);
    batch.set(
      usageRef,
      {
        userId: group.ownerId,
        month: group.createdMonth,
        created: FieldValue.increment(group.size),
        nextSlot: slot + group.size,
      },
      { merge: true },
    );
    try {
      await batch.commit();
      return { reserved: true, slot };
    } catch (err) {
      if (!isAlreadyExists(err)) throw err;
      await new Promise((r) => setTimeout(r, Math.random() * Math.min(MAX_BACKOFF_MS, 2 * 2 ** Math.min(attempt, 5))));
    }
  }
  throw internalError('Could not reserve usage for the group: too much contention, retry.');
}
