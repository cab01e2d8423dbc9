import { z } from 'zod';

/**
 * The webhook delivery record (`webhookDeliveries/{event_id}`): written by the worker
 * (services/worker/webhooks/webhook-deliveries.ts), read by the API to decide a client's resend:
 * which case emitted it, and whether a delivery of it is still in flight.
 */

export const WEBHOOK_DELIVERIES = 'webhookDeliveries';

export type DeliveryOutcome = 'pending' | 'attempting' | 'delivered' | 'failed' | 'blocked';

/** The stored record. `payload` is the exact JSON text that is POSTed. Times are Unix ms. */
export const webhookDeliveryDoc = z.object({
  caseId: z.string().min(1),
  event: z.enum(['case.completed', 'case.failed', 'case.input_needed', 'case.review_needed']),
  url: z.string().min(1),
  payload: z.string(),
  createdAt: z.number(),
  outcome: z.enum(['pending', 'attempting', 'delivered', 'failed', 'blocked']),
  /** When the latest task for it was requested (creation, then each re-drive): the sweeper's clock. */
  enqueuedAt: z.number().optional(),
  /** How many times the sweeper gave it a new task; names the latest one. */
  redrives: z.number().int().nonnegative().optional(),
  /** How many times the client asked for it again (POST .../webhooks/{eventId}/resend). */
  resends: z.number().int().nonnegative().optional(),
  attemptedAt: z.number().optional(),
  completedAt: z.number().optional(),
  httpStatus: z.number().optional(),
  errorCode: z.string().optional(),
  durationMs: z.number().optional(),
});
export type WebhookDeliveryDoc = z.infer<typeof webhookDeliveryDoc>;

/** What the API reads of it to decide a resend: the same schema, so the two cannot drift apart. */
export const webhookDeliveryState = webhookDeliveryDoc.pick({
  caseId: true,
  event: true,
  outcome: true,
  attemptedAt: true,
  resends: true,
});
export type WebhookDeliveryState = z.infer<typeof webhookDeliveryState>;
