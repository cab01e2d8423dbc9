import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import inspector from 'node:inspector';
import { PerformanceObserver } from 'node:perf_hooks';

/**
 * The IPC between a benchmark and the child process serving its apps (bench-servers.ts,
 * api-overhead-servers.ts). The parent asks for the child's CPU time (user + system, µs) before
 * and after each load phase: the apps share the child but phases run one at a time, so the
 * difference is the CPU one app spent on that phase's requests, whatever else loads the machine.
 * With --profile, the parent also asks for a CPU profile of each phase ({ profileStart }, then
 * { profileStop: path }), a .cpuprofile that Chrome DevTools or speedscope opens, one per phase
 * so that two apps are never mixed in one.
 */

/** What the child says about itself at a moment (its 'stats' answer); differences make a phase's figures. */
export interface ChildStats {
  /** CPU time, user + system, µs. */
  cpuMicros: number;
  /** Time spent in garbage collection since start, ms (GC pauses, all kinds). */
  gcMs: number;
  /** Garbage collections since start. */
  gcCount: number;
  /** V8 heap in use now, bytes. */
  heapUsed: number;
}

/** In the child: answers 'cpu', 'stats', { profileStart }, { profileStop } from the parent. */
export function serveBenchRequests(): void {
  const profiler = new inspector.Session();
  let connected = false;
  let gcMs = 0;
  let gcCount = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcMs += entry.duration;
      gcCount++;
    }
  }).observe({ entryTypes: ['gc'] });
  process.on('message', (m: unknown) => {
    if (m === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send?.({ cpuMicros: user + system });
      return;
    }
    if (m === 'stats') {
      const { user, system } = process.cpuUsage();
      const stats: ChildStats = { cpuMicros: user + system, gcMs, gcCount, heapUsed: process.memoryUsage().heapUsed };
      process.send?.({ stats });
      return;
    }
    const request = m as { profileStart?: true; profileStop?: string } | null;
    if (request?.profileStart) {
      if (!connected) profiler.connect();
      connected = true;
      profiler.post('Profiler.enable', () =>
        profiler.post('Profiler.start', () => process.send?.({ profiling: true })),
      );
    } else if (request?.profileStop) {
      const path = request.profileStop;
      profiler.post('Profiler.stop', (err, result) => {
        if (!err) writeFileSync(path, JSON.stringify(result.profile));
        process.send?.({ profiled: err ? String(err) : path });
      });
    }
  });
}

/** In the parent: sends `message` and resolves with field `key` of the child's first answer carrying it. */
export function ask<T>(child: ChildProcess, message: unknown, key: string): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (m: unknown) => {
      if (typeof m !== 'object' || m === null || !(key in m)) return;
      child.off('message', onMessage);
      resolve((m as Record<string, T>)[key]!);
    };
    child.on('message', onMessage);
    child.send(message as Parameters<ChildProcess['send']>[0]);
  });
}
