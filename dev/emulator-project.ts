import { randomUUID } from 'node:crypto';
import { createFirestore, createPubSub } from '../shared/google-clients.js';

/**
 * A project of the caller's own on given emulators: projects are isolated on both, so each
 * test file (or benchmark) gets a clean store and its own topics. No vitest import here, so
 * benchmarks can use it outside the test runner; tests use emulator-env.ts.
 */
export function emulatorProject(prefix: string, hosts: { firestoreHost: string; pubsubHost: string }) {
  const projectId = `${prefix}-${randomUUID().slice(0, 8)}`;
  const { firestoreHost, pubsubHost } = hosts;
  return {
    projectId,
    firestoreHost,
    pubsubHost,
    firestore: () => createFirestore({ projectId, emulatorHost: firestoreHost }),
    pubsub: () => createPubSub({ projectId, emulatorHost: pubsubHost }),
    /** Environment for a service's loadConfig pointed at these emulators and this project. */
    env: (extra: Record<string, string> = {}): Record<string, string> => ({
      NODE_ENV: 'test',
      GOOGLE_CLOUD_PROJECT: projectId,
      FIRESTORE_EMULATOR_HOST: firestoreHost,
      PUBSUB_EMULATOR_HOST: pubsubHost,
      LOG_LEVEL: 'error',
      ...extra,
    }),
  };
}
