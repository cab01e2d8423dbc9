import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ApiError } from '../../../shared/errors.js';
import type { Logger } from '../../../shared/logger.js';
import { opsFields, type ThrottledRoute } from '../../../shared/ops-events.js';
import { principalOf } from './authenticate.js';
import { requestLogger } from './request-log.js';

/**
 * Per-key fixed-window throttle, in memory per instance: a first line of defence against one
 * client flooding an instance. The API gateway throttles too (SPEC Limits 4); this one makes the
 * service safe without it. It runs after authentication, so its buckets are API-key hashes only
 * (unauthenticated requests never reach it).
 */

export interface FixedWindowLimiter {
  /** Counts one request for `key`; `retryAfterMs` > 0 when it is over the limit. */
  take(key: string): { allowed: boolean; retryAfterMs: number };
  /** Whether `key` is over the limit in its current window, without counting anything. */
  peek(key: string): { allowed: boolean; retryAfterMs: number };
  /** Keys currently tracked (memory stays bounded by the sweep). */
  size(): number;
}

/** Above this many tracked keys, expired windows are swept on the next request. */
const SWEEP_ABOVE = 10_000;

export function createFixedWindowLimiter(opts: {
  windowMs: number;
  limit: number;
  now: () => number;
}): FixedWindowLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const sweep = (now: number) => {
    for (const [k, w] of windows) if (now - w.start >= opts.windowMs) windows.delete(k);
  };
  return {
    take(key) {
      const now = opts.now();
      let w = windows.get(key);
      if (!w || now - w.start >= opts.windowMs || now < w.start) {
        if (!w && windows.size >= SWEEP_ABOVE) sweep(now);
        w = { start: now, count: 0 };
        windows.set(key, w);
      }
      w.count += 1;
      if (w.count <= opts.limit) return { allowed: true, retryAfterMs: 0 };
      return { allowed: false, retryAfterMs: Math.max(1, w.start + opts.windowMs - now) };
    },
    peek(key) {
      const now = opts.now();
      const w = windows.get(key);
      if (!w || now - w.start >= opts.windowMs || now < w.start || w.count < opts.limit)
        return { allowed: true, retryAfterMs: 0 };
      return { allowed: false, retryAfterMs: Math.max(1, w.start + opts.windowMs - now) };
    },
    size: () => windows.size,
  };
}

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
