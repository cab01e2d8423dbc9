import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type autocannon from 'autocannon';
import { startFirestoreEmulator, startPubSubEmulator, type RunningEmulator } from '../dev/emulators.js';
import { watchLaunchers } from '../dev/parent-watch.js';
import { CASES } from '../shared/case-firestore-converter.js';
import { createFirestore, createPubSub } from '../shared/google-clients.js';
import {
  CONNECTIONS,
  USERS_PER_CONNECTION,
  getOptions,
  load,
  postOptions,
  ratio,
  sample,
  table,
  toRow,
  type Row,
  type Sample,
} from './api-bench-load.js';
import { seedCases, seedUsers } from './bench-seed.js';
import { ask, type ChildStats } from './bench-servers-ipc.js';
import { waitForQuiet, warmedUp } from './bench-steady.js';
import { processGroupCpuMicros } from './process-group-cpu.js';

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

/** `npm run bench:api -- --seconds 4` for a quicker, noisier run. */
/** `--profile DIR`: a CPU profile of the serving process per measured phase, in DIR (see bench-servers.ts). */
const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    profile: { type: 'string' },
    'warmup-rounds': { type: 'string', default: 'auto' },
    'large-store': { type: 'string', default: '20000' },
  },
});
const PHASE_SECONDS = Math.max(1, Math.min(60, Number(args.seconds) || 8));
const WARMUP_SECONDS = 2;
/**
 * Warm-up rounds (GET and POST on each app, WARMUP_SECONDS each, the apps taking turns to go
 * first). By default ('auto') until the CPU per request of the emulators and of each server has
 * stopped falling (bench-steady.ts), at least WARMUP_MIN_ROUNDS, at most WARMUP_MAX_ROUNDS: a
 * fixed three rounds left the Firestore emulator's JVM still warming up through the first two
 * rows. `--warmup-rounds N`: exactly N.
 */
const WARMUP_FIXED =
  args['warmup-rounds'] === 'auto' ? undefined : Math.max(1, Math.min(20, Number(args['warmup-rounds']) || 3));
const WARMUP_MIN_ROUNDS = 3; // and warmedUp needs three to compare
const WARMUP_MAX_ROUNDS = 16;
/**
 * Round to round change in CPU per request (the emulators', each server's) below which, twice
 * running, everything counts as warm: phase to phase noise on a busy machine is ±10 to 30 %.
 */
const WARMUP_TOLERANCE = 0.15;
/** The longest wait for the emulators to fall quiet after a phase (bench-steady.ts). */
const QUIET_TIMEOUT_MS = 3000;
/**
 * Run order of a row pair, ours (A) and bare (B), each phase a quarter of PHASE_SECONDS: ABBA then
 * BAAB, so a drift in the machine's load falls on both alike, whether it is linear or curved.
 */
const ORDER = ['ours', 'bare', 'bare', 'ours', 'bare', 'ours', 'ours', 'bare'] as const;
const SMALL_STORE = 100;
/** `--large-store N` (at least 1,000): a smaller store for a quick check that the bench runs, not for figures. */
const LARGE_STORE = Math.max(1_000, Math.min(20_000, Number(args['large-store']) || 20_000));

const say = (s: string) => process.stdout.write(`${s}\n`);
const t0 = Date.now();
const elapsed = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`;

/**
 * After a phase, autocannon drops its connections with requests in flight; their handlers still
 * run. Waiting at least this long, and until the emulators are quiet, before reading the CPU
 * clocks charges their CPU to the phase that sent them, not to the next one (the other app's).
 */
const SETTLE_MS = 300;

type Side = 'ours' | 'bare';

/** Starts `bench-servers.ts ours|bare`, one child process per app, started alike; resolves with its URL. */
function startServer(env: NodeJS.ProcessEnv, side: Side): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    // Request logs go to the child's stdout as in production; here they are discarded.
    // exit-with-parent: the servers stop when this benchmark dies, even by SIGKILL.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--import', EXIT_WITH_PARENT, 'bench/bench-servers.ts', side],
      { env, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
    );
    child.once('message', (m) => resolve({ child, url: (m as { url: string }).url }));
    child.once('exit', (code) => reject(new Error(`bench server ${side} exited (${code})`)));
  });
}

const EXIT_WITH_PARENT = fileURLToPath(new URL('../dev/exit-with-parent.ts', import.meta.url));

async function main(): Promise<void> {
  const projectId = `bench-${randomUUID().slice(0, 8)}`;
  const emulators: RunningEmulator[] = [];
  const servers: ChildProcess[] = [];
  const stopAll = async () => {
    // The servers first (they finish in-flight requests), then the emulators under them.
    await Promise.all(
      servers
        .filter((child) => child.exitCode === null)
        .map((child) => {
          const exited = new Promise((r) => child.once('exit', r));
          child.kill('SIGTERM');
          return exited;
        }),
    );
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

    const env = {
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
    };
    const start = async (side: Side) => {
      const server = await startServer(env, side);
      servers.push(server.child);
      return server;
    };
    const [oursServer, bareServer] = await Promise.all([start('ours'), start('bare')]);
    const child = { ours: oursServer.child, bare: bareServer.child };
    const urlOf = { ours: oursServer.url, bare: bareServer.url };

    const poolSize = CONNECTIONS * USERS_PER_CONNECTION;
    // Two warm-up pools per app, one for even rounds and one for odd: up to WARMUP_MAX_ROUNDS
    // rounds stay under the monthly cap (a 429 would do less storage work than a 201). One round
    // (the exit test's quick run) needs one. Seeded side by side: faster than one after another.
    const twoWarmPools = WARMUP_FIXED !== 1;
    const prefixes = ['post-ours', 'post-bare', 'warm-ours-a', 'warm-bare-a'];
    if (twoWarmPools) prefixes.push('warm-ours-b', 'warm-bare-b');
    const [[reader], postKeysOurs, postKeysBare, warmOursA, warmBareA, warmOursB, warmBareB] = await Promise.all([
      seedUsers(db, 'reader', 1),
      ...prefixes.map((prefix) => seedUsers(db, prefix, poolSize)),
    ]);
    const pools = {
      warm: { ours: [warmOursA!, warmOursB ?? warmOursA!], bare: [warmBareA!, warmBareB ?? warmBareA!] },
      ours: postKeysOurs!,
      bare: postKeysBare!,
    };
    const small = await seedCases(db, 'reader-0', SMALL_STORE);
    say(`seeded ${prefixes.length * poolSize + 1} users with keys and ${SMALL_STORE} cases at ${elapsed()}`);

    /**
     * One load phase on one app, with the serving process's CPU, GC and heap and the emulators'
     * CPU read before and after it (and, with --profile, a CPU profile of the server). It ends
     * when the emulators have fallen quiet (bench-steady.ts): what it left them to do is charged
     * to it, not to the next phase.
     */
    const measured = async (side: Side, opts: Partial<autocannon.Options>, seconds: number, name?: string) => {
      const profilePath =
        args.profile && name ? join(args.profile, `${name.replace(/[^A-Za-z0-9]+/g, '-')}.cpuprofile`) : '';
      if (profilePath) await ask(child[side], { profileStart: true }, 'profiling');
      const before = await ask<ChildStats>(child[side], 'stats', 'stats');
      const [fsBefore, psBefore] = [processGroupCpuMicros(fs.pid), processGroupCpuMicros(ps.pid)];
      const result = await load(urlOf[side], opts, seconds);
      const quietMs = await waitForQuiet([fs.pid, ps.pid], SETTLE_MS, QUIET_TIMEOUT_MS);
      const after = await ask<ChildStats>(child[side], 'stats', 'stats');
      const [fsAfter, psAfter] = [processGroupCpuMicros(fs.pid), processGroupCpuMicros(ps.pid)];
      if (profilePath) say(`    profile ${await ask<string>(child[side], { profileStop: profilePath }, 'profiled')}`);
      return {
        ...result,
        cpuMicros: after.cpuMicros - before.cpuMicros,
        firestoreMicros: fsAfter - fsBefore,
        pubsubMicros: psAfter - psBefore,
        gcMs: after.gcMs - before.gcMs,
        heapMb: after.heapUsed / 2 ** 20,
        quietMs,
      } satisfies Sample;
    };
    if (args.profile) mkdirSync(args.profile, { recursive: true });
    const perRequest = (samples: Sample[], f: (s: Sample) => number) =>
      samples.reduce((t, s) => t + f(s), 0) / samples.reduce((t, s) => t + s.ok + s.other, 0);
    const storageMicros = (s: Sample) => s.firestoreMicros! + s.pubsubMicros!;

    // Warm-up (JIT of the servers and the emulators' JVMs, connection pools, emulator caches), the
    // apps taking turns to go first; not reported, but each round's CPU per request is: the
    // emulators' (both apps' requests together) and each server's, per route.
    const history: number[][] = [];
    let rounds = 0;
    let steadyReached = false;
    for (; rounds < (WARMUP_FIXED ?? WARMUP_MAX_ROUNDS); rounds++) {
      const gets: Record<Side, Sample[]> = { ours: [], bare: [] };
      const posts: Record<Side, Sample[]> = { ours: [], bare: [] };
      for (const side of rounds % 2 === 0 ? (['ours', 'bare'] as const) : (['bare', 'ours'] as const)) {
        gets[side].push(await measured(side, getOptions(reader!, small), WARMUP_SECONDS));
        posts[side].push(await measured(side, postOptions(pools.warm[side][rounds % 2]!), WARMUP_SECONDS));
      }
      const server = (samples: Sample[]) => perRequest(samples, (s) => s.cpuMicros!);
      const both = (r: Record<Side, Sample[]>) => [...r.ours, ...r.bare];
      const current = [
        perRequest(both(gets), storageMicros),
        perRequest(both(posts), storageMicros),
        server(gets.ours),
        server(posts.ours),
        server(gets.bare),
        server(posts.bare),
      ].map(Math.round);
      say(
        `  warm-up round ${rounds + 1}: CPU µs/req, GET and POST, of the emulators ${current[0]} ${current[1]}, ` +
          `ours ${current[2]} ${current[3]}, bare ${current[4]} ${current[5]} (${elapsed()})`,
      );
      history.push(current);
      steadyReached = warmedUp(history, WARMUP_TOLERANCE);
      if (WARMUP_FIXED === undefined && rounds + 1 >= WARMUP_MIN_ROUNDS && steadyReached) {
        rounds++;
        break;
      }
    }
    const warmNote =
      WARMUP_FIXED !== undefined
        ? `${rounds} warm-up rounds (fixed)`
        : steadyReached
          ? `${rounds} warm-up rounds (until steady)`
          : `${rounds} warm-up rounds (the most allowed: CPU per request still moved by more than ` +
            `${WARMUP_TOLERANCE * 100} % between rounds, still warming or the machine's noise; see the rounds above)`;
    say(
      `warmed up at ${elapsed()} after ${warmNote}; measuring ${PHASE_SECONDS} s per row, ${CONNECTIONS} connections`,
    );

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
        const opts = side === 'ours' ? oursOpts() : bareOpts();
        runs[side].push(await measured(side, opts, quarter, `${label} ${side} ${runs[side].length + 1}`));
      }
      const pair: [Row, Row] = [toRow(`${label} ours`, runs.ours), toRow(`${label} bare`, runs.bare)];
      rows.push(...pair);
      // Every phase in run order: shows drift or warm-up, if any, and that both sides cost the
      // emulators the same (the same storage work).
      say(
        `  ${label}, phases in run order: req/s; CPU µs/req of server, Firestore em., Pub/Sub em.; server GC ms, heap MB; quiet wait ms`,
      );
      const seen = { ours: 0, bare: 0 };
      for (const side of ORDER) {
        const x = runs[side][seen[side]++]!;
        const n = x.ok + x.other;
        const cells = [
          n / x.seconds,
          x.cpuMicros! / n,
          x.firestoreMicros! / n,
          x.pubsubMicros! / n,
          x.gcMs!,
          x.heapMb!,
          x.quietMs!,
        ];
        say(`    ${side} ${cells.map((c) => c.toFixed(0).padStart(6)).join('')}`);
      }
      // Each ours phase against its neighbour of the other app (ABBA BAAB makes four such pairs):
      // the spread of these four is the noise of this run's ratio.
      const pairRatios = [0, 1, 2, 3].map((i) => {
        const rate = (x: Sample) => (x.ok + x.other) / x.seconds;
        return rate(runs.ours[i]!) / rate(runs.bare[i]!);
      });
      say(
        `  ${label}: ours/bare req/s of the four neighbouring pairs ${pairRatios.map((r) => r.toFixed(2)).join(' ')}`,
      );
      for (const r of pair)
        say(
          `  ${r.name}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ` +
            `${r.cpuPerRequest.toFixed(0)} µs CPU/req (${elapsed()})`,
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
    for (const side of ['ours', 'bare', 'bare', 'ours'] as const)
      await load(urlOf[side], getOptions(reader!, targets), WARMUP_SECONDS);
    await waitForQuiet([fs.pid, ps.pid], SETTLE_MS, QUIET_TIMEOUT_MS);
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
          `   cpu/req ${ratio(o.cpuPerRequest, b.cpuPerRequest)} (${o.cpuPerRequest.toFixed(0)} vs ${b.cpuPerRequest.toFixed(0)} µs)` +
          `   emulators' cpu/req ${ratio(o.firestorePerRequest + o.pubsubPerRequest, b.firestorePerRequest + b.pubsubPerRequest)}`,
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
        `process per app (started alike), and autocannon in this process. Each row pair ran ABBA BAAB (ours, bare, ` +
        `bare, ours, bare, ours, ours, bare; a quarter of the time each) after ${warmNote}, each phase ending when the ` +
        `emulators fell quiet (at most ${QUIET_TIMEOUT_MS / 1000} s). Each POST connection cycles ` +
        `${USERS_PER_CONNECTION} BASE_PRO users of its own (cap 500 each, real cap check); throttles off via ` +
        `THROTTLE_*. "other" = non-2xx + connection errors. "cpu µs/req" = CPU time (user + system) of the serving ` +
        `process over the phase / requests answered, "Fs em." and "PS em." the same for the emulators: figures ` +
        `that do not depend on the machine's load. Total ${elapsed()}.`,
    );
  } finally {
    await stopAll();
  }
}

await main();
