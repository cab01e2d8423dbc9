import { FieldValue, type Firestore, type Timestamp } from '@google-cloud/firestore';
import type { Request, Response } from 'express';
import { ALREADY_EXISTS } from '../../../shared/already-exists.js';
import { draftDecidedEventId } from '../../../shared/case-events.js';
import { CASES } from '../../../shared/case-firestore-converter.js';
import { isTerminal, type CaseRecord } from '../../../shared/case-record.js';
import { ApiError, internalError, invalidRequest } from '../../../shared/errors.js';
import { DRAFTS, type PendingDraft } from '../../../shared/review.js';
import {
  TIMELINE,
  draftDecisionEntryId,
  shortText,
  timelineDocOf,
  type TimelineEntry,
} from '../../../shared/timeline.js';
import type { ApiDeps } from '../api-deps.js';
import { principalOf } from '../http/authenticate.js';
import { loadOwnedCase } from '../cases/case-store.js';
import { canNameStoredCase, requiredPathId, shownId } from '../http/path-ids.js';
import { requestLogger } from '../http/request-log.js';
import { describeZodError } from '../validation/validation-message.js';
import { approveDraftBody, rejectDraftBody } from './review-schemas.js';

/**
 * POST /cases/{id}/drafts/{draftId}/approve and /reject. Like the input route, the API stores the
 * decision and the worker acts on it: read the case, check the draft is the one held and still
 * PENDING, then ONE batch with the precondition `lastUpdateTime == the read's updateTime` (the
 * case's pendingDraft gets the decision, the draft document too, and a `review.approved` or
 * `review.rejected` timeline entry created once per draft). Of concurrent decisions one commit
 * wins; the others re-read and get 409 DRAFT_ALREADY_DECIDED. Then DRAFT_DECIDED is published
 * (event id `draft:{draftId}`); `decide` sends the approved email, or asks the reason back, or
 * cancels. If the publish fails the decision is reverted and the client gets 500: retry.
 */

const FAILED_PRECONDITION = 9;
const MAX_ATTEMPTS = 20;

type Decision =
  | { kind: 'approve'; edit: { subject?: string; text?: string } }
  | { kind: 'reject'; reason: string; cancel: boolean };

interface Stored {
  previous: { pendingDraft: PendingDraft; updatedAt: number; version: number };
  writeTime: Timestamp;
}

export function approveDraftHandler(deps: ApiDeps) {
  return decisionHandler(deps, (body) => {
    const parsed = approveDraftBody.safeParse(body ?? {});
    if (!parsed.success) throw invalidRequest(describeZodError(parsed.error));
    const edit: { subject?: string; text?: string } = {};
    if (parsed.data.subject !== undefined) edit.subject = parsed.data.subject;
    if (parsed.data.text !== undefined) edit.text = parsed.data.text;
    return { kind: 'approve', edit };
  });
}

export function rejectDraftHandler(deps: ApiDeps) {
  return decisionHandler(deps, (body) => {
    const parsed = rejectDraftBody.safeParse(body);
    if (!parsed.success) throw invalidRequest(describeZodError(parsed.error));
    return { kind: 'reject', reason: parsed.data.reason, cancel: parsed.data.cancel ?? false };
  });
}

function decisionHandler(deps: ApiDeps, parse: (body: unknown) => Decision) {
  return async (req: Request, res: Response) => {
    const caseId = requiredPathId(req.params.id, 'case id');
    const draftId = requiredPathId(req.params.draftId, 'draft id');
    res.locals.caseId = caseId;
    const decision = parse(req.body);
    const now = deps.now();
    const stored = await storeDecision(deps.db, {
      caseId,
      userId: principalOf(res).userId,
      draftId,
      decision,
      now,
    }).catch((err: unknown) => {
      if (err instanceof ApiError) throw err;
      throw internalError('The decision could not be stored.', err);
    });
    try {
      await deps.publisher.publish({
        type: 'DRAFT_DECIDED',
        eventId: draftDecidedEventId(draftId),
        caseId,
        draftId,
        occurredAt: now,
      });
    } catch (publishError) {
      await revertDecision(deps.db, caseId, draftId, stored).then(
        () =>
          requestLogger(res, deps.logger).warn('draft decision reverted after publish failure', { caseId, draftId }),
        (revertError: unknown) =>
          requestLogger(res, deps.logger).error('draft decision left stored after publish failure', {
            caseId,
            draftId,
            err: revertError,
            publishError,
          }),
      );
      throw internalError('The decision could not be queued for processing.', publishError);
    }
    requestLogger(res, deps.logger).info('draft decided', { caseId, draftId, decision: decision.kind });
    res.status(202).json({ ok: true, data: { caseId, draftId, accepted: true } });
  };
}

async function storeDecision(
  db: Firestore,
  input: { caseId: string; userId: string; draftId: string; decision: Decision; now: number },
): Promise<Stored> {
  const { caseId, draftId, decision, now } = input;
  const caseDoc = db.collection(CASES).doc(caseId);
  const draftDoc = caseDoc.collection(DRAFTS).doc(canNameStoredCase(draftId) ? draftId : '-');
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const { record, snapshot } = await loadOwnedCase(db, caseId, input.userId);
    const held = await checkDecidable(
      record,
      draftId,
      async () => canNameStoredCase(draftId) && (await draftDoc.get()).exists,
    );
    const decided: PendingDraft =
      decision.kind === 'approve'
        ? {
            ...held,
            status: 'APPROVED',
            decidedAt: now,
            ...(Object.keys(decision.edit).length ? { edit: decision.edit } : {}),
          }
        : { ...held, status: 'REJECTED', decidedAt: now, rejectReason: decision.reason, cancel: decision.cancel };
    const batch = db.batch();
    batch.update(
      caseDoc,
      { pendingDraft: decided, updatedAt: Math.max(now, record.updatedAt), version: record.version + 1 },
      { lastUpdateTime: snapshot.updateTime! },
    );
    batch.set(
      draftDoc,
      decision.kind === 'approve'
        ? { status: 'APPROVED', decidedAt: now, edit: Object.keys(decision.edit).length ? decision.edit : null }
        : { status: 'REJECTED', decidedAt: now, rejectReason: decision.reason, cancel: decision.cancel },
      { merge: true },
    );
    batch.create(
      caseDoc.collection(TIMELINE).doc(draftDecisionEntryId(draftId)),
      timelineDocOf(entryOf(held, decision, now)),
    );
    try {
      const results = await batch.commit();
      return {
        previous: { pendingDraft: held, updatedAt: record.updatedAt, version: record.version },
        writeTime: results[0]!.writeTime,
      };
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      if (code !== FAILED_PRECONDITION && code !== ALREADY_EXISTS) throw err;
    }
  }
  throw internalError('The case changed too often to store the decision; retry.');
}

/** 404 for a draft the case never held, 409 for a finished case or a draft no longer pending. */
async function checkDecidable(c: CaseRecord, draftId: string, everHeld: () => Promise<boolean>): Promise<PendingDraft> {
  const held = c.pendingDraft;
  const isHeld = held?.draftId === draftId;
  if (!isHeld && !(await everHeld()))
    throw new ApiError('DRAFT_NOT_FOUND', `This case has no draft ${shownId(draftId)}.`);
  if (isTerminal(c.status))
    throw new ApiError('CASE_ALREADY_FINISHED', `The case is already ${c.status}; its draft will not be sent.`);
  if (!isHeld || held.status !== 'PENDING')
    throw new ApiError(
      'DRAFT_ALREADY_DECIDED',
      'This draft was already approved or rejected, or it is no longer pending.',
    );
  return held;
}

/** The timeline entry of the decision: the edit is named (what changed, the subject sent), never the text. */
function entryOf(held: PendingDraft, decision: Decision, now: number): TimelineEntry {
  const id = draftDecisionEntryId(held.draftId);
  if (decision.kind === 'approve') {
    const edited = [
      decision.edit.subject !== undefined ? 'subject' : '',
      decision.edit.text !== undefined ? 'text' : '',
    ]
      .filter(Boolean)
      .join(',');
    return {
      id,
      type: 'review.approved',
      at: now,
      details: {
        draftId: held.draftId,
        edited: edited || null,
        subject: shortText(decision.edit.subject ?? held.subject),
      },
    };
  }
  return {
    id,
    type: 'review.rejected',
    at: now,
    details: { draftId: held.draftId, reason: shortText(decision.reason), cancel: decision.cancel },
  };
}

/** Puts the case back as it was, only if nothing wrote it since (else the worker moved on). */
async function revertDecision(db: Firestore, caseId: string, draftId: string, stored: Stored): Promise<void> {
  const caseDoc = db.collection(CASES).doc(caseId);
  const batch = db.batch();
  batch.update(caseDoc, { ...stored.previous }, { lastUpdateTime: stored.writeTime });
  batch.set(
    caseDoc.collection(DRAFTS).doc(draftId),
    {
      status: 'PENDING',
      decidedAt: FieldValue.delete(),
      edit: FieldValue.delete(),
      rejectReason: FieldValue.delete(),
      cancel: FieldValue.delete(),
    },
    { merge: true },
  );
  batch.delete(caseDoc.collection(TIMELINE).doc(draftDecisionEntryId(draftId)));
  await batch.commit();
}
