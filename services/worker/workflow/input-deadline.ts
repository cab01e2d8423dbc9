import type { CaseRecord } from '../../../shared/case-record.js';
import { finish, type Decision } from './decision.js';
import type { DecideOptions } from './worker-events.js';

/**
 * The input deadline fired (TIMER_DUE of an INPUT_TIMEOUT timer, the request still PENDING: an
 * answer the API accepted makes the timer stale, see decide's ignoreReason). The case ends
 * FAILED `input_timeout`, billable as any failure the counterparty did not cause.
 */
export const INPUT_TIMEOUT = 'input_timeout';

export function inputTimedOut(record: CaseRecord, now: number, opts: DecideOptions): Decision {
  const hours = record.inputTimeoutHours ?? opts.inputTimeoutHours ?? 0;
  return finish(record, now, {
    status: 'FAILED',
    resultStatus: INPUT_TIMEOUT,
    failureReason: `No answer to the input request within ${hours} hours.`,
  });
}
