import autocannon from 'autocannon';
import { BENCH_CASE_BODY } from './bench-seed.js';

/**
 * The load side of `npm run bench:api` (api-bench.ts): autocannon runs that keep every response
 * time and status, the request mixes for POST and GET, and the rows and table made of them.
 */

export const CONNECTIONS = 10;
export const USERS_PER_CONNECTION = 4;

export interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  other: number;
  /** CPU time of the serving process per request (µs), load-independent (see `measured`). */
  cpuPerRequest: number;
  /** CPU time of the Firestore and the Pub/Sub emulator per request (µs): the storage work. */
  firestorePerRequest: number;
  pubsubPerRequest: number;
}

/** One autocannon run: every response time (ms) and status, to merge rounds exactly. */
export interface Sample {
  latencies: number[];
  seconds: number;
  ok: number;
  other: number;
  /** CPU time (user + system, µs) the serving process spent on this run; set by `measured`. */
  cpuMicros?: number;
  /** CPU time (µs) of the Firestore and the Pub/Sub emulator over the run; set by `measured`. */
  firestoreMicros?: number;
  pubsubMicros?: number;
  /** The server's time in garbage collection over the run (ms), and its heap after it (MB). */
  gcMs?: number;
  heapMb?: number;
  /** How long the emulators took to fall quiet before the run (ms). */
  quietMs?: number;
}

export function load(url: string, opts: Partial<autocannon.Options>, seconds: number): Promise<Sample> {
  const latencies: number[] = [];
  let ok = 0;
  let other = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections: CONNECTIONS, duration: seconds, ...opts }, (err, result) => {
      if (err) return reject(err as Error);
      resolve({ latencies, seconds: result.duration, ok, other: other + result.errors });
    });
    instance.on('response', (_client, status, _bytes, ms) => {
      latencies.push(ms);
      if (status >= 200 && status < 300) ok++;
      else other++;
    });
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function toRow(name: string, samples: Sample[]): Row {
  const latencies = samples.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const seconds = samples.reduce((t, s) => t + s.seconds, 0);
  const ok = samples.reduce((t, s) => t + s.ok, 0);
  const other = samples.reduce((t, s) => t + s.other, 0);
  const sum = (f: (s: Sample) => number | undefined) => samples.reduce((t, s) => t + (f(s) ?? NaN), 0);
  return {
    name,
    rps: (ok + other) / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    ok,
    other,
    cpuPerRequest: sum((s) => s.cpuMicros) / (ok + other),
    firestorePerRequest: sum((s) => s.firestoreMicros) / (ok + other),
    pubsubPerRequest: sum((s) => s.pubsubMicros) / (ok + other),
  };
}

/** POSTs where each connection cycles its own users' keys (no two connections share a usage doc). */
export function postOptions(keys: string[]): Partial<autocannon.Options> {
  let nextConnection = 0;
  return {
    requests: [
      {
        method: 'POST',
        path: '/cases',
        body: JSON.stringify(BENCH_CASE_BODY),
        setupRequest: (req, context) => {
          const c = context as { conn?: number; n?: number };
          c.conn ??= nextConnection++;
          c.n = (c.n ?? 0) + 1;
          const key = keys[(c.conn * USERS_PER_CONNECTION + (c.n % USERS_PER_CONNECTION)) % keys.length]!;
          return { ...req, headers: { 'content-type': 'application/json', 'x-api-key': key } };
        },
      },
    ],
  };
}

/** GETs cycling through `ids` with the reader's key. */
export function getOptions(key: string, ids: string[]): Partial<autocannon.Options> {
  let n = 0;
  return {
    requests: [
      {
        method: 'GET',
        headers: { 'x-api-key': key },
        setupRequest: (req) => ({ ...req, path: `/cases/${ids[n++ % ids.length]}` }),
      },
    ],
  };
}

export function sample<T>(items: T[], n: number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
}

export const fmt = (n: number, d = 1) => n.toFixed(d).padStart(9);
export const ratio = (a: number, b: number) => (b === 0 ? 'n/a' : (a / b).toFixed(2));

export function table(rows: Row[]): string {
  const head = `${'phase'.padEnd(34)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'2xx'.padStart(9)}${'other'.padStart(9)}${'cpu µs/req'.padStart(12)}${'Fs em.'.padStart(8)}${'PS em.'.padStart(8)}`;
  return [
    head,
    '-'.repeat(head.length),
    ...rows.map(
      (r) =>
        `${r.name.padEnd(34)}${fmt(r.rps)}${fmt(r.p50, 0)}${fmt(r.p99, 0)}${fmt(r.ok, 0)}${fmt(r.other, 0)}${r.cpuPerRequest.toFixed(0).padStart(12)}${r.firestorePerRequest.toFixed(0).padStart(8)}${r.pubsubPerRequest.toFixed(0).padStart(8)}`,
    ),
  ].join('\n');
}
