import type { Request, Response } from 'express';
import { inputProvidedEventId } from '../../../shared/case-events.js';
import { ApiError, internalError, invalidRequest } from '../../../shared/errors.js';
import type { ApiDeps } from '../api-deps.js';
import { principalOf } from '../http/authenticate.js';
import { resolveInputRequest, revertInputResolution } from './input-resolution.js';
import { requiredPathId } from '../http/path-ids.js';
import { provideInputBody } from './provide-input-body.js';
import { requestLogger } from '../http/request-log.js';
import { describeZodError } from '../validation/validation-message.js';

/**
 * POST /cases/{id}/input: accept the answer to the pending input request (inputRequestStatus →
 * RESOLVED at once, status stays INPUT_NEEDED), publish INPUT_PROVIDED, answer 202. If the
 * publish fails the acceptance is reverted and the client gets 500, so it can simply retry.
 */
export function provideInputHandler(deps: ApiDeps) {
  return async (req: Request, res: Response) => {
    const caseId = requiredPathId(req.params.id, 'case id');
    res.locals.caseId = caseId;
    const parsed = provideInputBody.safeParse(req.body);
    if (!parsed.success) throw invalidRequest(describeZodError(parsed.error));
    const { inputRequestId, providedContext } = parsed.data;
    const now = deps.now();

    const resolution = await resolveInputRequest(deps.db, {
      caseId,
      userId: principalOf(res).userId,
      inputRequestId,
      providedContext,
      now,
    }).catch((err: unknown) => {
      if (err instanceof ApiError) throw err;
      throw internalError('The input could not be stored.', err);
    });

    try {
      await deps.publisher.publish({
        type: 'INPUT_PROVIDED',
        eventId: inputProvidedEventId(inputRequestId),
        caseId,
        inputRequestId,
        occurredAt: now,
      });
    } catch (publishError) {
      await revertInputResolution(deps.db, caseId, resolution).then(
        () =>
          requestLogger(res, deps.logger).warn('input acceptance reverted after publish failure', {
            caseId,
            err: publishError,
          }),
        (revertError: unknown) =>
          requestLogger(res, deps.logger).error('input left RESOLVED after publish failure', {
            caseId,
            err: revertError,
            publishError,
          }),
      );
      throw internalError('The input could not be queued for processing.', publishError);
    }

    res.status(202).json({ ok: true, data: { caseId, inputRequestId, accepted: true } });
  };
}
