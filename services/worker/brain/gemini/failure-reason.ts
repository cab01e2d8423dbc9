import { ApiError as GenAiApiError } from '@google/genai';
import type { BrainFailureReason } from '../../../../shared/ops-events.js';
import { InvalidBrainOutput } from './brain.js';

/**
 * Why a Gemini call failed, from what gemini/brain.ts throws: a RetryableError whose cause is the
 * SDK's error (with the HTTP status when Google answered), or InvalidBrainOutput after retries.
 */
export function geminiFailureReason(err: unknown): BrainFailureReason {
  if (err instanceof InvalidBrainOutput) return 'invalid_output';
  const cause = err instanceof Error ? err.cause : undefined;
  if (cause instanceof GenAiApiError) {
    const s = cause.status;
    if (s === 429) return 'rate_limited';
    if (s === 401 || s === 403) return 'auth';
    if (s === 408 || s === 504) return 'timeout';
    if (s >= 500) return 'unavailable';
    if (s >= 400) return 'bad_request';
    return 'other';
  }
  if (cause instanceof Error) return /abort|timeout/i.test(cause.name) ? 'timeout' : 'network';
  return 'other';
}
