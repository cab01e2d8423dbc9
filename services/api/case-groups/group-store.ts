import type { DocumentSnapshot, Firestore } from '@google-cloud/firestore';
import { CASE_GROUPS, type GroupRecord } from '../../../shared/case-groups/case-group-record.js';
import { ApiError, forbidden } from '../../../shared/errors.js';
import { canNameStoredCase, shownId } from '../http/path-ids.js';

/**
 * Group reads for the client routes: one document read, then the ownership check. A group still
 * being written (or withdrawn) does not exist for its client yet: 404 like an unknown id.
 */

export interface OwnedGroup {
  group: GroupRecord;
  snapshot: DocumentSnapshot;
}

export const groupNotFound = (groupId: string) =>
  new ApiError('GROUP_NOT_FOUND', `No case group with id ${shownId(groupId)}.`);

export async function loadOwnedGroup(db: Firestore, groupId: string, userId: string): Promise<OwnedGroup> {
  if (!canNameStoredCase(groupId)) throw groupNotFound(groupId);
  const snapshot = await db.collection(CASE_GROUPS).doc(groupId).get();
  const group = snapshot.data() as GroupRecord | undefined;
  if (!snapshot.exists || !group || (group.state !== 'running' && group.state !== 'finished'))
    throw groupNotFound(groupId);
  if (group.ownerId !== userId) throw forbidden('This case group belongs to another account.');
  return { group, snapshot };
}
