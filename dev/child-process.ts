import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Waiting for and stopping the processes the local stack starts (the emulators, the worker).
 * `group`: the child leads a process group of its own (spawned detached), which is signalled whole.
 */

const WATCHDOG = fileURLToPath(new URL('./watchdog.ts', import.meta.url));

/** A command run under dev/watchdog.ts: it dies with the process that started it, SIGKILL included. */
export interface WatchedProcess {
  /** The watchdog, our direct child; its stdout/stderr are the command's. */
  child: ChildProcess;
  /** The command's own pid, which is also its process group id. */
  pid: number;
  /** Resolves, with how, once the command (and so its watchdog) has exited. */
  exited: Promise<string>;
  /** SIGTERM, then SIGKILL of the command's whole group; resolves once it has exited. */
  stop(): Promise<void>;
}

const describeExit = (code: number | null, signal: NodeJS.Signals | null) =>
  signal
    ? `killed by ${signal}`
    : code !== null && code > 128
      ? `exited with code ${code} (signal ${code - 128})`
      : `exited with code ${code}`;

/**
 * Starts `command` under the watchdog, in a session of its own (a terminal's Ctrl-C reaches
 * only the stack, which stops it in order), and resolves once it runs.
 */
export function spawnWatched(
  command: string,
  args: string[],
  opts: { env?: NodeJS.ProcessEnv } = {},
): Promise<WatchedProcess> {
  const child = spawn(
    process.execPath,
    ['--experimental-strip-types', '--no-warnings', WATCHDOG, '--', command, ...args],
    {
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      detached: true,
      env: opts.env ?? process.env,
    },
  );
  const exited = new Promise<string>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(describeExit(child.exitCode, child.signalCode));
    else child.once('exit', (code, signal) => resolve(describeExit(code, signal)));
  });
  let output = '';
  const keep = (b: Buffer) => (output = (output + b.toString()).slice(-2000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return new Promise((resolve, reject) => {
    child.once('message', (m: { pid?: number }) => {
      child.stdout?.off('data', keep);
      child.stderr?.off('data', keep);
      child.channel?.unref();
      const pid = m.pid!;
      resolve({ child, pid, exited, stop: () => stopWatched(child, pid) });
    });
    child.once('error', reject);
    void exited.then((how) => reject(new Error(`${command} ${how} at once:\n${output}`)));
  });
}

/** The watchdog passes SIGTERM on and escalates to SIGKILL itself; if even it hangs, we do both. */
function stopWatched(child: ChildProcess, pid: number): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => {
      for (const target of [-pid, child.pid!]) {
        try {
          process.kill(target, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * How a probe tells our process from a stranger answering on the same port: true (ours), false
 * (not ours: keep waiting, ours will either take over or fail), undefined (cannot tell here).
 */
export type Identify = (res: Response) => boolean | undefined;

/**
 * Resolves once `url` answers 2xx and `identify` does not say it is a stranger. Rejects, with
 * the child's last output, if it exits first, or if it does not answer within `timeoutMs`, in
 * which case it is stopped (`stop`, or a signal to it or its `group`).
 */
export async function waitUntilServing(
  child: ChildProcess,
  url: string,
  name: string,
  opts: { timeoutMs?: number; group?: boolean; identify?: Identify; stop?: () => Promise<void> } = {},
): Promise<void> {
  const timeoutMs = opts.timeoutMs ?? 60_000;
  let output = '';
  child.stdout?.on('data', (b: Buffer) => (output = (output + b.toString()).slice(-4000)));
  child.stderr?.on('data', (b: Buffer) => (output = (output + b.toString()).slice(-4000)));
  let exited = child.exitCode !== null || child.signalCode !== null;
  child.once('exit', () => (exited = true));
  let stranger = false;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${name} exited before it was ready:\n${output}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.ok) {
        const ours = opts.identify ? opts.identify(res) : undefined;
        if (ours !== false) return;
        stranger = true;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  await (opts.stop ? opts.stop() : stopProcess(child, { group: opts.group ?? false }));
  const why = stranger
    ? `${url} answered, but not from the process we started (another program holds the port)`
    : `not ready after ${timeoutMs} ms`;
  throw new Error(`${name}: ${why}:\n${output}`);
}

/** SIGTERM, then SIGKILL if it has not exited after `graceMs`; resolves once it has exited. */
export function stopProcess(child: ChildProcess, opts: { group?: boolean; graceMs?: number } = {}): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => signal('SIGKILL'), opts.graceMs ?? 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    const signal = (sig: NodeJS.Signals) => {
      try {
        if (opts.group && child.pid) process.kill(-child.pid, sig);
        else child.kill(sig);
      } catch {
        child.kill(sig);
      }
    };
    signal('SIGTERM');
  });
}
