import type { ChildProcess } from 'node:child_process';

/**
 * Waiting for and stopping the processes the local stack starts (the emulators, the worker).
 * `group`: the child leads a process group of its own (spawned detached), which is signalled whole.
 */

/**
 * Resolves once `url` answers 2xx. Rejects, with the child's last output, if it exits first, or
 * if it does not answer within `timeoutMs`, in which case it is stopped.
 */
export async function waitUntilServing(
  child: ChildProcess,
  url: string,
  name: string,
  opts: { timeoutMs?: number; group?: boolean } = {},
): Promise<void> {
  const timeoutMs = opts.timeoutMs ?? 60_000;
  let output = '';
  child.stdout?.on('data', (b: Buffer) => (output = (output + b.toString()).slice(-4000)));
  child.stderr?.on('data', (b: Buffer) => (output = (output + b.toString()).slice(-4000)));
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${name} exited before it was ready:\n${output}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  await stopProcess(child, { group: opts.group ?? false });
  throw new Error(`${name} not ready after ${timeoutMs} ms:\n${output}`);
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
