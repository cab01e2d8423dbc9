import type { components } from './api-types.js';

/** The API's error codes, as its OpenAPI document lists them. */
export type ErrorCode = components['schemas']['ErrorResponse']['error']['code'];

/**
 * A refused or failed request. `code` is the API's error code from the envelope
 * `{ok: false, error: {code, message}}`; an answer without that envelope (a gateway's 429 or
 * 5xx, a proxy's HTML page) has the code `UNEXPECTED_RESPONSE` and keeps its status.
 */
export class CaseServiceError extends Error {
  override name = 'CaseServiceError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'UNEXPECTED_RESPONSE',
    message: string,
    /** Seconds, from Retry-After (RATE_LIMITED). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export function errorFromResponse(response: Response, body: unknown): CaseServiceError {
  const retry = Number(response.headers.get('retry-after') ?? NaN);
  const retryAfter = Number.isFinite(retry) ? retry : undefined;
  const e = (body as { ok?: unknown; error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (typeof e?.code === 'string' && typeof e.message === 'string') {
    return new CaseServiceError(response.status, e.code as ErrorCode, e.message, retryAfter);
  }
  return new CaseServiceError(
    response.status,
    'UNEXPECTED_RESPONSE',
    `HTTP ${response.status} without the error envelope`,
    retryAfter,
  );
}
