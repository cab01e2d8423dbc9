import { createHash } from 'node:crypto';

/** Handled inbound ids kept on the case: enough to absorb any realistic redelivery window. */
export const HANDLED_MESSAGE_IDS_KEPT = 100;
/**
 * Message ids can be chosen by the sender (Message-ID): one longer than this is kept as its
 * hash, so the kept list stays bounded in bytes too (100 × at most 256 characters).
 */
const MAX_HANDLED_ID = 256;

/** How a handled message id is kept on the case (CaseRecord.handledMessageIds). */
export const handledKey = (messageId: string) =>
  messageId.length <= MAX_HANDLED_ID ? messageId : `sha256:${createHash('sha256').update(messageId).digest('hex')}`;
