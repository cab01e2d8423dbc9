import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ApiError } from '../../../shared/errors.js';
import type { Logger } from '../../../shared/logger.js';
import { opsFields, type ThrottledRoute } from '../../../shared/ops-events.js';
import { principalOf } from './authenticate.js';
import type { FixedWindowLimiter } from './fixed-window-limiter.js';
import { requestLogger } from './request-log.js';

/**
 * Per-key fixed-window throttle (fixed-window-limiter.ts), in memory per instance: a first line of defence against one
 * client flooding an instance. The API gateway throttles too (SPEC Limits 4); this one makes the
 * service safe without it. It runs after authentication, so its buckets are API-key hashes only
 * (unauthenticated requests never reach it).
 */

/** Middleware: 429 RATE_LIMITED with `Retry-After` (whole seconds) when the caller's key is over. */
export function throttleByKey(
  limiter: FixedWindowLimiter,
  log: { route: ThrottledRoute; logger: Logger },
): RequestHandler {
  return (_req: Request, res: Response, next: NextFunction) => {
    const { allowed, retryAfterMs } = limiter.take(principalOf(res).keyHash);
    if (allowed) return next();
    requestLogger(res, log.logger).warn(
      'request throttled',
      opsFields('throttle_refused', { throttledRoute: log.route }),
    );
    res.set('Retry-After', String(Math.ceil(retryAfterMs / 1000)));
    throw new ApiError('RATE_LIMITED', 'Too many requests for this API key; retry after the Retry-After delay.');
  };
}
