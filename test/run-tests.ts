import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

/**
 * `npm test`: runs vitest (whose global setup starts and stops the emulators) with its default
 * reporter for people and its JSON reporter for this summary, then prints the closing line
 * `tests: N passed, N failed, N skipped` from vitest's own counts. Extra args go to vitest.
 */

const out = '.local/test-results.json';
mkdirSync('.local', { recursive: true });
rmSync(out, { force: true });

const args = [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${out}`,
  ...process.argv.slice(2),
];
const child = spawn('npx', args, {
  stdio: 'inherit',
  env: { ...process.env, METADATA_SERVER_DETECTION: 'none' },
});

child.on('exit', (code, signal) => {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
      numFailedTestSuites?: number;
    };
    passed = r.numPassedTests;
    failed = r.numFailedTests;
    skipped = r.numPendingTests + r.numTodoTests;
    // A file that fails to load has no failed test but still fails the run.
    if (failed === 0 && code !== 0) failed = r.numFailedTestSuites || 1;
  } else {
    failed = 1;
    process.stderr.write(`vitest wrote no report (exit ${code ?? signal})\n`);
  }
  process.stdout.write(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  process.exit(code ?? 1);
});
