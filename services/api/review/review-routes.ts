import type { ApiRouteDoc } from '../http/route-doc.js';
import { approveDraftBody, draftDecisionSchema, draftListSchema, rejectDraftBody } from './review-schemas.js';

/** The review routes as the OpenAPI document describes them (docs/review-and-console.md). */

const ids = {
  id: 'The case id (caseId from POST /cases)',
  draftId: 'pendingReview.draftId of the case, or a draft from GET /cases/{id}/drafts',
};

export const reviewRoutes: ApiRouteDoc[] = [
  {
    method: 'get',
    path: '/cases/{id}/drafts',
    operationId: 'listDrafts',
    summary: "The case's drafts held for review, oldest first",
    description:
      'Every outbound email the case held for approval (`review` other than `none`): its text, why it was held, and what became of it.',
    tag: 'Cases',
    auth: true,
    pathParams: { id: ids.id },
    success: { status: 200, description: 'The drafts', data: draftListSchema, name: 'DraftList' },
    errors: ['CASE_NOT_FOUND'],
  },
  {
    method: 'post',
    path: '/cases/{id}/drafts/{draftId}/approve',
    operationId: 'approveDraft',
    summary: 'Approve a held email, optionally edited',
    description:
      'The email goes out once (with your subject/text if given; a follow-up waits for working hours). 202 means queued: a reply or a cancel that the worker takes first moves the case on, and the draft is then discarded unsent. Concurrent approvals: one wins, the others get 409.',
    tag: 'Cases',
    auth: true,
    pathParams: ids,
    body: { schema: approveDraftBody, name: 'ApproveDraftRequest', optional: true },
    success: { status: 202, description: 'Accepted', data: draftDecisionSchema, name: 'DraftDecisionAccepted' },
    errors: ['CASE_NOT_FOUND', 'DRAFT_NOT_FOUND', 'DRAFT_ALREADY_DECIDED', 'CASE_ALREADY_FINISHED'],
  },
  {
    method: 'post',
    path: '/cases/{id}/drafts/{draftId}/reject',
    operationId: 'rejectDraft',
    summary: 'Reject a held email',
    description:
      'Nothing is sent. The case goes to INPUT_NEEDED with your reason as its question (answer it with POST /cases/{id}/input, and the agent drafts again with your answer), or is cancelled with `cancel: true`.',
    tag: 'Cases',
    auth: true,
    pathParams: ids,
    body: { schema: rejectDraftBody, name: 'RejectDraftRequest' },
    success: { status: 202, description: 'Accepted', data: draftDecisionSchema, name: 'DraftDecisionAccepted' },
    errors: ['CASE_NOT_FOUND', 'DRAFT_NOT_FOUND', 'DRAFT_ALREADY_DECIDED', 'CASE_ALREADY_FINISHED'],
  },
];
