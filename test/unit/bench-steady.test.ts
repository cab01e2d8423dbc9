import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { warmedUp } from '../../bench/bench-steady.js';
import { processGroupCpuMicros } from '../../bench/process-group-cpu.js';

/** bench:api's warm-up stops once the emulators' CPU per request stops falling (docs/benchmarks.md). */
describe('warmedUp', () => {
  // A real run's warm-up on a busy machine: emulator CPU µs per request, GET and POST, per round.
  const run = [
    [7201, 20259],
    [3929, 10928],
    [4327, 8957],
    [1374, 6183],
    [1018, 6730],
    [826, 3635],
  ];

  it('is false until there are three rounds, and while any figure still moves by more than the tolerance', () => {
    for (let n = 0; n <= run.length; n++) expect(warmedUp(run.slice(0, n), 0.1)).toBe(false);
  });

  it('is false after one close round: the last two steps must both be within the tolerance', () => {
    // 826 → 850 and 3635 → 3700 are close, but the step before (1018 → 826, 6730 → 3635) is not.
    expect(warmedUp([...run, [850, 3700]], 0.1)).toBe(false);
    expect(warmedUp([...run, [850, 3700], [900, 3800]], 0.1)).toBe(true);
  });

  it('is true once every figure is within the tolerance of the round before, twice', () => {
    expect(
      warmedUp(
        [
          [1000, 5000],
          [1100, 4500],
          [1050, 4900],
        ],
        0.1,
      ),
    ).toBe(true);
  });

  it('is false for figures that are missing or not numbers (no /proc: no figure, so no early stop)', () => {
    const three = (r: number[]) => [r, r, r];
    expect(warmedUp([[1000], [1000, 5000], [1000, 5000]], 0.1)).toBe(false);
    expect(warmedUp(three([]), 0.1)).toBe(false);
    expect(warmedUp(three([Number.NaN, 5000]), 0.1)).toBe(false);
    expect(warmedUp(three([0, 5000]), 0.1)).toBe(false);
  });
});

describe('processGroupCpuMicros', () => {
  it("counts this process's group, and nothing for a group that does not exist", () => {
    if (process.platform !== 'linux') return;
    // Busy for a while so that at least one 10 ms clock tick is on record.
    const until = Date.now() + 50;
    while (Date.now() < until);
    expect(processGroupCpuMicros(Number(readPgrp()))).toBeGreaterThan(0);
    expect(processGroupCpuMicros(2 ** 22 + 12345)).toBe(0);
  });
});

function readPgrp(): string {
  const stat = readFileSync('/proc/self/stat', 'latin1');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]!;
}
