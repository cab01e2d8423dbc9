import type { TestProject } from 'vitest/node';
import { startFirestoreEmulator, startPubSubEmulator, type RunningEmulator } from '../../dev/emulators.js';
import { watchLaunchers } from '../../dev/parent-watch.js';

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreHost: string;
    pubsubHost: string;
  }
}

/**
 * One Firestore and one Pub/Sub emulator for the whole run, on free ports. Test files isolate
 * themselves by project id (see emulator-env.ts). Hosts already in the environment are reused.
 * Nothing outlives the run: the emulators die with this process (dev/watchdog.ts), and this
 * process stops when whoever launched it is gone (`npm test` is npm → sh → tsx → node
 * test/run-tests.ts → npm exec → sh → vitest: a kill -9 of any of them ends the run).
 */

/** Ancestors watched: enough to reach `npm test`'s npm from vitest. */
const LAUNCHER_DEPTH = 6;
export default async function setup(project: TestProject) {
  const started: RunningEmulator[] = [];
  // Watched from the start: a launcher killed while the emulators start must end the run too.
  const unwatch = watchLaunchers((pid) => {
    process.stderr.write(`\ntest run: launcher ${pid} is gone; stopping the emulators and exiting\n`);
    void Promise.allSettled(started.map((e) => e.stop())).then(() => process.exit(130));
  }, LAUNCHER_DEPTH);
  let firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
  let pubsubHost = process.env.PUBSUB_EMULATOR_HOST;
  const [fs, ps] = await Promise.all([
    firestoreHost ? undefined : startFirestoreEmulator(),
    pubsubHost ? undefined : startPubSubEmulator(),
  ]);
  if (fs) {
    started.push(fs);
    firestoreHost = fs.host;
  }
  if (ps) {
    started.push(ps);
    pubsubHost = ps.host;
  }
  project.provide('firestoreHost', firestoreHost!);
  project.provide('pubsubHost', pubsubHost!);
  return async () => {
    unwatch();
    await Promise.all(started.map((e) => e.stop()));
  };
}
