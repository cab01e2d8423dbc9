import { describe, expect, it } from 'vitest';
import type { CaseRecord } from '../../shared/case-record.js';
import type { Effect } from '../../shared/effects.js';
import { decide } from '../../services/worker/workflow/decide.js';
import type { WorkerEvent } from '../../services/worker/workflow/worker-events.js';
import { acted, CASE_ID, draft, inbound, NOW, OPTS, pending, running, sent } from './decide-fixtures.js';

const webhook: Effect = {
  type: 'EMIT_WEBHOOK',
  key: `webhook:${CASE_ID}:case.completed:5`,
  eventId: `${CASE_ID}:case.completed:5`,
  event: 'case.completed',
  payload: {},
};
const completed = (o: Partial<CaseRecord> = {}) =>
  running({
    status: 'COMPLETED',
    resultStatus: 'goal_achieved',
    result: { a: 1 },
    timerId: null,
    nextActionType: 'NONE',
    updatedAt: NOW - 500,
    ...o,
  });
const failed = (o: Partial<CaseRecord> = {}) =>
  running({
    status: 'FAILED',
    resultStatus: 'max_retries',
    timerId: null,
    nextActionType: 'NONE',
    updatedAt: NOW - 500,
    ...o,
  });

const events: [string, WorkerEvent][] = [
  ['CASE_CREATED', { type: 'CASE_CREATED' }],
  ['INPUT_PROVIDED', { type: 'INPUT_PROVIDED', inputRequestId: 'ir-1' }],
  ['EMAIL_RECEIVED', { type: 'EMAIL_RECEIVED', messageId: '<late@vendor.example>' }],
  ['EMAIL_BOUNCED', { type: 'EMAIL_BOUNCED', messageId: '<m1@inbox.example>' }],
  ['EMAIL_COMPLAINED', { type: 'EMAIL_COMPLAINED', messageId: '<m1@inbox.example>' }],
  ['EMAIL_REJECTED', { type: 'EMAIL_REJECTED', messageId: '<m1@inbox.example>' }],
  ['TIMER_DUE (the last armed timer)', { type: 'TIMER_DUE', timerId: 't1' }],
  [
    'EFFECT_DONE of a send dropped at the terminal move',
    { type: 'EFFECT_DONE', key: `case:${CASE_ID}:out:2`, outcome: sent() },
  ],
];

describe.each([
  ['COMPLETED', completed],
  ['FAILED', failed],
] as const)('decide: %s', (status, given) => {
  it.each(events)(`ignores %s`, (_name, event) => {
    const facts = { ...draft, ...inbound({ outcome: 'goal_achieved', result: {} }) };
    const d = decide(given({ timerId: 't1' }), event, facts, NOW, OPTS);
    expect('ignore' in d).toBe(true);
  });

  it('still marks its pending webhook done, without touching updatedAt', () => {
    const c = given({ outbox: [pending(webhook)] });
    const d = acted(decide(c, { type: 'EFFECT_DONE', key: webhook.key, outcome: { kind: 'done' } }, {}, NOW, OPTS));
    expect(d.next.status).toBe(status);
    expect(d.next.outbox).toEqual([]);
    expect(d.next.version).toBe(c.version + 1);
    expect(d.next.updatedAt).toBe(NOW - 500);
    expect(d.effects).toEqual([]);
    expect(d.billFinish).toBe(false);
  });
});

describe('decide: webhooks', () => {
  it('no clientWebhookUrl: the terminal move emits no webhook', () => {
    const g = acted(
      decide(
        running({ clientWebhookUrl: undefined, nextActionType: 'GIVE_UP' }),
        { type: 'TIMER_DUE', timerId: 't1' },
        {},
        NOW,
        OPTS,
      ),
    );
    expect(g.next.status).toBe('FAILED');
    expect(g.effects).toEqual([]);
  });

  it('the payload echoes ids, metadata and attachments with Unix-ms timestamps; event_id is stable per decision', () => {
    const c = running({ nextActionType: 'GIVE_UP' });
    const first = acted(decide(c, { type: 'TIMER_DUE', timerId: 't1' }, {}, NOW, OPTS));
    const again = acted(decide(c, { type: 'TIMER_DUE', timerId: 't1' }, {}, NOW + 999, OPTS));
    const hook = first.effects[0] as Extract<Effect, { type: 'EMIT_WEBHOOK' }>;
    expect(hook.eventId).toBe((again.effects[0] as typeof hook).eventId);
    expect(hook.payload).toEqual({
      event_id: `${CASE_ID}:case.failed:${c.version + 1}`,
      event: 'case.failed',
      occurredAt: NOW,
      caseId: CASE_ID,
      clientReferenceId: 'ref-9',
      metadata: { crm: { id: 42 } },
      status: 'FAILED',
      resultStatus: 'max_retries',
      attemptCount: 1,
      createdAt: c.createdAt,
      updatedAt: NOW,
      attachments: [],
    });
  });
});
