import { createHash } from 'node:crypto';
import type { CaseStatus } from '../case-record.js';

/**
 * A case group (docs/case-groups.md): one request to many counterparties, each an ordinary case.
 * `caseGroups/{groupId}` holds what the group adds to its members; the members are `cases/{id}`
 * with `groupId` and `group` (their place in it). Member ids are derived from the group id and
 * the member's index, so writing a member twice (a retried batch, a re-run) writes the same
 * document: a member cannot exist twice.
 */

export const CASE_GROUPS = 'caseGroups';
/** `caseGroups/{id}/deliveries/{eventId}`: the group.completed webhook record. */
export const GROUP_DELIVERIES = 'deliveries';

export const MAX_GROUP_SIZE = 1000;
export const MAX_CONCURRENT_LIMIT = 100;
export const DEFAULT_MAX_CONCURRENT = 10;

/**
 * creating: members are being written (not listed, nothing starts); running: members start as
 * the throttle allows; finished: every member ended, the deadline passed or the client cancelled.
 * withdrawing: its creation failed; members and usage are being removed, then the group document.
 * A group whose creation failed is deleted with its members (withdrawn), never left `creating`.
 */
export type GroupState = 'creating' | 'withdrawing' | 'running' | 'finished';
export type FinishReason = 'all_finished' | 'deadline' | 'cancelled';

export interface CompareBy {
  field: string;
  order: 'min' | 'max';
}

export interface GroupRecord {
  groupId: string;
  ownerId: string;
  state: GroupState;
  createdAt: number;
  updatedAt: number;
  /** UTC month whose usage counter holds the members' slots. */
  createdMonth: string;
  /** The usage slot number reserved for the whole group (see group-slots.ts). */
  slot: number;
  size: number;
  maxConcurrent: number;
  deadline: number | null;
  compareBy: CompareBy | null;
  clientReferenceId: string | null;
  clientWebhookUrl: string | null;
  /** Opaque client JSON, as a JSON string (echoed in group.completed only). */
  metadataJson: string | null;
  /** resultSchema of the members, as a JSON string: the CSV's columns. */
  resultSchemaJson: string | null;
  cancelRequestedAt: number | null;
  deadlinePassedAt: number | null;
  finishedAt: number | null;
  finishReason: FinishReason | null;
  /** group.completed delivery: null until the group finished with a webhook URL. */
  webhookEventId: string | null;
  webhookOutcome: 'pending' | 'attempting' | 'delivered' | 'failed' | 'blocked' | null;
  webhookEnqueuedAt: number | null;
  /** When the group sweep last looked at it (running groups are swept oldest first). */
  sweptAt: number;
}

/** A UUID-shaped id from (group, index): the same member always gets the same case id. */
export function memberCaseId(groupId: string, index: number): string {
  const h = createHash('sha256').update(`case-group:${groupId}:member:${index}`).digest('hex');
  // RFC 4122 layout, version 8 (custom), variant 10.
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((Number.parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export const groupCompletedEventId = (groupId: string) => `group:${groupId}:group.completed`;

export const NON_TERMINAL: CaseStatus[] = ['CREATED', 'RUNNING', 'INPUT_NEEDED'];

/** A member is started (its throttle slot is free again) once its first email is out or it ended. */
export const hasStarted = (status: CaseStatus) => status !== 'CREATED';

/** Whether a member may start now, as far as its group is concerned. */
export function groupAdmits(
  g: Pick<GroupRecord, 'state' | 'cancelRequestedAt' | 'deadlinePassedAt' | 'deadline'>,
  now: number,
): boolean {
  if (g.state !== 'running' || g.cancelRequestedAt !== null || g.deadlinePassedAt !== null) return false;
  return g.deadline === null || now < g.deadline;
}
