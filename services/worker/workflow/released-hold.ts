import { NO_ACTION_AT, type CaseRecord } from '../../../shared/case-record.js';

/**
 * What a case's next action is once a hold (the completion grace's held result, the reply wait's
 * held clarification) is released by a newer reading: its timer disarmed (stale by its id), and an
 * email decided earlier and still waiting to go is next (SEND, at its decision time), else nothing.
 */
export function releasedHold(record: CaseRecord): Pick<CaseRecord, 'timerId' | 'nextActionType' | 'nextActionAt'> {
  const waiting = record.outbox.filter((o) => o.state === 'pending' && o.effect.type === 'SEND_EMAIL');
  return {
    timerId: null,
    ...(waiting.length > 0
      ? { nextActionType: 'SEND' as const, nextActionAt: Math.min(...waiting.map((o) => o.createdAt)) }
      : { nextActionType: 'NONE' as const, nextActionAt: NO_ACTION_AT }),
  };
}
