import { Firestore } from '@google-cloud/firestore';
import { PubSub } from '@google-cloud/pubsub';

/**
 * Client factories. Against an emulator the clients must not probe the GCE metadata server
 * (there is none here): `universeDomain` stops the probe, and Pub/Sub also needs `emulatorMode`.
 */

export function createFirestore(opts: { projectId: string; emulatorHost?: string | undefined }): Firestore {
  return new Firestore({
    projectId: opts.projectId,
    ignoreUndefinedProperties: true,
    ...(opts.emulatorHost
      ? {
          host: opts.emulatorHost,
          ssl: false,
          customHeaders: { Authorization: 'Bearer owner' },
          universeDomain: 'googleapis.com',
        }
      : {}),
  });
}

export function createPubSub(opts: { projectId: string; emulatorHost?: string | undefined }): PubSub {
  if (!opts.emulatorHost) return new PubSub({ projectId: opts.projectId });
  return new PubSub({
    projectId: opts.projectId,
    // host:port in one string: the client splits it and switches to insecure credentials.
    apiEndpoint: opts.emulatorHost,
    emulatorMode: true,
    universeDomain: 'googleapis.com',
  });
}
