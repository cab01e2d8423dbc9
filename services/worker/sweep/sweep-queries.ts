import type { Firestore, Query, QuerySnapshot } from '@google-cloud/firestore';
import { CASES } from '../../../shared/case-firestore-converter.js';
import { PARKED_EVENTS } from '../../../shared/parked-events.js';
import { WEBHOOK_DELIVERIES } from '../webhooks/webhook-deliveries.js';

/**
 * The sweeper's queries as data: each is `equals` (field == value, any number) plus one range
 * `olderThan` < cutoff, ordered ascending by that field, limited, projected. The sweeper builds
 * them from here only, and test/infra/firestore.test.ts checks each shape against
 * firestore.indexes.json: the emulator runs any query, production answers FAILED_PRECONDITION
 * for one whose composite index is missing, so the data is what keeps the two in step.
 */

export interface SweepQuery {
  /** The collection queried (a top-level collection: the index's collectionGroup, COLLECTION scope). */
  collection: string;
  /** Equality filters, field → value. */
  equals: Readonly<Record<string, string>>;
  /** The range field: `< cutoff`, and the order of the results (ascending). */
  olderThan: string;
  /** The fields read: a sweep needs ids, never whole documents (a webhook payload can be large). */
  select: readonly string[];
}

export const sweepQueries = {
  /** Cases with a pending outbox entry (the converter keeps `pendingSince`). */
  pendingEffects: { collection: CASES, equals: {}, olderThan: 'pendingSince', select: ['caseId'] },
  /** Cases whose CASE_CREATED never arrived. */
  unstarted: { collection: CASES, equals: { status: 'CREATED' }, olderThan: 'createdAt', select: ['caseId'] },
  /** Cases whose timer task was lost. */
  overdueTimers: {
    collection: CASES,
    equals: { status: 'RUNNING' },
    olderThan: 'nextActionAt',
    select: ['caseId', 'timerId'],
  },
  /** Cases waiting on the client whose input deadline passed and whose timer task was lost. */
  overdueInputDeadlines: {
    collection: CASES,
    equals: { status: 'INPUT_NEEDED', inputRequestStatus: 'PENDING' },
    olderThan: 'nextActionAt',
    select: ['caseId', 'timerId'],
  },
  /** Cases holding an accepted answer whose INPUT_PROVIDED never went out. */
  unansweredInputs: {
    collection: CASES,
    equals: { status: 'INPUT_NEEDED', inputRequestStatus: 'RESOLVED' },
    olderThan: 'updatedAt',
    select: ['caseId', 'inputRequestId'],
  },
  /** Provider events parked because their thread was unknown (shared/parked-events.ts). */
  parkedEvents: {
    collection: PARKED_EVENTS,
    equals: { state: 'parked' },
    olderThan: 'parkedAt',
    select: ['threadId', 'inboxId', 'messageId', 'kind', 'providerEventId', 'detail', 'svixId', 'parkedAt', 'state'],
  },
  /** Webhook deliveries never claimed, whose latest task was requested before the cutoff. */
  unclaimedWebhooks: {
    collection: WEBHOOK_DELIVERIES,
    equals: { outcome: 'pending' },
    olderThan: 'enqueuedAt',
    select: ['caseId', 'outcome', 'attemptedAt', 'redrives'],
  },
} as const satisfies Record<string, SweepQuery>;

export function runSweepQuery(db: Firestore, q: SweepQuery, cutoff: number, limit: number): Promise<QuerySnapshot> {
  let query: Query = db.collection(q.collection);
  for (const [field, value] of Object.entries(q.equals)) query = query.where(field, '==', value);
  return query
    .where(q.olderThan, '<', cutoff)
    .orderBy(q.olderThan)
    .limit(limit)
    .select(...q.select)
    .get();
}
