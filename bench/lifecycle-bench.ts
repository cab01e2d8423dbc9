import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { Topic } from '@google-cloud/pubsub';
import { startFirestoreEmulator, startPubSubEmulator } from '../dev/emulators.js';
import { watchLaunchers } from '../dev/parent-watch.js';
import type { Brain } from '../services/worker/brain/brain.js';
import { createOfflineBrain } from '../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../services/worker/brain/result-schema.js';
import { startStack } from '../test/support/stack.js';

/**
 * `npm run bench:lifecycle`: N standard lifecycles (create → first email → reply with the result
 * → COMPLETED → case.completed webhook) through the whole local stack (API, Pub/Sub push, worker,
 * tasks emulator, mail sandbox, offline brain), C at a time. Prints, per case, the Firestore
 * document reads and writes (API and worker together, counted in the client library), Pub/Sub
 * messages published, Cloud Tasks created, brain calls; and cases per second end to end.
 *   npm run bench:lifecycle -- --cases 100 --concurrency 20
 * The emulators are local and the machine is shared: compare runs, not absolute numbers.
 */

process.env.METADATA_SERVER_DETECTION ??= 'none';

const { values: args } = parseArgs({
  options: { cases: { type: 'string', default: '50' }, concurrency: { type: 'string', default: '10' } },
});
const N = Math.max(1, Math.min(2000, Number(args.cases) || 50));
const C = Math.max(1, Math.min(100, Number(args.concurrency) || 10));

// --- counters, installed on the client libraries' prototypes (this process only) -----------
const counts = { reads: 0, writes: 0, published: 0, brain: 0 };
const require = createRequire(import.meta.url);
// CommonJS exports of the same module instance the services use (some are not ESM-visible).
const firestoreDir = require.resolve('@google-cloud/firestore').replace(/index\.js$/, '');
const { Query, WriteBatch } = require('@google-cloud/firestore') as Record<string, { prototype: object }>;
const { AggregateQuery } = require(`${firestoreDir}reference/aggregate-query.js`) as Record<
  string,
  { prototype: object }
>;
// The batch reader behind every document get (also in transactions); not exported, so by path.
const { DocumentReader } = require(`${firestoreDir}document-reader.js`) as {
  DocumentReader: { prototype: { _get: (...a: unknown[]) => Promise<unknown> } };
};
/** Replaces `proto[name]` (an async method) with one that counts after each call; Self and Result are what `count` reads. */
const wrap = <Self, Result>(proto: object, name: string, count: (self: Self, result: Result) => void) => {
  const methods = proto as Record<string, (this: Self, ...a: unknown[]) => Promise<Result>>;
  const original = methods[name]!;
  methods[name] = async function (this: Self, ...a: unknown[]) {
    const result = await original.apply(this, a);
    count(this, result);
    return result;
  };
};
// A missing document costs a read too; a query costs its results (at least one).
wrap<{ allDocuments: Iterable<unknown> }, unknown>(
  DocumentReader.prototype,
  '_get',
  (self) => (counts.reads += [...self.allDocuments].length),
);
wrap<unknown, { result: { size: number } }>(
  Query!.prototype,
  '_get',
  (_s, r) => (counts.reads += Math.max(1, r.result.size)),
);
wrap(AggregateQuery!.prototype, '_get', () => (counts.reads += 1));
wrap<{ _ops: unknown[] }, unknown>(WriteBatch!.prototype, '_commit', (self) => (counts.writes += self._ops.length));
wrap(Topic.prototype, 'publishMessage', () => (counts.published += 1));

function countingBrain(brain: Brain): Brain {
  const counted =
    <A extends unknown[], R>(fn: (...a: A) => Promise<R>) =>
    (...a: A) => {
      counts.brain++;
      return fn(...a);
    };
  return {
    draftInitial: counted(brain.draftInitial),
    draftFollowUp: counted(brain.draftFollowUp),
    evaluateReply: counted(brain.evaluateReply),
    draftReplyWithInput: counted(brain.draftReplyWithInput),
  };
}

async function main() {
  // `npm run bench:lifecycle` killed (its npm or tsx): exit too; the emulators' watchdogs follow.
  watchLaunchers(() => process.exit(130));
  const [fs, ps] = await Promise.all([startFirestoreEmulator(), startPubSubEmulator()]);
  const stack = await startStack({
    emulators: { firestoreHost: fs.host, pubsubHost: ps.host },
    brain: countingBrain(createOfflineBrain({ validator: createResultSchemaValidator() })),
  });
  try {
    const { apiKey } = await stack.createUser('BASE_PRO');
    // Warm up (JIT, connections, the sandbox inbox) with one lifecycle outside the figures.
    await lifecycle(stack, apiKey, -1);
    const before = { ...counts };
    const harnessBefore = stack.harnessReads();
    const tasksBefore = stack.tasks.counters().created;
    const hooksBefore = stack.webhooks.length;
    const latencies: number[] = [];
    const t0 = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: C }, async () => {
        while (next < N) {
          const i = next++;
          const started = performance.now();
          await lifecycle(stack, apiKey, i);
          latencies.push(performance.now() - started);
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    counts.reads -= stack.harnessReads() - harnessBefore; // the bench's own polling is not the service's cost
    const per = (k: keyof typeof counts) => ((counts[k] - before[k]) / N).toFixed(1);
    latencies.sort((a, b) => a - b);
    const pct = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!);
    const lines = [
      `lifecycle bench: ${N} cases, ${C} at a time, offline brain, local emulators`,
      `  end to end            ${(N / seconds).toFixed(2)} cases/s (${seconds.toFixed(1)} s)`,
      `  lifecycle latency     p50 ${pct(0.5)} ms, p95 ${pct(0.95)} ms, max ${pct(1)} ms`,
      `  per case:`,
      `    Firestore reads     ${per('reads')}`,
      `    Firestore writes    ${per('writes')}`,
      `    Pub/Sub messages    ${per('published')}`,
      `    Cloud Tasks         ${((stack.tasks.counters().created - tasksBefore) / N).toFixed(1)}`,
      `    brain calls         ${per('brain')}`,
      `    webhooks received   ${((stack.webhooks.length - hooksBefore) / N).toFixed(1)}`,
    ];
    process.stdout.write(lines.join('\n') + '\n');
  } finally {
    await stack.close();
    await Promise.allSettled([fs.stop(), ps.stop()]);
  }
}

async function lifecycle(stack: Awaited<ReturnType<typeof startStack>>, apiKey: string, i: number) {
  const caseId = await stack.createCase(apiKey, {
    clientWebhookUrl: stack.webhookUrl,
    clientReferenceId: `bench-${i}`,
  });
  const c = await stack.waitForCase(caseId, (x) => x.status === 'RUNNING' && x.outbox.length === 0, 120_000);
  await stack.mail.reply({ threadId: c.threadId!, text: 'deliveryDate: 2027-06-01' });
  await stack.waitForCase(caseId, (x) => x.status === 'COMPLETED' && x.outbox.length === 0, 120_000);
  const deadline = Date.now() + 30_000;
  while (!stack.webhooks.some((w) => w.body.caseId === caseId)) {
    if (Date.now() > deadline) throw new Error(`no webhook for ${caseId}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

await main();
