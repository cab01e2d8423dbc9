import { parseArgs } from 'node:util';
import { startFirestoreEmulator, startPubSubEmulator } from '../dev/emulators.js';
import { watchLaunchers } from '../dev/parent-watch.js';
import { instantRunLines, runInstantReplies } from '../test/support/instant-replies.js';
import { startStack } from '../test/support/stack.js';

/**
 * `npm run bench:instant-replies`: counterparties who answer the instant the first email exists,
 * under load, through the whole local stack (test/support/instant-replies.ts): a quarter of the
 * replies and bounces are delivered before the provider even answers the send call, a quarter
 * as soon as the email shows. Prints how many provider events had to be parked and how they
 * reached their case, latencies, and the number of lost events (which must be 0).
 *   npm run bench:instant-replies -- --cases 40 --concurrency 20
 * Exit code 1 when any event was lost. The machine is shared: compare runs, not absolute numbers.
 */

process.env.METADATA_SERVER_DETECTION ??= 'none';

const { values: args } = parseArgs({
  options: { cases: { type: 'string', default: '40' }, concurrency: { type: 'string', default: '20' } },
});
const N = Math.max(1, Math.min(500, Number(args.cases) || 40));
const C = Math.max(1, Math.min(100, Number(args.concurrency) || 20));

async function main(): Promise<number> {
  watchLaunchers(() => process.exit(130));
  const [fs, ps] = await Promise.all([startFirestoreEmulator(), startPubSubEmulator()]);
  const stack = await startStack({ emulators: { firestoreHost: fs.host, pubsubHost: ps.host } });
  try {
    const run = await runInstantReplies(stack, { cases: N, concurrency: C });
    process.stdout.write(instantRunLines(run, C).join('\n') + '\n');
    return run.lost === 0 ? 0 : 1;
  } finally {
    await stack.close();
    await Promise.allSettled([fs.stop(), ps.stop()]);
  }
}

process.exitCode = await main();
