import type { CaseRecord } from './case-record.js';
import { monthKey } from './usage.js';

/** The fields a new case takes from the client's validated request (POST /cases, a group member). */
export type CaseRequestFields = Omit<
  CaseRecord,
  | 'caseId'
  | 'ownerId'
  | 'status'
  | 'createdAt'
  | 'updatedAt'
  | 'createdMonth'
  | 'attemptCount'
  | 'followUpCount'
  | 'nextActionAt'
  | 'nextActionType'
  | 'timerId'
  | 'attachments'
  | 'resultStatus'
  | 'failureReason'
  | 'inputRequest'
  | 'inputRequestId'
  | 'inputRequestStatus'
  | 'providedContext'
  | 'inboxId'
  | 'threadId'
  | 'lastMessageId'
  | 'handledMessageIds'
  | 'version'
  | 'outbox'
  | 'startRefusal'
>;

/** The stored record of a new case: the validated request plus the SPEC's initial runtime fields. */
export function newCaseRecord(body: CaseRequestFields, caseId: string, ownerId: string, now: number): CaseRecord {
  return {
    ...body,
    caseId,
    ownerId,
    status: 'CREATED',
    createdAt: now,
    updatedAt: now,
    createdMonth: monthKey(now),
    attemptCount: 0,
    followUpCount: 0,
    // The initial outreach is due at once: queued with CASE_CREATED, sent when the worker takes it.
    nextActionAt: now,
    nextActionType: 'SEND',
    timerId: null,
    attachments: [],
    resultStatus: null,
    failureReason: null,
    inputRequest: null,
    inputRequestId: null,
    inputRequestStatus: 'NONE',
    providedContext: null,
    inboxId: null,
    threadId: null,
    lastMessageId: null,
    handledMessageIds: [],
    version: 1,
    outbox: [],
    startRefusal: null,
  };
}
