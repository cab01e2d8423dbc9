import { hasStarted, memberCaseId } from '../../../shared/case-groups/case-group-record.js';
import { isTerminal, type CaseRecord } from '../../../shared/case-record.js';
import { finishGroupIfDone, type GroupFinishDeps } from './group-finish.js';

/**
 * What a member's committed move means for its group (the step pipeline's onCommitted): when it
 * has started (CREATED → anything), the next member of its chain may start: a named `start` task
 * (idempotent); when it has ended, the group may be finished. Either is also caught up by the
 * group sweep if this step is lost to a crash.
 */
export function createGroupProgress(deps: GroupFinishDeps) {
  return async (before: CaseRecord, after: CaseRecord): Promise<void> => {
    const m = after.group;
    if (!m) return;
    if (!hasStarted(before.status) && hasStarted(after.status)) {
      const next = m.index + m.maxConcurrent;
      if (next < m.size)
        await deps.tasks.enqueueGroupTask({ groupId: m.groupId, kind: 'start', caseId: memberCaseId(m.groupId, next) });
    }
    if (!isTerminal(before.status) && isTerminal(after.status)) await finishGroupIfDone(deps, m.groupId);
  };
}
