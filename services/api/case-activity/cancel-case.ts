import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { cancelRequestedEventId } from '../../../shared/case-events.js';
import { isTerminal } from '../../../shared/case-record.js';
import { ApiError, internalError, invalidRequest } from '../../../shared/errors.js';
import type { ApiDeps } from '../api-deps.js';
import { principalOf } from '../http/authenticate.js';
import { loadOwnedCase } from '../cases/case-store.js';
import { jsonBody } from '../http/json-body.js';
import { requiredPathId } from '../http/path-ids.js';
import { WELL_FORMED_MESSAGE, isWellFormedText } from '../validation/unicode-text.js';
import { describeZodError } from '../validation/validation-message.js';

/**
 * POST /cases/{id}/cancel (optional body `{reason?}`): the client stops a case it no longer
 * needs. The API only checks (ownership, not finished: 409 CASE_ALREADY_FINISHED) and publishes
 * CANCEL_REQUESTED; the worker's `decide` makes the move (FAILED, resultStatus `cancelled`, timer
 * disarmed, pending sends dropped, `case.failed` webhook), as for every other change of a case.
 * Concurrent cancels publish the same event id (`cancel:{caseId}`): the worker's processed
 * marker keeps one, so there is one transition and one webhook. 202 means queued, like the input
 * route: a reply that completes the case first wins, and the cancel is then ignored.
 */

export const CANCEL_REASON_MAX = 500;

export const cancelCaseBody = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(1, 'Must not be empty')
    .max(CANCEL_REASON_MAX)
    .refine(isWellFormedText, WELL_FORMED_MESSAGE)
    .optional(),
});

/** The body is optional: none at all is `{}`; one that is sent must be JSON like any other. */
export function optionalJsonBody(maxBodyBytes: number): RequestHandler {
  const [requireJson, parse] = jsonBody(maxBodyBytes) as [RequestHandler, RequestHandler];
  return (req: Request, res: Response, next: NextFunction) => {
    const length = req.get('content-length');
    const hasBody = req.get('transfer-encoding') !== undefined || (length !== undefined && length !== '0');
    if (!hasBody) {
      req.body = {};
      return next();
    }
    requireJson(req, res, (err?: unknown) => (err ? next(err) : parse(req, res, next)));
  };
}

export function cancelCaseHandler(deps: ApiDeps) {
  return async (req: Request, res: Response) => {
    const caseId = requiredPathId(req.params.id, 'case id');
    res.locals.caseId = caseId;
    const parsed = cancelCaseBody.safeParse(req.body ?? {});
    if (!parsed.success) throw invalidRequest(describeZodError(parsed.error));
    const { record } = await loadOwnedCase(deps.db, caseId, principalOf(res).userId);
    if (isTerminal(record.status)) {
      throw new ApiError('CASE_ALREADY_FINISHED', `The case is already ${record.status}; there is nothing to cancel.`);
    }
    try {
      await deps.publisher.publish({
        type: 'CANCEL_REQUESTED',
        eventId: cancelRequestedEventId(caseId),
        caseId,
        occurredAt: deps.now(),
        ...(parsed.data.reason !== undefined ? { reason: parsed.data.reason } : {}),
      });
    } catch (err) {
      throw internalError('The cancellation could not be queued; retry.', err);
    }
    res.status(202).json({ ok: true, data: { caseId, accepted: true } });
  };
}
