import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from '../../../shared/logger.js';
import { clientSource } from '../http/client-source.js';
import { sendError } from '../http/error-handler.js';
import { requestLogger } from '../http/request-log.js';
import { createFixedWindowLimiter, type FixedWindowLimiter } from '../http/fixed-window-limiter.js';

/**
 * The provider route's cheap refusals, before a byte of the body is read: a request without
 * `svix-id`, `svix-timestamp` and `svix-signature` (each of bounded length), or whose timestamp
 * is more than SIGNATURE_TOLERANCE_S away from now (svix refuses those anyway), gets 401 at once
 * with `Connection: close`, and its socket is dropped rather than drained, so an unsigned 4 MiB
 * upload costs neither the read nor the HMAC.
 *
 * Refusals on this route are logged at WARNING at most, as one small fixed line, and rate-limited
 * (REFUSAL_LOG_LIMITS): per client address, and in all, so nobody can flood the logs or trip
 * alerts by sending junk. Lines skipped are counted in the next line written for that source.
 */

/** svix's own tolerance: signatures older or newer than this are refused. */
export const SIGNATURE_TOLERANCE_S = 5 * 60;
export const REFUSAL_LOG_LIMITS = { windowMs: 60_000, perSource: 5, total: 60 } as const;
const MAX_ID = 256;
const MAX_SIGNATURE = 4096;

export interface RefusalLog {
  /** Writes `message` at WARNING unless this source (or everyone) is over the log limit. */
  warn(req: Request, res: Response, message: string, fields: Record<string, unknown>): void;
}

export function createRefusalLog(logger: Logger, now: () => number): RefusalLog {
  const perSource: FixedWindowLimiter = createFixedWindowLimiter({
    windowMs: REFUSAL_LOG_LIMITS.windowMs,
    limit: REFUSAL_LOG_LIMITS.perSource,
    now,
  });
  const total: FixedWindowLimiter = createFixedWindowLimiter({
    windowMs: REFUSAL_LOG_LIMITS.windowMs,
    limit: REFUSAL_LOG_LIMITS.total,
    now,
  });
  const skipped = new Map<string, number>();
  return {
    warn(req, res, message, fields) {
      const source = clientSource(req);
      if (!perSource.take(source).allowed || !total.take('*').allowed) {
        if (skipped.size < 10_000 || skipped.has(source)) skipped.set(source, (skipped.get(source) ?? 0) + 1);
        return;
      }
      const before = skipped.get(source) ?? 0;
      skipped.delete(source);
      requestLogger(res, logger).warn(message, {
        ...fields,
        source,
        ...(before > 0 ? { skippedSinceLast: before } : {}),
      });
    },
  };
}

type HeaderProblem = 'missing signature headers' | 'malformed signature headers' | 'timestamp outside tolerance';

export function signatureHeaderProblem(req: Request, nowMs: number): HeaderProblem | null {
  const id = req.get('svix-id');
  const timestamp = req.get('svix-timestamp');
  const signature = req.get('svix-signature');
  if (!id || !timestamp || !signature) return 'missing signature headers';
  if (id.length > MAX_ID || signature.length > MAX_SIGNATURE || !/^\d{1,12}$/.test(timestamp))
    return 'malformed signature headers';
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > SIGNATURE_TOLERANCE_S) return 'timestamp outside tolerance';
  return null;
}

export function providerEventPrecheck(deps: { refusals: RefusalLog; now: () => number }): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'POST') return next();
    const problem = signatureHeaderProblem(req, deps.now());
    if (!problem) return next();
    deps.refusals.warn(req, res, 'provider event refused before reading its body', { reason: problem });
    res.set('Connection', 'close');
    // Drop the connection once answered: Node would otherwise read (drain) the unread body.
    res.once('finish', () => {
      if (!req.complete) req.socket.destroy();
    });
    sendError(res, 401, 'UNAUTHORIZED', 'Invalid or missing webhook signature.');
  };
}
