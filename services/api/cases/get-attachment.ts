import type { Request, Response } from 'express';
import { findAttachment } from '../../../shared/case-attachments.js';
import { ApiError, internalError } from '../../../shared/errors.js';
import type { ApiDeps } from '../api-deps.js';
import { principalOf } from '../http/authenticate.js';
import { loadOwnedCase } from './case-store.js';
import { requiredPathId, shownId } from '../http/path-ids.js';

/**
 * GET /cases/{id}/attachments/{attachmentId}: the SPEC download record, 200. The metadata is the
 * one stored on the case (so only attachments of the caller's own case can be fetched); the
 * temporary `downloadUrl` and `expiresAt` come fresh from the email provider on every call.
 */
export function getAttachmentHandler(deps: ApiDeps) {
  return async (req: Request, res: Response) => {
    const caseId = requiredPathId(req.params.id, 'case id');
    const attachmentId = requiredPathId(req.params.attachmentId, 'attachment id');
    res.locals.caseId = caseId;
    const { record } = await loadOwnedCase(deps.db, caseId, principalOf(res).userId);
    const meta =
      record.attachments.find((a) => a.attachmentId === attachmentId) ??
      (record.attachmentsOverflow ? await findAttachment(deps.db, caseId, attachmentId) : null);
    if (!meta) {
      throw new ApiError('ATTACHMENT_NOT_FOUND', `No attachment with id ${shownId(attachmentId)} on this case.`);
    }
    if (!deps.emailProvider) throw internalError('No email provider is configured to fetch attachments.');
    const download = await deps.emailProvider
      .getAttachment({ inboxId: meta.inboxId, messageId: meta.messageId, attachmentId: meta.attachmentId })
      .catch((err: unknown) => {
        throw internalError('The attachment could not be fetched from the email provider.', err);
      });
    res.status(200).json({
      ok: true,
      data: {
        attachmentId: meta.attachmentId,
        name: meta.name,
        size: meta.size,
        type: meta.type,
        messageId: meta.messageId,
        inboxId: meta.inboxId,
        receivedAt: meta.receivedAt,
        downloadUrl: download.downloadUrl,
        expiresAt: download.expiresAt,
      },
    });
  };
}
