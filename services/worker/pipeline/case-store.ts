import { FieldValue, Timestamp, type Firestore, type WriteBatch } from '@google-cloud/firestore';
import { DRAFTS } from '../../../shared/review.js';
import type { DraftWrite } from '../workflow/review-drafts.js';
import { CASES, caseFromFirestore, caseToFirestore } from '../../../shared/case-firestore-converter.js';
import { writeAttachments } from '../../../shared/case-attachments.js';
import type { AttachmentMeta, CaseRecord } from '../../../shared/case-record.js';
import { TIMELINE, timelineDocOf, type TimelineEntry } from '../../../shared/timeline.js';
import { addSuppression, type SuppressionReason } from '../../../shared/suppressions.js';
import { addBillableFinish } from '../../../shared/usage.js';
import { status as grpcStatus } from '@grpc/grpc-js';
import { ALREADY_EXISTS, isAlreadyExists } from '../../../shared/already-exists.js';

/**
 * The worker's reads and its one kind of write. A commit is ONE atomic batch, guarded by the
 * update time read with the case (optimistic: a precondition, not a lock, because concurrent
 * transactions on one document stall for seconds): the next case record, the event's processed
 * marker (`create`, so a concurrent twin fails), usage billing on a terminal move and, for a terminal
 * move that calls for it, the do-not-contact entry. Any precondition failure means "someone else moved the
 * case first": the caller reads again and decides again.
 */

export const EVENTS = 'events';
/** Processed markers only need to outlive redeliveries (Pub/Sub keeps messages 7 days at most). */
export const MARKER_TTL_MS = 30 * 24 * 3_600_000;

/** The processed marker of an event: written once, in the commit that handles the event (TTL on expireAt). */
export const markerDoc = (eventId: string, type: string, now: number) => ({
  eventId,
  type,
  processedAt: now,
  expireAt: Timestamp.fromMillis(now + MARKER_TTL_MS),
});

export interface CaseSnapshot {
  record: CaseRecord;
  updateTime: Timestamp;
}

export interface CaseRead {
  snapshot: CaseSnapshot | null;
  /** The event id was already processed (its marker exists). */
  processed: boolean;
}

export interface CommitInput {
  snapshot: CaseSnapshot;
  next: CaseRecord;
  now: number;
  /** Queue events carry an id and leave a marker; EFFECT_DONE does not. */
  event?: { id: string; type: string };
  billFinish: boolean;
  /** Inbound attachment metadata recorded by this step: added to the case's full list. */
  attachments?: readonly AttachmentMeta[];
  /** Timeline entries of this step, created in the same batch (an existing id is a lost race). */
  timeline?: readonly TimelineEntry[];
  /** Puts the case's counterparty address on its owner's do-not-contact list, in this batch. */
  suppress?: SuppressionReason | undefined;
  /** The draft history's changes of this step (review-drafts.ts): created or updated in this batch. */
  drafts?: readonly DraftWrite[];
}

/** An event that changes nothing on the case but leaves timeline entries (mail or a send after the end). */
export interface TimelineOnlyCommit {
  caseId: string;
  event: { id: string; type: string };
  now: number;
  timeline: readonly TimelineEntry[];
  /** Draft history updates that go with it (a send accepted after the end: its draft SENT). */
  drafts?: readonly DraftWrite[];
  /**
   * A send accepted after the end: it went out, so it counts (SPEC: `attemptCount` is the number of
   * outbound messages sent), and the case's `updatedAt` moves; nothing else of the case changes.
   */
  countsSend?: boolean;
}

export interface CaseStore {
  read(caseId: string, eventId?: string): Promise<CaseRead>;
  /**
   * The case as committed (its update time is the commit's write time, so the next step needs
   * no read), or null when the case moved (or the event was processed) meanwhile.
   */
  commit(input: CommitInput): Promise<CaseSnapshot | null>;
  /**
   * The event's processed marker and its timeline entries, in one batch, the case untouched:
   * false when a twin delivery committed them first (the marker exists).
   */
  commitTimelineOnly(input: TimelineOnlyCommit): Promise<boolean>;
}

// gRPC codes of a lost race: precondition (lastUpdateTime), marker exists, aborted.
const CONFLICT_CODES = new Set([grpcStatus.FAILED_PRECONDITION, ALREADY_EXISTS, grpcStatus.ABORTED]);

export const markerDocId = (eventId: string) => encodeURIComponent(eventId);

export function createCaseStore(db: Firestore): CaseStore {
  const caseRef = (caseId: string) => db.collection(CASES).doc(caseId);
  const markerRef = (caseId: string, eventId: string) => caseRef(caseId).collection(EVENTS).doc(markerDocId(eventId));

  return {
    async read(caseId, eventId) {
      const refs = eventId ? [caseRef(caseId), markerRef(caseId, eventId)] : [caseRef(caseId)];
      const [caseSnap, markerSnap] = await db.getAll(...refs);
      const processed = markerSnap?.exists ?? false;
      if (!caseSnap?.exists || !caseSnap.updateTime) return { snapshot: null, processed };
      return { snapshot: { record: caseFromFirestore(caseSnap.data()!), updateTime: caseSnap.updateTime }, processed };
    },

    async commit(input) {
      const { snapshot, next, now } = input;
      const batch = db.batch();
      batch.update(caseRef(next.caseId), caseToFirestore(next), { lastUpdateTime: snapshot.updateTime });
      if (input.event) {
        batch.create(markerRef(next.caseId, input.event.id), markerDoc(input.event.id, input.event.type, now));
      }
      if (input.billFinish) addBillableFinish(db, batch, next.ownerId, now);
      if (input.attachments?.length) writeAttachments(db, batch, next.caseId, input.attachments);
      if (input.suppress) {
        addSuppression(db, batch, {
          userId: next.ownerId,
          address: next.counterparty.address,
          reason: input.suppress,
          caseId: next.caseId,
          suppressedAt: now,
        });
      }
      addDrafts(batch, next.caseId, input.drafts ?? []);
      addTimeline(batch, next.caseId, input.timeline ?? []);
      try {
        const results = await batch.commit();
        // Results follow the order of the writes: the case update is the first.
        return { record: next, updateTime: results[0]!.writeTime };
      } catch (err) {
        const code = (err as { code?: unknown }).code;
        if (typeof code === 'number' && CONFLICT_CODES.has(code)) return null;
        throw err;
      }
    },

    async commitTimelineOnly({ caseId, event, now, timeline, drafts, countsSend }) {
      const batch = db.batch();
      batch.create(markerRef(caseId, event.id), markerDoc(event.id, event.type, now));
      // Counted once: the marker above makes a twin's batch fail as a whole.
      if (countsSend) batch.update(caseRef(caseId), { attemptCount: FieldValue.increment(1), updatedAt: now });
      addTimeline(batch, caseId, timeline);
      addDrafts(batch, caseId, drafts ?? []);
      try {
        await batch.commit();
        return true;
      } catch (err) {
        if (isAlreadyExists(err)) return false;
        throw err;
      }
    },
  };

  function addDrafts(batch: WriteBatch, caseId: string, drafts: readonly DraftWrite[]) {
    for (const w of drafts) {
      const ref = caseRef(caseId).collection(DRAFTS).doc(w.draftId);
      if ('create' in w) batch.create(ref, w.create);
      else batch.set(ref, w.update, { merge: true });
    }
  }

  function addTimeline(batch: WriteBatch, caseId: string, timeline: readonly TimelineEntry[]) {
    for (const entry of timeline) {
      batch.create(caseRef(caseId).collection(TIMELINE).doc(entry.id), timelineDocOf(entry));
    }
  }
}
