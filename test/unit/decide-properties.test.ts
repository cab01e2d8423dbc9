import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_ACTION_AT, isTerminal, type CaseRecord } from '../../shared/case-record.js';
import type { ReplyEvaluation } from '../../services/worker/workflow/reply-evaluation.js';
import { decide } from '../../services/worker/workflow/decide.js';
import type { DecideOptions, Facts, WorkerEvent } from '../../services/worker/workflow/worker-events.js';
import { NOW, OPTS, created } from './decide-fixtures.js';

/**
 * Invariants of decide over random event sequences (the queue may deliver anything, late,
 * twice): versions only grow, nextActionAt is always true, a terminal case never changes its
 * outcome, no email key is ever decided twice, and deciding is deterministic.
 */

type Step =
  | { kind: 'created' }
  | { kind: 'timer'; stale: boolean }
  | { kind: 'reply'; evaluation: ReplyEvaluation; repeat: boolean }
  | { kind: 'input'; accept: boolean }
  | { kind: 'failure'; type: 'EMAIL_BOUNCED' | 'EMAIL_COMPLAINED' | 'EMAIL_REJECTED' }
  | { kind: 'effect'; rejected: boolean };

const evaluation: fc.Arbitrary<ReplyEvaluation> = fc.oneof(
  fc.constant<ReplyEvaluation>({ outcome: 'goal_achieved', result: { ok: true } }),
  fc.constant<ReplyEvaluation>({ outcome: 'needs_input', question: 'Which warehouse?' }),
  fc.constant<ReplyEvaluation>({ outcome: 'rejected', reason: 'no' }),
  fc.constant<ReplyEvaluation>({ outcome: 'auto_reply' }),
  fc.constant<ReplyEvaluation>({ outcome: 'continue', reply: { subject: 'Re', text: 'more' } }),
);
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 1, arbitrary: fc.constant<Step>({ kind: 'created' }) },
  { weight: 3, arbitrary: fc.boolean().map<Step>((stale) => ({ kind: 'timer', stale })) },
  { weight: 3, arbitrary: fc.record({ evaluation, repeat: fc.boolean() }).map<Step>((r) => ({ kind: 'reply', ...r })) },
  { weight: 2, arbitrary: fc.boolean().map<Step>((accept) => ({ kind: 'input', accept })) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('EMAIL_BOUNCED', 'EMAIL_COMPLAINED', 'EMAIL_REJECTED')
      .map<Step>((type) => ({ kind: 'failure', type })),
  },
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 19 }).map<Step>((n) => ({ kind: 'effect', rejected: n === 0 })) },
);

describe('decide: properties over random event sequences', () => {
  it('keeps its invariants', () => keepsInvariants(OPTS));

  it('keeps its invariants with a completion grace (a result held, replaced, completed)', () =>
    keepsInvariants({ ...OPTS, completionGraceMs: 5000 }));
});

function keepsInvariants(opts: DecideOptions) {
  fc.assert(
    fc.property(
      fc.array(step, { minLength: 1, maxLength: 60 }),
      fc.integer({ min: 0, max: 4 }),
      (steps, maxAttempts) => {
        let c: CaseRecord = created({ maxAttempts });
        let now = NOW;
        let inbound = 0;
        const sendKeys = new Set<string>();
        for (const s of steps) {
          now += 1000;
          let event: WorkerEvent;
          let facts: Facts = {};
          switch (s.kind) {
            case 'created':
              event = { type: 'CASE_CREATED' };
              facts = { draft: { subject: 's', text: 't' } };
              break;
            case 'timer':
              event = { type: 'TIMER_DUE', timerId: s.stale ? 'old' : (c.timerId ?? 'none') };
              facts = { draft: { subject: 's', text: 'f' } };
              break;
            case 'reply': {
              const id = s.repeat && inbound > 0 ? `<in${inbound}@x>` : `<in${++inbound}@x>`;
              event = { type: 'EMAIL_RECEIVED', messageId: id };
              facts = {
                inbound: {
                  origin: 'counterparty',
                  receivedAt: now,
                  fromCounterparty: true,
                  attachments: [],
                  evaluation: s.evaluation,
                },
              };
              break;
            }
            case 'input':
              // What the API does on an accepted POST /cases/{id}/input, then its queued event.
              if (s.accept && c.status === 'INPUT_NEEDED' && c.inputRequestStatus === 'PENDING') {
                c = {
                  ...c,
                  inputRequestStatus: 'RESOLVED',
                  providedContext: 'answer',
                  inputRequest: { ...c.inputRequest!, status: 'RESOLVED' },
                };
              }
              event = { type: 'INPUT_PROVIDED', inputRequestId: c.inputRequestId ?? 'none' };
              facts = { draft: { subject: 's', text: 'i' } };
              break;
            case 'failure':
              event = { type: s.type, messageId: '<m@x>' };
              break;
            case 'effect': {
              const entry = c.outbox.find((o) => o.state === 'pending');
              if (!entry) continue;
              const outcome =
                entry.effect.type !== 'SEND_EMAIL'
                  ? ({ kind: 'done' } as const)
                  : s.rejected
                    ? ({ kind: 'send_rejected', reason: 'refused' } as const)
                    : ({
                        kind: 'sent',
                        messageId: `<out-${entry.effect.key}>`,
                        threadId: 'th',
                        inboxId: 'in',
                        sentAt: now,
                      } as const);
              event = { type: 'EFFECT_DONE', key: entry.effect.key, outcome };
              break;
            }
          }
          const d = decide(c, event, facts, now, opts);
          expect(decide(c, event, facts, now, opts)).toEqual(d); // deterministic
          if ('ignore' in d) continue;
          const next = d.next;
          expect(next.version).toBe(c.version + 1);
          expect(next.updatedAt).toBeGreaterThanOrEqual(c.updatedAt);
          expect(next.attemptCount).toBeGreaterThanOrEqual(c.attemptCount);
          expect(next.followUpCount ?? 0).toBeLessThanOrEqual(maxAttempts);
          expect(Number.isFinite(next.nextActionAt)).toBe(true);
          expect(next.nextActionType === 'NONE').toBe(next.nextActionAt === NO_ACTION_AT);
          expect(next.timerId !== null).toBe(
            next.nextActionType === 'FOLLOW_UP' ||
              next.nextActionType === 'GIVE_UP' ||
              next.nextActionType === 'COMPLETE',
          );
          // A result is held exactly while the case waits on the completion timer, never with `result`.
          expect(next.pendingResult != null).toBe(next.nextActionType === 'COMPLETE');
          if (next.pendingResult != null) expect(next.status).toBe('RUNNING');
          expect(new Set(next.outbox.map((o) => o.effect.key)).size).toBe(next.outbox.length);
          if (isTerminal(c.status)) {
            expect(next.status).toBe(c.status);
            expect(next.resultStatus).toBe(c.resultStatus);
          }
          if (isTerminal(next.status)) expect(next.outbox.every((o) => o.effect.type === 'EMIT_WEBHOOK')).toBe(true);
          for (const e of d.effects) {
            if (e.type !== 'SEND_EMAIL') continue;
            expect(sendKeys.has(e.key)).toBe(false); // never the same email twice
            sendKeys.add(e.key);
          }
          c = next;
        }
      },
    ),
    { numRuns: 400 },
  );
}
