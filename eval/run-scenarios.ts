import { randomUUID } from 'node:crypto';
import { driveGroup } from './drive-group.js';
import { driveScenario } from './drive-scenario.js';
import { scoreGroup } from './group-score.js';
import type { EvalStack } from './eval-stack.js';
import type { LoadedScenario } from './load-scenarios.js';
import type { Observation } from './observation.js';
import type { Scenario } from './scenario-schema.js';
import { classifyOutcome, type Outcome } from './outcome.js';
import { score, type Check } from './scorer.js';

/**
 * Runs scenarios on a started stack, `concurrency` at a time, and scores each as it ends.
 * Every scenario gets its own counterparty address (a `+tag` on the one it names), so runs
 * sharing the sandbox never see each other's mail.
 */

export interface ScenarioResult {
  file: string;
  name: string;
  category: string;
  description: string;
  pass: boolean;
  /** The first failed expectation in one line ('' when it passed). */
  reason: string;
  expected: string;
  got: string;
  checks: Check[];
  /** Wrong result delivered, nag loop, acceptable (outcome.ts); absent in results saved before it existed. */
  outcome?: Outcome;
  observation: Observation;
}

export interface RunOptions {
  concurrency: number;
  /** Bound of one reaction of the service (ms). */
  settleTimeoutMs: number;
  /** Bound of a whole scenario that sets no timeoutSeconds. */
  defaultTimeoutSeconds?: number;
  onResult?: (r: ScenarioResult, done: number, total: number) => void;
  /** Checked between scenarios: once true, no new scenario starts. */
  stopped?: () => boolean;
}

export async function runScenarios(
  env: EvalStack,
  list: readonly LoadedScenario[],
  opts: RunOptions,
): Promise<ScenarioResult[]> {
  const runTag = randomUUID().slice(0, 6);
  const results: ScenarioResult[] = new Array(list.length);
  let next = 0;
  let done = 0;
  const { stack, apiKey } = env;

  const worker = async () => {
    for (;;) {
      if (opts.stopped?.()) return;
      const i = next++;
      if (i >= list.length) return;
      const { file, scenario } = list[i]!;
      const drive = scenario.group ? driveGroup : driveScenario;
      const observation = await drive(scenario, {
        api: (method, path, body) => stack.api(method, path, body, apiKey),
        mail: stack.mail,
        fireTimers: (caseId) => stack.fireTimers(caseId),
        webhookUrl: stack.webhookUrl,
        uniqueAddress: (a) => tagAddress(a, `${runTag}${i}`),
        settleTimeoutMs: opts.settleTimeoutMs,
        ...(opts.defaultTimeoutSeconds ? { defaultTimeoutSeconds: opts.defaultTimeoutSeconds } : {}),
      });
      const result = resultOf(file, scenario, observation);
      results[i] = result;
      done++;
      opts.onResult?.(result, done, list.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(opts.concurrency, list.length)) }, worker));
  return results.filter((r): r is ScenarioResult => r !== undefined);
}

/** Scores one observation against its scenario: checks, pass, the outcome metrics, the summaries. */
export function resultOf(file: string, scenario: Scenario, observation: Observation): ScenarioResult {
  if (scenario.group) {
    const g = scoreGroup(scenario, observation);
    return {
      file,
      name: scenario.name,
      category: scenario.category,
      description: scenario.description,
      pass: g.pass,
      reason: g.reason,
      expected: `group of ${scenario.group.members.length}: ${expectedSummary(scenario)}`,
      got: `group ${String(observation.groupRun?.read?.state ?? 'not read')}`,
      checks: g.checks,
      outcome: g.outcome,
      observation,
    };
  }
  const s = score(scenario.expect, observation);
  return {
    file,
    name: scenario.name,
    category: scenario.category,
    description: scenario.description,
    pass: s.pass,
    reason: s.reason,
    expected: expectedSummary(scenario),
    got: gotSummary(observation),
    checks: s.checks,
    outcome: classifyOutcome(scenario.expect, observation, s, scenario),
    observation,
  };
}

/** `dana@x.example` → `dana+eval-<tag>@x.example`. */
export function tagAddress(address: string, tag: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  return `${address.slice(0, at)}+eval-${tag}${address.slice(at)}`;
}

function expectedSummary(s: Scenario): string {
  const e = s.expect;
  return (
    [e.status, e.resultStatus === null ? 'no resultStatus' : e.resultStatus].filter(Boolean).join(' ') ||
    '(safety only)'
  );
}

function gotSummary(o: Observation): string {
  if (!o.final) return o.errors[0] ? 'no case' : 'nothing';
  return [o.final.status, o.final.resultStatus].filter(Boolean).join(' ');
}
