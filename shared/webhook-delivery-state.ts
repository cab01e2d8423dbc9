import { z } from 'zod';

/**
 * What the API reads of a webhook delivery record (`webhookDeliveries/{event_id}`, written by the
 * worker: services/worker/webhooks/webhook-deliveries.ts holds the whole record) to decide a
 * client's resend: which case emitted it, and whether a delivery of it is still in flight.
 */

export const WEBHOOK_DELIVERIES = 'webhookDeliveries';

export const webhookDeliveryState = z.object({
  caseId: z.string().min(1),
  event: z.enum(['case.completed', 'case.failed', 'case.input_needed']),
  outcome: z.enum(['pending', 'attempting', 'delivered', 'failed', 'blocked']),
  attemptedAt: z.number().optional(),
  resends: z.number().int().nonnegative().optional(),
});
export type WebhookDeliveryState = z.infer<typeof webhookDeliveryState>;
