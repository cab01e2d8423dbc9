/**
 * The effects `decide` asks for. Each carries a stable `key`; the worker runs it idempotently by
 * that key (email Idempotency-Key, Cloud Tasks task name, webhook delivery id).
 */

export type OutboundKind = 'initial' | 'follow_up' | 'reply';

export interface SendEmailEffect {
  type: 'SEND_EMAIL';
  /** `case:{caseId}:out:{seq}`: also the provider Idempotency-Key. */
  key: string;
  kind: OutboundKind;
  /** 1 for the initial outreach, then 2, 3, ... */
  seq: number;
  subject: string;
  text: string;
  /** A draft the client approved (review): its history is marked SENT or DISCARDED by this send's fate. */
  draftId?: string;
}

export interface ScheduleTimerEffect {
  type: 'SCHEDULE_TIMER';
  key: string;
  timerId: string;
  /** Unix ms. */
  at: number;
}

/** `case.review_needed`: only cases with review on emit it (docs/review-and-console.md). */
export type WebhookEventName = 'case.completed' | 'case.failed' | 'case.input_needed' | 'case.review_needed';

export interface EmitWebhookEffect {
  type: 'EMIT_WEBHOOK';
  key: string;
  eventId: string;
  event: WebhookEventName;
  payload: Record<string, unknown>;
}

export type Effect = SendEmailEffect | ScheduleTimerEffect | EmitWebhookEffect;

export const outboundKey = (caseId: string, seq: number) => `case:${caseId}:out:${seq}`;
