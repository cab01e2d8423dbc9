import type { Firestore } from '@google-cloud/firestore';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { API_KEYS, USERS, hashApiKey, type ApiKeyDoc, type UserDoc } from '../../../shared/api-keys.js';
import { ApiError, forbidden, unauthorized } from '../../../shared/errors.js';
import { REVIEW_MODES, type ReviewMode } from '../../../shared/review.js';
import { PLANS, type Plan } from '../../../shared/usage.js';
import { clientSource } from './client-source.js';
import type { FixedWindowLimiter } from './fixed-window-limiter.js';

/**
 * Client authentication: `x-api-key` → sha256 → `apiKeys/{hash}` → `users/{userId}`, two
 * document reads. Missing or unknown key → 401; inactive key, or a key whose user is inactive or
 * gone → 403. The key itself is never stored or logged, only its hash is used.
 *
 * Unknown keys are counted per client address (client-source.ts) in `failedLookups`: a source
 * over THROTTLE_FAILED_KEYS_PER_WINDOW gets 429 with Retry-After before any Firestore read, so
 * guessing keys cannot make us read the database at will (in memory per instance, like the
 * per-key throttle).
 */

export interface Principal {
  userId: string;
  plan: Plan;
  /** sha256 of the key: the throttle's bucket, safe to hold in memory. */
  keyHash: string;
  /** The user's default review mode for new cases (admin `set-review`), when set. */
  defaultReview?: ReviewMode;
}

const ALLOWED = { allowed: true, retryAfterMs: 0 } as const;

/** Keys longer than this are not ours: refused before hashing a large header. */
const MAX_KEY_LENGTH = 512;

export function createAuthenticate(deps: { db: Firestore; failedLookups: FixedWindowLimiter }): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const raw = req.get('x-api-key');
    const key = raw?.trim() ?? '';
    if (key === '' || key.length > MAX_KEY_LENGTH) throw unauthorized();
    // The source is only needed once some address has failed lookups on record (peek of an
    // untracked source allows): the common case skips working out req.ip and its /64.
    const source = deps.failedLookups.size() > 0 ? clientSource(req) : undefined;
    const limited = source === undefined ? ALLOWED : deps.failedLookups.peek(source);
    if (!limited.allowed) {
      res.set('Retry-After', String(Math.ceil(limited.retryAfterMs / 1000)));
      throw new ApiError(
        'RATE_LIMITED',
        'Too many requests with unknown API keys from this address; retry after the Retry-After delay.',
      );
    }
    const keyHash = hashApiKey(key);
    const keySnap = await deps.db.collection(API_KEYS).doc(keyHash).get();
    if (!keySnap.exists) {
      deps.failedLookups.take(source ?? clientSource(req));
      throw unauthorized('The API key is not valid.');
    }
    const keyDoc = keySnap.data() as Partial<ApiKeyDoc>;
    if (keyDoc.active !== true || typeof keyDoc.userId !== 'string' || keyDoc.userId === '') {
      throw forbidden('The API key is not active.');
    }
    const userSnap = await deps.db.collection(USERS).doc(keyDoc.userId).get();
    const user = userSnap.data() as Partial<UserDoc> | undefined;
    if (!user || user.active !== true) throw forbidden('The account of this API key is not active.');
    const plan = PLANS.find((p) => p === user.plan) ?? 'SANDBOX';
    const defaultReview = REVIEW_MODES.find((m) => m === user.defaultReview);
    res.locals.principal = {
      userId: keyDoc.userId,
      plan,
      keyHash,
      ...(defaultReview && defaultReview !== 'none' ? { defaultReview } : {}),
    } satisfies Principal;
    res.locals.userId = keyDoc.userId;
    next();
  };
}

/** The authenticated caller; only valid behind `createAuthenticate`. */
export function principalOf(res: Response): Principal {
  const p = res.locals.principal as Principal | undefined;
  if (!p) throw new Error('principalOf called on an unauthenticated request');
  return p;
}
