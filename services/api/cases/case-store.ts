import type { DocumentReference, DocumentSnapshot, Firestore } from '@google-cloud/firestore';
import { CASES, caseConverter } from '../../../shared/case-firestore-converter.js';
import type { CaseRecord } from '../../../shared/case-record.js';
import { ApiError, forbidden } from '../../../shared/errors.js';
import { canNameStoredCase, shownId } from '../http/path-ids.js';

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
  const notFound = () => new ApiError('CASE_NOT_FOUND', `No case with id ${shownId(caseId)}.`);
  if (!canNameStoredCase(caseId)) throw notFound();
  const snapshot = await caseRef(db, caseId).get();
  const record = snapshot.data();
  if (!snapshot.exists || !record) throw notFound();
  if (record.ownerId !== userId) throw forbidden('This case belongs to another account.');
  return { record, snapshot };
}
