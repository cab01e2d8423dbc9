import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { createFirestore, createPubSub } from '../../shared/google-clients.js';

/**
 * The emulators of this test run, and a project id of the caller's own: projects are isolated
 * on both emulators, so each test file (or test) gets a clean store and its own topics.
 */
export function emulatorEnv(prefix = 'test') {
  const projectId = `${prefix}-${randomUUID().slice(0, 8)}`;
  const firestoreHost = inject('firestoreHost');
  const pubsubHost = inject('pubsubHost');
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
