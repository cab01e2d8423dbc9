import type { ReviewMode } from './review.js';
import { createHash, randomBytes } from 'node:crypto';

/** API keys are stored only as their SHA-256 hex digest: `apiKeys/{sha256(key)}`. */

export const API_KEYS = 'apiKeys';
export const USERS = 'users';

export const hashApiKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** A new key: a recognisable prefix and 32 random bytes, base64url. Shown once, never stored. */
export const generateApiKey = () => `ecs_${randomBytes(32).toString('base64url')}`;

export interface ApiKeyDoc {
  userId: string;
  active: boolean;
  createdAt: number;
  label: string;
}

export interface UserDoc {
  userId: string;
  plan: 'SANDBOX' | 'PAYG' | 'BASE_PRO';
  active: boolean;
  createdAt: number;
  email?: string;
  /** Review mode of this user's new cases that do not say (admin `set-review`); absent = none. */
  defaultReview?: ReviewMode;
}
