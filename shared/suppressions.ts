import { createHash } from 'node:crypto';
import type { Firestore, WriteBatch } from '@google-cloud/firestore';
import { normaliseAddress } from './email-address.js';

/**
 * Each user's do-not-contact list (docs/workflow.md, "Do-not-contact"): counterparty addresses
 * that opted out, bounced or complained. One document per (user, address) at an id derived from
 * both, so the API checks a new case with ONE document read by id, whatever the size of the list.
 * The worker adds an address in the same batch that commits the case's terminal move; the admin
 * CLI lists and removes them.
 */

export const SUPPRESSIONS = 'suppressions';

export const SUPPRESSION_REASONS = ['opt_out', 'bounce', 'complaint'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

export interface Suppression {
  userId: string;
  /** Normalised: trimmed, lowercased. */
  address: string;
  reason: SuppressionReason;
  /** The case that ended this way. */
  caseId: string;
  suppressedAt: number;
}

export { normaliseAddress };

/** sha256(userId, address): a valid document id for any address, fixed length, no address in it. */
export function suppressionDocId(userId: string, address: string): string {
  return createHash('sha256')
    .update(`${userId}\n${normaliseAddress(address)}`)
    .digest('hex');
}

/** The do-not-contact entry of (owner, address), e.g. to read it with other documents in one getAll. */
export const suppressionRef = (db: Firestore, userId: string, address: string) =>
  db.collection(SUPPRESSIONS).doc(suppressionDocId(userId, address));

/** The one read of a create: the address's entry on the user's list, or null. */
export async function readSuppression(db: Firestore, userId: string, address: string): Promise<Suppression | null> {
  const snap = await suppressionRef(db, userId, address).get();
  return snap.exists ? (snap.data() as Suppression) : null;
}

/** Adds (or refreshes) an entry within the caller's batch. */
export function addSuppression(
  db: Firestore,
  batch: WriteBatch,
  entry: Omit<Suppression, 'address'> & { address: string },
): void {
  const doc: Suppression = { ...entry, address: normaliseAddress(entry.address) };
  batch.set(suppressionRef(db, entry.userId, entry.address), doc);
}

/** The user's list, newest first (one equality filter: the automatic single-field index serves it). */
export async function listSuppressions(db: Firestore, userId: string): Promise<Suppression[]> {
  const snap = await db.collection(SUPPRESSIONS).where('userId', '==', userId).get();
  return snap.docs
    .map((d) => d.data() as Suppression)
    .sort((a, b) => b.suppressedAt - a.suppressedAt || a.address.localeCompare(b.address));
}

/** Removes the entry; returns what was removed, or null when the address was not on the list. */
export async function removeSuppression(db: Firestore, userId: string, address: string): Promise<Suppression | null> {
  const r = suppressionRef(db, userId, address);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(r);
    if (!snap.exists) return null;
    tx.delete(r);
    return snap.data() as Suppression;
  });
}
