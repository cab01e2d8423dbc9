import { FieldValue, type Firestore } from '@google-cloud/firestore';
import { CASES } from '../case-firestore-converter.js';
import { TIMELINE, commitEntryId } from '../timeline.js';
import { CREATED_SLOTS, USAGE, usageDocId } from '../usage.js';
import { CASE_GROUPS, memberCaseId, type GroupRecord } from './case-group-record.js';

/**
 * Withdraws a group whose creation did not finish (a failed write, a crash, the sweep finding it
 * `creating` too long): every member it may have written is deleted (their ids are known from the
 * group id, so a half-written group is found whole), then ONE batch deletes the group, marks its
 * usage slot released and returns its `size` to the month's `created`. Nothing of it was started
 * (members start only once the group is `running`). Safe to run again: deletes of missing
 * documents succeed, and the last batch is preconditioned on the group still being there in the
 * state read, so the usage is returned exactly once.
 */

/** Members per batch: 2 deletes each (the case and its created timeline entry), under the 500-write limit. */
const MEMBERS_PER_BATCH = 200;

export async function withdrawGroup(db: Firestore, groupId: string): Promise<'withdrawn' | 'gone' | 'not_creating'> {
  const groupRef = db.collection(CASE_GROUPS).doc(groupId);
  const snap = await groupRef.get();
  if (!snap.exists) return 'gone';
  const g = snap.data() as GroupRecord;
  if (g.state !== 'creating' && g.state !== 'withdrawing') return 'not_creating';
  let readAt = snap.updateTime!;
  if (g.state === 'creating') {
    // First claim it, so that a creation still writing cannot then mark it running.
    try {
      readAt = (await groupRef.update({ state: 'withdrawing' }, { lastUpdateTime: readAt })).writeTime;
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      if (code === 9 || code === 5) return 'not_creating';
      throw err;
    }
  }
  for (let start = 0; start < g.size; start += MEMBERS_PER_BATCH) {
    const batch = db.batch();
    for (let i = start; i < Math.min(g.size, start + MEMBERS_PER_BATCH); i++) {
      const ref = db.collection(CASES).doc(memberCaseId(groupId, i));
      batch.delete(ref.collection(TIMELINE).doc(commitEntryId(1, 0)));
      batch.delete(ref);
    }
    await batch.commit();
  }
  const usageRef = db.collection(USAGE).doc(usageDocId(g.ownerId, g.createdMonth));
  const last = db.batch();
  last.delete(groupRef, { lastUpdateTime: readAt });
  last.update(usageRef.collection(CREATED_SLOTS).doc(String(g.slot)), { released: true });
  last.update(usageRef, { created: FieldValue.increment(-g.size) });
  try {
    await last.commit();
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    // 9 FAILED_PRECONDITION / 5 NOT_FOUND: withdrawn or moved by someone else meanwhile.
    if (code === 9 || code === 5) return 'gone';
    throw err;
  }
  return 'withdrawn';
}
