import type { Observation } from './observation.js';
import { classifyOutcome, type Outcome } from './outcome.js';
import { memberExpect } from './drive-group.js';
import type { Scenario } from './scenario-schema.js';
import { checkLine, score, type Check, type Score } from './scorer.js';

/**
 * Scores a case-group run (pure): every member against its expectations (its checks named
 * `member i ...`), then the group: how it finished, which members the comparison marked best and
 * the ranking, as member indexes. The outcome metrics are those of the members, combined.
 */

export function scoreGroup(s: Scenario, obs: Observation): Score & { outcome: Outcome } {
  const checks: Check[] = [];
  const run = obs.groupRun;
  for (const e of run ? [] : obs.errors)
    checks.push({ expectation: 'run', pass: false, expected: 'a complete run', got: e });
  const outcomes: Outcome[] = [];
  run?.members.forEach((m, i) => {
    const expect = memberExpect(s, i);
    const sc = score(expect, m);
    for (const c of sc.checks) checks.push({ ...c, expectation: `member ${i} ${c.expectation}` });
    outcomes.push(classifyOutcome(expect, m, sc, s));
  });
  const want = s.group?.expect;
  const read = run?.read as
    | { finishReason?: string; comparison?: { best?: string[]; ranked?: { caseId: string }[] } }
    | undefined;
  const indexOf = (caseId: string) => run?.caseIds.indexOf(caseId) ?? -1;
  const show = (xs: readonly number[] | undefined) => (xs ? `[${xs.join(', ')}]` : 'nothing');
  if (run && !read) checks.push({ expectation: 'group', pass: false, expected: 'a group read', got: 'none' });
  if (want?.finishReason !== undefined)
    checks.push({
      expectation: 'group finishReason',
      pass: read?.finishReason === want.finishReason,
      expected: want.finishReason,
      got: String(read?.finishReason),
    });
  if (want?.best !== undefined) {
    const got = read?.comparison?.best?.map(indexOf).sort((a, b) => a - b);
    const expected = [...want.best].sort((a, b) => a - b);
    checks.push({
      expectation: 'group best',
      pass: show(got) === show(expected),
      expected: show(expected),
      got: show(got),
    });
  }
  if (want?.ranked !== undefined) {
    const got = read?.comparison?.ranked?.map((r) => indexOf(r.caseId));
    checks.push({
      expectation: 'group ranked',
      pass: show(got) === show(want.ranked),
      expected: show(want.ranked),
      got: show(got),
    });
  }
  const failed = checks.find((c) => !c.pass);
  const outcome: Outcome = {
    wrongResult: outcomes.some((o) => o.wrongResult),
    nagLoop: outcomes.some((o) => o.nagLoop),
    acceptable: outcomes.every((o) => o.acceptable),
    ...(outcomes.some((o) => o.injectionAdopted) ? { injectionAdopted: true } : {}),
    why: outcomes
      .map((o, i) => (o.why ? `member ${i}: ${o.why}` : ''))
      .filter(Boolean)
      .join('; '),
  };
  return { pass: !failed, checks, reason: failed ? checkLine(failed) : '', outcome };
}
