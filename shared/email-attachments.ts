import type { AttachmentMeta } from './case-record.js';
import type { EmailMessage } from './email-provider.js';

/**
 * The attachment metadata the worker stores on a case for an inbound message (SPEC
 * "Attachment"): never a download URL, which the attachment route fetches fresh each time.
 */
export function attachmentMetasOf(message: EmailMessage): AttachmentMeta[] {
  return message.attachments.map((a) => ({
    attachmentId: a.attachmentId,
    name: a.filename,
    size: a.size,
    type: a.contentType,
    messageId: message.messageId,
    inboxId: message.inboxId,
    receivedAt: message.timestamp,
  }));
}

/** What identifies an attachment of a case: its message and its id within that message. */
export const attachmentKey = (a: Pick<AttachmentMeta, 'messageId' | 'attachmentId'>) =>
  `${a.messageId}\u0000${a.attachmentId}`;

/** Appends new metadata, skipping entries the case already holds (a redelivered reply). */
export function mergeAttachments(
  existing: readonly AttachmentMeta[],
  added: readonly AttachmentMeta[],
): AttachmentMeta[] {
  const key = attachmentKey;
  const seen = new Set(existing.map(key));
  const out = [...existing];
  for (const a of added) {
    if (seen.has(key(a))) continue;
    seen.add(key(a));
    out.push(a);
  }
  return out;
}
