import { FieldValue, type Firestore, type Transaction, type WriteBatch } from '@google-cloud/firestore';

/**
 * Monthly usage per user: `usage/{userId}_{YYYY-MM}` holds `created` and `billable` counters
 * for that UTC month. The API checks both against the plan cap on POST /cases; the worker adds
 * to `billable` in the same commit as a case's terminal move.
 */

export const PLANS = ['SANDBOX', 'PAYG', 'BASE_PRO'] as const;
export type Plan = (typeof PLANS)[number];

export const PLAN_CAPS: Record<Plan, number> = { SANDBOX: 100, PAYG: 100, BASE_PRO: 500 };

export const USAGE = 'usage';
/** `usage/{id}/createdSlots/{n}`: one per reservation (services/api/cases/usage-slots.ts). */
export const CREATED_SLOTS = 'createdSlots';

/** UTC month of a Unix-ms instant, `YYYY-MM`. */
export function monthKey(ms: number): string {
  return new Date(ms).toISOString().slice(0, 7);
}

export const usageDocId = (userId: string, month: string) => `${userId}_${month}`;

/** Delivery failures are not billable (SPEC Limits 2); everything else that finished is. */
const NOT_BILLABLE_RESULTS = new Set(['BOUNCED', 'REJECTED', 'COMPLAINED']);

/** resultStatus of a case the client cancelled (POST /cases/{id}/cancel). */
export const CANCELLED = 'cancelled';

/**
 * Whether a terminal move counts in the month's billable cases. A cancelled case counts only if
 * at least one email went out (`attemptCount` > 0): cancelling before any outreach is free.
 */
export function isBillableFinish(status: string, resultStatus: string | null, attemptCount?: number): boolean {
  if (status === 'COMPLETED') return true;
  if (status === 'FAILED' && resultStatus === CANCELLED) return (attemptCount ?? 0) > 0;
  if (status === 'FAILED') return !(resultStatus !== null && NOT_BILLABLE_RESULTS.has(resultStatus));
  return false;
}

/**
 * Adds one billable finished case to the month of `finishedAt`, inside the caller's transaction
 * or batch (the same commit as the terminal move, so it counts exactly once).
 */
export function addBillableFinish(
  db: Firestore,
  writer: Transaction | WriteBatch,
  userId: string,
  finishedAt: number,
): void {
  const ref = db.collection(USAGE).doc(usageDocId(userId, monthKey(finishedAt)));
  (writer as WriteBatch).set(
    ref,
    { userId, month: monthKey(finishedAt), billable: FieldValue.increment(1) },
    { merge: true },
  );
}

export interface UsageCounts {
  created: number;
  billable: number;
}

export async function readUsage(db: Firestore, userId: string, month: string): Promise<UsageCounts> {
  const snap = await db.collection(USAGE).doc(usageDocId(userId, month)).get();
  const d = snap.data() ?? {};
  return { created: Number(d.created ?? 0), billable: Number(d.billable ?? 0) };
}
