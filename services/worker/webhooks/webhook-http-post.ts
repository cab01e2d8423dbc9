import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { request as httpRequest, type ClientRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkAddress, checkWebhookUrl } from './ssrf-guard.js';

/**
 * Exactly one HTTP POST of a webhook body, never followed by another: no retry, no redirect
 * (a 3xx is the answer), a fresh connection (no keep-alive pool, so every request resolves and
 * checks its host anew), and one timer covering DNS, connect, TLS and the response headers.
 * The SSRF guard runs before connecting (IP literals, names) and inside `lookup`, on every
 * address DNS returns, just before the socket connects to one of them.
 */

export type PostOutcome =
  | { outcome: 'delivered' | 'failed'; status: number; errorCode?: undefined; durationMs: number }
  | { outcome: 'failed' | 'blocked'; status?: undefined; errorCode: string; durationMs: number };

export interface WebhookPostOptions {
  url: string;
  /** The exact bytes to send (already JSON). */
  body: string;
  timeoutMs: number;
  allowedHosts: readonly string[];
  userAgent: string;
  /** Extra request headers (the Standard Webhooks signature, when the account signs). */
  headers?: Readonly<Record<string, string>>;
  /** DNS resolution; node:dns by default, replaceable in tests. */
  resolve?: typeof dnsLookup;
}

export class SsrfBlockedError extends Error {
  override name = 'SsrfBlockedError';
  readonly code = 'ESSRFBLOCKED';
}

/** A `lookup` for http.request that refuses when ANY resolved address is not public. */
export function guardedLookup(resolve: typeof dnsLookup = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    const all: LookupAllOptions = { ...options, all: true };
    resolve(hostname, all, (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const bad = addresses.map((a) => checkAddress(a.address)).find((v) => !v.ok);
      if (bad && !bad.ok) return callback(new SsrfBlockedError(`resolved to a refused address (${bad.reason})`), '', 0);
      if (addresses.length === 0) return callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

export function postWebhookOnce(opts: WebhookPostOptions): Promise<PostOutcome> {
  const started = Date.now();
  const elapsed = () => Date.now() - started;
  const verdict = checkWebhookUrl(opts.url, opts.allowedHosts);
  if (!verdict.ok) return Promise.resolve({ outcome: 'blocked', errorCode: 'SSRF_BLOCKED', durationMs: 0 });
  const { url, host, allowListed, ipLiteral } = verdict;

  const payload = Buffer.from(opts.body, 'utf8');
  const requestOptions: RequestOptions = {
    method: 'POST',
    hostname: host,
    ...(url.port ? { port: Number(url.port) } : {}),
    path: `${url.pathname}${url.search}`,
    headers: {
      'content-type': 'application/json',
      'content-length': String(payload.length),
      'user-agent': opts.userAgent,
      ...opts.headers,
    },
    ...(url.username ? { auth: `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}` } : {}),
    agent: false,
    // IP literals never reach `lookup` (checked above); names are checked address by address.
    ...(!allowListed && !ipLiteral ? { lookup: guardedLookup(opts.resolve) } : {}),
  };

  return new Promise<PostOutcome>((resolvePromise) => {
    let settled = false;
    let req: ClientRequest | undefined;
    const settle = (o: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolvePromise(o);
    };
    const timer = setTimeout(() => {
      settle({ outcome: 'failed', errorCode: 'TIMEOUT', durationMs: elapsed() });
      req?.destroy();
    }, opts.timeoutMs);

    req = (url.protocol === 'https:' ? httpsRequest : httpRequest)(requestOptions, (res) => {
      const status = res.statusCode ?? 0;
      settle({ outcome: status >= 200 && status < 300 ? 'delivered' : 'failed', status, durationMs: elapsed() });
      // The answer's body is not needed: drop the connection rather than read an unbounded body.
      res.destroy();
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err instanceof SsrfBlockedError)
        return settle({ outcome: 'blocked', errorCode: 'SSRF_BLOCKED', durationMs: elapsed() });
      settle({ outcome: 'failed', errorCode: err.code ?? err.name, durationMs: elapsed() });
    });
    req.end(payload);
  });
}
