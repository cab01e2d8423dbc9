import type { Request, Response } from 'express';
import { readAllAttachments } from '../../../shared/case-attachments.js';
import type { CaseRecord } from '../../../shared/case-record.js';
import { formatConversationThread } from '../../../shared/conversation-thread.js';
import { internalError } from '../../../shared/errors.js';
import type { ApiDeps } from '../api-deps.js';
import { principalOf } from '../http/authenticate.js';
import { loadOwnedCase } from './case-store.js';
import { toCaseView } from './case-view.js';
import { requiredPathId } from '../http/path-ids.js';

/**
 * GET /cases/{id}: the public projection of an owned case, 200. With `includeTranscript=true`
 * the live thread is read from the email provider and formatted (SPEC conversationThread); a
 * case with no thread yet gets an empty transcript, and a failed fetch is 500 INTERNAL_ERROR.
 */
export function readCaseHandler(deps: ApiDeps) {
  return async (req: Request, res: Response) => {
    const caseId = requiredPathId(req.params.id, 'case id');
    res.locals.caseId = caseId;
    const { record: stored } = await loadOwnedCase(deps.db, caseId, principalOf(res).userId);
    // The SPEC's `attachments` is complete: past the inline part, the list is in the subcollection.
    const record = stored.attachmentsOverflow
      ? { ...stored, attachments: await readAllAttachments(deps.db, caseId) }
      : stored;
    const transcript = wantsTranscript(req.query.includeTranscript) ? await transcriptOf(deps, record) : undefined;
    res.status(200).json({ ok: true, data: toCaseView(record, transcript) });
  };
}

/** SPEC: only the literal `true`, after trimming and lowercasing, turns the transcript on. */
export function wantsTranscript(flag: unknown): boolean {
  return typeof flag === 'string' && flag.trim().toLowerCase() === 'true';
}

async function transcriptOf(deps: ApiDeps, record: CaseRecord): Promise<string> {
  if (!record.threadId || !record.inboxId) return '';
  if (!deps.emailProvider) throw internalError('No email provider is configured to read the thread.');
  try {
    const thread = await deps.emailProvider.getThread(record.inboxId, record.threadId);
    return formatConversationThread(thread.messages, {
      senderPersonaName: record.senderPersona.name,
      counterparty: record.counterparty,
    });
  } catch (err) {
    throw internalError('The conversation thread could not be read from the email provider.', err);
  }
}
