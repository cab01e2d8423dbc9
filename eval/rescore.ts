import { basename } from 'node:path';
import type { LoadedScenario, ScenarioFileError } from './load-scenarios.js';
import type { Observation } from './observation.js';
import { resultOf, type ScenarioResult } from './run-scenarios.js';

/**
 * `npm run eval -- --rescore FILE.json`, pure part: a run saved with `--json` (by this runner or
 * an older one: only `results[].name`, `.file` and `.observation` are read) scored again with the
 * current scorer and outcome metrics, against the scenarios as they are now. Nothing is started:
 * the observation holds everything the scorer judges. A saved result whose scenario is not in
 * the set any more is kept as it was saved (its old pass and reason) and named in `missing`.
 */

export interface SavedRun {
  brain: string;
  startedAt?: string;
  durationMs?: number;
  fileErrors: ScenarioFileError[];
}

export function rescoreRun(
  saved: unknown,
  scenarios: readonly LoadedScenario[],
): SavedRun & { results: ScenarioResult[]; missing: string[] } {
  if (!isObject(saved) || !Array.isArray(saved['results'])) throw new Error('not a saved eval run: no "results" array');
  const byName = new Map(scenarios.map((s) => [s.scenario.name, s]));
  const byFile = new Map(scenarios.map((s) => [basename(s.file), s]));
  const results: ScenarioResult[] = [];
  const missing: string[] = [];
  for (const [i, r] of (saved['results'] as unknown[]).entries()) {
    if (!isObject(r) || typeof r['name'] !== 'string' || !isObservation(r['observation']))
      throw new Error(`results.${i}: not a scenario result (name and observation)`);
    const file = typeof r['file'] === 'string' ? r['file'] : `${r['name']}.json`;
    const found = byName.get(r['name']) ?? byFile.get(basename(file));
    if (!found) {
      missing.push(r['name']);
      const old = r as unknown as ScenarioResult;
      const { outcome: _stale, ...rest } = old;
      results.push({ ...rest, checks: Array.isArray(old.checks) ? old.checks : [], pass: old.pass === true });
      continue;
    }
    results.push(resultOf(found.file, found.scenario, r['observation']));
  }
  return {
    brain: typeof saved['brain'] === 'string' ? saved['brain'] : 'unknown',
    ...(typeof saved['startedAt'] === 'string' ? { startedAt: saved['startedAt'] } : {}),
    ...(typeof saved['durationMs'] === 'number' ? { durationMs: saved['durationMs'] } : {}),
    fileErrors: Array.isArray(saved['fileErrors']) ? (saved['fileErrors'] as ScenarioFileError[]) : [],
    results,
    missing,
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function isObservation(v: unknown): v is Observation {
  return (
    isObject(v) &&
    typeof v['counterpartyAddress'] === 'string' &&
    Array.isArray(v['emails']) &&
    Array.isArray(v['inputRequests']) &&
    Array.isArray(v['errors']) &&
    Array.isArray(v['events'])
  );
}
