import type { TestProject } from 'vitest/node';
import { startFirestoreEmulator, startPubSubEmulator, type RunningEmulator } from '../../dev/emulators.js';

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreHost: string;
    pubsubHost: string;
  }
}

/**
 * One Firestore and one Pub/Sub emulator for the whole run, on free ports. Test files isolate
 * themselves by project id (see emulator-env.ts). Hosts already in the environment are reused.
 */
export default async function setup(project: TestProject) {
  const started: RunningEmulator[] = [];
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
    await Promise.all(started.map((e) => e.stop()));
  };
}
