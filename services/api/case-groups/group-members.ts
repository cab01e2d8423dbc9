import type { CaseRecord } from '../../../shared/case-record.js';
import type { Goal } from '../../../shared/case-record.js';
import { memberCaseId } from '../../../shared/case-groups/case-group-record.js';
import type { GroupMembership } from '../../../shared/case-groups/group-membership.js';
import type { Suppression } from '../../../shared/suppressions.js';
import type { CreateCaseBody } from '../cases/create-case-body.js';
import { newCaseRecord } from '../../../shared/new-case-record.js';
import { startRefusalFor } from '../cases/start-refusal.js';
import type { CreateGroupBody, GroupCounterparty } from './create-group-body.js';

/**
 * The member cases of a group (pure): each counterparty becomes an ordinary case request, built
 * from the shared fields, stored with its place in the group. Its own webhooks go to the group's
 * clientWebhookUrl and echo the group's metadata; its clientReferenceId is the counterparty's.
 */

/**
 * A member's goal.knowledge: the group's and the counterparty's own. Both objects: merged, the
 * counterparty's keys winning; otherwise both as text, the group's first.
 */
export function memberKnowledge(shared: Goal['knowledge'], own: Goal['knowledge']): Goal['knowledge'] {
  if (own === undefined) return shared;
  if (shared === undefined) return own;
  if (typeof shared === 'object' && typeof own === 'object') return { ...shared, ...own };
  const text = (k: string | Record<string, unknown>) => (typeof k === 'string' ? k : JSON.stringify(k));
  return `${text(shared)}\n\n${text(own)}`;
}

export function memberRequest(body: CreateGroupBody, cp: GroupCounterparty): CreateCaseBody {
  const { clientReferenceId, knowledge, ...counterparty } = cp;
  const merged = memberKnowledge(body.goal.knowledge, knowledge);
  const request: CreateCaseBody = {
    channel: body.channel,
    goal: { objective: body.goal.objective, ...(merged !== undefined ? { knowledge: merged } : {}) },
    counterparty,
    senderPersona: body.senderPersona,
    maxAttempts: body.maxAttempts,
    followUpDelayHours: body.followUpDelayHours,
  };
  if (clientReferenceId !== undefined) request.clientReferenceId = clientReferenceId;
  if (body.constraints !== undefined) request.constraints = body.constraints;
  if (body.sendWindow !== undefined) request.sendWindow = body.sendWindow;
  if (body.resultSchema !== undefined) request.resultSchema = body.resultSchema;
  if (body.review !== undefined) request.review = body.review;
  if (body.clientWebhookUrl !== undefined) request.clientWebhookUrl = body.clientWebhookUrl;
  if (body.metadata !== undefined) request.metadata = body.metadata;
  return request;
}

export function memberRecords(
  body: CreateGroupBody,
  groupId: string,
  ownerId: string,
  now: number,
  suppressions: readonly (Suppression | null)[],
): CaseRecord[] {
  const size = body.counterparties.length;
  return body.counterparties.map((cp, index) => {
    const request = memberRequest(body, cp);
    const group: GroupMembership = { groupId, index, size, maxConcurrent: body.maxConcurrent };
    return {
      ...newCaseRecord(request, memberCaseId(groupId, index), ownerId, now),
      startRefusal: startRefusalFor(request, { suppression: suppressions[index] ?? null }),
      group,
    };
  });
}
