import { mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync, closeSync } from 'node:fs';

/**
 * One stack per checkout. `npm start` takes `<dir>/stack.lock` (created exclusively, holding its
 * PID) before it starts anything; a second `npm start` in the same checkout finds it, names the
 * running stack (PID and API address, from `<dir>/stack.json`) and stops without touching its
 * data. A lock whose PID is gone (a stack killed with SIGKILL, a crashed machine) is stale: it
 * is taken over, with a line saying so. `<dir>/stack.json` says where the running stack's parts
 * are (the quickstart reads the API and mail sandbox addresses from it); both files go when the
 * stack stops.
 */

export interface StackInfo {
  pid: number;
  startedAt: string;
  /** Absent while the stack is still starting. */
  apiUrl?: string;
  sandboxUrl?: string;
  workerUrl?: string;
  demoKeyFile?: string;
  firestoreEmulatorHost?: string;
  pubsubEmulatorHost?: string;
  /** `FIRESTORE_EMULATOR_HOST=… GOOGLE_CLOUD_PROJECT=…`: the admin CLI on this stack is `env $adminEnv npm run admin -- …`. */
  adminEnv?: string;
}

export type LockResult =
  | { ok: true; takenOverFrom?: number }
  | { ok: false; holder: { pid: number; startedAt?: string; apiUrl?: string } };

const lockFile = (dir: string) => `${dir}/stack.lock`;
export const stackInfoFile = (dir: string) => `${dir}/stack.json`;

/** True when `pid` is a live process that could be a stack (on Linux: a node running dev/start.ts). */
export function isStackProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return cmd.includes('start.ts');
  } catch {
    return true; // no /proc (macOS): a live PID is taken as the stack
  }
}

function readJson(path: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** Takes the checkout's lock for this process, or says who holds it. */
export function acquireStackLock(dir: string, pid = process.pid, alive = isStackProcess): LockResult {
  mkdirSync(dir, { recursive: true });
  let takenOverFrom: number | undefined;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockFile(dir), 'wx', 0o644);
      writeFileSync(fd, JSON.stringify({ pid, startedAt: new Date().toISOString() }));
      closeSync(fd);
      rmSync(stackInfoFile(dir), { force: true }); // a killed stack's addresses are no one's now
      return takenOverFrom === undefined ? { ok: true } : { ok: true, takenOverFrom };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    const held = readJson(lockFile(dir));
    const holderPid = typeof held?.pid === 'number' ? held.pid : undefined;
    if (holderPid === pid) return { ok: true }; // taken already by this process (the preload)
    if (holderPid !== undefined && alive(holderPid)) {
      const info = readJson(stackInfoFile(dir));
      return {
        ok: false,
        holder: {
          pid: holderPid,
          ...(typeof held?.startedAt === 'string' ? { startedAt: held.startedAt } : {}),
          ...(info?.pid === holderPid && typeof info.apiUrl === 'string' ? { apiUrl: info.apiUrl } : {}),
        },
      };
    }
    // Stale (its process is gone) or unreadable (a stack killed while writing it): take it over.
    // Renaming first means two starts racing for a stale lock cannot both remove a fresh one.
    const aside = `${lockFile(dir)}.stale-${pid}`;
    try {
      renameSync(lockFile(dir), aside);
      if (readJson(aside)?.pid !== held?.pid) {
        renameSync(aside, lockFile(dir)); // another start replaced it meanwhile: put theirs back, look again
        continue;
      }
      rmSync(aside, { force: true });
      takenOverFrom = holderPid ?? 0;
    } catch {
      // someone else took it over first: look again
    }
  }
  const info = readJson(lockFile(dir));
  return { ok: false, holder: { pid: typeof info?.pid === 'number' ? info.pid : 0 } };
}

/** Writes stack.json (atomically: a reader never sees half of it). */
export function writeStackInfo(dir: string, info: StackInfo): void {
  const tmp = `${stackInfoFile(dir)}.tmp-${process.pid}`;
  writeFileSync(tmp, `${JSON.stringify(info, null, 2)}\n`);
  renameSync(tmp, stackInfoFile(dir));
}

/** Removes stack.json and the lock, if they are still this process's. */
export function releaseStackLock(dir: string, pid = process.pid): void {
  const held = readJson(lockFile(dir));
  if (held?.pid !== pid) return;
  rmSync(stackInfoFile(dir), { force: true });
  rmSync(lockFile(dir), { force: true });
}

const lockedHere = new Set<string>();

/**
 * `npm start`'s check: takes the lock, or prints who holds it and exits 1 (having started and
 * changed nothing). Releases it when this process exits. Idempotent within one process.
 */
export function lockCheckout(dir: string, shownDir = `${dir}/`): void {
  if (lockedHere.has(dir)) return;
  const say = (line: string) => process.stderr.write(`[start] ${line}\n`);
  const lock = acquireStackLock(dir);
  if (!lock.ok) {
    const { pid, apiUrl, startedAt } = lock.holder;
    say(
      `A local stack is already running from this checkout: PID ${pid}, API ${apiUrl ?? '(still starting)'}${startedAt ? `, started ${startedAt}` : ''}.`,
    );
    say(
      `Nothing was started and its data (${shownDir}) is untouched. Use that stack, or stop it first (Ctrl-C in its terminal, or kill ${pid}).`,
    );
    process.exit(1);
  }
  lockedHere.add(dir);
  if (lock.takenOverFrom !== undefined) {
    process.stdout.write(
      `[start] took over the lock of an earlier stack (PID ${lock.takenOverFrom || 'unknown'}) that is no longer running\n`,
    );
  }
  process.on('exit', () => releaseStackLock(dir));
}
