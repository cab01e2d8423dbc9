import { processGroupCpuMicros } from './process-group-cpu.js';

/**
 * What keeps `npm run bench:api`'s rows at a steady state (docs/benchmarks.md, "Steady state").
 * Measured: after a fixed three warm-up rounds, the Firestore emulator still spent 2,600 µs of its
 * CPU per GET at the start of the first row and 1,000 at its end, and 5,000 → 2,500 µs per POST
 * through the POST row (its JVM still compiling), so the rows sped up from start to end.
 */

/**
 * Whether warming up can stop: in each of the last two rounds, every figure (CPU µs per request
 * of the emulators and of each server, per route) is within `tolerance` (a fraction) of the same figure of the round
 * before. Two rounds, not one: a noisy round can land near its predecessor while the JVM is still
 * compiling (seen: a stop after one such round left the first POST phase at twice the warm cost).
 * CPU per request, not req/s: it falls as a JVM warms up, but not when other work takes the CPUs.
 */
export function warmedUp(rounds: readonly (readonly number[])[], tolerance: number): boolean {
  if (rounds.length < 3) return false;
  const close = (previous: readonly number[], current: readonly number[]) =>
    current.length > 0 &&
    previous.length === current.length &&
    current.every((c, i) => {
      const p = previous[i]!;
      return Number.isFinite(c) && Number.isFinite(p) && p > 0 && Math.abs(c - p) / p <= tolerance;
    });
  const [a, b, c] = rounds.slice(-3) as [readonly number[], readonly number[], readonly number[]];
  return close(a, b) && close(b, c);
}

const QUIET_WINDOW_MS = 200;
/** At most this share of one CPU per emulator over a window counts as quiet (2 clock ticks in 200 ms). */
const QUIET_CPU_SHARE = 0.1;

/**
 * Waits, after a load phase, until every process group (the emulators) has spent at most
 * QUIET_CPU_SHARE of a CPU over a window (the first `firstWindowMs` long, then QUIET_WINDOW_MS),
 * or `timeoutMs` has passed; returns the time waited (ms). It does two things: the requests a
 * phase left in flight finish before its CPU is read (their cost is the phase's), and work an
 * emulator goes on doing after a phase (its JVM's collections, writes still being applied) does
 * not fall on whichever app runs next.
 */
export async function waitForQuiet(
  groups: readonly number[],
  firstWindowMs: number,
  timeoutMs: number,
): Promise<number> {
  const start = Date.now();
  let before = groups.map(processGroupCpuMicros);
  let windowMs = firstWindowMs;
  do {
    await new Promise((r) => setTimeout(r, windowMs));
    const now = groups.map(processGroupCpuMicros);
    const busiest = Math.max(...now.map((n, i) => n - before[i]!));
    // NaN (no /proc): nothing more to wait for.
    if (!(busiest > QUIET_CPU_SHARE * windowMs * 1000)) break;
    before = now;
    windowMs = QUIET_WINDOW_MS;
  } while (Date.now() - start < timeoutMs);
  return Date.now() - start;
}
