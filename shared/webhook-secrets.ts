import { randomBytes } from 'node:crypto';
import type { Firestore } from '@google-cloud/firestore';

/**
 * A user's webhook signing secret (Standard Webhooks: `whsec_` + base64 of 32 random bytes).
 * Unlike API keys it is stored as it is, in `webhookSecrets/{userId}`: the worker needs the
 * secret itself to sign (an HMAC), a hash could not. Issued and rotated by the admin CLI, which
 * prints it once; never returned by the API nor logged. Without a document the user's webhooks
 * go out unsigned, exactly as before signing existed.
 */

export const WEBHOOK_SECRETS = 'webhookSecrets';

export interface WebhookSecretDoc {
  userId: string;
  secret: string;
  createdAt: number;
}

export const generateWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

export async function readWebhookSecret(db: Firestore, userId: string): Promise<string | undefined> {
  const snap = await db.collection(WEBHOOK_SECRETS).doc(userId).get();
  const secret = snap.exists ? (snap.data() as Partial<WebhookSecretDoc>).secret : undefined;
  return typeof secret === 'string' && secret.startsWith('whsec_') ? secret : undefined;
}
