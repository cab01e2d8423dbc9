import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnWatched, waitUntilServing, type WatchedProcess } from './child-process.js';
import { freePort } from './free-port.js';
import { portHeldByGroup } from './port-owner.js';
import { emulatorPath, requireJava17 } from './prerequisites.js';

/**
 * Starts the Google Cloud CLI's Firestore and Pub/Sub emulators on 127.0.0.1 and stops them.
 * Used by `npm start`, the test runner's global setup and the benchmarks; nothing assumes an
 * emulator is already running, and ports are free ones unless given. Each runs under
 * dev/watchdog.ts, so it dies with whoever started it, even after a SIGKILL, and its readiness
 * probe checks that the port is held by the process it started, not by a stranger.
 */

export interface RunningEmulator {
  /** `127.0.0.1:PORT`, the value of FIRESTORE_EMULATOR_HOST / PUBSUB_EMULATOR_HOST. */
  host: string;
  port: number;
  /** The emulator's pid (its process group). */
  pid: number;
  /** Resolves, saying how, once the emulator has exited (on its own or stopped). */
  exited: Promise<string>;
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

/**
 * Starts one emulator process under the watchdog on `port` (or a free one; if another program
 * takes that port between our asking and the emulator's bind, a second free port is tried).
 */
async function startWatchedEmulator(
  name: string,
  port: number | undefined,
  command: (port: number) => [string, string[]],
): Promise<{ proc: WatchedProcess; port: number; host: string }> {
  for (let attempt = 1; ; attempt++) {
    const p = port ?? (await freePort());
    const [cmd, args] = command(p);
    const proc = await spawnWatched(cmd, args);
    const host = `127.0.0.1:${p}`;
    try {
      await waitUntilServing(proc.child, `http://${host}/`, name, {
        identify: () => portHeldByGroup(proc.pid, p),
        stop: proc.stop,
      });
      return { proc, port: p, host };
    } catch (e) {
      await proc.stop();
      if (port !== undefined || attempt >= 2) throw e;
    }
  }
}

export async function startFirestoreEmulator(opts: FirestoreEmulatorOptions = {}): Promise<RunningEmulator> {
  const jar = emulatorPath('firestore');
  requireJava17();
  let importArg: string[] = [];
  if (opts.dataDir) {
    if (!opts.projectId) throw new Error('startFirestoreEmulator: dataDir needs projectId (the project to export)');
    mkdirSync(opts.dataDir, { recursive: true });
    const metadata = latestExport(opts.dataDir);
    if (metadata) importArg = [`--import-data=${metadata}`];
  }
  // The emulator runs in a session of its own (the watchdog's): a terminal's Ctrl-C reaches
  // only `npm start`, which exports the data before stopping it.
  const { proc, port, host } = await startWatchedEmulator('Firestore emulator', opts.port, (p) => [
    'java',
    [
      '-cp',
      jar,
      'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
      'start',
      '--host=127.0.0.1',
      `--port=${p}`,
      ...importArg,
    ],
  ]);
  return {
    host,
    port,
    pid: proc.pid,
    exited: proc.exited,
    stop: async () => {
      // Export first, kill in any case, then report a failed export (data since start is lost).
      let exportError: unknown;
      if (opts.dataDir)
        await exportFirestore(host, opts.projectId!, opts.dataDir).catch((e: unknown) => (exportError = e));
      await proc.stop();
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
  const bin = emulatorPath('pubsub');
  requireJava17();
  // The script forks java: the watchdog signals the whole group.
  const { proc, port, host } = await startWatchedEmulator('Pub/Sub emulator', opts.port, (p) => [
    bin,
    ['--host=127.0.0.1', `--port=${p}`],
  ]);
  return { host, port, pid: proc.pid, exited: proc.exited, stop: proc.stop };
}

/** Deletes every document of one project on the Firestore emulator. */
export async function clearFirestore(host: string, projectId: string): Promise<void> {
  const res = await fetch(`http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  if (!res.ok) throw new Error(`clearFirestore failed: ${res.status}`);
}
