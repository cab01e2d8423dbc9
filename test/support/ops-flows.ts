import { startGeminiStub } from '../../dev/gemini-stub.js';
import { freePort } from '../../dev/free-port.js';
import { createBrain } from '../../services/worker/brain/brain-factory.js';
import type { CaseRecord } from '../../shared/case-record.js';
import { loadConfig } from '../../shared/config.js';
import { createLogger } from '../../shared/logger.js';
import { USAGE, monthKey, usageDocId, PLAN_CAPS } from '../../shared/usage.js';
import { standardCaseBody, startStack } from './stack.js';

/**
 * Runs the services' real code paths that write each ops line (shared/ops-events.ts) and returns
 * every log line they wrote, as written to stdout. The lines are the ones infra/log-metrics.ts
 * must count: the metric tests evaluate the deployed filters against them, so a filter, a field
 * or an event that drifts apart fails there. No line is written by hand.
 *
 *   the whole stack (API, worker, Pub/Sub, Firestore, tasks emulator, mail sandbox):
 *     a case completed with a result (case created, brain calls, email sent, reply read,
 *     case finished, webhook delivered); a send the provider fails once with 503 (provider
 *     error); a case the counterparty refuses whose webhook endpoint is down (case failed,
 *     webhook failed); a send whose completion never gets recorded, found by the sweeper
 *     (sweep re-drive); a reply delivered before the send call returned (provider event parked,
 *     then released); mail on a new thread (parked, then unrouted by the sweep); a redelivered
 *     CASE_CREATED after the crash (worker event unacted); a SANDBOX user at the monthly cap (usage limit); two reads with a
 *     throttle of one (throttle refusal);
 *   the Gemini brain against the local Gemini stub answering 503 (brain failure).
 */

export interface OpsFlowResult {
  /** JSON lines, each with the `service` field its service's logger sets (api | worker). */
  lines: string[];
}

const RESULT_REPLY = 'Hello Alex,\n\ndeliveryDate: 2026-12-01\n\nBest, Dana';

export async function runOpsFlows(): Promise<OpsFlowResult> {
  let holdNext = false;
  let held: string | null = null;
  const seen = new Set<string>();
  const stack = await startStack({
    logLevel: 'info',
    env: { SWEEP_THRESHOLD_MS: '1', THROTTLE_OTHER_PER_WINDOW: '1', PARKED_EVENT_UNROUTED_AFTER_MS: '1' },
    // Holds the first send of the next new case: accepted by the provider, never recorded.
    faults: (point, { caseId }) => {
      if (!seen.has(caseId)) {
        seen.add(caseId);
        if (holdNext) held = caseId;
        holdNext = false;
      }
      if (point === 'after-send' && caseId === held) throw new Error('held after send (ops flows)');
    },
  });
  try {
    const settled = (status: CaseRecord['status']) => (c: CaseRecord) => c.status === status && c.outbox.length === 0;
    const until = async (what: string, check: () => boolean) => {
      for (const deadline = Date.now() + 15_000; !check(); ) {
        if (Date.now() > deadline) throw new Error(`ops flows: timed out waiting for ${what}`);
        await new Promise((r) => setTimeout(r, 40));
      }
    };
    const logged = (text: string) => () => stack.logs.some((l) => l.includes(text));

    // 1. Completed with a result, webhook delivered.
    const { apiKey } = await stack.createUser();
    const completed = await stack.createCase(apiKey, { clientWebhookUrl: stack.webhookUrl });
    const running = await stack.waitForCase(completed, settled('RUNNING'));
    await stack.mail.reply({ threadId: running.threadId!, text: RESULT_REPLY });
    await stack.waitForCase(completed, settled('COMPLETED'));
    await until('the completed webhook', () => stack.webhooks.length > 0);

    // 2. The provider fails one send with 503; the queue delivers again and it goes out.
    await stack.mail.injectFault({ status: 503, count: 1, op: 'send' });
    await stack.waitForCase(await stack.createCase(apiKey), settled('RUNNING'));

    // 3. Refused by the counterparty; the client's webhook endpoint refuses connections.
    const closedPort = await freePort();
    const refused = await stack.createCase(apiKey, { clientWebhookUrl: `http://127.0.0.1:${closedPort}/hooks` });
    const refusedRunning = await stack.waitForCase(refused, settled('RUNNING'));
    await stack.mail.reply({ threadId: refusedRunning.threadId!, text: 'Thanks, but we are not interested.' });
    await stack.waitForCase(refused, settled('FAILED'));
    await until('the failed webhook', logged('"webhookOutcome":"failed"'));

    // 3b. A reply delivered before the send call returns (parked, then released by the send's
    // commit), and mail on a new thread to our inbox (parked; unrouted by the sweep below).
    const early = `early-${Date.now()}@supplier.example.com`;
    await stack.mail.earlyEvent(early, 'reply', RESULT_REPLY);
    const earlyCase = await stack.createCase(apiKey, { counterparty: { address: early, name: 'Early Bird' } });
    await stack.waitForCase(earlyCase, settled('COMPLETED'));
    await stack.mail.inbound({ inboxId: running.inboxId!, from: 'stranger@elsewhere.example', text: 'Hello?' });
    await until('the parked stranger', logged('"providerEventOutcome":"parked"'));

    // 4. A send accepted but never recorded (a crash): the sweeper finds the pending entry.
    holdNext = true;
    const stuck = await stack.createCase(apiKey);
    await stack.waitForCase(
      stuck,
      (c) => c.outbox.some((o) => o.state === 'pending' && o.effect.type === 'SEND_EMAIL') && held === stuck,
    );
    await until('the held send', () => stack.logs.some((l) => l.includes('held after send')));
    await stack.worker.sweeper.sweep();
    held = null; // the next delivery (or sweep) completes it
    await stack.waitForCase(stuck, settled('RUNNING'));

    // 5. A SANDBOX user at its monthly cap.
    const capped = await stack.createUser('SANDBOX');
    await stack.db
      .collection(USAGE)
      .doc(usageDocId(capped.userId, monthKey(Date.now())))
      .set(
        { userId: capped.userId, month: monthKey(Date.now()), created: PLAN_CAPS.SANDBOX, billable: 0 },
        { merge: true },
      );
    const refusedCreate = await stack.api('POST', '/cases', standardCaseBody(), capped.apiKey);
    if (refusedCreate.status !== 429)
      throw new Error(`ops flows: expected 429 at the cap, got ${refusedCreate.status}`);

    // 6. Reads over a throttle of one per window.
    const statuses = [];
    for (let i = 0; i < 2; i++)
      statuses.push((await stack.api('GET', `/cases/${completed}`, undefined, apiKey)).status);
    if (statuses[1] !== 429) throw new Error(`ops flows: expected a throttled read, got ${statuses.join(', ')}`);
  } finally {
    await stack.close();
  }

  // 7. The Gemini brain, as the worker builds it, while Gemini answers 503.
  const lines = [...stack.logs];
  const stub = await startGeminiStub({ apiKey: 'gemini-test-key' });
  try {
    const config = loadConfig({
      BRAIN: 'gemini',
      GEMINI_API_KEY: 'gemini-test-key',
      GEMINI_BASE_URL: stub.baseUrl,
      GEMINI_MAX_RETRIES: '0',
    });
    const brain = createBrain(
      config.brain,
      createLogger({ level: 'info', base: { service: 'worker' }, write: (l) => lines.push(l) }),
    );
    stub.enqueue({ status: 503 });
    const failed = await brain
      .draftInitial({
        caseId: 'ops-flow-case',
        goal: { objective: 'Confirm the delivery date of order 1042' },
        counterparty: { address: 'dana@supplier.example.com', name: 'Dana Supplier' },
        senderPersona: { name: 'Alex Buyer', role: 'Procurement', company: 'Acme' },
        attemptCount: 0,
        maxAttempts: 3,
      })
      .then(
        () => false,
        () => true,
      );
    if (!failed) throw new Error('ops flows: the brain call was expected to fail');
  } finally {
    await stub.close();
  }
  return { lines };
}
