import type { Request, Response } from 'express';
import { cancelRequestedEventId } from '../../../shared/case-events.js';
import { CASES } from '../../../shared/case-firestore-converter.js';
import { CASE_GROUPS, NON_TERMINAL } from '../../../shared/case-groups/case-group-record.js';
import { ApiError, internalError, invalidRequest } from '../../../shared/errors.js';
import type { ApiDeps } from '../api-deps.js';
import { cancelCaseBody } from '../case-activity/cancel-case.js';
import { principalOf } from '../http/authenticate.js';
import { requiredPathId } from '../http/path-ids.js';
import { describeZodError } from '../validation/validation-message.js';
import { loadOwnedGroup } from './group-store.js';

/**
 * POST /case-groups/{id}/cancel (optional body `{reason?}`): every member still running is
 * cancelled exactly as POST /cases/{id}/cancel does it (CANCEL_REQUESTED, same event id, so a
 * member cancelled both ways moves once). First `cancelRequestedAt` is set on the group, so no
 * member that has not started yet starts from then on (the worker's start gate reads it). The
 * group finishes (`cancelled`, group.completed) when the last member has ended. Repeating the
 * request re-publishes the same events: harmless. 409 GROUP_ALREADY_FINISHED once finished.
 */

const PUBLISH_AT_ONCE = 100;

export function cancelGroupHandler(deps: ApiDeps) {
  return async (req: Request, res: Response) => {
    const groupId = requiredPathId(req.params.id, 'group id');
    res.locals.groupId = groupId;
    const parsed = cancelCaseBody.safeParse(req.body ?? {});
    if (!parsed.success) throw invalidRequest(describeZodError(parsed.error));
    const { group } = await loadOwnedGroup(deps.db, groupId, principalOf(res).userId);
    if (group.state === 'finished')
      throw new ApiError('GROUP_ALREADY_FINISHED', `The case group is already finished (${group.finishReason}).`);
    const now = deps.now();
    try {
      if (group.cancelRequestedAt === null)
        await deps.db.collection(CASE_GROUPS).doc(groupId).update({ cancelRequestedAt: now, updatedAt: now });
      const running = await deps.db
        .collection(CASES)
        .where('groupId', '==', groupId)
        .where('status', 'in', NON_TERMINAL)
        .select('caseId')
        .get();
      const ids = running.docs.map((d) => d.id);
      const reason = parsed.data.reason ?? 'The case group was cancelled.';
      for (let i = 0; i < ids.length; i += PUBLISH_AT_ONCE) {
        await Promise.all(
          ids.slice(i, i + PUBLISH_AT_ONCE).map((caseId) =>
            deps.publisher.publish({
              type: 'CANCEL_REQUESTED',
              eventId: cancelRequestedEventId(caseId),
              caseId,
              occurredAt: now,
              reason,
            }),
          ),
        );
      }
      res.status(202).json({ ok: true, data: { groupId, accepted: true, cancelling: ids.length } });
    } catch (err) {
      throw internalError('The cancellation could not be queued; retry.', err);
    }
  };
}
