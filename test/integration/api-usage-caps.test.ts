import { describe, expect, it } from 'vitest';
import { PLAN_CAPS } from '../../shared/usage.js';
import { validCaseBody, type ApiResponse } from '../support/api-harness.js';
import { useApiHarness } from '../support/use-api-harness.js';

/** Monthly caps (SPEC Limits): created OR billable at the cap → 429, per UTC month, exact under load. */

let clock = Date.UTC(2026, 10, 15, 12, 0, 0);

const t = useApiHarness({ now: () => clock, user: false });

const create = (key: string) => t.h.api('POST', '/cases', validCaseBody(), key);
const expectCapReached = (res: ApiResponse) => {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({
    ok: false,
    error: { code: 'USAGE_LIMIT_REACHED', message: expect.stringMatching(/limit/) },
  });
};

describe('usage caps', () => {
  it('refuses when the month created count has reached the cap, and stores nothing', async () => {
    clock = Date.UTC(2026, 10, 15, 12, 0, 0);
    const { apiKey, userId } = await t.h.createUser({ plan: 'SANDBOX' });
    await t.h.setUsage(userId, '2026-11', { created: PLAN_CAPS.SANDBOX - 1 });
    expect((await create(apiKey)).status).toBe(201);
    expectCapReached(await create(apiKey));
    expect(await t.h.countCases(userId)).toBe(1);
  });

  it('refuses when the month billable count has reached the cap, whatever was created', async () => {
    const { apiKey, userId } = await t.h.createUser({ plan: 'PAYG' });
    await t.h.setUsage(userId, '2026-11', { created: 3, billable: PLAN_CAPS.PAYG });
    expectCapReached(await create(apiKey));
    await t.h.setUsage(userId, '2026-11', { billable: PLAN_CAPS.PAYG - 1 });
    expect((await create(apiKey)).status).toBe(201);
  });

  it('uses the plan cap: BASE_PRO allows beyond 100', async () => {
    const { apiKey, userId } = await t.h.createUser({ plan: 'BASE_PRO' });
    await t.h.setUsage(userId, '2026-11', { created: 100 });
    expect((await create(apiKey)).status).toBe(201);
    await t.h.setUsage(userId, '2026-11', { created: PLAN_CAPS.BASE_PRO });
    expectCapReached(await create(apiKey));
  });

  it('starts afresh at the UTC month boundary', async () => {
    const { apiKey, userId } = await t.h.createUser();
    await t.h.setUsage(userId, '2026-11', { created: PLAN_CAPS.SANDBOX, billable: PLAN_CAPS.SANDBOX });
    clock = Date.UTC(2026, 10, 30, 23, 59, 59, 999); // last ms of November, UTC
    expectCapReached(await create(apiKey));
    clock = Date.UTC(2026, 11, 1, 0, 0, 0, 0); // first ms of December, UTC
    const res = await create(apiKey);
    expect(res.status).toBe(201);
    expect((await t.h.readStoredCase(res.body.data.caseId))!.createdMonth).toBe('2026-12');
    clock = Date.UTC(2026, 10, 15, 12, 0, 0);
  });

  it('150 concurrent creates against the SANDBOX cap of 100: exactly 100 cases and 50 × 429', async () => {
    clock = Date.UTC(2026, 10, 15, 12, 0, 0);
    const { apiKey, userId } = await t.h.createUser({ plan: 'SANDBOX' });
    const started = Date.now();
    const results = await Promise.all(Array.from({ length: 150 }, () => create(apiKey)));
    const elapsed = Date.now() - started;
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(100);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
    for (const r of results.filter((x) => x.status === 429)) expect(r.body.error.code).toBe('USAGE_LIMIT_REACHED');
    expect(await t.h.countCases(userId)).toBe(100);
    const ids = new Set(results.filter((r) => r.status === 201).map((r) => r.body.data.caseId));
    expect(ids.size).toBe(100);
    console.log(`150 concurrent creates took ${elapsed} ms`);
  }, 120_000);
});
