import { describe, expect, it } from 'vitest';
import { NO_ACTION_AT } from '../../shared/case-record.js';
import { decide } from '../../services/worker/workflow/decide.js';
import type { WorkerEvent } from '../../services/worker/workflow/worker-events.js';
import {
  acted,
  created,
  draft,
  inputAccepted,
  inputNeeded,
  NOW,
  OPTS,
  pending,
  running,
  sendEffect,
} from './decide-fixtures.js';

/** CANCEL_REQUESTED (POST /cases/{id}/cancel) in every state. */

const cancel = (reason?: string): WorkerEvent => ({ type: 'CANCEL_REQUESTED', ...(reason ? { reason } : {}) });

describe('decide: CANCEL_REQUESTED', () => {
  it.each([
    ['CREATED, initial email not yet decided', created(), false],
    [
      'CREATED, initial email decided but not sent',
      created({ outbox: [pending(sendEffect(1))], nextActionType: 'SEND', nextActionAt: NOW - 10_000 }),
      false,
    ],
    ['RUNNING, timer armed', running(), true],
    [
      'RUNNING, reply pending',
      running({ timerId: null, nextActionType: 'SEND', outbox: [pending(sendEffect(2, 'reply'))] }),
      true,
    ],
    ['INPUT_NEEDED', inputNeeded(), true],
    ['INPUT_NEEDED with an accepted answer', inputAccepted(), true],
  ] as const)(
    '%s → FAILED cancelled, timer disarmed, nothing more to send, case.failed; billable: %s',
    (_name, given, billable) => {
      const d = acted(decide(given, cancel('answered by phone'), {}, NOW, OPTS));
      expect(d.next).toMatchObject({
        status: 'FAILED',
        resultStatus: 'cancelled',
        failureReason: 'Cancelled by the client: answered by phone',
        timerId: null,
        nextActionType: 'NONE',
        nextActionAt: NO_ACTION_AT,
        version: given.version + 1,
        updatedAt: NOW,
      });
      expect(d.next.outbox.map((o) => o.effect.type)).toEqual(['EMIT_WEBHOOK']);
      expect(d.effects).toHaveLength(1);
      expect(d.effects[0]).toMatchObject({
        type: 'EMIT_WEBHOOK',
        event: 'case.failed',
        payload: { status: 'FAILED', resultStatus: 'cancelled' },
      });
      expect(d.effects[0]!.type === 'EMIT_WEBHOOK' && d.effects[0]!.payload).not.toHaveProperty('failureReason');
      // Billable only once an email went out (attemptCount > 0).
      expect(d.billFinish).toBe(billable);
    },
  );

  it('without a reason, the failure reason says so plainly', () => {
    expect(acted(decide(running(), cancel(), {}, NOW, OPTS)).next.failureReason).toBe('Cancelled by the client.');
  });

  it.each([
    ['COMPLETED', running({ status: 'COMPLETED', resultStatus: 'goal_achieved' })],
    ['FAILED', running({ status: 'FAILED', resultStatus: 'max_retries' })],
    ['FAILED (already cancelled)', running({ status: 'FAILED', resultStatus: 'cancelled' })],
  ])('a %s case ignores it: a second cancel changes nothing', (_name, given) => {
    expect('ignore' in decide(given, cancel(), {}, NOW, OPTS)).toBe(true);
  });

  it('the send it dropped cannot complete afterwards: its EFFECT_DONE is ignored', () => {
    const given = created({ outbox: [pending(sendEffect(1))], nextActionType: 'SEND' });
    const d = acted(decide(given, cancel(), draft, NOW, OPTS));
    const late = decide(
      d.next,
      {
        type: 'EFFECT_DONE',
        key: sendEffect(1).key,
        outcome: { kind: 'sent', messageId: 'm', threadId: 't', inboxId: 'i', sentAt: NOW },
      },
      {},
      NOW,
      OPTS,
    );
    expect('ignore' in late).toBe(true);
    // ...but the case remembers it, so a send that was in flight is recorded, not lost.
    expect(d.next.droppedSends).toEqual([{ key: sendEffect(1).key }]);
  });

  it('an approved draft dropped by the end is remembered with its draft id; nothing dropped, nothing remembered', () => {
    const approved = { ...sendEffect(2, 'reply'), draftId: 'd-1' };
    const d = acted(decide(running({ timerId: null, outbox: [pending(approved)] }), cancel(), {}, NOW, OPTS));
    expect(d.next.droppedSends).toEqual([{ key: approved.key, draftId: 'd-1' }]);
    expect(acted(decide(running(), cancel(), {}, NOW, OPTS)).next).not.toHaveProperty('droppedSends');
  });
});
