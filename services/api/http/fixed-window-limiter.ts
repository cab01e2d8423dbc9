/**
 * A fixed-window request counter per key, in memory per instance: the per-key throttle
 * (throttle.ts), the unknown-key lookups per address (authenticate.ts) and the provider
 * events' precheck count with it.
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
