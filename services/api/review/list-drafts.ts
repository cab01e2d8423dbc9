import type { Request, Response } from 'express';
import { CASES } from '../../../shared/case-firestore-converter.js';
import { DRAFTS, type DraftDoc } from '../../../shared/review.js';
import type { ApiDeps } from '../api-deps.js';
import { principalOf } from '../http/authenticate.js';
import { loadOwnedCase } from '../cases/case-store.js';
import { requiredPathId } from '../http/path-ids.js';
import type { DraftView } from './review-schemas.js';

/**
 * GET /cases/{id}/drafts: the case's held drafts, oldest first (the newest 100). One query on the
 * case's own subcollection ordered by `requestedAt` (Firestore's automatic single-field index).
 */

export const MAX_DRAFTS_LISTED = 100;

export function listDraftsHandler(deps: ApiDeps) {
  return async (req: Request, res: Response) => {
    const caseId = requiredPathId(req.params.id, 'case id');
    res.locals.caseId = caseId;
    await loadOwnedCase(deps.db, caseId, principalOf(res).userId);
    const snap = await deps.db
      .collection(CASES)
      .doc(caseId)
      .collection(DRAFTS)
      .orderBy('requestedAt', 'desc')
      .limit(MAX_DRAFTS_LISTED)
      .get();
    const drafts = snap.docs.map((d) => draftView(d.data() as DraftDoc)).reverse();
    res.status(200).json({ ok: true, data: { drafts } });
  };
}

/** Allow-listed, absent rather than null. */
export function draftView(d: DraftDoc): DraftView {
  const view: DraftView = {
    draftId: d.draftId,
    kind: d.kind,
    status: d.status,
    subject: d.subject,
    text: d.text,
    reasons: (d.reasons ?? []).map((r) => ({ code: r.code, message: r.message })),
    requestedAt: d.requestedAt,
  };
  if (typeof d.decidedAt === 'number') view.decidedAt = d.decidedAt;
  if (d.edit && (d.edit.subject !== undefined || d.edit.text !== undefined))
    view.edit = {
      ...(d.edit.subject !== undefined ? { subject: d.edit.subject } : {}),
      ...(d.edit.text !== undefined ? { text: d.edit.text } : {}),
    };
  if (typeof d.rejectReason === 'string') view.rejectReason = d.rejectReason;
  if (typeof d.cancel === 'boolean') view.cancel = d.cancel;
  if (typeof d.closedAt === 'number') view.closedAt = d.closedAt;
  if (typeof d.discardedBecause === 'string') view.discardedBecause = d.discardedBecause;
  return view;
}
