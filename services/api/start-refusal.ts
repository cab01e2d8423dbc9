import type { CaseRequest, StartRefusal } from '../../shared/case-record.js';

/**
 * Whether a valid new case must be refused before it runs, and why. The case is still created
 * (201, as the SPEC says for a valid request) with this refusal stored on it; the worker then
 * fails it at once (FAILED, resultStatus REJECTED, not billable, `case.failed` webhook) and never
 * sends anything. One place for every such rule, so each refused case behaves the same way.
 */
export const SMS_NOT_AVAILABLE = 'The SMS channel is not available: only EMAIL cases are worked. Nothing was sent.';

export function startRefusalFor(request: Pick<CaseRequest, 'channel'>): StartRefusal | null {
  if (request.channel === 'SMS') return { failureReason: SMS_NOT_AVAILABLE };
  return null;
}
