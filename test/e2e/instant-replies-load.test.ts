import { describe, expect, it } from 'vitest';
import { instantRunLines, runInstantReplies } from '../support/instant-replies.js';
import { useStack } from '../support/use-stack.js';

/**
 * Under load, no counterparty mail is lost: 32 cases, 16 at a time, each answered (reply or
 * bounce) the instant its first email exists, half of them before the provider even answers the
 * send call (test/support/instant-replies.ts). Every case must end as its event says, with one
 * webhook and its reply read once. The figures are printed, not asserted (no timing here).
 */

const t = useStack({ user: false });

describe('instant replies under load', () => {
  it('loses no reply and no bounce: 0 lost events', { timeout: 300_000 }, async () => {
    const run = await runInstantReplies(t.s, { cases: 32, concurrency: 16 });
    process.stdout.write(instantRunLines(run, 16).join('\n') + '\n');
    expect(run.cases.filter((c) => !c.ok).map((c) => `${c.kind}: ${c.problem}`)).toEqual([]);
    expect(run.lost).toBe(0);
    // The certain races did happen: every early event was parked before its send was recorded.
    expect(run.parked).toBeGreaterThanOrEqual(16);
    expect(run.releasedBySendCommit + run.releasedBySweep).toBeGreaterThanOrEqual(16);
  });
});
