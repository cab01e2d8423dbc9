import type { ScenarioResult } from './run-scenarios.js';

/**
 * The terminal report, pure: a progress line per scenario, the table (scenario, category,
 * expected, got, pass/fail and why), the score per category, and the closing line
 * `eval: N passed, N failed` (malformed scenario files count as failed).
 */

export function progressLine(r: ScenarioResult, done: number, total: number): string {
  const secs = (r.observation.durationMs / 1000).toFixed(1);
  return `[${String(done).padStart(String(total).length)}/${total}] ${r.pass ? 'PASS' : 'FAIL'} ${r.name} (${secs} s)${r.pass ? '' : `: ${r.reason}`}`;
}

export interface CategoryScore {
  category: string;
  passed: number;
  total: number;
}

export function categoryScores(results: readonly ScenarioResult[]): CategoryScore[] {
  const by = new Map<string, CategoryScore>();
  for (const r of results) {
    const c = by.get(r.category) ?? { category: r.category, passed: 0, total: 0 };
    c.total++;
    if (r.pass) c.passed++;
    by.set(r.category, c);
  }
  return [...by.values()].sort((a, b) => a.category.localeCompare(b.category));
}

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
  const rows = results.map((r) => [r.name, r.category, r.expected, r.got, r.pass ? 'pass' : `FAIL ${r.reason}`]);
  return table(['scenario', 'category', 'expected', 'got', 'result'], rows, [34, 16, 24, 24, 140]);
}

export function categoryTable(results: readonly ScenarioResult[], fileErrors: number): string {
  const scores = categoryScores(results);
  const rows = scores.map((c) => [c.category, `${c.passed}/${c.total}`, `${Math.round((100 * c.passed) / c.total)}%`]);
  const passed = results.filter((r) => r.pass).length;
  const total = results.length + fileErrors;
  rows.push(['all', `${passed}/${total}`, total ? `${Math.round((100 * passed) / total)}%` : '-']);
  return table(['category', 'passed', 'score'], rows, [20, 8, 6]);
}

export function closingLine(results: readonly ScenarioResult[], fileErrors: number): string {
  const passed = results.filter((r) => r.pass).length;
  return `eval: ${passed} passed, ${results.length - passed + fileErrors} failed`;
}
