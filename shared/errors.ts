/**
 * The typed errors of the SPEC's error table. Routes throw these; one Express middleware writes
 * the envelope `{ ok: false, error: { code, message } }`. Anything else becomes 500
 * INTERNAL_ERROR with a generic message: internals never reach a client.
 */

export type ErrorCode =
  | 'INVALID_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CASE_NOT_FOUND'
  | 'ATTACHMENT_NOT_FOUND'
  | 'CASE_NOT_WAITING_FOR_INPUT'
  | 'INPUT_REQUEST_NOT_PENDING'
  | 'INPUT_REQUEST_MISMATCH'
  | 'CASE_ALREADY_FINISHED'
  | 'WEBHOOK_EVENT_NOT_FOUND'
  | 'WEBHOOK_DELIVERY_IN_FLIGHT'
  | 'DRAFT_NOT_FOUND'
  | 'DRAFT_ALREADY_DECIDED'
  | 'GROUP_NOT_FOUND'
  | 'GROUP_ALREADY_FINISHED'
  | 'USAGE_LIMIT_REACHED'
  | 'RATE_LIMITED'
  | 'INTERNAL_ERROR';

const STATUS: Record<ErrorCode, number> = {
  INVALID_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CASE_NOT_FOUND: 404,
  ATTACHMENT_NOT_FOUND: 404,
  CASE_NOT_WAITING_FOR_INPUT: 409,
  INPUT_REQUEST_NOT_PENDING: 409,
  INPUT_REQUEST_MISMATCH: 409,
  CASE_ALREADY_FINISHED: 409,
  WEBHOOK_EVENT_NOT_FOUND: 404,
  WEBHOOK_DELIVERY_IN_FLIGHT: 409,
  DRAFT_NOT_FOUND: 404,
  DRAFT_ALREADY_DECIDED: 409,
  GROUP_NOT_FOUND: 404,
  GROUP_ALREADY_FINISHED: 409,
  USAGE_LIMIT_REACHED: 429,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
};

export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.status = STATUS[code];
  }
}

export const invalidRequest = (message: string) => new ApiError('INVALID_REQUEST', message);
export const unauthorized = (message = 'A valid x-api-key header is required.') =>
  new ApiError('UNAUTHORIZED', message);
export const forbidden = (message: string) => new ApiError('FORBIDDEN', message);
export const internalError = (message: string, cause?: unknown) => new ApiError('INTERNAL_ERROR', message, { cause });

/**
 * A failure worth retrying later (the worker answers 5xx so the queue redelivers). Provider and
 * brain adapters throw it for 429/5xx/timeouts; `PermanentError` for what no retry can fix.
 */
export class RetryableError extends Error {
  override name = 'RetryableError';
  constructor(
    message: string,
    readonly retryAfterMs?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export class PermanentError extends Error {
  override name = 'PermanentError';
  constructor(
    message: string,
    readonly reason?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
