import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { BENCH_CASE_BODY } from './bench-seed.js';
import { ask } from './bench-servers-ipc.js';

/**
 * `npm run bench:api-overhead`: the API's own CPU per request, without storage. The real API
 * (createApp) and the bare baseline (bare-app.ts) run in one child process, each on an in-memory
 * stand-in for Firestore (stand-in-firestore.ts, answering after STAND_IN_DELAY_MS, 2 by default,
 * so requests interleave as over a network) and a publisher that validates and serialises without
 * sending. POST /cases and GET /cases/{id} alternate between the two apps in short phases; each
 * pair gives the child's CPU µs per request of ours minus bare, and the figure is the median and
 * mean of those differences, so that load drift from other work on the machine cancels out.
 * No emulator (about 60 s). `npm run bench:api` gives the same comparison with the storage work.
 */

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '1' },
    pairs: { type: 'string', default: '16' },
    /** A CPU profile of every measured phase, in DIR. */
    profile: { type: 'string' },
  },
});
const SECONDS = Math.max(0.5, Math.min(30, Number(args.seconds) || 1));
const PAIRS = Math.max(2, Math.min(200, Number(args.pairs) || 16));
const CONNECTIONS = 10;
const SETTLE_MS = 200;

// exit-with-parent: the servers stop when this benchmark dies, even by SIGKILL.
const EXIT_WITH_PARENT = fileURLToPath(new URL('../dev/exit-with-parent.ts', import.meta.url));
const SERVERS = fileURLToPath(new URL('./api-overhead-servers.ts', import.meta.url));
const child = spawn(process.execPath, ['--import', 'tsx', '--import', EXIT_WITH_PARENT, SERVERS], {
  env: process.env,
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
const info = await new Promise<{ ours: string; bare: string; keys: string[]; ids: Record<Side, string[]> }>(
  (resolve, reject) => {
    child.once('message', (m) => resolve(m as never));
    child.once('exit', (code) => reject(new Error(`overhead servers exited (${code})`)));
  },
);
type Side = 'ours' | 'bare';
type Route = 'GET /cases/{id}' | 'POST /cases';
if (args.profile) mkdirSync(args.profile, { recursive: true });

/** One phase on one app: the child's CPU µs per request answered. */
async function phase(side: Side, route: Route, seconds: number, profileName?: string): Promise<number> {
  let n = 0;
  const ids = info.ids[side];
  const request: autocannon.Request =
    route === 'GET /cases/{id}'
      ? {
          method: 'GET',
          headers: { 'x-api-key': info.keys[0]! },
          setupRequest: (req) => ({ ...req, path: `/cases/${ids[n++ % ids.length]}` }),
        }
      : {
          method: 'POST',
          path: '/cases',
          body: JSON.stringify(BENCH_CASE_BODY),
          // Users 1.. take turns: the monthly cap (500 each) is never reached.
          setupRequest: (req) => ({
            ...req,
            headers: {
              'content-type': 'application/json',
              'x-api-key': info.keys[1 + (n++ % (info.keys.length - 1))]!,
            },
          }),
        };
  const profilePath = profileName && args.profile ? join(args.profile, `${profileName}.cpuprofile`) : '';
  if (profilePath) await ask(child, { profileStart: true }, 'profiling');
  const before = await ask<number>(child, 'cpu', 'cpuMicros');
  const result = await autocannon({
    url: info[side],
    connections: CONNECTIONS,
    duration: seconds,
    requests: [request],
  });
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const after = await ask<number>(child, 'cpu', 'cpuMicros');
  if (profilePath) await ask(child, { profileStop: profilePath }, 'profiled');
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${side} ${route}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return (after - before) / result.requests.total;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
try {
  const routes: Route[] = ['GET /cases/{id}', 'POST /cases'];
  for (let round = 0; round < 3; round++)
    for (const route of routes) for (const side of ['ours', 'bare'] as const) await phase(side, route, 2);
  const lines: string[] = [];
  for (const route of routes) {
    const cpu: Record<Side, number[]> = { ours: [], bare: [] };
    const extra: number[] = [];
    for (let pair = 0; pair < PAIRS; pair++) {
      // ours first in even pairs, bare first in odd ones
      const order: Side[] = pair % 2 === 0 ? ['ours', 'bare'] : ['bare', 'ours'];
      for (const side of order)
        cpu[side].push(await phase(side, route, SECONDS, `${route.replace(/\W+/g, '-')}-${side}-${pair}`));
      extra.push(cpu.ours.at(-1)! - cpu.bare.at(-1)!);
    }
    const mean = extra.reduce((a, b) => a + b, 0) / extra.length;
    const sd = Math.sqrt(extra.reduce((a, b) => a + (b - mean) ** 2, 0) / (extra.length - 1));
    lines.push(
      `${route.padEnd(16)} ${median(cpu.ours).toFixed(0).padStart(6)} ${median(cpu.bare).toFixed(0).padStart(6)}` +
        `   median ${median(extra).toFixed(0).padStart(4)}, mean ${mean.toFixed(0).padStart(4)} ± ${(sd / Math.sqrt(extra.length)).toFixed(0)}`,
    );
  }
  console.log(`\nCPU µs per request of the serving process, storage replaced by an in-memory stand-in`);
  console.log(
    `${'route'.padEnd(16)} ${'ours'.padStart(6)} ${'bare'.padStart(6)}   ours - bare, per pair (± standard error)`,
  );
  for (const line of lines) console.log(line);
  console.log(
    `\n${PAIRS} pairs of ${SECONDS} s phases per route, ${CONNECTIONS} connections, after 3 warm-up rounds; ` +
      `stand-in answers after ${process.env.STAND_IN_DELAY_MS ?? 2} ms. ours/bare columns are medians.`,
  );
} finally {
  child.kill('SIGTERM');
}
