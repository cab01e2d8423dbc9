import { defineConfig } from 'vitest/config';
import LongFirstSequencer from './test/support/sequencer.js';

/**
 * Four projects, so files run side by side where that is safe (CI is a 2-core machine, where
 * vitest's default for pool 'forks' is one worker, i.e. one file at a time):
 *
 * - `unit`: pure tests (no emulator, no process, no global state), two workers, not isolated
 *   (a worker keeps its modules between files: no fresh import of the brain per file).
 * - `stack`: integration, e2e and infra files, two workers, each file isolated in its own
 *   process. They share the run's emulators, each in a project id of its own, and take free
 *   ports, so two of them side by side never meet.
 * - `process-tree`: the files that run `npm start` (or `npm test`, `npm run eval`) as a person
 *   does. `npm start` takes 8080/8081 when it finds them free (a check, then a bind): two of them
 *   started at once could both find 8080 free and one would fail. One at a time, after the rest.
 *
 * - `alone`: files that race a real-time window (see ALONE), one at a time, last.
 *
 * The first two run together (same group, same maxWorkers); the third after them, the fourth last.
 */

/** Files that start `npm start` or a whole `npm test`/`npm run eval` as real process trees. */
const PROCESS_TREE = [
  'test/e2e/local-stack-process.test.ts',
  'test/e2e/one-stack-per-checkout.test.ts',
  'test/e2e/readme-quickstart.test.ts',
];

/**
 * Files that race a real-time window (the completion grace, the reply wait). Beside another file
 * on a 2-core machine their clock is shared and they can fail without a defect, so they run last,
 * one at a time, on a machine that has nothing else to do. (The readers' and guards' times on
 * crafted text are printed by `npm run bench:patterns`; their tests check only what they find.)
 */
const ALONE = ['test/e2e/completion-grace.test.ts', 'test/e2e/reply-wait.test.ts', 'test/e2e/held-question.test.ts'];

const WORKERS = 2;

export default defineConfig({
  test: {
    // Starts the Firestore and Pub/Sub emulators once for the run (unless already given).
    globalSetup: ['test/support/global-setup.ts'],
    pool: 'forks',
    sequence: { sequencer: LongFirstSequencer },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: {
      // No metadata server here: stop every google-gax client from probing for one.
      METADATA_SERVER_DETECTION: 'none',
      NODE_ENV: 'test',
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          exclude: ALONE,
          isolate: false,
          maxWorkers: WORKERS,
        },
      },
      {
        extends: true,
        test: {
          name: 'stack',
          include: ['test/{integration,e2e,infra}/**/*.test.ts'],
          exclude: [...PROCESS_TREE, ...ALONE],
          maxWorkers: WORKERS,
          // Budgets for a hang, not for speed: these tests start Node processes, stacks and
          // emulator clients, and with two files at once on a busy 2-core machine a step that
          // takes 5 s alone can take 30 (admin-cli's three tsx runs in one test did, at load 12).
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'process-tree',
          include: PROCESS_TREE,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'alone',
          include: ALONE,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
