import type { DocumentReference, DocumentSnapshot, Firestore } from '@google-cloud/firestore';
import { CASES, caseConverter } from '../../shared/case-firestore-converter.js';
import type { CaseRecord } from '../../shared/case-record.js';
import { caseNotFound, forbidden } from '../../shared/errors.js';
import { isStorableDocId } from './path-ids.js';

/** Case reads for the client routes: one document read, then the ownership check. */

export const caseRef = (db: Firestore, caseId: string): DocumentReference<CaseRecord> =>
  db.collection(CASES).withConverter(caseConverter).doc(caseId);

export interface OwnedCase {
  record: CaseRecord;
  /** Its snapshot: `updateTime` is the precondition of an optimistic write. */
  snapshot: DocumentSnapshot<CaseRecord>;
}

/** The case `caseId` if it exists (404 CASE_NOT_FOUND) and belongs to `userId` (403 FORBIDDEN). */
export async function loadOwnedCase(db: Firestore, caseId: string, userId: string): Promise<OwnedCase> {
  if (!isStorableDocId(caseId)) throw caseNotFound(caseId);
  const snapshot = await caseRef(db, caseId).get();
  const record = snapshot.data();
  if (!snapshot.exists || !record) throw caseNotFound(caseId);
  if (record.ownerId !== userId) throw forbidden('This case belongs to another account.');
  return { record, snapshot };
}
