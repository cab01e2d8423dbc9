import type { CaseRecord } from '../../../shared/case-record.js';
import type { SuppressionReason } from '../../../shared/suppressions.js';
import { finish, type Decision } from './decision.js';
import type { DeliveryFailure, WorkerEvent } from './worker-events.js';

type DeliveryFailedEvent = Extract<WorkerEvent, { type: 'EMAIL_BOUNCED' | 'EMAIL_COMPLAINED' | 'EMAIL_REJECTED' }>;

const DELIVERY_FAILURES: Record<DeliveryFailedEvent['type'], DeliveryFailure> = {
  EMAIL_BOUNCED: 'BOUNCED',
  EMAIL_COMPLAINED: 'COMPLAINED',
  EMAIL_REJECTED: 'REJECTED',
};

/** Delivery failures that say the address must not be mailed again (docs/workflow.md, "Do-not-contact"). */
const SUPPRESSING_FAILURES: Partial<Record<DeliveryFailure, SuppressionReason>> = {
  BOUNCED: 'bounce',
  COMPLAINED: 'complaint',
};

const DEFAULT_FAILURE_REASON: Record<DeliveryFailure, string> = {
  BOUNCED: 'The email to the counterparty bounced.',
  COMPLAINED: 'The counterparty marked our email as spam.',
  REJECTED: 'The email provider rejected the message to the counterparty.',
};

/** EMAIL_BOUNCED / COMPLAINED / REJECTED: the case fails with the provider's status as resultStatus. */
export function deliveryFailed(record: CaseRecord, event: DeliveryFailedEvent, now: number): Decision {
  const failure = DELIVERY_FAILURES[event.type];
  return finish(record, now, {
    status: 'FAILED',
    resultStatus: failure,
    failureReason: event.detail?.trim() || DEFAULT_FAILURE_REASON[failure],
    suppress: SUPPRESSING_FAILURES[failure],
  });
}
