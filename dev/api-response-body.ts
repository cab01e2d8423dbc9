import type { z } from 'zod';
import type {
  caseEventsSchema,
  caseListSchema,
  resendAcceptedSchema,
} from '../services/api/case-activity/activity-schemas.js';
import type { CaseView } from '../services/api/cases/case-view.js';
import type { attachmentDownloadSchema, inputAcceptedSchema } from '../services/api/openapi/response-schemas.js';
import type { draftDecisionSchema, draftListSchema } from '../services/api/review/review-schemas.js';
import type {
  createdGroupSchema,
  groupCancelAcceptedSchema,
  groupListSchema,
} from '../services/api/case-groups/group-routes.js';
import type { groupViewSchema } from '../shared/case-groups/group-schemas.js';
import type { ErrorCode } from '../shared/errors.js';

/**
 * How local tools and tests read an API answer (dev/service-stack.ts, test/support/api-harness.ts,
 * eval/): the data of every client route in one type: a test knows which route it called, and its
 * assertions check what came back. Fields of routes not listed here read as `unknown`.
 */
export type ResponseData = CaseView &
  z.output<typeof caseListSchema> &
  z.output<typeof caseEventsSchema> &
  z.output<typeof inputAcceptedSchema> &
  z.output<typeof resendAcceptedSchema> &
  z.output<typeof attachmentDownloadSchema> &
  z.output<typeof draftListSchema> &
  z.output<typeof draftDecisionSchema> &
  z.output<typeof createdGroupSchema> &
  z.output<typeof groupViewSchema> &
  z.output<typeof groupListSchema> &
  z.output<typeof groupCancelAcceptedSchema> & { readonly [field: string]: unknown };

/** The SPEC's envelope as a test reads it: `data` on success, `error` on failure. */
export interface ResponseBody {
  ok: boolean;
  data: ResponseData;
  error: { code: ErrorCode; message: string };
}
