import type { GroupRecord } from '../../../shared/case-groups/case-group-record.js';
import { groupCompletedEventId } from '../../../shared/case-groups/case-group-record.js';
import type { MemberSummary } from '../../../shared/case-groups/group-comparison.js';
import { toGroupView } from '../../../shared/case-groups/group-view.js';

/**
 * The group.completed body (pure; schema: shared/case-groups/group-schemas.ts): the counts and
 * the comparison as GET /case-groups/{id} shows them when the group finished, with the group's
 * clientReferenceId and metadata echoed like the case webhooks do. `event_id` is fixed per group:
 * there is one group.completed per group, ever.
 */
export function buildGroupCompletedPayload(
  g: GroupRecord,
  members: readonly MemberSummary[],
  finishReason: NonNullable<GroupRecord['finishReason']>,
  occurredAt: number,
): Record<string, unknown> {
  const view = toGroupView(g, members);
  const payload: Record<string, unknown> = {
    event_id: groupCompletedEventId(g.groupId),
    event: 'group.completed',
    occurredAt,
    groupId: g.groupId,
    finishReason,
    counts: view.counts,
    comparison: view.comparison,
  };
  if (g.clientReferenceId !== null) payload.clientReferenceId = g.clientReferenceId;
  if (g.metadataJson !== null) payload.metadata = JSON.parse(g.metadataJson);
  return payload;
}
