import { createHmac, timingSafeEqual } from 'node:crypto';
import { SandboxError } from './sandbox-errors.js';
import type { SandboxStore, StoredAttachment } from './sandbox-store.js';

/**
 * Attachment download URLs like AgentMail's: temporary and unguessable. The token is the ids and
 * an expiry, HMAC-signed with a key the sandbox draws at start (URLs die with the process).
 */
export function createDownloadTokens(store: SandboxStore, signingKey: Buffer) {
  return {
    /** A download URL for one attachment, signed with the sandbox's key, valid `ttlSeconds`. */
    signDownload(
      baseUrl: string,
      ids: { inboxId: string; messageId: string; attachmentId: string },
      ttlSeconds: number,
    ) {
      const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
      const payload = Buffer.from(JSON.stringify({ ...ids, exp: expiresAt.getTime() })).toString('base64url');
      const sig = createHmac('sha256', signingKey).update(payload).digest('base64url');
      return { downloadUrl: `${baseUrl}/_sandbox/attachments/${payload}.${sig}`, expiresAt };
    },

    /** The attachment behind a download token; 403 for a forged token, 410 once expired. */
    openDownload(token: string): StoredAttachment {
      const [payload, sig] = token.split('.');
      // Compare the signature's text, not its decoded bytes: base64url decoding ignores the
      // padding bits of the last character, so bytes would accept several spellings of one token.
      const expected = Buffer.from(
        createHmac('sha256', signingKey)
          .update(payload ?? '')
          .digest('base64url'),
      );
      const given = Buffer.from(sig ?? '');
      if (!payload || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new SandboxError(403, 'ForbiddenError', 'Invalid download token');
      }
      const ids = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
        inboxId: string;
        messageId: string;
        attachmentId: string;
        exp: number;
      };
      if (Date.now() > ids.exp) throw new SandboxError(410, 'GoneError', 'Download URL expired');
      const a = store
        .message(ids.inboxId, ids.messageId)
        ?.attachments.find((x) => x.attachment_id === ids.attachmentId);
      if (!a) throw new SandboxError(404, 'NotFoundError', 'Attachment not found');
      return a;
    },
  };
}
