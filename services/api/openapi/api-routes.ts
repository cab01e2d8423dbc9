import { z } from 'zod';
import type { ApiRouteDoc } from '../http/route-doc.js';
import { createCaseBody } from '../cases/create-case-body.js';
import { provideInputBody } from '../cases/provide-input-body.js';
import { caseActivityRoutes } from '../case-activity/activity-routes.js';
import { reviewRoutes } from '../review/review-routes.js';
import { caseGroupRoutes } from '../case-groups/group-routes.js';
import { caseViewSchema } from '../cases/case-view-schema.js';
import { attachmentDownloadSchema, createdCaseSchema, inputAcceptedSchema } from './response-schemas.js';

/**
 * Every route the API app serves to clients, as the OpenAPI document describes it. The request
 * schemas are the very zod objects the handlers validate with. test/unit/openapi-document.test.ts
 * compares this list with the routes registered on the express app: a route added to app.ts
 * without an entry here (or the reverse) fails it.
 */

const caseId = { id: 'The case id (caseId from POST /cases)' };

export const API_ROUTES: ApiRouteDoc[] = [
  {
    method: 'post',
    path: '/cases',
    operationId: 'createCase',
    summary: 'Create a case',
    description:
      'Stores the case as CREATED and queues the first email. No idempotency key: an identical request creates another case. Counts against the monthly plan cap.',
    tag: 'Cases',
    auth: true,
    body: { schema: createCaseBody, name: 'CreateCaseRequest' },
    success: { status: 201, description: 'Created', data: createdCaseSchema, name: 'CreatedCase' },
    errors: ['USAGE_LIMIT_REACHED'],
  },
  {
    method: 'get',
    path: '/cases/{id}',
    operationId: 'getCase',
    summary: 'Read a case',
    tag: 'Cases',
    auth: true,
    pathParams: caseId,
    query: z.object({
      includeTranscript: z.string().optional().meta({
        description:
          'Only `true` (trimmed, any case) adds `conversationThread`, read live from the email provider; a failed read is 500 INTERNAL_ERROR',
      }),
    }),
    success: { status: 200, description: 'The case', data: caseViewSchema, name: 'Case' },
    errors: ['CASE_NOT_FOUND'],
  },
  {
    method: 'get',
    path: '/cases/{id}/attachments/{attachmentId}',
    operationId: 'getAttachment',
    summary: 'Get a fresh download link for an attachment',
    tag: 'Cases',
    auth: true,
    pathParams: { ...caseId, attachmentId: "From the case's attachments or a webhook payload" },
    success: {
      status: 200,
      description: 'The attachment with a temporary downloadUrl',
      data: attachmentDownloadSchema,
      name: 'Attachment',
    },
    errors: ['CASE_NOT_FOUND', 'ATTACHMENT_NOT_FOUND'],
  },
  {
    method: 'post',
    path: '/cases/{id}/input',
    operationId: 'provideInput',
    summary: 'Answer the pending input request',
    description:
      '202 means the answer is stored (inputRequest.status RESOLVED at once) and queued, not that the worker has acted: until it does, a read may still show INPUT_NEEDED.',
    tag: 'Cases',
    auth: true,
    pathParams: caseId,
    body: { schema: provideInputBody, name: 'ProvideInputRequest' },
    success: { status: 202, description: 'Accepted', data: inputAcceptedSchema, name: 'InputAccepted' },
    errors: ['CASE_NOT_FOUND', 'CASE_NOT_WAITING_FOR_INPUT', 'INPUT_REQUEST_NOT_PENDING', 'INPUT_REQUEST_MISMATCH'],
  },
  ...caseActivityRoutes,
  ...reviewRoutes,
  ...caseGroupRoutes,
  {
    method: 'get',
    path: '/openapi.json',
    operationId: 'getOpenApiDocument',
    summary: 'This OpenAPI document (no key needed)',
    tag: 'Service',
    auth: false,
    success: { status: 200, description: 'The OpenAPI 3.1 document', contentType: 'application/json' },
    errors: [],
  },
  {
    method: 'get',
    path: '/docs',
    operationId: 'getApiReference',
    summary: 'The API reference page, rendered from this document (no key needed)',
    tag: 'Service',
    auth: false,
    success: { status: 200, description: 'An HTML page', contentType: 'text/html' },
    errors: [],
  },
  {
    method: 'get',
    path: '/console',
    operationId: 'getConsole',
    summary: 'The console: cases, review, answers, for people at the client (no key needed to load it)',
    description:
      'A web page that asks for an API key once per browser tab (kept in sessionStorage) and calls this API with it: the case list, a case with its transcript, timeline, result and evidence, and forms to approve or reject a held email, answer an input request, cancel, resend a webhook.',
    tag: 'Service',
    auth: false,
    success: { status: 200, description: 'An HTML page', contentType: 'text/html' },
    errors: [],
  },
  {
    method: 'get',
    path: '/healthz',
    operationId: 'getHealth',
    summary: 'Health probe (no key needed)',
    description:
      'For load balancers and Cloud Run probes: `{"ok":true}` while the service is ready, 503 `{"ok":false}` while it starts or shuts down. Reads no data.',
    tag: 'Service',
    auth: false,
    success: { status: 200, description: '{"ok":true}', contentType: 'application/json' },
    errors: [],
  },
];
