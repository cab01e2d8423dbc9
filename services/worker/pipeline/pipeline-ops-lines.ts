import { isTerminal, type CaseRecord } from '../../../shared/case-record.js';
import type { Logger } from '../../../shared/logger.js';
import { opsFields } from '../../../shared/ops-events.js';
import type { Facts } from '../workflow/worker-events.js';

/**
 * The step pipeline's ops lines (shared/ops-events.ts): a case reaching a terminal status
 * (after the commit that made it so: a redelivery that decides to ignore does not count it
 * again), and an inbound message each time it is read from the provider and by the brain.
 */

export function logCaseFinished(log: Logger, before: CaseRecord, next: CaseRecord): void {
  if (isTerminal(before.status) || !isTerminal(next.status)) return;
  log.info(
    'case finished',
    opsFields('case_finished', { status: next.status, resultStatus: next.resultStatus ?? 'none' }),
  );
}

export function logInboundRead(log: Logger, facts: Facts): void {
  const inbound = facts.inbound;
  if (!inbound) return;
  log.info(
    'inbound email read',
    opsFields('inbound_read', { inboundOrigin: inbound.origin, inboundReading: inbound.evaluation?.outcome ?? 'none' }),
  );
}
