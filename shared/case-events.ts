import { z } from 'zod';

/**
 * Messages on the `case-events` topic, consumed by the worker's push endpoint. `eventId` is
 * deterministic where the cause is (one CASE_CREATED per case, one INPUT_PROVIDED per input
 * request, one EMAIL_EVENT per provider event), so redeliveries and republishes dedupe by it.
 */

const base = {
  eventId: z.string().min(1).max(300),
  caseId: z.string().min(1).max(100),
  occurredAt: z.number().int().nonnegative(),
};

export const caseCreatedEvent = z.object({ type: z.literal('CASE_CREATED'), ...base });
export const inputProvidedEvent = z.object({
  type: z.literal('INPUT_PROVIDED'),
  ...base,
  inputRequestId: z.string().min(1),
});
export const EMAIL_EVENT_KINDS = ['received', 'bounced', 'complained', 'rejected'] as const;
export const emailEvent = z.object({
  type: z.literal('EMAIL_EVENT'),
  ...base,
  kind: z.enum(EMAIL_EVENT_KINDS),
  inboxId: z.string().min(1),
  threadId: z.string().min(1),
  messageId: z.string().min(1),
  /** Provider's short reason for a delivery failure (bounce type, rejection reason). */
  detail: z.string().max(500).optional(),
});

/** The client cancelled the case (POST /cases/{id}/cancel); `decide` moves it. */
export const cancelRequestedEvent = z.object({
  type: z.literal('CANCEL_REQUESTED'),
  ...base,
  reason: z.string().max(500).optional(),
});
/** The client asked for a webhook event again: the worker enqueues one more guarded delivery. */
export const webhookResendEvent = z.object({
  type: z.literal('WEBHOOK_RESEND'),
  ...base,
  webhookEventId: z.string().min(1).max(300),
  resend: z.number().int().positive(),
});

/** The client approved or rejected a held draft (the decision is on the case); `decide` acts on it. */
export const draftDecidedEvent = z.object({
  type: z.literal('DRAFT_DECIDED'),
  ...base,
  draftId: z.string().min(1).max(200),
});

export const caseEventSchema = z.discriminatedUnion('type', [
  caseCreatedEvent,
  inputProvidedEvent,
  emailEvent,
  cancelRequestedEvent,
  webhookResendEvent,
  draftDecidedEvent,
]);

export type CaseEvent = z.infer<typeof caseEventSchema>;
export type CaseCreatedEvent = z.infer<typeof caseCreatedEvent>;
export type InputProvidedEvent = z.infer<typeof inputProvidedEvent>;
export type EmailEvent = z.infer<typeof emailEvent>;
export type WebhookResendEvent = z.infer<typeof webhookResendEvent>;

export const caseCreatedEventId = (caseId: string) => `created:${caseId}`;
export const inputProvidedEventId = (inputRequestId: string) => `input:${inputRequestId}`;
/** One cancel per case: concurrent cancels share the id, so the worker's marker keeps one. */
export const cancelRequestedEventId = (caseId: string) => `cancel:${caseId}`;
/** One decision per draft: concurrent approvals that all passed publish the same id. */
export const draftDecidedEventId = (draftId: string) => `draft:${draftId}`;
export const webhookResendEventId = (webhookEventId: string, resend: number) => `resend:${webhookEventId}:${resend}`;

/** Port: publish one case event; resolves with the broker's message id. */
export interface CaseEventPublisher {
  publish(event: CaseEvent): Promise<string>;
}
