import { createHash } from 'node:crypto';
import type { Firestore, WriteBatch } from '@google-cloud/firestore';
import { CASES } from './case-firestore-converter.js';
import type { AttachmentMeta } from './case-record.js';
import { attachmentKey, mergeAttachments } from './email-attachments.js';

/**
 * Attachment metadata grows with every inbound attachment, and anyone who can write into the
 * thread can add some: the case document keeps only a bounded inline part (the first
 * INLINE_ATTACHMENTS, within INLINE_ATTACHMENT_CHARS of JSON) and `attachmentsOverflow` once
 * more arrived. The full list lives in `cases/{caseId}/attachments/{id}`, one document per
 * attachment, written in the same commit as the case change that records it. Reads of the
 * complete list (GET /cases/{id}) page through it only when the case overflowed.
 */

export const CASE_ATTACHMENTS = 'attachments';
export const INLINE_ATTACHMENTS = 20;
export const INLINE_ATTACHMENT_CHARS = 16 * 1024;
/** Names and media types are the sender's text: bounded, so one entry can never be huge. */
export const MAX_ATTACHMENT_NAME = 1000;
export const MAX_ATTACHMENT_TYPE = 255;
const PAGE = 500;

/** The metadata as stored: name and media type cut to their bounds, everything else as given. */
export function boundedMeta(a: AttachmentMeta): AttachmentMeta {
  return { ...a, name: a.name.slice(0, MAX_ATTACHMENT_NAME), type: a.type.slice(0, MAX_ATTACHMENT_TYPE) };
}

/**
 * The inline part after `added` arrived: new entries are appended while they fit; the rest go to
 * the subcollection only. Pure (decide calls it).
 */
export function recordInline(
  inline: readonly AttachmentMeta[],
  overflow: boolean,
  added: readonly AttachmentMeta[],
): { attachments: AttachmentMeta[]; attachmentsOverflow: boolean } {
  const merged = mergeAttachments(inline, added.map(boundedMeta));
  const kept: AttachmentMeta[] = [];
  let chars = 0;
  for (const a of merged) {
    const size = JSON.stringify(a).length;
    if (kept.length >= INLINE_ATTACHMENTS || chars + size > INLINE_ATTACHMENT_CHARS) break;
    kept.push(a);
    chars += size;
  }
  return { attachments: kept, attachmentsOverflow: overflow || kept.length < merged.length };
}

/** One document per attachment; the id makes writing the same one twice harmless. */
export const attachmentDocId = (a: Pick<AttachmentMeta, 'messageId' | 'attachmentId'>) =>
  createHash('sha256').update(attachmentKey(a)).digest('hex');

/** Adds the attachments to the case's full list, in the caller's batch (the case's commit). */
export function writeAttachments(
  db: Firestore,
  batch: WriteBatch,
  caseId: string,
  added: readonly AttachmentMeta[],
): void {
  added.forEach((a, index) => {
    // `order`: arrival order across messages and within one (receivedAt in ms, then position).
    batch.set(db.collection(CASES).doc(caseId).collection(CASE_ATTACHMENTS).doc(attachmentDocId(a)), {
      ...boundedMeta(a),
      order: a.receivedAt * 1000 + Math.min(index, 999),
    });
  });
}

/** The complete list, in arrival order, read in pages. */
export async function readAllAttachments(db: Firestore, caseId: string): Promise<AttachmentMeta[]> {
  const col = db.collection(CASES).doc(caseId).collection(CASE_ATTACHMENTS);
  const out: AttachmentMeta[] = [];
  let last: FirebaseFirestore.QueryDocumentSnapshot | undefined;
  for (;;) {
    let q = col.orderBy('order').limit(PAGE);
    if (last) q = q.startAfter(last);
    const page = await q.get();
    for (const d of page.docs) out.push(metaOf(d.data()));
    if (page.size < PAGE) return out;
    last = page.docs[page.docs.length - 1];
  }
}

/** One attachment of the case by its id (the attachment route), or null. */
export async function findAttachment(
  db: Firestore,
  caseId: string,
  attachmentId: string,
): Promise<AttachmentMeta | null> {
  const page = await db
    .collection(CASES)
    .doc(caseId)
    .collection(CASE_ATTACHMENTS)
    .where('attachmentId', '==', attachmentId)
    .limit(1)
    .get();
  const d = page.docs[0];
  return d ? metaOf(d.data()) : null;
}

function metaOf(d: FirebaseFirestore.DocumentData): AttachmentMeta {
  return {
    attachmentId: d.attachmentId,
    name: d.name,
    size: d.size,
    type: d.type,
    messageId: d.messageId,
    inboxId: d.inboxId,
    receivedAt: d.receivedAt,
  };
}
