import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Component, StackEnv } from './local-stack.js';

/**
 * A service run as its own Node process (its main.ts under tsx, on this Node 22), as Cloud Run
 * would run it: a crash stays in that process, and its output is prefixed with its name.
 * For services whose main.ts suits local use as is (e.g. the worker on 127.0.0.1:WORKER_PORT).
 */
export function nodeServiceComponent(opts: {
  name: string;
  /** Path of the entry point, relative to the repository root (the working directory). */
  script: string;
  /** Extra variables for this child only, computed from the stack's environment. */
  env?: (env: Readonly<StackEnv>) => StackEnv;
  /** Polled until it answers (any HTTP status): the service is then up. */
  readyUrl: (env: Readonly<StackEnv>) => string;
  /** Variables for the components after this one. */
  exports?: (env: Readonly<StackEnv>) => StackEnv;
  summary?: (env: Readonly<StackEnv>) => string;
}): Component {
  return {
    name: opts.name,
    async start(env) {
      const child = spawn(process.execPath, ['--import', 'tsx', opts.script], {
        env: { ...process.env, ...env, ...opts.env?.(env) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      prefixLines(child, opts.name);
      await waitUntilAnswering(child, opts.readyUrl(env), opts.name);
      return {
        ...(opts.exports ? { env: opts.exports(env) } : {}),
        ...(opts.summary ? { summary: opts.summary(env) } : {}),
        stop: () => stopChild(child),
      };
    },
  };
}

function prefixLines(child: ChildProcess, name: string): void {
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    if (stream) createInterface({ input: stream }).on('line', (line) => out.write(`[${name}] ${line}\n`));
  }
}

async function waitUntilAnswering(child: ChildProcess, url: string, name: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited during start (${child.exitCode ?? child.signalCode})`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  await stopChild(child);
  throw new Error(`${name} did not answer ${url} within ${timeoutMs} ms`);
}

/** SIGTERM (a graceful shutdown, as on Cloud Run), SIGKILL after 10 s. */
function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
