import { z } from 'zod';
import { caseEventSchema, type CaseEvent } from '../../../shared/case-events.js';
import type { WorkerEvent } from '../workflow/worker-events.js';

/**
 * Edges of the worker: the Pub/Sub push envelope and the mapping of queue messages to decide's
 * events, each with the id its processed marker is stored under.
 */

export const pushEnvelope = z.object({
  subscription: z.string().optional(),
  message: z.object({
    data: z.string().max(1_000_000),
    messageId: z.string().optional(),
    attributes: z.record(z.string(), z.string()).optional(),
  }),
});

export type ParsedPush =
  | { ok: true; event: CaseEvent; pubsubMessageId: string | undefined }
  | { ok: false; reason: string };

/** Parses a push body into a case event; every failure is permanent (a redelivery is the same bytes). */
export function parsePush(body: unknown): ParsedPush {
  const envelope = pushEnvelope.safeParse(body);
  if (!envelope.success) return { ok: false, reason: 'not a Pub/Sub push envelope' };
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(envelope.data.message.data, 'base64').toString('utf8'));
  } catch {
    return { ok: false, reason: 'message data is not base64 JSON' };
  }
  const event = caseEventSchema.safeParse(json);
  if (!event.success)
    return { ok: false, reason: `not a case event: ${event.error.issues.map((i) => i.path.join('.')).join(', ')}` };
  return { ok: true, event: event.data, pubsubMessageId: envelope.data.message.messageId };
}

const EMAIL_EVENT_TYPES = {
  bounced: 'EMAIL_BOUNCED',
  complained: 'EMAIL_COMPLAINED',
  rejected: 'EMAIL_REJECTED',
} as const;

export function toWorkerEvent(e: CaseEvent): WorkerEvent {
  switch (e.type) {
    case 'CASE_CREATED':
      return { type: 'CASE_CREATED' };
    case 'INPUT_PROVIDED':
      return { type: 'INPUT_PROVIDED', inputRequestId: e.inputRequestId };
    case 'EMAIL_EVENT':
      if (e.kind === 'received') return { type: 'EMAIL_RECEIVED', messageId: e.messageId };
      return { type: EMAIL_EVENT_TYPES[e.kind], messageId: e.messageId, ...(e.detail ? { detail: e.detail } : {}) };
    case 'CANCEL_REQUESTED':
      return { type: 'CANCEL_REQUESTED', ...(e.reason ? { reason: e.reason } : {}) };
    case 'DRAFT_DECIDED':
      return { type: 'DRAFT_DECIDED', draftId: e.draftId };
    case 'WEBHOOK_RESEND':
      // Not a decision: the push route hands it to the webhook queue before mapping.
      throw new Error('WEBHOOK_RESEND is not an event of decide');
  }
}

/** Timers dedupe by their id: one marker per (case, timer). */
export const timerEventId = (timerId: string) => `timer:${timerId}`;
