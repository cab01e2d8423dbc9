import { driveScenario, type DriveDeps } from './drive-scenario.js';
import type { Observation } from './observation.js';
import type { Expectations, Scenario } from './scenario-schema.js';

/**
 * Plays a case-group scenario (`group` in the file): the group is created with POST
 * /case-groups (the scenario's `case` as the shared fields, one counterparty per member), then
 * each member case is played like a scenario of its own (its script, the same client), all at
 * once; at the end the group is read (GET /case-groups/{id}) once it has finished, bounded.
 */

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Member i as a one-case scenario: its counterparty, its script, its expectations over the shared ones. */
export function memberScenario(s: Scenario, i: number): Scenario {
  const m = s.group!.members[i]!;
  return {
    ...s,
    case: { ...s.case, counterparty: m.counterparty },
    counterparty: m.script ?? s.counterparty,
    expect: memberExpect(s, i),
  };
}

export const memberExpect = (s: Scenario, i: number): Expectations => ({
  ...s.expect,
  ...(s.group!.members[i]!.expect ?? {}),
});

export async function driveGroup(s: Scenario, deps: DriveDeps): Promise<Observation> {
  const started = Date.now();
  const g = s.group!;
  const addresses = g.members.map((m) =>
    deps.uniqueAddress(String(m.counterparty.address ?? 'counterparty@example.com')),
  );
  const obs: Observation = {
    counterpartyAddress: addresses.join(', '),
    inputRequests: [],
    emails: [],
    events: [],
    errors: [],
    durationMs: 0,
  };
  const { counterparty: _ignored, ...shared } = s.case as Record<string, unknown>;
  const body = {
    ...shared,
    counterparties: g.members.map((m, i) => ({ ...m.counterparty, address: addresses[i] })),
    clientWebhookUrl: deps.webhookUrl,
    ...(g.maxConcurrent !== undefined ? { maxConcurrent: g.maxConcurrent } : {}),
    ...(g.compareBy ? { compareBy: g.compareBy } : {}),
  };
  const created = await deps.api('POST', '/case-groups', body).catch((e: Error) => e);
  if (created instanceof Error || created.status !== 201) {
    const said = created instanceof Error ? created.message : JSON.stringify(created.body?.error ?? created.body);
    obs.errors.push(
      `POST /case-groups answered ${created instanceof Error ? 0 : created.status} ${said.slice(0, 200)}`,
    );
    obs.durationMs = Date.now() - started;
    return obs;
  }
  const groupId = created.body.data.groupId;
  const caseIds = created.body.data.caseIds;
  obs.caseId = groupId;
  obs.events.push({ at: 0, what: `group ${groupId} created with ${caseIds.length} members` });

  const members = await Promise.all(
    caseIds.map((caseId, i) => driveScenario(memberScenario(s, i), deps, { caseId, address: addresses[i]! })),
  );
  members.forEach((m, i) => {
    for (const e of m.events) obs.events.push({ at: e.at, what: `member ${i}: ${e.what}` });
    for (const e of m.errors) obs.errors.push(`member ${i}: ${e}`);
    obs.emails.push(...m.emails);
    obs.inputRequests.push(...m.inputRequests);
  });
  obs.events.sort((a, b) => a.at - b.at);

  const until = Date.now() + deps.settleTimeoutMs;
  let read: Record<string, unknown> | undefined;
  for (;;) {
    const res = await deps.api('GET', `/case-groups/${groupId}`);
    if (res.status !== 200) {
      obs.errors.push(`GET /case-groups/${groupId} answered ${res.status}`);
      break;
    }
    read = res.body.data as unknown as Record<string, unknown>;
    if (read.state === 'finished') break;
    if (Date.now() > until) {
      obs.errors.push(`the group did not finish (state ${String(read.state)})`);
      break;
    }
    await sleep(100);
  }
  obs.groupRun = { groupId, caseIds, ...(read ? { read } : {}), members };
  obs.durationMs = Date.now() - started;
  return obs;
}
