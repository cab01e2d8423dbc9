import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../dev/free-port.js';

/**
 * `npx tsx infra/image-smoke.ts`: the Dockerfile's stages without Docker (no engine runs on a
 * dev machine like this one). In a scratch directory it
 *   1. installs production dependencies only, from the lockfile (`npm ci --omit=dev`), and
 *      checks no dev tool (the `node` package, Pulumi, TypeScript, vitest) came along;
 *   2. compiles with tsconfig.build.json (the build stage's command);
 *   3. starts dist/services/api/main.js and dist/services/worker/main.js on this Node (22)
 *      against those production modules only, probes each over HTTP, and stops them with
 *      SIGTERM as Cloud Run does, expecting a clean exit.
 * Needs npm's cache or registry for step 1. Exit code 0 = the image's contents would run.
 */

const repo = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'image-smoke-'));
const step = (msg: string) => process.stdout.write(`• ${msg}\n`);

function run(cmd: string, args: string[], cwd: string) {
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${r.stdout}\n${r.stderr}`);
  return Date.now() - started;
}

async function probe(url: string, expectStatus: number, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      const body = await res.text();
      if (res.status !== expectStatus) throw new Error(`${url}: ${res.status} ${body}`);
      return body;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((done) => {
    child.once('exit', (code) => done(code));
    child.kill('SIGTERM');
  });
}

async function main() {
  for (const f of ['package.json', 'package-lock.json']) copyFileSync(join(repo, f), join(work, f));
  const installMs = run(
    'npm',
    ['ci', '--omit=dev', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'],
    work,
  );
  for (const dev of ['node', '@pulumi/pulumi', 'typescript', 'vitest', 'tsx']) {
    if (existsSync(join(work, 'node_modules', dev))) throw new Error(`dev dependency ${dev} in the production install`);
  }
  step(`npm ci --omit=dev: ${installMs} ms, no dev dependency installed`);

  const tsc = join(repo, 'node_modules/typescript/bin/tsc');
  const buildMs = run(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--outDir', join(work, 'dist')], repo);
  step(`tsc -p tsconfig.build.json: ${buildMs} ms`);

  const [apiPort, workerPort] = [await freePort(), await freePort()];
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1', // production mode, but this machine's servers bind loopback only
    GOOGLE_CLOUD_PROJECT: 'demo-image-smoke',
    METADATA_SERVER_DETECTION: 'none',
    // Unreachable on purpose: the probes below must not need any backend.
    FIRESTORE_EMULATOR_HOST: '127.0.0.1:9',
    PUBSUB_EMULATOR_HOST: '127.0.0.1:9',
    AGENTMAIL_API_KEY: 'am_image_smoke',
    AGENTMAIL_BASE_URL: 'http://127.0.0.1:9',
    AGENTMAIL_INBOX_ID: 'smoke@example.com',
    PORT: String(apiPort),
    WORKER_PORT: String(workerPort),
  };
  const start = (entry: string) =>
    spawn(process.execPath, ['--enable-source-maps', entry], {
      cwd: work,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  const api = start('dist/services/api/main.js');
  const worker = start('dist/services/worker/main.js');
  try {
    const body = await probe(`http://127.0.0.1:${apiPort}/cases/some-id`, 401);
    if (!body.includes('"UNAUTHORIZED"')) throw new Error(`api: unexpected body ${body}`);
    step(`api (${process.version}) answers GET /cases/some-id without a key: 401 UNAUTHORIZED`);
    await probe(`http://127.0.0.1:${workerPort}/healthz`, 200);
    step(`worker (${process.version}) answers GET /healthz: 200`);
  } finally {
    const codes = await Promise.all([stop(api), stop(worker)]);
    step(`SIGTERM: api exit ${codes[0]}, worker exit ${codes[1]}`);
    if (codes.some((c) => c !== 0)) process.exitCode = 1;
  }
}

main()
  .catch((err: unknown) => {
    process.stderr.write(`image smoke failed: ${(err as Error).message}\n`);
    process.exitCode = 1;
  })
  .finally(() => rmSync(work, { recursive: true, force: true }));
