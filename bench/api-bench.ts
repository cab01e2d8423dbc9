import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startFirestoreEmulator, startPubSubEmulator, type RunningEmulator } from '../dev/emulators.js';
import { watchLaunchers } from '../dev/parent-watch.js';
import { CASES } from '../shared/case-firestore-converter.js';
import { createFirestore, createPubSub } from '../shared/google-clients.js';
import { BENCH_CASE_BODY, seedCases, seedUsers } from './bench-seed.js';
import { ask } from './bench-servers-ipc.js';

/**
 * `npm run bench:api`: throughput and latency of POST /cases and GET /cases/{id} on the real
 * API against a bare Express route doing the same Firestore and Pub/Sub work, on the same
 * emulators in the same run; then GET latency with 100 and with 20,000 stored cases (it must stay
 * flat: every request is O(1) document operations). Prints figures; asserts nothing.
 *
 * Usage caps are real (BASE_PRO, 500 a month): each load connection cycles through its own
 * USERS_PER_CONNECTION users, so the cap is not reached in a phase (a 429 would show as non-2xx).
 * Throttling is disabled through THROTTLE_* (the bench is one key hammering one instance).
 */

const CONNECTIONS = 10;
/** `npm run bench:api -- --seconds 4` for a quicker, noisier run. */
/** `--profile DIR`: a CPU profile of the serving process per measured phase, in DIR (see bench-servers.ts). */
const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    profile: { type: 'string' },
    'warmup-rounds': { type: 'string', default: '3' },
    'large-store': { type: 'string', default: '20000' },
  },
});
const PHASE_SECONDS = Math.max(1, Math.min(60, Number(args.seconds) || 8));
const WARMUP_SECONDS = 2;
/**
 * Warm-up rounds (GET and POST on each app, WARMUP_SECONDS each). One round was not enough: the
 * serving process's CPU per request still fell by a third during the first measured row, so
 * whichever app ran first in it paid for the JIT's warm-up.
 */
const WARMUP_ROUNDS = Math.max(1, Math.min(10, Number(args['warmup-rounds']) || 3));
/**
 * Run order of a row pair, ours (A) and bare (B), each phase a quarter of PHASE_SECONDS: ABBA then
 * BAAB, so a drift in the machine's load falls on both alike, whether it is linear or curved.
 */
const ORDER = ['ours', 'bare', 'bare', 'ours', 'bare', 'ours', 'ours', 'bare'] as const;
const USERS_PER_CONNECTION = 4;
const SMALL_STORE = 100;
/** `--large-store N` (at least 1,000): a smaller store for a quick check that the bench runs, not for figures. */
const LARGE_STORE = Math.max(1_000, Math.min(20_000, Number(args['large-store']) || 20_000));

const say = (s: string) => process.stdout.write(`${s}\n`);
const t0 = Date.now();
const elapsed = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`;

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  other: number;
  /** CPU time of the serving process per request (µs), load-independent (see `measured`). */
  cpuPerRequest: number;
}

/** One autocannon run: every response time (ms) and status, to merge rounds exactly. */
interface Sample {
  latencies: number[];
  seconds: number;
  ok: number;
  other: number;
  /** CPU time (user + system, µs) the serving process spent on this run; set by `measured`. */
  cpuMicros?: number;
}

function load(url: string, opts: Partial<autocannon.Options>, seconds: number): Promise<Sample> {
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

function toRow(name: string, samples: Sample[]): Row {
  const latencies = samples.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const seconds = samples.reduce((t, s) => t + s.seconds, 0);
  const ok = samples.reduce((t, s) => t + s.ok, 0);
  const other = samples.reduce((t, s) => t + s.other, 0);
  const cpuMicros = samples.reduce((t, s) => t + (s.cpuMicros ?? NaN), 0);
  return {
    name,
    rps: (ok + other) / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    ok,
    other,
    cpuPerRequest: cpuMicros / (ok + other),
  };
}

/** POSTs where each connection cycles its own users' keys (no two connections share a usage doc). */
function postOptions(keys: string[]): Partial<autocannon.Options> {
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
function getOptions(key: string, ids: string[]): Partial<autocannon.Options> {
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

/**
 * After a phase, autocannon drops its connections with requests in flight; their handlers still
 * run. Waiting this long before reading the CPU clock charges their CPU to the phase that sent
 * them, not to the next one (which may be the other app's).
 */
const SETTLE_MS = 300;

function startServers(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; ours: string; bare: string }> {
  return new Promise((resolve, reject) => {
    // Request logs go to the child's stdout as in production; here they are discarded.
    // exit-with-parent: the servers stop when this benchmark dies, even by SIGKILL.
    const child = spawn(process.execPath, ['--import', 'tsx', '--import', EXIT_WITH_PARENT, 'bench/bench-servers.ts'], {
      env,
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('message', (m) => resolve({ child, ...(m as { ours: string; bare: string }) }));
    child.once('exit', (code) => reject(new Error(`bench servers exited (${code})`)));
  });
}

function sample<T>(items: T[], n: number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
}

const fmt = (n: number, d = 1) => n.toFixed(d).padStart(9);
const ratio = (a: number, b: number) => (b === 0 ? 'n/a' : (a / b).toFixed(2));

function table(rows: Row[]): string {
  const head = `${'phase'.padEnd(34)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'2xx'.padStart(9)}${'other'.padStart(9)}${'cpu µs/req'.padStart(12)}`;
  return [
    head,
    '-'.repeat(head.length),
    ...rows.map(
      (r) =>
        `${r.name.padEnd(34)}${fmt(r.rps)}${fmt(r.p50, 0)}${fmt(r.p99, 0)}${fmt(r.ok, 0)}${fmt(r.other, 0)}${r.cpuPerRequest.toFixed(0).padStart(12)}`,
    ),
  ].join('\n');
}

const EXIT_WITH_PARENT = fileURLToPath(new URL('../dev/exit-with-parent.ts', import.meta.url));

async function main(): Promise<void> {
  const projectId = `bench-${randomUUID().slice(0, 8)}`;
  const emulators: RunningEmulator[] = [];
  let servers: ChildProcess | undefined;
  const stopAll = async () => {
    // The servers first (they finish in-flight requests), then the emulators under them.
    if (servers && servers.exitCode === null) {
      const exited = new Promise((r) => servers!.once('exit', r));
      servers.kill('SIGTERM');
      await exited;
    }
    await Promise.allSettled(emulators.map((e) => e.stop()));
  };
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  // `npm run bench:api` killed (its npm or tsx): stop too, rather than run on unowned.
  watchLaunchers(() => void stopAll().then(() => process.exit(130)));

  try {
    const [fs, ps] = await Promise.all([startFirestoreEmulator(), startPubSubEmulator()]);
    emulators.push(fs, ps);
    const db = createFirestore({ projectId, emulatorHost: fs.host });
    const pubsub = createPubSub({ projectId, emulatorHost: ps.host });
    await pubsub.topic('case-events').get({ autoCreate: true });
    await pubsub.close();
    say(`emulators up (Firestore ${fs.host}, Pub/Sub ${ps.host}, project ${projectId}) at ${elapsed()}`);

    const started = await startServers({
      ...process.env, // PATH and the like for the child; everything it reads is set below
      METADATA_SERVER_DETECTION: 'none',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      GOOGLE_CLOUD_PROJECT: projectId,
      FIRESTORE_EMULATOR_HOST: fs.host,
      PUBSUB_EMULATOR_HOST: ps.host,
      CASE_EVENTS_TOPIC: 'case-events',
      THROTTLE_CREATE_PER_WINDOW: '1000000000',
      THROTTLE_OTHER_PER_WINDOW: '1000000000',
    });
    servers = started.child;
    const { ours, bare } = started;

    const poolSize = CONNECTIONS * USERS_PER_CONNECTION;
    const [reader] = await seedUsers(db, 'reader', 1);
    const pools = {
      warmOurs: await seedUsers(db, 'warm-ours', poolSize),
      warmBare: await seedUsers(db, 'warm-bare', poolSize),
      ours: await seedUsers(db, 'post-ours', poolSize),
      bare: await seedUsers(db, 'post-bare', poolSize),
    };
    const small = await seedCases(db, 'reader-0', SMALL_STORE);
    say(`seeded ${4 * poolSize + 1} users with keys and ${SMALL_STORE} cases at ${elapsed()}`);

    // Warm-up (JIT, connection pools, emulator caches), the apps taking turns; not reported.
    for (let round = 0; round < WARMUP_ROUNDS; round++) {
      for (const [url, keys] of [
        [ours, pools.warmOurs],
        [bare, pools.warmBare],
      ] as const) {
        await load(url, getOptions(reader!, small), WARMUP_SECONDS);
        await load(url, postOptions(keys), WARMUP_SECONDS);
      }
    }
    say(`warmed up at ${elapsed()}; measuring ${PHASE_SECONDS} s per row, ${CONNECTIONS} connections`);

    /**
     * One load phase with the serving process's CPU time read before and after it (and, with
     * --profile, a CPU profile of it): the apps share that process, but phases run one at a time.
     */
    const child = servers;
    const measured = async (url: string, opts: Partial<autocannon.Options>, seconds: number, name: string) => {
      const profilePath = args.profile ? join(args.profile, `${name.replace(/[^A-Za-z0-9]+/g, '-')}.cpuprofile`) : '';
      if (profilePath) await ask(child, { profileStart: true }, 'profiling');
      const before = await ask<number>(child, 'cpu', 'cpuMicros');
      const result = await load(url, opts, seconds);
      await new Promise((r) => setTimeout(r, SETTLE_MS));
      const after = await ask<number>(child, 'cpu', 'cpuMicros');
      if (profilePath) say(`    profile ${await ask<string>(child, { profileStop: profilePath }, 'profiled')}`);
      return { ...result, cpuMicros: after - before };
    };
    if (args.profile) mkdirSync(args.profile, { recursive: true });

    const rows: Row[] = [];
    /** ours and bare in ORDER (ABBA BAAB), PHASE_SECONDS each in all. */
    const compare = async (
      label: string,
      oursOpts: () => Partial<autocannon.Options>,
      bareOpts: () => Partial<autocannon.Options>,
    ): Promise<[Row, Row]> => {
      const quarter = PHASE_SECONDS / 4;
      const runs: Record<'ours' | 'bare', Sample[]> = { ours: [], bare: [] };
      for (const side of ORDER) {
        const [url, opts] = side === 'ours' ? [ours, oursOpts()] : [bare, bareOpts()];
        runs[side].push(await measured(url, opts, quarter, `${label} ${side} ${runs[side].length + 1}`));
      }
      const pair: [Row, Row] = [toRow(`${label} ours`, runs.ours), toRow(`${label} bare`, runs.bare)];
      rows.push(...pair);
      // Each phase's req/s and CPU µs/req in run order: shows drift and warm-up, if any.
      const phases = (samples: Sample[]) =>
        samples
          .map((x) => `${((x.ok + x.other) / x.seconds).toFixed(0)}/${(x.cpuMicros! / (x.ok + x.other)).toFixed(0)}`)
          .join(' ');
      for (const [r, side] of [
        [pair[0], 'ours'],
        [pair[1], 'bare'],
      ] as const)
        say(
          `  ${r.name}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ` +
            `${r.cpuPerRequest.toFixed(0)} µs CPU/req; phases req/s/µs ${phases(runs[side])} (${elapsed()})`,
        );
      return pair;
    };
    const [getSmallOurs, getSmallBare] = await compare(
      `GET  /cases/{id} @${SMALL_STORE}`,
      () => getOptions(reader!, small),
      () => getOptions(reader!, small),
    );
    const [postOurs, postBare] = await compare(
      'POST /cases',
      () => postOptions(pools.ours),
      () => postOptions(pools.bare),
    );

    const large = [...small, ...(await seedCases(db, 'reader-0', LARGE_STORE - SMALL_STORE))];
    const stored = (await db.collection(CASES).count().get()).data().count;
    say(`seeded up to ${large.length} cases of the reader (${stored} cases stored in all) at ${elapsed()}`);
    const targets = sample(large, 2000);
    // The emulator is busy digesting the bulk write for a while: let that settle off the clock.
    for (const url of [ours, bare, bare, ours]) await load(url, getOptions(reader!, targets), WARMUP_SECONDS);
    const [getLargeOurs, getLargeBare] = await compare(
      `GET  /cases/{id} @${LARGE_STORE}`,
      () => getOptions(reader!, targets),
      () => getOptions(reader!, targets),
    );
    await db.terminate();

    say('');
    say(table(rows));
    say('');
    say('ours/bare (throughput: higher is better for ours; latency: lower is better for ours)');
    for (const [what, o, b] of [
      ['POST /cases', postOurs, postBare],
      [`GET @${SMALL_STORE}`, getSmallOurs, getSmallBare],
      [`GET @${LARGE_STORE}`, getLargeOurs, getLargeBare],
    ] as const) {
      say(
        `  ${what.padEnd(14)} req/s ${ratio(o.rps, b.rps)}   p50 ${ratio(o.p50, b.p50)}   p99 ${ratio(o.p99, b.p99)}` +
          `   cpu/req ${ratio(o.cpuPerRequest, b.cpuPerRequest)} (${o.cpuPerRequest.toFixed(0)} vs ${b.cpuPerRequest.toFixed(0)} µs)`,
      );
    }
    say(`GET with ${LARGE_STORE} stored / with ${SMALL_STORE} stored (flat is ~1.0)`);
    for (const [what, l, s] of [
      ['ours', getLargeOurs, getSmallOurs],
      ['bare', getLargeBare, getSmallBare],
    ] as const) {
      say(
        `  ${what.padEnd(14)} req/s ${ratio(l.rps, s.rps)}   p50 ${ratio(l.p50, s.p50)}   p99 ${ratio(l.p99, s.p99)}`,
      );
    }
    say('');
    say(
      `Setup: ${availableParallelism()} CPUs shared by the Firestore and Pub/Sub emulators (JVMs), one child ` +
        `process serving both apps, and autocannon in this process. Each row pair ran ABBA BAAB (ours, bare, bare, ` +
        `ours, bare, ours, ours, bare; a quarter of the time each) after ${WARMUP_ROUNDS} warm-up rounds. Each POST ` +
        `connection cycles ${USERS_PER_CONNECTION} BASE_PRO users of its own (cap 500 each, real cap check); ` +
        `throttles off via THROTTLE_*. "other" = non-2xx + connection errors. "cpu µs/req" = CPU time ` +
        `(user + system) of the serving process over the phase / requests answered: the figure that does not ` +
        `depend on the machine's load. Total ${elapsed()}.`,
    );
  } finally {
    await stopAll();
  }
}

await main();
