import { cancelCaseBody } from './cancel-case.js';
import { caseEventsQuery } from './case-events.js';
import { listCasesQuery } from './list-cases.js';
import { cancelAcceptedSchema, caseEventsSchema, caseListSchema, resendAcceptedSchema } from './activity-schemas.js';
import type { ApiRouteDoc } from '../http/route-doc.js';

/** The case-activity routes as the OpenAPI document describes them (docs/case-activity.md). */

const caseId = { id: 'The case id (caseId from POST /cases)' };

export const caseActivityRoutes: ApiRouteDoc[] = [
  {
    method: 'get',
    path: '/cases',
    operationId: 'listCases',
    summary: "List the caller's cases, newest first",
    description:
      'Each case exactly as GET /cases/{id} shows it (without the transcript). Filters combine; `cursor` must come from the same caller and filters, else 400.',
    tag: 'Cases',
    auth: true,
    query: listCasesQuery,
    success: { status: 200, description: 'A page of cases', data: caseListSchema, name: 'CaseList' },
    errors: ['INVALID_REQUEST'],
  },
  {
    method: 'get',
    path: '/cases/{id}/events',
    operationId: 'listCaseEvents',
    summary: "The case's timeline, oldest first",
    description:
      'What happened to the case: emails sent and received, follow-ups, input, the outcome and each webhook attempt. No email bodies, metadata or knowledge.',
    tag: 'Cases',
    auth: true,
    pathParams: caseId,
    query: caseEventsQuery,
    success: { status: 200, description: 'A page of timeline events', data: caseEventsSchema, name: 'CaseEvents' },
    errors: ['CASE_NOT_FOUND'],
  },
  {
    method: 'post',
    path: '/cases/{id}/webhooks/{eventId}/resend',
    operationId: 'resendWebhook',
    summary: 'Send a webhook event once more',
    description:
      'The stored payload (same event_id) to the same URL, through the same guarded delivery as the first attempt. 202 means queued; the attempt and its outcome appear in the timeline. No body.',
    tag: 'Cases',
    auth: true,
    pathParams: { ...caseId, eventId: 'The event_id of a webhook this case emitted' },
    success: { status: 202, description: 'Accepted', data: resendAcceptedSchema, name: 'WebhookResendAccepted' },
    errors: ['CASE_NOT_FOUND', 'WEBHOOK_EVENT_NOT_FOUND', 'WEBHOOK_DELIVERY_IN_FLIGHT'],
  },
  {
    method: 'post',
    path: '/cases/{id}/cancel',
    operationId: 'cancelCase',
    summary: 'Cancel a case',
    description:
      'The case goes FAILED with resultStatus `cancelled` (a case.failed webhook), nothing more is sent; billable only if an email went out. The body is optional. 202 means queued: a reply that completes the case first wins.',
    tag: 'Cases',
    auth: true,
    pathParams: caseId,
    body: { schema: cancelCaseBody, name: 'CancelCaseRequest', optional: true },
    success: { status: 202, description: 'Accepted', data: cancelAcceptedSchema, name: 'CancelAccepted' },
    errors: ['CASE_NOT_FOUND', 'CASE_ALREADY_FINISHED'],
  },
];
