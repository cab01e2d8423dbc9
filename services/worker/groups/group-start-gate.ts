import type { Firestore } from '@google-cloud/firestore';
import { CASES } from '../../../shared/case-firestore-converter.js';
import {
  CASE_GROUPS,
  groupAdmits,
  hasStarted,
  memberCaseId,
  type GroupRecord,
} from '../../../shared/case-groups/case-group-record.js';
import type { CaseRecord, CaseStatus } from '../../../shared/case-record.js';
import type { Logger } from '../../../shared/logger.js';
import type { GroupTaskQueue } from '../scheduling/scheduler.js';

/**
 * maxConcurrent, without a shared counter: the members form `m` = maxConcurrent chains (member i
 * is in chain i mod m), and member i may start only once member i - m has started (its first
 * email is out, or it ended without one). By induction at most one member per chain is starting
 * at any time, so at most m in all; no document is contended. The first member of each chain
 * needs no predecessor. The API queues the first m; each start queues the next of its chain
 * (group-progress.ts); a lost one is re-driven by the sweeper's CREATED re-drive, which this gate
 * holds back until it is the member's turn. Nothing starts unless the group is `running`, not
 * cancelled and before its deadline. Admitting a chain head also (idempotently) schedules the
 * group's deadline task, so the deadline does not depend on the API having a task queue.
 */

export interface StartGateDeps {
  db: Firestore;
  tasks: GroupTaskQueue;
  now: () => number;
  logger: Logger;
}

export function createStartGate(deps: StartGateDeps): (c: CaseRecord) => Promise<boolean> {
  return async (c) => {
    const m = c.group;
    if (!m) return true;
    const refs = [deps.db.collection(CASE_GROUPS).doc(m.groupId)];
    if (m.index >= m.maxConcurrent)
      refs.push(deps.db.collection(CASES).doc(memberCaseId(m.groupId, m.index - m.maxConcurrent)));
    const [groupSnap, predecessorSnap] = await deps.db.getAll(...refs);
    const g = groupSnap?.data() as GroupRecord | undefined;
    if (!g || !groupAdmits(g, deps.now())) return false;
    if (predecessorSnap) {
      const status = predecessorSnap.get('status') as CaseStatus | undefined;
      if (status === undefined || !hasStarted(status)) return false;
    } else if (g.deadline !== null) {
      await deps.tasks.enqueueGroupTask({ groupId: m.groupId, kind: 'deadline', at: g.deadline });
    }
    return true;
  };
}
