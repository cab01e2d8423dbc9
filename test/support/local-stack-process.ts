import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `npm start` (or any npm script) as a real process tree for the tests of the local stack. Every
 * process of the tree, including those that leave it (emulators under their watchdogs, a worker
 * in its own group), carries ECS_PROCESS_TAG=<tag> in its environment, which is how the tests
 * find what is left after a kill -9 (Linux /proc).
 */

export const TAG_VAR = 'ECS_PROCESS_TAG';

/** Pids of live processes whose environment carries `tag` (zombies excluded). */
export function taggedProcesses(tag: string): { pid: number; cmd: string }[] {
  const found: { pid: number; cmd: string }[] = [];
  const needle = `${TAG_VAR}=${tag}`;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) continue;
      if (!readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0').includes(needle)) continue;
      found.push({
        pid: Number(entry),
        cmd: readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ').slice(0, 160),
      });
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

/** Polls until `check` returns a value that is not undefined, or throws `describe()` after `timeoutMs`. */
export async function waitFor<T>(
  check: () => T | undefined | Promise<T | undefined>,
  timeoutMs: number,
  describe: () => string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms: ${describe()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export interface StackProcess {
  tag: string;
  child: ChildProcess;
  /** Everything printed so far (stdout and stderr). */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Kills whatever of the tree is still alive and removes the state directory. */
  cleanup(): Promise<void>;
}

/**
 * Runs `npm <args>` in a process group of its own, with a fresh LOCAL_STACK_DIR and none of the
 * test run's own settings (its emulators, NODE_ENV=test).
 */
export function runNpm(args: string[], env: Record<string, string> = {}): StackProcess {
  const tag = randomUUID();
  const dir = mkdtempSync(join(tmpdir(), 'ecs-stack-'));
  const base: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (
      v === undefined ||
      /^(VITEST|NODE_ENV$|FIRESTORE_EMULATOR_HOST$|PUBSUB_EMULATOR_HOST$|PORT$|WORKER_PORT$|TASKS_EMULATOR_HOST$|AGENTMAIL_)/.test(
        k,
      )
    )
      continue;
    base[k] = v;
  }
  const child = spawn('npm', args, {
    env: { ...base, LOCAL_STACK_DIR: dir, [TAG_VAR]: tag, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  child.stdout!.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (out += b.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    tag,
    child,
    output: () => out,
    exited,
    async cleanup() {
      for (const p of taggedProcesses(tag)) {
        try {
          process.kill(p.pid, 'SIGKILL');
        } catch {
          // gone
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** What the banner of `npm start` says, once it is printed. */
export interface Banner {
  apiUrl: string;
  apiKey: string;
  workerUrl: string;
  workerPid: number;
  sandboxUrl: string;
}

export function parseBanner(output: string): Banner | undefined {
  if (!output.includes('Email Case Service is running locally.')) return undefined;
  const api = /^\s+API: (http:\/\/127\.0\.0\.1:\d+)/m.exec(output);
  const worker = /^\s+Worker: (http:\/\/127\.0\.0\.1:\d+), pid (\d+)/m.exec(output);
  const sandbox = /^\s+Mail sandbox: (http:\/\/127\.0\.0\.1:\d+)/m.exec(output);
  const key = /^\s+(ecs_[A-Za-z0-9_-]{43})$/m.exec(output);
  if (!api || !worker || !sandbox || !key) throw new Error(`banner without the expected lines:\n${output}`);
  return {
    apiUrl: api[1]!,
    apiKey: key[1]!,
    workerUrl: worker[1]!,
    workerPid: Number(worker[2]),
    sandboxUrl: sandbox[1]!,
  };
}
