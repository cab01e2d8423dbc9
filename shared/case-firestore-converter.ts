import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot } from '@google-cloud/firestore';
import type { GroupMembership } from './case-groups/group-membership.js';
import type { CaseRecord, CaseRequest, DroppedSend, OutboxEntry } from './case-record.js';

/**
 * Firestore shape of a case. Client-supplied objects (goal, counterparty, resultSchema, metadata,
 * ...) and the extracted `result` are opaque JSON that Firestore cannot always hold (nested
 * arrays, reserved `__x__` keys), so they are stored as one JSON string `request` and
 * `resultJson` (its evidence as `resultEvidenceJson`, a result held for the completion grace as
 * `pendingResultJson`). The outbox carries webhook payloads (metadata, result), so it is JSON too.
 * Runtime fields stay native so the sweeper can query them.
 */

const REQUEST_FIELDS = [
  'channel',
  'goal',
  'counterparty',
  'senderPersona',
  'clientReferenceId',
  'constraints',
  'maxAttempts',
  'followUpDelayHours',
  'sendWindow',
  'resultSchema',
  'clientWebhookUrl',
  'metadata',
  'review',
  'inputTimeoutHours',
] as const satisfies readonly (keyof CaseRequest)[];

export function caseToFirestore(c: CaseRecord): DocumentData {
  const request: Record<string, unknown> = {};
  for (const f of REQUEST_FIELDS) if (c[f] !== undefined) request[f] = c[f];
  return {
    caseId: c.caseId,
    ownerId: c.ownerId,
    /** Native (it is also in `request`) so that GET /cases can filter on it. */
    clientReferenceId: c.clientReferenceId ?? null,
    status: c.status,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    createdMonth: c.createdMonth,
    attemptCount: c.attemptCount,
    followUpCount: c.followUpCount ?? 0,
    maxAttempts: c.maxAttempts,
    nextActionAt: c.nextActionAt,
    nextActionType: c.nextActionType,
    timerId: c.timerId,
    attachments: c.attachments,
    attachmentsOverflow: c.attachmentsOverflow ?? false,
    resultStatus: c.resultStatus,
    resultJson: c.result === undefined ? null : JSON.stringify(c.result),
    resultEvidenceJson: c.resultEvidence === undefined ? null : JSON.stringify(c.resultEvidence),
    // Opaque JSON like the result; always written (null when none) so the update clears it.
    pendingResultJson: c.pendingResult ? JSON.stringify(c.pendingResult) : null,
    pendingReplyJson: c.pendingReply ? JSON.stringify(c.pendingReply) : null,
    failureReason: c.failureReason,
    inputRequest: c.inputRequest,
    inputRequestId: c.inputRequestId,
    inputRequestStatus: c.inputRequestStatus,
    providedContext: c.providedContext,
    inboxId: c.inboxId,
    threadId: c.threadId,
    lastMessageId: c.lastMessageId,
    handledMessageIds: c.handledMessageIds,
    version: c.version,
    outboxJson: JSON.stringify(c.outbox),
    /** Oldest pending effect's createdAt, or null: lets the sweeper find stuck cases by query. */
    pendingSince: oldestPending(c.outbox),
    request: JSON.stringify(request),
    startRefusal: c.startRefusal,
    // Review and the risk rules' context (docs/review-and-console.md).
    // Always written (null when none): the worker's update must clear a draft it sent or discarded.
    pendingDraft: c.pendingDraft ?? null,
    ...(c.clientAnswers !== undefined ? { clientAnswers: c.clientAnswers } : {}),
    ...(c.injectionSeenAt != null ? { injectionSeenAt: c.injectionSeenAt } : {}),
    // Native, only on group members: the group's member queries filter on groupId.
    ...(c.group ? { groupId: c.group.groupId, group: c.group } : {}),
    ...(c.droppedSends?.length ? { droppedSends: c.droppedSends } : {}),
  };
}

export function caseFromFirestore(d: DocumentData): CaseRecord {
  const request = JSON.parse(d.request as string) as CaseRequest;
  const record: CaseRecord = {
    ...request,
    caseId: d.caseId,
    ownerId: d.ownerId,
    status: d.status,
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
    createdMonth: d.createdMonth,
    attemptCount: d.attemptCount,
    followUpCount: d.followUpCount ?? 0,
    maxAttempts: d.maxAttempts,
    nextActionAt: d.nextActionAt,
    nextActionType: d.nextActionType,
    timerId: d.timerId ?? null,
    attachments: d.attachments ?? [],
    attachmentsOverflow: d.attachmentsOverflow ?? false,
    resultStatus: d.resultStatus ?? null,
    failureReason: d.failureReason ?? null,
    inputRequest: d.inputRequest ?? null,
    inputRequestId: d.inputRequestId ?? null,
    inputRequestStatus: d.inputRequestStatus ?? 'NONE',
    providedContext: d.providedContext ?? null,
    inboxId: d.inboxId ?? null,
    threadId: d.threadId ?? null,
    lastMessageId: d.lastMessageId ?? null,
    handledMessageIds: d.handledMessageIds ?? [],
    version: d.version ?? 0,
    outbox: d.outboxJson ? (JSON.parse(d.outboxJson as string) as OutboxEntry[]) : [],
    startRefusal: d.startRefusal ?? null,
  };
  if (d.pendingDraft != null) record.pendingDraft = d.pendingDraft;
  if (Array.isArray(d.clientAnswers)) record.clientAnswers = d.clientAnswers;
  if (typeof d.injectionSeenAt === 'number') record.injectionSeenAt = d.injectionSeenAt;
  if (d.group && typeof d.group === 'object') record.group = d.group as GroupMembership;
  if (Array.isArray(d.droppedSends)) record.droppedSends = d.droppedSends as DroppedSend[];
  if (typeof d.resultJson === 'string') record.result = JSON.parse(d.resultJson);
  if (typeof d.resultEvidenceJson === 'string') record.resultEvidence = JSON.parse(d.resultEvidenceJson);
  if (typeof d.pendingResultJson === 'string') record.pendingResult = JSON.parse(d.pendingResultJson);
  if (typeof d.pendingReplyJson === 'string') record.pendingReply = JSON.parse(d.pendingReplyJson);
  return record;
}

function oldestPending(outbox: OutboxEntry[]): number | null {
  let min: number | null = null;
  for (const e of outbox) if (e.state === 'pending' && (min === null || e.createdAt < min)) min = e.createdAt;
  return min;
}

export const caseConverter: FirestoreDataConverter<CaseRecord> = {
  toFirestore: (c) => caseToFirestore(c as CaseRecord),
  fromFirestore: (snap: QueryDocumentSnapshot) => caseFromFirestore(snap.data()),
};

export const CASES = 'cases';
