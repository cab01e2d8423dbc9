import { CASE_ACTIVITY_EXAMPLES } from './examples/case-activity-examples.js';
import { CASE_GROUP_EXAMPLES } from './examples/case-group-examples.js';
import { CASE_EXAMPLES } from './examples/case-examples.js';
import { REVIEW_EXAMPLES } from './examples/review-examples.js';
import type { RouteExamples } from './examples/route-examples.js';

export { ERROR_EXAMPLES } from './examples/error-examples.js';
export type { RouteExamples } from './examples/route-examples.js';

/**
 * Examples for the OpenAPI document (request bodies and 2xx answers), keyed by operationId: one
 * real case of a local run (npm start, 2026-11-25), driven through the typed client: created,
 * a question with a PDF attached, INPUT_NEEDED, the client's answer, COMPLETED; then listed, its
 * timeline read, its webhook resent, and a second case cancelled. Copied from the answers as they
 * were, except the create body's clientWebhookUrl (the run used a loopback receiver; the example
 * names a public one, which the API accepts anywhere). test/integration/openapi-examples.test.ts checks
 * each against its schema, and that every route with a body or a JSON answer has one; the
 * POST /cases example is sent as is (201) by test/integration/openapi-examples.test.ts. The case
 * group examples are one real group of two (createCaseGroup, getCaseGroup, its CSV) and a second
 * group cancelled (cancelCaseGroup, listCaseGroups), from the same stack. The review examples:
 * a case with `review: "all"` whose first email was approved with an edited text and sent
 * (listDrafts, approveDraft), and another whose first draft was rejected (rejectDraft).
 */

export const ROUTE_EXAMPLES: Record<string, RouteExamples> = {
  ...CASE_EXAMPLES,
  ...CASE_ACTIVITY_EXAMPLES,
  ...CASE_GROUP_EXAMPLES,
  ...REVIEW_EXAMPLES,
};
