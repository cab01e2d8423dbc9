import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stopProcess, waitUntilServing } from './child-process.js';
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
  /**
   * Directory holding an earlier export to load at start (kept between `npm start` runs); stop()
   * exports `projectId` into it. The emulator's import seeds every project with that data.
   */
  dataDir?: string;
  /** The project exported on stop (the emulator's export is per project). Required with dataDir. */
  projectId?: string;
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
    if (!opts.projectId) throw new Error('startFirestoreEmulator: dataDir needs projectId (the project to export)');
    mkdirSync(opts.dataDir, { recursive: true });
    const metadata = latestExport(opts.dataDir);
    if (metadata) args.push(`--import-data=${metadata}`);
  }
  // With a dataDir the emulator gets its own process group: a terminal's Ctrl-C reaches only
  // `npm start`, which exports the data before stopping it (the JVM would exit first otherwise).
  const ownGroup = Boolean(opts.dataDir);
  const child = spawn('java', args, { stdio: ['ignore', 'pipe', 'pipe'], detached: ownGroup });
  const host = `127.0.0.1:${port}`;
  await waitUntilServing(child, `http://${host}/`, 'Firestore emulator', { group: true });
  return {
    host,
    port,
    stop: async () => {
      // Export first, kill in any case, then report a failed export (data since start is lost).
      let exportError: unknown;
      if (opts.dataDir) await exportFirestore(host, opts.projectId!, opts.dataDir).catch((e: unknown) => (exportError = e));
      await stopProcess(child, { group: ownGroup });
      if (exportError !== undefined) throw exportError;
    },
  };
}

/** `dataDir/LATEST` names the newest complete export's metadata file, relative to dataDir. */
const LATEST = 'LATEST';

function latestExport(dir: string): string | undefined {
  const pointer = join(dir, LATEST);
  if (!existsSync(pointer)) return undefined;
  const metadata = join(dir, readFileSync(pointer, 'utf8').trim());
  return existsSync(metadata) ? metadata : undefined;
}

/**
 * Exports one project into a new `dataDir/export-<ms>/` (the emulator writes
 * `<name>/<name>.overall_export_metadata` plus data files), then points LATEST at it and
 * deletes older exports: a failed or interrupted export never replaces the last good one.
 * Measured: the export API is per project (`projects/P:export` writes only P's documents), and
 * the target directory must exist.
 */
async function exportFirestore(host: string, projectId: string, dir: string): Promise<void> {
  const name = `export-${Date.now()}`;
  const res = await fetch(`http://${host}/emulator/v1/projects/${projectId}:export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      database: `projects/${projectId}/databases/(default)`,
      export_directory: dir,
      export_name: name,
    }),
  });
  if (!res.ok) throw new Error(`Firestore export failed: ${res.status} ${await res.text()}`);
  writeFileSync(join(dir, LATEST), `${name}/${name}.overall_export_metadata\n`);
  for (const entry of readdirSync(dir)) {
    if (entry.startsWith('export-') && entry !== name) rmSync(join(dir, entry), { recursive: true, force: true });
  }
}

export async function startPubSubEmulator(opts: { port?: number } = {}): Promise<RunningEmulator> {
  if (!existsSync(PUBSUB_BIN)) throw new Error(`Pub/Sub emulator not found at ${PUBSUB_BIN} (Google Cloud CLI)`);
  const port = opts.port ?? (await freePort());
  const child = spawn(PUBSUB_BIN, ['--host=127.0.0.1', `--port=${port}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // the script forks java: kill the whole group
  });
  const host = `127.0.0.1:${port}`;
  await waitUntilServing(child, `http://${host}/`, 'Pub/Sub emulator', { group: true });
  return { host, port, stop: () => stopProcess(child, { group: true }) };
}

/** Deletes every document of one project on the Firestore emulator. */
export async function clearFirestore(host: string, projectId: string): Promise<void> {
  const res = await fetch(
    `http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!res.ok) throw new Error(`clearFirestore failed: ${res.status}`);
}
