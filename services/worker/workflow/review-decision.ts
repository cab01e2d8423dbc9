import type { CaseRecord } from '../../../shared/case-record.js';
import type { Effect } from '../../../shared/effects.js';
import { CANCELLED } from '../../../shared/usage.js';
import { nextWindowOpening } from './business-hours.js';
import { askClient, entryOf, finish, sendNow, type Decision } from './decision.js';
import { windowOf } from './follow-up-timer.js';
import type { DecideOptions } from './worker-events.js';

/**
 * DRAFT_DECIDED: the client approved or rejected the held draft; the API stored the decision on
 * the case (pendingDraft.status), this acts on it (docs/review-and-console.md).
 */
export function draftDecided(record: CaseRecord, now: number, opts: DecideOptions): Decision {
  const held = record.pendingDraft!;
  if (held.status === 'APPROVED') return release(record, now, opts);
  const reason = held.rejectReason?.trim() || 'The client rejected the draft.';
  const cleared: CaseRecord = { ...record, pendingDraft: null };
  if (held.cancel)
    return finish(cleared, now, {
      status: 'FAILED',
      resultStatus: CANCELLED,
      failureReason: `Cancelled by the client: ${reason}`,
    });
  // The reason becomes the question: the client's answer then shapes the next email.
  return askClient(cleared, reason, now, opts);
}

/**
 * An approved draft goes out as approved (with the client's edit), without a second review. A
 * follow-up (the nudge nobody asked for) still waits for the counterparty's working hours: a
 * timer then releases it (TIMER_DUE with an approved draft held).
 */
export function release(record: CaseRecord, now: number, opts: DecideOptions): Decision {
  const held = record.pendingDraft!;
  if (held.kind === 'follow_up') {
    const at = nextWindowOpening(now, windowOf(record, opts), record.counterparty.timezone);
    if (at > now) {
      const timerId = `a${record.version}`;
      const timer: Effect = { type: 'SCHEDULE_TIMER', key: `timer:${timerId}`, timerId, at };
      const next: CaseRecord = {
        ...record,
        timerId,
        nextActionType: 'FOLLOW_UP',
        nextActionAt: at,
        outbox: [...record.outbox, entryOf(timer, now)],
      };
      return { next, effects: [timer], billFinish: false };
    }
  }
  const draft = { subject: held.edit?.subject ?? held.subject, text: held.edit?.text ?? held.text };
  return sendNow({ ...record, pendingDraft: null }, held.kind, draft, now, held.draftId);
}
