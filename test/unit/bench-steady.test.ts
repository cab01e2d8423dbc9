import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { warmedUp } from '../../bench/bench-steady.js';
import { processGroupCpuMicros } from '../../bench/process-group-cpu.js';

/** bench:api's warm-up stops once the emulators' CPU per request stops falling (docs/benchmarks.md). */
describe('warmedUp', () => {
  it('is false for the first round and while any figure still moves by more than the tolerance', () => {
    expect(warmedUp(undefined, [1000, 5000], 0.1)).toBe(false);
    // The figures of a real run's warm-up (GET, POST emulator µs per request).
    expect(warmedUp([3372, 12438], [1722, 6773], 0.1)).toBe(false);
    expect(warmedUp([1722, 6773], [1109, 5474], 0.1)).toBe(false);
    expect(warmedUp([1100, 5000], [1100, 5600], 0.1)).toBe(false);
  });

  it('is true once every figure is within the tolerance of the round before', () => {
    expect(warmedUp([1109, 5474], [1132, 5108], 0.1)).toBe(true);
    expect(warmedUp([1000, 5000], [1100, 4500], 0.1)).toBe(true);
  });

  it('is false for figures that are missing or not numbers (no /proc: no figure, so no early stop)', () => {
    expect(warmedUp([1000], [1000, 5000], 0.1)).toBe(false);
    expect(warmedUp([], [], 0.1)).toBe(false);
    expect(warmedUp([Number.NaN, 5000], [Number.NaN, 5000], 0.1)).toBe(false);
    expect(warmedUp([0, 5000], [0, 5000], 0.1)).toBe(false);
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
