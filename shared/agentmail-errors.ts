import { AgentMailError, AgentMailTimeoutError } from 'agentmail';
import { PermanentError, RetryableError } from './errors.js';

/**
 * Sorts what the AgentMail SDK throws into the two errors the worker acts on. The question is
 * who must act for a retry to succeed:
 * - nobody, or an operator (RetryableError: the queue redelivers with backoff, then the
 *   dead-letter topic and the sweeper keep the work): timeouts, network failures, 408, 429 and
 *   5xx (with the provider's Retry-After when it sent one); 401 (our API key: an operator fixes
 *   it, and the cases must not fail meanwhile); 402 (account limits); 409 (an identical
 *   Idempotency-Key request still in flight: the twin's send is the one that counts); and, on
 *   sends and replies, 404 (our inbox or the replied message is missing: configuration, not the
 *   counterparty). On reads, a 403 is our key lacking access to our own inbox: retryable too.
 * - nobody ever (PermanentError): on sends and replies, 403 is AgentMail's MessageRejectedError
 *   (recipient suppressed or refused), reason 'REJECTED'; any other 4xx (400, 413, 422: the
 *   provider will not take this message as it is) has reason `HTTP_<status>`. The worker fails
 *   the case with resultStatus REJECTED on either. On reads, 404 is 'NOT_FOUND' and any other
 *   4xx `HTTP_<status>`.
 * Anything that is not a provider error (a bug) is returned unchanged.
 */

export type ProviderOperation = 'send' | 'reply' | 'read';

/** Statuses no change to the request can fix, only time or an operator. */
const RETRYABLE_STATUSES = new Set([401, 402, 408, 409, 429]);

export function toProviderError(err: unknown, op: ProviderOperation): unknown {
  if (err instanceof RetryableError || err instanceof PermanentError) return err;
  if (err instanceof AgentMailTimeoutError) {
    return new RetryableError('Email provider timed out.', undefined, { cause: err });
  }
  if (!(err instanceof AgentMailError)) return err;
  const status = err.statusCode;
  if (status === undefined) {
    // No HTTP status: the request never got an answer (connection refused, reset, DNS).
    return new RetryableError('Email provider unreachable.', undefined, { cause: err });
  }
  const sending = op === 'send' || op === 'reply';
  if (RETRYABLE_STATUSES.has(status) || status >= 500 || (sending ? status === 404 : status === 403)) {
    return new RetryableError(`Email provider answered ${status}.`, retryAfterMs(err), { cause: err });
  }
  if (sending && status === 403) {
    return new PermanentError('Email provider rejected the message.', 'REJECTED', { cause: err });
  }
  const reason = !sending && status === 404 ? 'NOT_FOUND' : `HTTP_${status}`;
  return new PermanentError(`Email provider refused the request (${status}).`, reason, { cause: err });
}

/** Retry-After as seconds or an HTTP date (RFC 9110), in ms; undefined when absent or unreadable. */
export function retryAfterMs(err: AgentMailError, now = Date.now()): number | undefined {
  const value = err.rawResponse?.headers?.get('retry-after');
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
