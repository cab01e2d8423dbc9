import { AgentMailError, AgentMailTimeoutError } from 'agentmail';
import { PermanentError, RetryableError } from './errors.js';

/**
 * Sorts what the AgentMail SDK throws into the two errors the worker acts on:
 * - RetryableError: timeouts, network failures, 408, 429 and 5xx (with the provider's
 *   Retry-After when it sent one): the queue redelivers later.
 * - PermanentError: every other 4xx. A 403 on a send or reply is AgentMail's
 *   MessageRejectedError (recipient suppressed or refused): reason 'REJECTED', on which the
 *   worker fails the case with resultStatus REJECTED.
 * Anything that is not a provider error (a bug) is returned unchanged.
 */

export type ProviderOperation = 'send' | 'reply' | 'read';

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
  if (status === 408 || status === 429 || status >= 500) {
    return new RetryableError(`Email provider answered ${status}.`, retryAfterMs(err), { cause: err });
  }
  if (status === 403 && (op === 'send' || op === 'reply')) {
    return new PermanentError('Email provider rejected the message.', 'REJECTED', { cause: err });
  }
  const reason = status === 404 ? 'NOT_FOUND' : status === 403 ? 'FORBIDDEN' : `HTTP_${status}`;
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
