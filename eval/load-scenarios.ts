import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { invalidPattern } from './matchers.js';
import { Scenario } from './scenario-schema.js';

/**
 * Reads every `*.json` file of a directory as a scenario. A file that is not JSON or not a
 * valid scenario is reported by name and field (`bad.json: counterparty.0.do: ...`) and left
 * out; the others still run. Two files with one name: the second is reported.
 */

export interface LoadedScenario {
  file: string;
  scenario: Scenario;
}

export interface ScenarioFileError {
  file: string;
  message: string;
}

const MAX_FILE_BYTES = 1024 * 1024;
const MAX_ISSUES_SHOWN = 3;

export function parseScenarioFile(text: string): { scenario: Scenario } | { error: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return { error: `not valid JSON: ${(e as Error).message}` };
  }
  const parsed = Scenario.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, MAX_ISSUES_SHOWN)
      .map((i) => `${i.path.length ? i.path.join('.') : '(file)'}: ${i.message}`);
    const more = parsed.error.issues.length - MAX_ISSUES_SHOWN;
    return { error: issues.join('; ') + (more > 0 ? `; and ${more} more` : '') };
  }
  const bad = patternProblems(parsed.data);
  if (bad) return { error: bad };
  return { scenario: parsed.data };
}

/** Regular expressions that do not compile, as `path: message`. */
function patternProblems(s: Scenario): string | undefined {
  const rules: [string, { pattern: string; flags?: string | undefined }][] = [];
  for (const [k, r] of (s.expect.outboundMustNotContain ?? []).entries())
    if (typeof r !== 'string') rules.push([`expect.outboundMustNotContain.${k}`, r]);
  for (const [k, r] of (s.expect.outboundMustContain ?? []).entries())
    if (typeof r !== 'string') rules.push([`expect.outboundMustContain.${k}`, r]);
  for (const [field, m] of Object.entries(s.expect.result ?? {})) {
    if (
      m &&
      typeof m === 'object' &&
      !Array.isArray(m) &&
      typeof (m as { pattern?: unknown }).pattern === 'string' &&
      Object.keys(m).every((k) => k === 'pattern' || k === 'flags')
    ) {
      rules.push([`expect.result.${field}`, m as { pattern: string; flags?: string }]);
    }
  }
  for (const [path, r] of rules) {
    const why = invalidPattern(r.pattern, r.flags);
    if (why) return `${path}.pattern: ${why}`;
  }
  return undefined;
}

export function loadScenarioDir(dir: string): { scenarios: LoadedScenario[]; errors: ScenarioFileError[] } {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.endsWith('.schema.json'))
    .sort();
  const scenarios: LoadedScenario[] = [];
  const errors: ScenarioFileError[] = [];
  const names = new Map<string, string>();
  for (const f of files) {
    const path = join(dir, f);
    if (!statSync(path).isFile()) continue;
    if (statSync(path).size > MAX_FILE_BYTES) {
      errors.push({ file: f, message: `larger than ${MAX_FILE_BYTES} bytes` });
      continue;
    }
    const r = parseScenarioFile(readFileSync(path, 'utf8'));
    if ('error' in r) {
      errors.push({ file: f, message: r.error });
      continue;
    }
    const earlier = names.get(r.scenario.name);
    if (earlier) {
      errors.push({ file: f, message: `name: "${r.scenario.name}" is already used by ${earlier}` });
      continue;
    }
    names.set(r.scenario.name, f);
    scenarios.push({ file: f, scenario: r.scenario });
  }
  return { scenarios, errors };
}
