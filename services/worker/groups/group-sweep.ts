import { CASE_GROUPS, type GroupRecord } from '../../../shared/case-groups/case-group-record.js';
import { withdrawGroup } from '../../../shared/case-groups/group-withdrawal.js';
import { finishGroupIfDone } from './group-finish.js';
import { runGroupDeadline, type GroupDeadlineDeps } from './group-deadline.js';

/**
 * The groups' part of POST /tasks/sweep: what a crash or a lost message left behind.
 *   - groups still `creating` (or `withdrawing`) past the threshold: the API died while writing
 *     them; withdrawn (members deleted, usage returned), never half-started;
 *   - `running` groups: finished if no member is open any more (a member's end whose group
 *     check was lost), or their deadline run if it passed (a lost deadline task);
 *   - finished groups whose group.completed is still unclaimed past the threshold: a new task.
 * Each query is bounded; the member starts themselves are re-driven by the case sweep (CREATED).
 */

export interface GroupSweepDeps extends GroupDeadlineDeps {
  thresholdMs: number;
  limit?: number;
}

export interface GroupSweepResult {
  withdrawn: number;
  finished: number;
  deadlines: number;
  webhooks: number;
  failed: number;
}

export async function sweepGroups(deps: GroupSweepDeps): Promise<GroupSweepResult> {
  const limit = deps.limit ?? 50;
  const now = deps.now();
  const cutoff = now - deps.thresholdMs;
  const col = deps.db.collection(CASE_GROUPS);
  const r: GroupSweepResult = { withdrawn: 0, finished: 0, deadlines: 0, webhooks: 0, failed: 0 };
  const guard = async (groupId: string, what: string, fn: () => Promise<void>) => {
    try {
      await fn();
    } catch (err) {
      r.failed++;
      deps.logger.warn('group sweep step failed', { groupId, what, err });
    }
  };
  const [stale, running, unsent] = await Promise.all([
    col.where('state', 'in', ['creating', 'withdrawing']).where('createdAt', '<', cutoff).limit(limit).get(),
    col.where('state', '==', 'running').orderBy('sweptAt').limit(limit).get(),
    col.where('webhookOutcome', '==', 'pending').where('webhookEnqueuedAt', '<', cutoff).limit(limit).get(),
  ]);
  for (const d of stale.docs)
    await guard(d.id, 'withdraw', async () => {
      if ((await withdrawGroup(deps.db, d.id)) === 'withdrawn') r.withdrawn++;
      deps.logger.warn('case group left creating: withdrawn', { groupId: d.id });
    });
  for (const d of running.docs) {
    const g = d.data() as GroupRecord;
    await guard(d.id, 'running', async () => {
      if (g.deadline !== null && g.deadline <= now) {
        if ((await runGroupDeadline(deps, d.id)) === 'finished') r.deadlines++;
      } else if ((await finishGroupIfDone(deps, d.id)) === 'finished') r.finished++;
      else await d.ref.update({ sweptAt: now }).catch(() => undefined);
    });
  }
  for (const d of unsent.docs)
    await guard(d.id, 'webhook', async () => {
      const redrive = Number(d.get('webhookRedrives') ?? 0) + 1;
      await d.ref.update({ webhookRedrives: redrive, webhookEnqueuedAt: now }, { lastUpdateTime: d.updateTime });
      await deps.tasks.enqueueGroupTask({ groupId: d.id, kind: 'webhook', redrive });
      r.webhooks++;
    });
  if (r.withdrawn + r.finished + r.deadlines + r.webhooks + r.failed > 0)
    deps.logger.info('group sweep done', { ...r });
  return r;
}
