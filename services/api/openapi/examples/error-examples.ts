import type { ErrorCode } from '../../../../shared/errors.js';

/** A real message for each error code (as the API words them), for the error answers' examples. */
export const ERROR_EXAMPLES: Partial<Record<ErrorCode, string>> = {
  INVALID_REQUEST: 'counterparty.address: Invalid email address',
  UNAUTHORIZED: 'The API key is not valid.',
  FORBIDDEN: 'This case belongs to another account.',
  NOT_FOUND: 'No route for GET /case.',
  CASE_NOT_FOUND: 'No case with id "no-such-case".',
  ATTACHMENT_NOT_FOUND: 'No attachment with id "no-such-attachment" on this case.',
  CASE_NOT_WAITING_FOR_INPUT: 'The case is COMPLETED, not waiting for input.',
  INPUT_REQUEST_NOT_PENDING: 'The active input request is already resolved.',
  INPUT_REQUEST_MISMATCH: 'inputRequestId does not match the active input request.',
  CASE_ALREADY_FINISHED: 'The case is already COMPLETED; there is nothing to cancel.',
  WEBHOOK_EVENT_NOT_FOUND: 'This case emitted no webhook event "no-such-event".',
  WEBHOOK_DELIVERY_IN_FLIGHT: 'A delivery of this event is still in flight; retry once it has an outcome.',
  USAGE_LIMIT_REACHED: 'The monthly case limit of the SANDBOX plan (100) is reached for 2026-11 (UTC).',
  RATE_LIMITED: 'Too many requests for this API key; retry after the Retry-After delay.',
  INTERNAL_ERROR: 'The case could not be stored.',
  GROUP_NOT_FOUND: 'No case group with id "no-such-group".',
  GROUP_ALREADY_FINISHED: 'The case group is already finished (cancelled).',
  DRAFT_NOT_FOUND: 'This case has no draft "no-such-draft".',
  DRAFT_ALREADY_DECIDED: 'This draft was already approved or rejected, or it is no longer pending.',
};
