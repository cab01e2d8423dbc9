import { afterAll, beforeAll } from 'vitest';
import type { Plan } from '../../shared/usage.js';
import { startApiHarness, type ApiHarness, type ApiHarnessOptions, type TestUser } from './api-harness.js';

export interface ApiHarnessInUse {
  /** The running harness (set in beforeAll). */
  h: ApiHarness;
  /** A user with an active key, created at start (`user: false` in the options: none). */
  user: TestUser;
}

/**
 * The API harness for one test file, as useStack() is for the whole stack:
 *
 *   const t = useApiHarness({ now: () => NOW });  // beforeAll: start + one user; afterAll: close
 *   const res = await t.h.api('POST', '/cases', validCaseBody(), t.user.apiKey);
 *
 * The options are startApiHarness's, plus `user` (false: no user at start; a plan: the user's).
 * Closures in them (`now`, `faults`, a publisher) may read the file's variables, and `t.h`
 * once started. Options that only exist once an earlier beforeAll ran (a mail sandbox's
 * provider) are given as a function, called at start:
 *
 *   beforeAll(async () => { sbx = await startTestMailSandbox(); });
 *   afterAll(() => sbx?.stop());                  // registered first: runs after the harness closed
 *   const t = useApiHarness(() => ({ emailProvider: sbx.provider }));
 */
export type UseApiHarnessOptions = ApiHarnessOptions & { user?: false | { plan?: Plan } };

export function useApiHarness(opts: UseApiHarnessOptions | (() => UseApiHarnessOptions) = {}): ApiHarnessInUse {
  const t: ApiHarnessInUse = { h: undefined as unknown as ApiHarness, user: { userId: '', apiKey: '' } };
  beforeAll(async () => {
    const { user, ...harnessOpts } = typeof opts === 'function' ? opts() : opts;
    t.h = await startApiHarness(harnessOpts);
    if (user !== false) t.user = await t.h.createUser(user ?? {});
  });
  afterAll(async () => {
    await t.h?.close();
  });
  return t;
}
