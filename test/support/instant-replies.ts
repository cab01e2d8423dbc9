import type { CaseRecord } from '../../shared/case-record.js';
import type { Stack } from './stack.js';

/**
 * Counterparties who answer at once, under load: N cases created C at a time, each answered the
 * instant its first email exists, in four ways (by case number modulo 4):
 *   early-reply   the sandbox delivers the reply before it even answers the send call (certain race);
 *   fast-reply    a watcher replies as soon as the email shows in the sandbox (a race, likely);
 *   early-bounce  the bounce is delivered before the send call is answered (certain race);
 *   fast-bounce   a watcher bounces the email as soon as it shows in the sandbox.
 * A case is lost if it does not end as the event says (reply → COMPLETED with the result, bounce
 * → FAILED BOUNCED) with exactly one webhook, or if the reply was read more or less than once.
 * Used by `npm run bench:instant-replies` (figures) and test/e2e/instant-replies-load.test.ts
 * (asserts none lost). Counts come from the services' own ops lines (written at any log level).
 */

export type InstantKind = 'early-reply' | 'fast-reply' | 'early-bounce' | 'fast-bounce';
const KINDS: InstantKind[] = ['early-reply', 'fast-reply', 'early-bounce', 'fast-bounce'];

export interface InstantCase {
  caseId: string;
  kind: InstantKind;
  /** Ended as the event said, one webhook, the reply read once. */
  ok: boolean;
  problem?: string;
  status?: string;
  resultStatus?: string | null;
  webhooks: number;
  inboundReads: number;
  /** ms from creating the case to its terminal status being seen. */
  ms: number;
}

export interface InstantRun {
  cases: InstantCase[];
  lost: number;
  seconds: number;
  /** Provider events the API parked (thread not yet known) and how they reached their case. */
  parked: number;
  releasedBySendCommit: number;
  releasedBySweep: number;
  /** Events routed by the thread index before the send's commit, sent back by the worker (5xx) to wait. */
  waitedForCommit: number;
}

const DELIVERY_DATE = '2027-08-08';

export async function runInstantReplies(
  stack: Stack,
  opts: { cases: number; concurrency: number; timeoutMs?: number },
): Promise<InstantRun> {
  const { apiKey } = await stack.createUser('BASE_PRO');
  const logsBefore = stack.logs.length;
  const t0 = performance.now();
  const results: InstantCase[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: opts.concurrency }, async () => {
      while (next < opts.cases) {
        const i = next++;
        results.push(await oneCase(stack, apiKey, i, KINDS[i % KINDS.length]!, opts.timeoutMs ?? 120_000));
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  // Webhooks settle after the case: count them (and reads) once every case is done.
  await new Promise((r) => setTimeout(r, 1000));
  const lines = stack.logs.slice(logsBefore);
  const count = (...parts: string[]) => lines.filter((l) => parts.every((p) => l.includes(p))).length;
  for (const r of results) {
    r.webhooks = stack.webhooks.filter((w) => w.body.caseId === r.caseId).length;
    r.inboundReads = count(r.caseId, '"opsEvent":"inbound_read"');
    const wantReads = r.kind.endsWith('reply') ? 1 : 0;
    if (r.ok && r.webhooks !== 1) Object.assign(r, { ok: false, problem: `${r.webhooks} webhooks` });
    if (r.ok && r.inboundReads !== wantReads)
      Object.assign(r, { ok: false, problem: `reply read ${r.inboundReads} times` });
  }
  return {
    cases: results,
    lost: results.filter((r) => !r.ok).length,
    seconds,
    parked: count('"providerEventOutcome":"parked"'),
    releasedBySendCommit: count('"releasedBy":"send_commit"'),
    releasedBySweep: count('"releasedBy":"sweep"'),
    waitedForCommit: count('first email not yet confirmed'),
  };
}

async function oneCase(
  stack: Stack,
  apiKey: string,
  i: number,
  kind: InstantKind,
  timeoutMs: number,
): Promise<InstantCase> {
  const address = `instant-${i}-${Math.random().toString(36).slice(2, 8)}@supplier.example.com`;
  const reply = `Hello,\n\ndeliveryDate: ${DELIVERY_DATE}\n\nBest`;
  if (kind === 'early-reply') await stack.mail.earlyEvent(address, 'reply', reply);
  if (kind === 'early-bounce') await stack.mail.earlyEvent(address, 'bounce');
  const started = performance.now();
  const caseId = await stack.createCase(apiKey, {
    counterparty: { address, name: 'Instant Answerer' },
    clientWebhookUrl: stack.webhookUrl,
    clientReferenceId: `instant-${i}`,
  });
  if (kind === 'fast-reply' || kind === 'fast-bounce') {
    // The counterparty's mail client: answers the moment the email is there.
    const deadline = Date.now() + timeoutMs;
    let first = (await stack.mail.sentTo(address))[0];
    while (!first) {
      if (Date.now() > deadline) return failed(caseId, kind, 'first email never sent', started);
      await new Promise((r) => setTimeout(r, 5));
      first = (await stack.mail.sentTo(address))[0];
    }
    if (kind === 'fast-reply') await stack.mail.reply({ threadId: first.thread_id, text: reply });
    else await stack.mail.failDelivery(first.message_id, 'bounce');
  }
  const wanted = kind.endsWith('reply')
    ? (c: CaseRecord) =>
        c.status === 'COMPLETED' && (c.result as { deliveryDate?: string } | null)?.deliveryDate === DELIVERY_DATE
    : (c: CaseRecord) => c.status === 'FAILED' && c.resultStatus === 'BOUNCED';
  try {
    const c = await stack.waitForCase(caseId, (x) => wanted(x) && x.outbox.length === 0, timeoutMs);
    return {
      caseId,
      kind,
      ok: true,
      status: c.status,
      resultStatus: c.resultStatus,
      webhooks: 0,
      inboundReads: 0,
      ms: performance.now() - started,
    };
  } catch {
    const c = await stack.readCase(caseId).catch(() => undefined);
    return {
      ...failed(caseId, kind, `ended ${c?.status ?? '?'} ${c?.resultStatus ?? ''}`.trim(), started),
      ...(c ? { status: c.status, resultStatus: c.resultStatus } : {}),
    };
  }
}

const failed = (caseId: string, kind: InstantKind, problem: string, started: number): InstantCase => ({
  caseId,
  kind,
  ok: false,
  problem,
  webhooks: 0,
  inboundReads: 0,
  ms: performance.now() - started,
});

/** The run as printed lines (the benchmark's output, the test's log). */
export function instantRunLines(run: InstantRun, concurrency: number): string[] {
  const by = (kind: InstantKind) => run.cases.filter((c) => c.kind === kind);
  const ms = run.cases.map((c) => c.ms).sort((a, b) => a - b);
  const pct = (p: number) => Math.round(ms[Math.min(ms.length - 1, Math.floor(p * ms.length))] ?? 0);
  return [
    `instant-replies: ${run.cases.length} cases, ${concurrency} at a time, each answered the instant its first email exists`,
    ...KINDS.map((k) => `  ${k.padEnd(13)} ${by(k).length} cases, ${by(k).filter((c) => !c.ok).length} lost`),
    `  provider events parked (thread not yet recorded)   ${run.parked}`,
    `    released by the send's commit                    ${run.releasedBySendCommit}`,
    `    released by the sweeper                          ${run.releasedBySweep}`,
    `  events that waited for the send's commit (5xx)     ${run.waitedForCommit}`,
    `  create → terminal   p50 ${pct(0.5)} ms, p95 ${pct(0.95)} ms, max ${pct(1)} ms (${run.seconds.toFixed(1)} s in all)`,
    ...run.cases.filter((c) => !c.ok).map((c) => `  LOST ${c.caseId} (${c.kind}): ${c.problem}`),
    `  lost events: ${run.lost}`,
  ];
}
