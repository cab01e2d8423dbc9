import type { CaseRequest, StartRefusal } from '../../../shared/case-record.js';
import type { Suppression, SuppressionReason } from '../../../shared/suppressions.js';

/**
 * Whether a valid new case must be refused before it runs, and why. The case is still created
 * (201, as the SPEC says for a valid request) with this refusal stored on it; the worker then
 * fails it at once (FAILED, resultStatus REJECTED, not billable, `case.failed` webhook) and never
 * sends anything. One place for every such rule, so each refused case behaves the same way.
 * Pure: what it needs from the store (the counterparty's entry on the owner's do-not-contact
 * list, one read by id) is read by the caller and passed in.
 */
export const SMS_NOT_AVAILABLE = 'The SMS channel is not available: only EMAIL cases are worked. Nothing was sent.';

export interface StartFacts {
  /** The counterparty address's entry on the owner's do-not-contact list, or null. */
  suppression: Suppression | null;
}

const WHY_SUPPRESSED: Record<SuppressionReason, string> = {
  opt_out: 'asked not to be contacted',
  bounce: 'bounced',
  complaint: 'marked our email as spam',
};

export function startRefusalFor(request: Pick<CaseRequest, 'channel'>, facts: StartFacts): StartRefusal | null {
  if (request.channel === 'SMS') return { failureReason: SMS_NOT_AVAILABLE };
  const s = facts.suppression;
  if (s) {
    return {
      failureReason:
        `The counterparty address is on this account's do-not-contact list (suppressed: the address ` +
        `${WHY_SUPPRESSED[s.reason]} in case ${s.caseId} on ${new Date(s.suppressedAt).toISOString()}). Nothing was sent.`,
    };
  }
  return null;
}
