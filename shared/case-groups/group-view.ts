import type { CompareBy, FinishReason, GroupRecord } from './case-group-record.js';
import {
  compareMembers,
  countByStatus,
  type Comparison,
  type MemberSummary,
  type StatusCounts,
} from './group-comparison.js';

/**
 * What a client sees of a group (pure): GET /case-groups/{id} shows all of it, GET /case-groups
 * the summary, and group.completed carries the summary, the counts and the comparison. Built
 * field by field: ownerId, metadata, the webhook URL and the slot never appear.
 */

export interface GroupSummary {
  groupId: string;
  clientReferenceId?: string;
  state: 'running' | 'finished';
  createdAt: number;
  updatedAt: number;
  size: number;
  maxConcurrent: number;
  deadline: number | null;
  compareBy: CompareBy | null;
  finishedAt: number | null;
  finishReason: FinishReason | null;
}

export interface GroupView extends GroupSummary {
  counts: StatusCounts;
  members: MemberSummary[];
  comparison: Comparison;
}

export function toGroupSummary(g: GroupRecord): GroupSummary {
  const view: GroupSummary = {
    groupId: g.groupId,
    state: g.state === 'finished' ? 'finished' : 'running',
    createdAt: g.createdAt,
    updatedAt: g.updatedAt,
    size: g.size,
    maxConcurrent: g.maxConcurrent,
    deadline: g.deadline,
    compareBy: g.compareBy ? { field: g.compareBy.field, order: g.compareBy.order } : null,
    finishedAt: g.finishedAt,
    finishReason: g.finishReason,
  };
  if (g.clientReferenceId !== null) view.clientReferenceId = g.clientReferenceId;
  return view;
}

export function toGroupView(g: GroupRecord, members: readonly MemberSummary[]): GroupView {
  const ordered = [...members].sort((a, b) => a.index - b.index);
  return {
    ...toGroupSummary(g),
    counts: countByStatus(ordered),
    members: ordered,
    comparison: compareMembers(ordered, g.compareBy),
  };
}
