import { NO_ACTION_AT, type CaseRecord, type OutboxEntry } from '../../shared/case-record.js';
import { outboundKey, type Effect } from '../../shared/effects.js';
import { newCaseRecord } from '../../shared/new-case-record.js';
import type { Decision } from '../../services/worker/workflow/decide.js';
import type { ReplyEvaluation } from '../../services/worker/workflow/reply-evaluation.js';
import type { Facts, WorkerEvent } from '../../services/worker/workflow/worker-events.js';

/** Given-state builders for the decide tables: plain records, no I/O. */

export const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
export const HOUR_MS = 1000;
export const OPTS = { hourMs: HOUR_MS, followUpWindow: 'always' as const };
export const CASE_ID = '0b6f4c1e-1111-4222-8333-944455556666';

/** A decision that acted (not `ignore`), or the test fails saying why it was ignored. */
export type Acted = Extract<Decision, { next: CaseRecord }>;
export const acted = (d: Decision): Acted => {
  if ('ignore' in d) throw new Error(`expected a decision, got ignore: ${d.ignore}`);
  return d;
};
export const received = (messageId = '<in1@vendor.example>'): WorkerEvent => ({ type: 'EMAIL_RECEIVED', messageId });
export const timer = (timerId: string): WorkerEvent => ({ type: 'TIMER_DUE', timerId });

/** A case as the API stores it at creation (its own `newCaseRecord`), then the overrides. */
export function created(overrides: Partial<CaseRecord> = {}): CaseRecord {
  const stored = newCaseRecord(
    {
      channel: 'EMAIL',
      goal: { objective: 'Get a quote for 100 chairs' },
      counterparty: { address: 'sales@vendor.example', name: 'Vendor Sales' },
      senderPersona: { name: 'Ada' },
      maxAttempts: 3,
      followUpDelayHours: 72,
      clientReferenceId: 'ref-9',
      clientWebhookUrl: 'https://hooks.example/cases',
      metadata: { crm: { id: 42 } },
    },
    CASE_ID,
    'user-1',
    NOW - 60_000,
  );
  return { ...stored, ...overrides };
}

/** After the initial outreach was confirmed and its timer scheduled. */
export function running(overrides: Partial<CaseRecord> = {}): CaseRecord {
  return created({
    status: 'RUNNING',
    attemptCount: 1,
    timerId: 't1',
    nextActionType: 'FOLLOW_UP',
    nextActionAt: NOW - 1000,
    inboxId: 'agent@inbox.example',
    threadId: 'thread-1',
    lastMessageId: '<m1@inbox.example>',
    version: 4,
    ...overrides,
  });
}

export function inputNeeded(overrides: Partial<CaseRecord> = {}): CaseRecord {
  const inputRequest = {
    id: 'ir-1',
    question: 'Is 5% off acceptable?',
    status: 'PENDING' as const,
    requestedAt: NOW - 5000,
  };
  return running({
    status: 'INPUT_NEEDED',
    timerId: null,
    nextActionType: 'NONE',
    nextActionAt: NO_ACTION_AT,
    inputRequest,
    inputRequestId: 'ir-1',
    inputRequestStatus: 'PENDING',
    handledMessageIds: ['<in1@vendor.example>'],
    ...overrides,
  });
}

/** The state the API leaves after POST /cases/{id}/input was accepted. */
export function inputAccepted(overrides: Partial<CaseRecord> = {}): CaseRecord {
  const base = inputNeeded();
  return inputNeeded({
    inputRequest: { ...base.inputRequest!, status: 'RESOLVED' },
    inputRequestStatus: 'RESOLVED',
    providedContext: 'Yes, 5% is fine.',
    ...overrides,
  });
}

export function pending(effect: Effect, createdAt = NOW - 10_000): OutboxEntry {
  return { effect, state: 'pending', createdAt };
}

export const sendEffect = (seq: number, kind: 'initial' | 'follow_up' | 'reply' = 'initial'): Effect => ({
  type: 'SEND_EMAIL',
  key: outboundKey(CASE_ID, seq),
  kind,
  seq,
  subject: 'Quote',
  text: 'Hello',
});

export const draft = { draft: { subject: 'Quote', text: 'Hello' } } satisfies Facts;

export const inbound = (evaluation: ReplyEvaluation, extra: Partial<NonNullable<Facts['inbound']>> = {}): Facts => ({
  inbound: {
    origin: 'counterparty',
    receivedAt: NOW - 100,
    fromCounterparty: true,
    attachments: [],
    evaluation,
    ...extra,
  },
});

export const sent = (messageId = '<m2@inbox.example>') => ({
  kind: 'sent' as const,
  messageId,
  threadId: 'thread-1',
  inboxId: 'agent@inbox.example',
  sentAt: NOW,
});
