import { afterAll, beforeAll } from 'vitest';
import type { StackOptions } from '../../dev/service-stack.js';
import { monthKey, readUsage } from '../../shared/usage.js';
import { startStack, type Stack } from './stack.js';

/**
 * The whole stack for one e2e file, with the helpers the files kept redefining:
 *
 *   const t = useStack();                       // beforeAll: start + one user; afterAll: close
 *   const t = useStack({ chaos: 3, user: false }); // stack options; no user at start
 *   const c = await t.s.waitForCase(id, (x) => x.status === 'RUNNING' && settled(x));
 *   expect(t.hooksOf(id)).toHaveLength(1);
 */

/** Every effect of the case ran: nothing left in its outbox. */
export const settled = (c: { outbox: readonly unknown[] }) => c.outbox.length === 0;

export interface StackInUse {
  /** The running stack (set in beforeAll). */
  s: Stack;
  /** A user with an active key, created at start (unless `user: false`). */
  user: { userId: string; apiKey: string };
  /** Bodies of the client webhooks received for the case, in arrival order. */
  hooksOf(caseId: string): Record<string, unknown>[];
  /** The user's billable count this month. */
  billable(): Promise<number>;
  /** The types of the case's timeline, read through the API. */
  timelineTypes(caseId: string): Promise<string[]>;
}

/** The stack's options, plus `user: false` for a file that creates its users itself (no user at start). */
export type UseStackOptions = Partial<StackOptions> & { user?: false };

export function useStack(opts: UseStackOptions = {}): StackInUse {
  const { user, ...stackOpts } = opts;
  const t: StackInUse = {
    s: undefined as unknown as Stack,
    user: { userId: '', apiKey: '' },
    hooksOf: (caseId) => t.s.webhooks.filter((w) => w.body.caseId === caseId).map((w) => w.body),
    billable: async () => (await readUsage(t.s.db, t.user.userId, monthKey(Date.now()))).billable,
    timelineTypes: async (caseId) => {
      const res = await t.s.api('GET', `/cases/${caseId}/events?limit=100`, undefined, t.user.apiKey);
      return res.body.data.events.map((e) => e.type);
    },
  };
  beforeAll(async () => {
    t.s = await startStack(stackOpts);
    if (user !== false) t.user = await t.s.createUser();
  });
  afterAll(async () => {
    await t.s?.close();
  });
  return t;
}
