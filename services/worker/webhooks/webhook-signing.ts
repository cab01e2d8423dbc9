import type { Firestore } from '@google-cloud/firestore';
import { Webhook } from 'standardwebhooks';
import { CASES } from '../../../shared/case-firestore-converter.js';
import { readWebhookSecret } from '../../../shared/webhook-secrets.js';

/**
 * Standard Webhooks headers for one client webhook, made by the `standardwebhooks` library with
 * the signing secret of the case's owner: `webhook-id` (the event_id), `webhook-timestamp`
 * (Unix seconds) and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of "id.timestamp.body").
 * No secret: no headers, so the request is exactly the unsigned one.
 */

export type WebhookSigner = (input: {
  caseId: string;
  eventId: string;
  body: string;
}) => Promise<Record<string, string>>;

export function signWebhook(secret: string, eventId: string, body: string, at: Date): Record<string, string> {
  return {
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(eventId, at, body),
  };
}

export function createWebhookSigner(db: Firestore, now: () => number = Date.now): WebhookSigner {
  return async ({ caseId, eventId, body }) => {
    const snap = await db.collection(CASES).doc(caseId).get();
    const ownerId = snap.exists ? (snap.get('ownerId') as unknown) : undefined;
    if (typeof ownerId !== 'string') return {};
    const secret = await readWebhookSecret(db, ownerId);
    return secret ? signWebhook(secret, eventId, body, new Date(now())) : {};
  };
}
