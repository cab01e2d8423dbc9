import { afterEach, describe, expect, it } from 'vitest';
import { runNpm, taggedProcesses, waitFor, type StackProcess } from '../support/local-stack-process.js';

/**
 * The benchmarks stop cleanly after printing (docs/security.md, issue of the bench's
 * "client has already been terminated" rejection): each `npm run bench:*`, run as a user runs it
 * but short, ends with exit code 0, its closing figures printed, no stack trace or unhandled
 * rejection anywhere in its output, and no process of its tree left behind. No timing is asserted.
 * Each runs at the smallest size its options allow (one case; one second or half-second phases,
 * one warm-up round, the smallest large store): what is checked is how it ends, not its figures.
 */

const RUN_TIMEOUT_MS = 240_000;

let running: StackProcess[] = [];
afterEach(async () => {
  await Promise.all(running.map((s) => s.cleanup()));
  running = [];
});

/** A line of a JS stack trace, or the words Node prints for a crash or an unhandled rejection. */
const CRASH = /^\s+at .+[:(]\d+|Unhandled|unhandledRejection|already been terminated|ERR_[A-Z_]+/m;

describe('benchmarks stop cleanly', () => {
  it.each([
    ['bench:patterns', [] as string[], /patterns validate their adversarial text in under 50 ms/],
    ['bench:lifecycle', ['--cases', '1', '--concurrency', '1'], /Firestore writes\s+\d/],
    ['bench:instant-replies', ['--cases', '1', '--concurrency', '1'], /lost events: 0/],
    ['bench:api', ['--seconds', '1', '--warmup-rounds', '1', '--large-store', '1000'], /ours\/bare[\s\S]*Total \d/],
    ['bench:api-overhead', ['--pairs', '2', '--seconds', '0.5'], /POST \/cases +\d+ +\d+ +median/],
  ])(
    'npm run %s exits 0 after its figures, with no stack trace and nothing left running',
    async (script, args, closing) => {
      const run = runNpm(['run', script, '--', ...args]);
      running.push(run);
      const { code, signal } = await run.exited;
      const output = run.output();
      expect({ code, signal }, output.slice(-3000)).toEqual({ code: 0, signal: null });
      expect(output).toMatch(closing);
      expect(output.match(CRASH)?.[0], output.slice(-3000)).toBeUndefined();
      await waitFor(
        () => (taggedProcesses(run.tag).length === 0 ? true : undefined),
        20_000,
        () => `still running after exit: ${JSON.stringify(taggedProcesses(run.tag))}`,
      );
    },
    RUN_TIMEOUT_MS,
  );
});
