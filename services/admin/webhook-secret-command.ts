import type { Firestore } from '@google-cloud/firestore';
import { USERS, type UserDoc } from '../../shared/api-keys.js';
import { WEBHOOK_SECRETS, generateWebhookSecret, type WebhookSecretDoc } from '../../shared/webhook-secrets.js';

/**
 * `webhook-secret --user ID`: issues the user's webhook signing secret, or rotates it (the new
 * one replaces the old at once: webhooks sent from then on carry the new signature). The secret
 * is returned to be printed once; the worker reads it from `webhookSecrets/{userId}` to sign.
 */

export interface IssuedWebhookSecret {
  userId: string;
  /** The secret: shown once by the CLI. */
  secret: string;
  /** True when it replaced an earlier secret. */
  rotated: boolean;
  createdAt: number;
}

export class WebhookSecretRefused extends Error {
  override name = 'WebhookSecretRefused';
}

export async function issueWebhookSecret(
  deps: { db: Firestore; now: () => number; newSecret?: () => string },
  input: { userId: string },
): Promise<IssuedWebhookSecret> {
  const userRef = deps.db.collection(USERS).doc(input.userId);
  const secretRef = deps.db.collection(WEBHOOK_SECRETS).doc(input.userId);
  const [user, previous] = await deps.db.getAll(userRef, secretRef);
  if (!user?.exists) throw new WebhookSecretRefused(`No user with id ${JSON.stringify(input.userId)}.`);
  if ((user.data() as UserDoc).active !== true) throw new WebhookSecretRefused(`User ${input.userId} is inactive.`);
  const doc: WebhookSecretDoc = {
    userId: input.userId,
    secret: (deps.newSecret ?? generateWebhookSecret)(),
    createdAt: deps.now(),
  };
  await secretRef.set(doc);
  return { userId: doc.userId, secret: doc.secret, rotated: previous?.exists === true, createdAt: doc.createdAt };
}
