import type { Firestore } from '@google-cloud/firestore';

/**
 * `threads/{threadId}` → caseId: routes an inbound provider event to its case in one read.
 * Written by the worker right after the first send of a case (the send returns the threadId);
 * thread ids are the provider's and unique, so a write is idempotent and never re-points.
 */

export const THREADS = 'threads';

export interface ThreadEntry {
  threadId: string;
  caseId: string;
  inboxId: string;
}

/** Provider thread ids may hold characters Firestore forbids in a document id ('/'). */
export const threadDocId = (threadId: string) => encodeURIComponent(threadId);

export async function recordThread(db: Firestore, entry: ThreadEntry, now = Date.now()): Promise<void> {
  // set() without merge is idempotent for the same (threadId → caseId); a redelivered first
  // send writes the same document again.
  await db
    .collection(THREADS)
    .doc(threadDocId(entry.threadId))
    .set({ ...entry, createdAt: now });
}

export async function findCaseByThread(db: Firestore, threadId: string): Promise<ThreadEntry | undefined> {
  const snap = await db.collection(THREADS).doc(threadDocId(threadId)).get();
  if (!snap.exists) return undefined;
  const d = snap.data() as Partial<ThreadEntry>;
  if (typeof d.caseId !== 'string' || typeof d.inboxId !== 'string') return undefined;
  return { threadId, caseId: d.caseId, inboxId: d.inboxId };
}
