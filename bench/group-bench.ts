import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { startFirestoreEmulator, startPubSubEmulator } from '../dev/emulators.js';
import { watchLaunchers } from '../dev/parent-watch.js';
import { CASES } from '../shared/case-firestore-converter.js';
import { USAGE, monthKey, usageDocId } from '../shared/usage.js';
import { startStack } from '../test/support/stack.js';

/**
 * `npm run bench:groups`: a case group of 1,000 counterparties through the whole local stack
 * (API, Pub/Sub push, worker, tasks emulator, mail sandbox, offline brain), once per
 * maxConcurrent (10 and 50 by default). Prints the time POST /case-groups takes, the Firestore
 * writes per member (creation alone, and until the first email is out, counted in the client
 * library), and the time until every member's first email is out (no member CREATED any more).
 *   npm run bench:groups -- --size 1000 --concurrent 10,50
 * The emulators are local and the machine is shared: compare runs, not absolute numbers.
 */

process.env.METADATA_SERVER_DETECTION ??= 'none';

const { values: args } = parseArgs({
  options: { size: { type: 'string', default: '1000' }, concurrent: { type: 'string', default: '10,50' } },
});
const SIZE = Math.max(1, Math.min(1000, Number(args.size) || 1000));
const LEVELS = String(args.concurrent)
  .split(',')
  .map((x) => Math.max(1, Math.min(100, Number(x) || 10)));

const counts = { writes: 0 };
const require = createRequire(import.meta.url);
const { WriteBatch } = require('@google-cloud/firestore') as Record<string, { prototype: object }>;
const batchProto = WriteBatch!.prototype as Record<
  string,
  (this: { _ops: unknown[] }, ...a: unknown[]) => Promise<unknown>
>;
const commit = batchProto._commit!;
batchProto._commit = async function (this: { _ops: unknown[] }, ...a: unknown[]) {
  const r = await commit.apply(this, a);
  counts.writes += this._ops.length;
  return r;
};

async function main() {
  watchLaunchers(() => process.exit(130));
  const [fs, ps] = await Promise.all([startFirestoreEmulator(), startPubSubEmulator()]);
  const stack = await startStack({ emulators: { firestoreHost: fs.host, pubsubHost: ps.host } });
  const lines = [`group bench: ${SIZE} counterparties per group, offline brain, local emulators`];
  try {
    const { userId, apiKey } = await stack.createUser('BASE_PRO');
    // The plan caps a month at 500 cases: the bench starts this user's month 2,000 below zero.
    await stack.db
      .collection(USAGE)
      .doc(usageDocId(userId, monthKey(Date.now())))
      .set({ userId, month: monthKey(Date.now()), created: -2000, billable: -2000 });
    // Warm up (connections, JIT, the sandbox inbox) with a small group outside the figures.
    await run(stack, apiKey, 5, 5);
    for (const level of LEVELS) {
      const r = await run(stack, apiKey, SIZE, level);
      lines.push(
        `  maxConcurrent ${String(level).padStart(3)}: create ${r.createMs} ms (${r.createWrites} writes, ${(r.createWrites / SIZE).toFixed(2)} per member); ` +
          `every first email out after ${(r.allOutMs / 1000).toFixed(1)} s (${(SIZE / (r.allOutMs / 1000)).toFixed(1)} members/s); ` +
          `${(r.writesUntilOut / SIZE).toFixed(1)} writes per member until then`,
      );
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await stack.close();
    await Promise.allSettled([fs.stop(), ps.stop()]);
  }
}

async function run(stack: Awaited<ReturnType<typeof startStack>>, apiKey: string, size: number, maxConcurrent: number) {
  const tag = Math.random().toString(36).slice(2, 8);
  const body = {
    channel: 'EMAIL',
    goal: { objective: 'Quote for 200 units of part A-17, delivered to Berlin' },
    senderPersona: { name: 'Alex Buyer', company: 'Acme' },
    resultSchema: { type: 'object', properties: { price: { type: 'number' } }, required: ['price'] },
    counterparties: Array.from({ length: size }, (_, i) => ({
      address: `sales-${tag}-${i}@supplier-${i}.example.com`,
      name: `Supplier ${i}`,
      clientReferenceId: `s-${i}`,
    })),
    maxConcurrent,
    compareBy: { field: 'price', order: 'min' },
  };
  const writes0 = counts.writes;
  const t0 = performance.now();
  const res = await stack.api('POST', '/case-groups', body, apiKey);
  const createMs = Math.round(performance.now() - t0);
  if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
  const createWrites = counts.writes - writes0;
  const groupId = res.body.data.groupId as string;
  const unstarted = stack.db.collection(CASES).where('groupId', '==', groupId).where('status', '==', 'CREATED');
  const giveUp = Date.now() + 30 * 60_000;
  for (;;) {
    const left = (await unstarted.count().get()).data().count;
    if (left === 0) break;
    if (Date.now() > giveUp) throw new Error(`${left} members never started`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const allOutMs = Math.round(performance.now() - t0);
  return { createMs, createWrites, allOutMs, writesUntilOut: counts.writes - writes0 };
}

await main();
