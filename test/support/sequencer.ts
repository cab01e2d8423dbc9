import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * vitest's order, with the files known to be long moved to the front of their project. Without
 * durations from an earlier run (a clean CI checkout has none), vitest starts the largest files
 * first, and some of the longest files are short to read (a benchmark or a chaos run in 50 lines):
 * started last, one would run on alone while the other worker sits idle. Seconds are from a
 * CI-like run, alone on the machine.
 */
const LONG_FIRST = [
  'test/e2e/benchmarks-exit.test.ts', // ~100 s: five benchmarks, each with its own emulators
  'test/e2e/chaos-idempotency.test.ts', // 63 s
  'test/integration/admin-cli.test.ts', // 33 s
  'test/e2e/client-package.test.ts', // 21 s
  'test/e2e/console-browser.test.ts', // 19 s
  'test/e2e/eval-runner.test.ts', // 16 s
  'test/e2e/local-stack-process.test.ts', // 83 s (process-tree: runs after the others)
];

export default class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // vitest keeps each project's files together (and the groups in order): keep that, and
    // within a project put the known long files first, in the list's order.
    const projectRank = new Map<string, number>();
    for (const spec of sorted)
      if (!projectRank.has(spec.project.name)) projectRank.set(spec.project.name, projectRank.size);
    const longRank = (spec: TestSpecification) => {
      const i = LONG_FIRST.findIndex((f) => spec.moduleId.endsWith(f));
      return i === -1 ? LONG_FIRST.length : i;
    };
    return sorted
      .map((spec, i) => ({ spec, key: [projectRank.get(spec.project.name)!, longRank(spec), i] }))
      .sort((a, b) => a.key[0]! - b.key[0]! || a.key[1]! - b.key[1]! || a.key[2]! - b.key[2]!)
      .map(({ spec }) => spec);
  }
}
