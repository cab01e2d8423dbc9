import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { startApiServer } from '../services/api/server.js';
import { loadConfig } from '../shared/config.js';
import { createFirestore, createPubSub } from '../shared/google-clients.js';
import { createLogger } from '../shared/logger.js';
import { createPubSubCaseEventPublisher } from '../shared/pubsub-case-event-publisher.js';
import { createBareApp } from './bare-app.js';
import { serveBenchRequests } from './bench-servers-ipc.js';

/**
 * Child process of `npm run bench:api`, one per app: `bench-servers.ts ours` serves the real API
 * (services/api/server.ts, which builds createApp), `bench-servers.ts bare` the bare baseline, on
 * a free 127.0.0.1 port, from the environment the parent sets (emulator hosts, project, throttles
 * off). Reports its URL over IPC and stops on SIGTERM. A process per app, started the same way:
 * each app has its own heap, garbage collector and JIT, so neither pays for the other's garbage
 * or warm-up (when both shared one process, a collection of the shared heap fell on whichever app
 * was running), and the load generator does not share their event loop.
 */

const which = process.argv[2];
if (which !== 'ours' && which !== 'bare') throw new Error(`bench-servers.ts: ours or bare, not ${which}`);

const config = loadConfig(process.env);

let url: string;
let close: () => Promise<unknown>;
if (which === 'ours') {
  const logger = createLogger({ level: config.logLevel, base: { service: 'api' } });
  const ours = await startApiServer(config, logger, { host: '127.0.0.1', port: 0 });
  ({ url } = ours);
  close = () => ours.close();
} else {
  const db = createFirestore({ projectId: config.projectId, emulatorHost: config.firestoreEmulatorHost });
  const pubsub = createPubSub({ projectId: config.projectId, emulatorHost: config.pubsubEmulatorHost });
  const bareApp = createBareApp({
    db,
    publisher: createPubSubCaseEventPublisher(pubsub, config.caseEventsTopic),
    now: Date.now,
    newId: randomUUID,
  });
  const bare = bareApp.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    bare.once('listening', resolve);
    bare.once('error', reject);
  });
  url = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;
  close = async () => {
    // Let in-flight requests finish before the clients they use are closed.
    const closed = new Promise<void>((resolve) => bare.close(() => resolve()));
    bare.closeIdleConnections();
    await closed;
    await Promise.allSettled([db.terminate(), pubsub.close()]);
  };
}

process.send?.({ url });

serveBenchRequests(); // CPU time, GC and profiles per phase, for the parent (bench-servers-ipc.ts)

let stopping = false;
/**
 * When a load phase ends, autocannon drops its connections with requests still in flight: their
 * handlers go on and, once the clients are terminated below, fail with "The client has already
 * been terminated", a rejection that can surface outside the request. During shutdown that is
 * expected and not worth a stack trace; anything else, or anything before SIGTERM, still fails.
 */
process.on('unhandledRejection', (reason) => {
  if (stopping && reason instanceof Error && /client has already been terminated/i.test(reason.message)) return;
  throw reason;
});

process.once('SIGTERM', () => {
  stopping = true;
  void close().then(
    () => process.exit(0),
    () => process.exit(0),
  );
});
