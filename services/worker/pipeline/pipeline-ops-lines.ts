import { isTerminal, type CaseRecord } from '../../../shared/case-record.js';
import type { Logger } from '../../../shared/logger.js';
import { opsFields, type UnactedCause, type WorkerEventType } from '../../../shared/ops-events.js';
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

const WORKER_EVENT_TYPES: readonly WorkerEventType[] = [
  'CASE_CREATED',
  'INPUT_PROVIDED',
  'EMAIL_RECEIVED',
  'EMAIL_BOUNCED',
  'EMAIL_COMPLAINED',
  'EMAIL_REJECTED',
  'TIMER_DUE',
  'CANCEL_REQUESTED',
  'WEBHOOK_RESEND',
];
/** The event type as a metric label: a fixed set, `unknown` for anything else. */
export const workerEventLabel = (type: string | undefined): WorkerEventType =>
  WORKER_EVENT_TYPES.find((t) => t === type) ?? 'unknown';

/** decide's ignore reasons (ignoreReason, received) sorted into the metric's fixed causes. */
export function unactedCause(reason: string): UnactedCause {
  if (reason.startsWith('case is ')) return 'finished';
  if (reason === 'message already handled') return 'handled';
  if (reason === 'our own message' || reason === "not this case's thread") return 'not_this_case';
  if (/stale|already|not pending|not accepted|not waiting|no timed action/.test(reason)) return 'stale';
  return 'not_applicable';
}

/**
 * One line each time the worker acknowledges a queue message without acting on it (a duplicate,
 * a stale timer, mail of a finished case, ...): counted by `worker_event_unacted`.
 */
export function logUnacted(
  log: Logger,
  message: string,
  type: string | undefined,
  cause: UnactedCause,
  level: 'info' | 'warn' | 'error',
  fields: Record<string, unknown> = {},
): void {
  log[level](message, {
    ...fields,
    ...opsFields('worker_event_unacted', { workerEvent: workerEventLabel(type), unactedCause: cause }),
  });
}
