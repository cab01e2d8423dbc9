import { describe, expect, it } from 'vitest';
import { decide } from '../../services/worker/workflow/decide.js';
import type { WorkerEvent } from '../../services/worker/workflow/worker-events.js';
import { acted, inbound, inputNeeded, NOW, OPTS, running } from './decide-fixtures.js';

/** Which terminal moves put the counterparty on the owner's do-not-contact list. */

const received: WorkerEvent = { type: 'EMAIL_RECEIVED', messageId: '<in9@vendor.example>' };

describe('decide: do-not-contact', () => {
  it.each([
    ['EMAIL_BOUNCED', 'bounce'],
    ['EMAIL_COMPLAINED', 'complaint'],
  ] as const)('%s fails the case and suppresses the address (%s)', (type, reason) => {
    const d = acted(decide(running(), { type, messageId: '<m1@inbox.example>' }, {}, NOW, OPTS));
    expect(d.next.status).toBe('FAILED');
    expect(d.suppress).toBe(reason);
  });

  it('a provider rejection fails the case without suppressing the address', () => {
    expect(
      acted(decide(running(), { type: 'EMAIL_REJECTED', messageId: '<m1@inbox.example>' }, {}, NOW, OPTS)).suppress,
    ).toBeUndefined();
  });

  it('a refusal that opts out suppresses; a plain refusal does not', () => {
    const optOut = acted(
      decide(running(), received, inbound({ outcome: 'rejected', reason: 'unsubscribe', optOut: true }), NOW, OPTS),
    );
    expect(optOut.next).toMatchObject({ status: 'FAILED', resultStatus: 'failed_rejected' });
    expect(optOut.suppress).toBe('opt_out');
    const plain = acted(
      decide(running(), received, inbound({ outcome: 'rejected', reason: 'not interested' }), NOW, OPTS),
    );
    expect(plain.next.status).toBe('FAILED');
    expect(plain.suppress).toBeUndefined();
    // Also while the case waits for the client's input.
    expect(
      acted(decide(inputNeeded(), received, inbound({ outcome: 'rejected', reason: 'x', optOut: true }), NOW, OPTS))
        .suppress,
    ).toBe('opt_out');
  });

  it('nothing else suppresses: goal achieved, a reply, a question', () => {
    for (const evaluation of [
      { outcome: 'goal_achieved' as const, result: { ok: true } },
      { outcome: 'continue' as const, reply: { subject: 's', text: 't' } },
      { outcome: 'needs_input' as const, question: 'q?' },
    ]) {
      expect(acted(decide(running(), received, inbound(evaluation), NOW, OPTS)).suppress).toBeUndefined();
    }
  });
});
