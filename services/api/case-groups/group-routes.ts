import { z } from 'zod';
import { groupSummarySchema, groupViewSchema } from '../../../shared/case-groups/group-schemas.js';
import { cancelCaseBody } from '../case-activity/cancel-case.js';
import type { ApiRouteDoc } from '../http/route-doc.js';
import { createGroupBody } from './create-group-body.js';
import { listGroupsQuery } from './list-groups.js';

/** The case-group routes as the OpenAPI document describes them (docs/case-groups.md). */

const groupId = { id: 'The group id (groupId from POST /case-groups)' };

export const createdGroupSchema = z.strictObject({
  groupId: z.string(),
  caseIds: z.array(z.string()).meta({ description: 'The member case ids, in the order of counterparties' }),
});
export const groupListSchema = z.strictObject({
  groups: z.array(groupSummarySchema),
  nextCursor: z.string().nullable().meta({ description: 'Pass as `cursor` for the next page; null on the last one' }),
});
export const groupCancelAcceptedSchema = z.strictObject({
  groupId: z.string(),
  accepted: z.literal(true),
  cancelling: z.number().int().meta({ description: 'Members still running that were asked to cancel' }),
});

export const caseGroupRoutes: ApiRouteDoc[] = [
  {
    method: 'post',
    path: '/case-groups',
    operationId: 'createCaseGroup',
    summary: 'Create a case group: one request to many counterparties',
    description:
      'Each counterparty becomes an ordinary case (GET /cases/{id}, its own webhooks, `groupId` on it), all counted against the monthly cap at once: a group that does not fit is 429 USAGE_LIMIT_REACHED (the message says how many would fit) and nothing is created. At most `maxConcurrent` members are starting at once. Body up to 8 MiB.',
    tag: 'Case groups',
    auth: true,
    body: { schema: createGroupBody, name: 'CreateCaseGroupRequest' },
    success: { status: 201, description: 'Created', data: createdGroupSchema, name: 'CreatedCaseGroup' },
    errors: ['USAGE_LIMIT_REACHED'],
  },
  {
    method: 'get',
    path: '/case-groups',
    operationId: 'listCaseGroups',
    summary: "List the caller's case groups, newest first",
    tag: 'Case groups',
    auth: true,
    query: listGroupsQuery,
    success: { status: 200, description: 'A page of groups', data: groupListSchema, name: 'CaseGroupList' },
    errors: ['INVALID_REQUEST'],
  },
  {
    method: 'get',
    path: '/case-groups/{id}',
    operationId: 'getCaseGroup',
    summary: 'Read a case group: counts, members and the comparison',
    tag: 'Case groups',
    auth: true,
    pathParams: groupId,
    success: { status: 200, description: 'The group', data: groupViewSchema, name: 'CaseGroup' },
    errors: ['GROUP_NOT_FOUND'],
  },
  {
    method: 'get',
    path: '/case-groups/{id}/results.csv',
    operationId: 'getCaseGroupCsv',
    summary: 'The results as CSV: one row per counterparty',
    description:
      'Columns: index, caseId, clientReferenceId, counterpartyName, counterpartyAddress, status, resultStatus, then one per resultSchema property. Text cells starting with = + - @ TAB or CR get a leading apostrophe (formula injection).',
    tag: 'Case groups',
    auth: true,
    pathParams: groupId,
    success: { status: 200, description: 'RFC 4180 CSV, UTF-8', contentType: 'text/csv' },
    errors: ['GROUP_NOT_FOUND'],
  },
  {
    method: 'post',
    path: '/case-groups/{id}/cancel',
    operationId: 'cancelCaseGroup',
    summary: 'Cancel every running member of a group',
    description:
      'Each member still running is cancelled as POST /cases/{id}/cancel does (FAILED, resultStatus `cancelled`, its case.failed webhook); members not started yet never start. The group then finishes (`cancelled`) with a group.completed webhook. 202 means queued. The body is optional.',
    tag: 'Case groups',
    auth: true,
    pathParams: groupId,
    body: { schema: cancelCaseBody, name: 'CancelCaseRequest', optional: true },
    success: { status: 202, description: 'Accepted', data: groupCancelAcceptedSchema, name: 'CaseGroupCancelAccepted' },
    errors: ['GROUP_NOT_FOUND', 'GROUP_ALREADY_FINISHED'],
  },
];
