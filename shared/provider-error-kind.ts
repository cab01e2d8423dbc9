import { AgentMailError, AgentMailTimeoutError } from 'agentmail';
import type { ProviderOperation } from './agentmail-errors.js';
import type { ProviderErrorKind } from './ops-events.js';

/**
 * A provider failure as a metric label: what the SDK threw, sorted into a few kinds that tell
 * an operator who must act (agentmail-errors.ts decides retryable or not from the same facts).
 * Reads the original SDK error, before it is mapped.
 */
export function providerErrorKind(err: unknown, op: ProviderOperation): ProviderErrorKind {
  if (err instanceof AgentMailTimeoutError) return 'timeout';
  if (!(err instanceof AgentMailError)) return 'other';
  const status = err.statusCode;
  if (status === undefined) return 'unreachable';
  if (status === 429) return 'rate_limited';
  if (status === 408) return 'timeout';
  if (status >= 500) return 'server_error';
  if (status === 401) return 'auth';
  if (status === 402) return 'account_limit';
  if (status === 409) return 'conflict';
  if (status === 403) return op === 'read' ? 'auth' : 'rejected';
  if (status === 404) return 'not_found';
  return 'client_error';
}
