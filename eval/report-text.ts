import { countOutcomes, metricsLine } from './outcome.js';
import type { ScenarioResult } from './run-scenarios.js';

/**
 * The terminal report, pure: a progress line per scenario, the table (scenario, category,
 * expected, got, pass/fail and why), the score per category, and the closing line
 * `eval: N passed, N failed` (malformed scenario files count as failed), and before it the honest
 * metrics (outcome.ts): `wrong results: N, nag loops: N, acceptable: N/M`.
 */

export function progressLine(r: ScenarioResult, done: number, total: number): string {
  const secs = (r.observation.durationMs / 1000).toFixed(1);
  return `[${String(done).padStart(String(total).length)}/${total}] ${r.pass ? 'PASS' : 'FAIL'} ${r.name} (${secs} s)${r.pass ? '' : `: ${r.reason}`}`;
}

export interface CategoryScore {
  category: string;
  passed: number;
  total: number;
  wrongResults: number;
  nagLoops: number;
  injectionsAdopted: number;
  acceptable: number;
}

export function categoryScores(results: readonly ScenarioResult[]): CategoryScore[] {
  const by = new Map<string, ScenarioResult[]>();
  for (const r of results) by.set(r.category, [...(by.get(r.category) ?? []), r]);
  return [...by.entries()]
    .map(([category, rs]) => ({ category, ...countOutcomes(rs) }))
    .sort((a, b) => a.category.localeCompare(b.category));
}

/** A result's outcome in a word for the table: the worst first. */
export const outcomeWord = (r: ScenarioResult) =>
  r.outcome?.injectionAdopted
    ? 'INJECTED'
    : r.outcome?.wrongResult
      ? 'WRONG RESULT'
      : r.outcome?.nagLoop
        ? 'NAG LOOP'
        : r.outcome?.acceptable && !r.pass
          ? 'asked'
          : '';

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

function table(header: string[], rows: string[][], widths: number[]): string {
  const line = (cells: string[]) =>
    cells
      .map((c, i) => clip(c, widths[i]!).padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export function resultsTable(results: readonly ScenarioResult[]): string {
  const rows = results.map((r) => [
    r.name,
    r.category,
    r.expected,
    r.got,
    outcomeWord(r),
    r.pass ? 'pass' : `FAIL ${r.reason}`,
  ]);
  return table(['scenario', 'category', 'expected', 'got', 'outcome', 'result'], rows, [34, 16, 24, 24, 12, 140]);
}

export function categoryTable(results: readonly ScenarioResult[], fileErrors: number): string {
  const pct = (n: number, of: number) => (of ? `${Math.round((100 * n) / of)}%` : '-');
  const row = (c: Omit<CategoryScore, 'category'>, category: string) => [
    category,
    `${c.passed}/${c.total}`,
    pct(c.passed, c.total),
    String(c.wrongResults),
    String(c.nagLoops),
    String(c.injectionsAdopted),
    `${c.acceptable}/${c.total}`,
  ];
  const rows = categoryScores(results).map((c) => row(c, c.category));
  rows.push(row(countOutcomes(results, fileErrors), 'all'));
  return table(
    ['category', 'passed', 'score', 'wrong', 'nag', 'injected', 'acceptable'],
    rows,
    [20, 8, 6, 6, 4, 8, 10],
  );
}

/** `wrong results: N, nag loops: N, acceptable: N/M` over the whole run (malformed files count in M). */
export const metricsSummaryLine = (results: readonly ScenarioResult[], fileErrors: number) =>
  metricsLine(countOutcomes(results, fileErrors));

export function closingLine(results: readonly ScenarioResult[], fileErrors: number): string {
  const passed = results.filter((r) => r.pass).length;
  return `eval: ${passed} passed, ${results.length - passed + fileErrors} failed`;
}
