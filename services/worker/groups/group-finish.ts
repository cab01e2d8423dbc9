import type { Firestore } from '@google-cloud/firestore';
import { status as grpcStatus } from '@grpc/grpc-js';
import { ALREADY_EXISTS } from '../../../shared/already-exists.js';
import { CASES } from '../../../shared/case-firestore-converter.js';
import {
  CASE_GROUPS,
  GROUP_DELIVERIES,
  NON_TERMINAL,
  groupCompletedEventId,
  type FinishReason,
  type GroupRecord,
} from '../../../shared/case-groups/case-group-record.js';
import { readGroupMembers } from '../../../shared/case-groups/group-members-read.js';
import type { Logger } from '../../../shared/logger.js';
import type { GroupTaskQueue } from '../scheduling/scheduler.js';
import { buildGroupCompletedPayload } from './group-webhook-payload.js';

/**
 * The end of a group: once no member is CREATED, RUNNING or INPUT_NEEDED (one `limit 1` query),
 * the group moves `running` → `finished` in ONE batch preconditioned on the group document as
 * read, together with its group.completed delivery record (when it has a webhook URL). Of several
 * members ending at once, or a member and the sweep, one batch wins; the others see `finished`.
 * So the webhook is recorded exactly once; its task is then enqueued (a lost enqueue is re-driven
 * by the group sweep, and the delivery's claim allows one POST at most).
 */

export interface GroupFinishDeps {
  db: Firestore;
  tasks: GroupTaskQueue;
  now: () => number;
  logger: Logger;
}

export type FinishOutcome = 'finished' | 'still_running' | 'not_running';

export async function anyMemberRunning(db: Firestore, groupId: string): Promise<boolean> {
  const open = await db
    .collection(CASES)
    .where('groupId', '==', groupId)
    .where('status', 'in', NON_TERMINAL)
    .limit(1)
    .select('caseId')
    .get();
  return !open.empty;
}

export const finishReasonOf = (g: GroupRecord): FinishReason =>
  g.cancelRequestedAt !== null ? 'cancelled' : g.deadlinePassedAt !== null ? 'deadline' : 'all_finished';

export async function finishGroupIfDone(deps: GroupFinishDeps, groupId: string): Promise<FinishOutcome> {
  const ref = deps.db.collection(CASE_GROUPS).doc(groupId);
  for (let round = 0; round < 5; round++) {
    const snap = await ref.get();
    const g = snap.data() as GroupRecord | undefined;
    if (!g || g.state !== 'running') return 'not_running';
    if (await anyMemberRunning(deps.db, groupId)) return 'still_running';
    const now = deps.now();
    const reason = finishReasonOf(g);
    const members = await readGroupMembers(deps.db, groupId, g.size);
    const eventId = groupCompletedEventId(groupId);
    const url = g.clientWebhookUrl;
    const batch = deps.db.batch();
    batch.update(
      ref,
      {
        state: 'finished',
        finishedAt: now,
        finishReason: reason,
        updatedAt: now,
        ...(url ? { webhookEventId: eventId, webhookOutcome: 'pending', webhookEnqueuedAt: now } : {}),
      },
      { lastUpdateTime: snap.updateTime! },
    );
    if (url) {
      const payload = buildGroupCompletedPayload({ ...g, finishedAt: now, finishReason: reason }, members, reason, now);
      batch.create(ref.collection(GROUP_DELIVERIES).doc(eventId), {
        groupId,
        event: 'group.completed',
        url,
        payload: JSON.stringify(payload),
        createdAt: now,
        outcome: 'pending',
      });
    }
    try {
      await batch.commit();
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      // moved meanwhile (a precondition, a created marker or a contended commit): read again
      if (code === grpcStatus.FAILED_PRECONDITION || code === ALREADY_EXISTS || code === grpcStatus.ABORTED) continue;
      throw err;
    }
    deps.logger.info('case group finished', { groupId, finishReason: reason, size: g.size });
    if (url) await deps.tasks.enqueueGroupTask({ groupId, kind: 'webhook' });
    return 'finished';
  }
  return 'still_running';
}
