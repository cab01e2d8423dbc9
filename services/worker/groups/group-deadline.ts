import { cancelRequestedEventId } from '../../../shared/case-events.js';
import { CASES } from '../../../shared/case-firestore-converter.js';
import { CASE_GROUPS, NON_TERMINAL, type GroupRecord } from '../../../shared/case-groups/case-group-record.js';
import { RetryableError } from '../../../shared/errors.js';
import type { StepPipeline } from '../pipeline/step-pipeline.js';
import { anyMemberRunning, finishGroupIfDone, type GroupFinishDeps } from './group-finish.js';

/**
 * The group's deadline task. Before the deadline (a task clamped to Cloud Tasks' 30 days) it is
 * scheduled again. At it: `deadlinePassedAt` is set (from then on no member starts), then every
 * member still CREATED, RUNNING or INPUT_NEEDED gets CANCEL_REQUESTED through the step pipeline,
 * exactly what POST /cases/{id}/cancel queues (same event id: a member cancelled both ways moves
 * once; one that completes first stays completed), and the group finishes (`deadline`,
 * group.completed). Run again (a redelivery, the sweep) it only does what is left; if a member
 * is still open after the cancels, it throws so the task is retried.
 */

const CANCELS_AT_ONCE = 8;
export const DEADLINE_REASON = 'The case group deadline passed.';

export interface GroupDeadlineDeps extends GroupFinishDeps {
  pipeline: Pick<StepPipeline, 'handle'>;
}

export async function runGroupDeadline(
  deps: GroupDeadlineDeps,
  groupId: string,
): Promise<'early' | 'not_running' | 'finished' | 'still_running'> {
  const ref = deps.db.collection(CASE_GROUPS).doc(groupId);
  const g = (await ref.get()).data() as GroupRecord | undefined;
  if (!g || g.state !== 'running' || g.deadline === null) return 'not_running';
  const now = deps.now();
  if (now < g.deadline) {
    // A fresh task name per day: the early one's name stays reserved by Cloud Tasks.
    await deps.tasks.enqueueGroupTask({
      groupId,
      kind: 'deadline',
      at: g.deadline,
      redrive: Math.floor(now / 86_400_000),
    });
    return 'early';
  }
  if (g.deadlinePassedAt === null) await ref.update({ deadlinePassedAt: now, updatedAt: now });
  const open = await deps.db
    .collection(CASES)
    .where('groupId', '==', groupId)
    .where('status', 'in', NON_TERMINAL)
    .select('caseId')
    .get();
  const ids = open.docs.map((d) => d.id);
  for (let i = 0; i < ids.length; i += CANCELS_AT_ONCE) {
    await Promise.all(
      ids.slice(i, i + CANCELS_AT_ONCE).map((caseId) =>
        deps.pipeline.handle(caseId, {
          id: cancelRequestedEventId(caseId),
          body: { type: 'CANCEL_REQUESTED', reason: DEADLINE_REASON },
        }),
      ),
    );
  }
  deps.logger.info('case group deadline passed', { groupId, cancelled: ids.length });
  const outcome = await finishGroupIfDone(deps, groupId);
  if (outcome === 'still_running' && (await anyMemberRunning(deps.db, groupId)))
    throw new RetryableError(`group ${groupId}: members still open after the deadline's cancels`);
  return outcome === 'still_running' ? 'still_running' : 'finished';
}
