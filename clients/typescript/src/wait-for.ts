/**
 * Polling with back-off, for `waitFor`: the first check at once, then after `initialIntervalMs`,
 * each wait `factor` times the last up to `maxIntervalMs`, until the predicate holds or
 * `timeoutMs` has passed (then WaitTimeoutError with the last value seen).
 */

export interface WaitOptions {
  /** Give up after this long; 5 minutes by default. */
  timeoutMs?: number;
  /** The first pause between reads; 250 ms by default. */
  initialIntervalMs?: number;
  /** The longest pause between reads; 5 s by default. */
  maxIntervalMs?: number;
  /** Each pause is the last one times this, up to maxIntervalMs; 1.5 by default. */
  factor?: number;
  /** Stops the wait early (rejects with the signal's reason). */
  signal?: AbortSignal;
}

/** The wait ran out; `last` is the last value read (e.g. the case as it was). */
export class WaitTimeoutError<T = unknown> extends Error {
  override name = 'WaitTimeoutError';
  constructor(
    message: string,
    readonly last: T | undefined,
  ) {
    super(message);
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export async function pollWithBackoff<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  options: WaitOptions = {},
  what = 'the condition',
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? 300_000;
  const maxInterval = options.maxIntervalMs ?? 5_000;
  const factor = options.factor ?? 1.5;
  const deadline = Date.now() + timeoutMs;
  let interval = options.initialIntervalMs ?? 250;
  let last: T | undefined;
  for (;;) {
    if (options.signal?.aborted) throw options.signal.reason;
    last = await read();
    if (done(last)) return last;
    const left = deadline - Date.now();
    if (left <= 0) throw new WaitTimeoutError(`timed out after ${timeoutMs} ms waiting for ${what}`, last);
    await sleep(Math.min(interval, left), options.signal);
    interval = Math.min(interval * factor, maxInterval);
  }
}
