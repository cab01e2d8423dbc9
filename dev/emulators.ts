import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { freePort } from './free-port.js';

/**
 * Starts the Google Cloud CLI's Firestore and Pub/Sub emulators on 127.0.0.1 and stops them.
 * Used by `npm start`, the test runner's global setup and the benchmarks; nothing assumes an
 * emulator is already running, and ports are free ones unless given.
 */

const SDK = process.env.CLOUDSDK_ROOT ?? '/usr/lib/google-cloud-sdk';
const FIRESTORE_JAR = `${SDK}/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar`;
const PUBSUB_BIN = `${SDK}/platform/pubsub-emulator/bin/cloud-pubsub-emulator`;

export interface RunningEmulator {
  /** `127.0.0.1:PORT`, the value of FIRESTORE_EMULATOR_HOST / PUBSUB_EMULATOR_HOST. */
  host: string;
  port: number;
  stop(): Promise<void>;
}

export interface FirestoreEmulatorOptions {
  port?: number;
  /** Directory holding an earlier export to load at start (kept between `npm start` runs). */
  dataDir?: string;
}

export async function startFirestoreEmulator(opts: FirestoreEmulatorOptions = {}): Promise<RunningEmulator> {
  if (!existsSync(FIRESTORE_JAR)) throw new Error(`Firestore emulator not found at ${FIRESTORE_JAR} (Google Cloud CLI)`);
  const port = opts.port ?? (await freePort());
  const args = [
    '-cp',
    FIRESTORE_JAR,
    'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
    'start',
    '--host=127.0.0.1',
    `--port=${port}`,
  ];
  if (opts.dataDir) {
    mkdirSync(opts.dataDir, { recursive: true });
    const metadata = `${opts.dataDir}/${'data'}.overall_export_metadata`;
    if (existsSync(metadata)) args.push(`--import-data=${metadata}`);
  }
  const child = spawn('java', args, { stdio: ['ignore', 'pipe', 'pipe'], detached: false });
  const host = `127.0.0.1:${port}`;
  await waitReady(child, `http://${host}/`, 'Firestore emulator');
  return {
    host,
    port,
    stop: async () => {
      if (opts.dataDir) await exportFirestore(host, opts.dataDir).catch(() => undefined);
      await kill(child);
    },
  };
}

/** Writes all data of every project to `dir/data.overall_export_metadata` (loaded next start). */
async function exportFirestore(host: string, dir: string): Promise<void> {
  const res = await fetch(`http://${host}/emulator/v1/projects/any:export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ database: 'projects/any/databases/(default)', export_directory: dir, export_name: 'data' }),
  });
  if (!res.ok) throw new Error(`Firestore export failed: ${res.status} ${await res.text()}`);
}

export async function startPubSubEmulator(opts: { port?: number } = {}): Promise<RunningEmulator> {
  if (!existsSync(PUBSUB_BIN)) throw new Error(`Pub/Sub emulator not found at ${PUBSUB_BIN} (Google Cloud CLI)`);
  const port = opts.port ?? (await freePort());
  const child = spawn(PUBSUB_BIN, ['--host=127.0.0.1', `--port=${port}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // the script forks java: kill the whole group
  });
  const host = `127.0.0.1:${port}`;
  await waitReady(child, `http://${host}/`, 'Pub/Sub emulator');
  return { host, port, stop: () => kill(child, true) };
}

/** Deletes every document of one project on the Firestore emulator. */
export async function clearFirestore(host: string, projectId: string): Promise<void> {
  const res = await fetch(
    `http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!res.ok) throw new Error(`clearFirestore failed: ${res.status}`);
}

async function waitReady(child: ChildProcess, url: string, name: string, timeoutMs = 60_000): Promise<void> {
  let output = '';
  child.stdout?.on('data', (b: Buffer) => (output = (output + b.toString()).slice(-4000)));
  child.stderr?.on('data', (b: Buffer) => (output = (output + b.toString()).slice(-4000)));
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${name} exited during start:\n${output}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  await kill(child, true);
  throw new Error(`${name} not ready after ${timeoutMs} ms:\n${output}`);
}

function kill(child: ChildProcess, group = false): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => signal('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    const signal = (sig: NodeJS.Signals) => {
      try {
        if (group && child.pid) process.kill(-child.pid, sig);
        else child.kill(sig);
      } catch {
        child.kill(sig);
      }
    };
    signal('SIGTERM');
  });
}
