import type { Firestore, Timestamp } from '@google-cloud/firestore';
import { CASES } from '../../../shared/case-firestore-converter.js';
import type { CaseRecord, InputRequest, InputRequestStatus } from '../../../shared/case-record.js';
import { ApiError, internalError } from '../../../shared/errors.js';
import { loadOwnedCase } from './case-store.js';

/**
 * Accepting the client's answer to a pending input request, exactly once under concurrency,
 * without pessimistic transactions: read the case, check it, then update it with the precondition
 * `lastUpdateTime == the read's updateTime` (an optimistic transaction). If anything wrote the
 * case in between, the update fails FAILED_PRECONDITION and we re-read and re-check: of N
 * concurrent answers one wins and the others then see RESOLVED (409 INPUT_REQUEST_NOT_PENDING).
 * Writes go to the raw document (no converter), field names as in caseToFirestore.
 */

const FAILED_PRECONDITION = 9;
const MAX_ATTEMPTS = 20;

/** The stored fields this write changes, as they were before it: what a revert restores. */
export interface InputFields {
  inputRequestStatus: InputRequestStatus;
  inputRequest: InputRequest | null;
  providedContext: string | null;
  updatedAt: number;
  version: number;
}

export interface Resolution {
  previous: InputFields;
  writeTime: Timestamp;
}

/** The SPEC's three 409s, in order: not paused, request not pending, request id mismatch. */
export function checkInputAcceptable(c: CaseRecord, inputRequestId: string): void {
  if (c.status !== 'INPUT_NEEDED') {
    throw new ApiError('CASE_NOT_WAITING_FOR_INPUT', `The case is ${c.status}, not waiting for input.`);
  }
  if (c.inputRequestStatus !== 'PENDING' || !c.inputRequest || c.inputRequest.status !== 'PENDING') {
    throw new ApiError('INPUT_REQUEST_NOT_PENDING', 'The active input request is already resolved.');
  }
  const activeId = c.inputRequestId ?? c.inputRequest.id;
  if (activeId !== inputRequestId) {
    throw new ApiError('INPUT_REQUEST_MISMATCH', 'inputRequestId does not match the active input request.');
  }
}

export async function resolveInputRequest(
  db: Firestore,
  input: { caseId: string; userId: string; inputRequestId: string; providedContext: string; now: number },
): Promise<Resolution> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const { record, snapshot } = await loadOwnedCase(db, input.caseId, input.userId);
    checkInputAcceptable(record, input.inputRequestId);
    const previous: InputFields = {
      inputRequestStatus: record.inputRequestStatus,
      inputRequest: record.inputRequest,
      providedContext: record.providedContext,
      updatedAt: record.updatedAt,
      version: record.version,
    };
    const next: InputFields = {
      inputRequestStatus: 'RESOLVED',
      inputRequest: { ...record.inputRequest!, status: 'RESOLVED' },
      providedContext: input.providedContext,
      updatedAt: input.now,
      version: record.version + 1,
    };
    try {
      const result = await db
        .collection(CASES)
        .doc(input.caseId)
        .update({ ...next }, { lastUpdateTime: snapshot.updateTime! });
      return { previous, writeTime: result.writeTime };
    } catch (err) {
      if ((err as { code?: unknown }).code !== FAILED_PRECONDITION) throw err;
    }
  }
  throw internalError('The case changed too often to accept the input; retry.');
}

/**
 * Puts back exactly the previous values after the INPUT_PROVIDED publish failed, only if nothing
 * wrote the case since our write (else the worker already moved on and must not be undone).
 */
export async function revertInputResolution(db: Firestore, caseId: string, r: Resolution): Promise<void> {
  await db
    .collection(CASES)
    .doc(caseId)
    .update({ ...r.previous }, { lastUpdateTime: r.writeTime });
}
