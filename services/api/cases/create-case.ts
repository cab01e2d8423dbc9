import type { Request, Response } from 'express';
import { caseCreatedEventId } from '../../../shared/case-events.js';
import { ApiError, internalError, invalidRequest } from '../../../shared/errors.js';
import { opsFields } from '../../../shared/ops-events.js';
import type { Suppression } from '../../../shared/suppressions.js';
import { newCaseRecord } from '../../../shared/new-case-record.js';
import { PLAN_CAPS } from '../../../shared/usage.js';
import type { ApiDeps } from '../api-deps.js';
import { principalOf } from '../http/authenticate.js';
import { createCaseBody } from './create-case-body.js';
import { requestLogger } from '../http/request-log.js';
import { startRefusalFor } from './start-refusal.js';
import { insertCaseWithinCap, withdrawCase } from './usage-slots.js';
import { describeZodError } from '../validation/validation-message.js';

/**
 * POST /cases: validate, store the case CREATED within the monthly cap, publish CASE_CREATED,
 * answer 201 {caseId}. No idempotency key (SPEC): an identical request creates another case.
 *
 * If the publish fails the case is withdrawn (case deleted, its slot released, the count returned) and the client gets
 * 500, so a retry does not leave a twin. If the withdrawal fails too, the case stays CREATED and
 * the worker's sweeper re-drives CREATED cases older than its threshold: nothing is stranded.
 */
export function createCaseHandler(deps: ApiDeps) {
  return async (req: Request, res: Response) => {
    const { userId, plan, defaultReview } = principalOf(res);
    const parsed = createCaseBody.safeParse(req.body);
    if (!parsed.success) throw invalidRequest(describeZodError(parsed.error));

    const now = deps.now();
    // A case that does not say takes its owner's default review mode (admin set-review), if any.
    const body =
      parsed.data.review === undefined && defaultReview ? { ...parsed.data, review: defaultReview } : parsed.data;
    let record = newCaseRecord(body, deps.newId(), userId, now);
    // The do-not-contact check (shared/suppressions.ts): read with the usage document, in the
    // same round trip, before the case is stored.
    const refusedIf = (suppression: Suppression | null) => {
      record = { ...record, startRefusal: startRefusalFor(parsed.data, { suppression }) };
      return record;
    };

    const outcome = await insertCaseWithinCap(deps.db, record, PLAN_CAPS[plan], refusedIf).catch((err: unknown) => {
      if (err instanceof ApiError) throw err;
      throw internalError('The case could not be stored.', err);
    });
    if (!outcome.inserted) {
      requestLogger(res, deps.logger).warn('case refused: monthly usage limit reached', {
        userId,
        ...opsFields('usage_limit_refused', { plan }),
      });
      throw new ApiError(
        'USAGE_LIMIT_REACHED',
        `The monthly case limit of the ${plan} plan (${PLAN_CAPS[plan]}) is reached for ${record.createdMonth} (UTC).`,
      );
    }
    res.locals.caseId = record.caseId; // logged from here on: the case exists

    try {
      await deps.publisher.publish({
        type: 'CASE_CREATED',
        eventId: caseCreatedEventId(record.caseId),
        caseId: record.caseId,
        occurredAt: now,
      });
    } catch (publishError) {
      try {
        await withdrawCase(deps.db, record, outcome);
        requestLogger(res, deps.logger).warn('case withdrawn after publish failure', {
          caseId: record.caseId,
          err: publishError,
        });
      } catch (withdrawError) {
        requestLogger(res, deps.logger).error('case left CREATED after publish failure; the sweeper will re-drive it', {
          caseId: record.caseId,
          err: withdrawError,
          publishError,
        });
      }
      throw internalError('The case could not be queued for processing.', publishError);
    }

    requestLogger(res, deps.logger).info('case created', {
      caseId: record.caseId,
      ...opsFields('case_created', { plan }),
    });
    res.status(201).json({ ok: true, data: { caseId: record.caseId } });
  };
}
