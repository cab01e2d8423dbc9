import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Firestore } from '@google-cloud/firestore';
import { createApp } from '../services/api/app.js';
import { hashApiKey } from '../shared/api-keys.js';
import { CASES, caseConverter } from '../shared/case-firestore-converter.js';
import { caseEventSchema, type CaseEventPublisher } from '../shared/case-events.js';
import { loadConfig } from '../shared/config.js';
import { createLogger } from '../shared/logger.js';
import { newCaseRecord } from '../shared/new-case-record.js';
import { createBareApp } from './bare-app.js';
import { BENCH_CASE_BODY } from './bench-seed.js';
import { serveBenchRequests } from './bench-servers-ipc.js';
import { standInFirestore } from './stand-in-firestore.js';

/**
 * Child process of `npm run bench:api-overhead`: the real API (createApp) and the bare baseline,
 * each on its own in-memory stand-in for Firestore (stand-in-firestore.ts) and a publisher that
 * validates and serialises the event as the real one does, without sending it. Seeds USERS users
 * with keys and CASES_SEEDED cases of the first, reports URLs, keys and case ids over IPC, and
 * answers the parent's CPU and profile requests (bench-servers-ipc.ts).
 */

const USERS = 1000;
const CASES_SEEDED = 100;
const delayMs = Number(process.env.STAND_IN_DELAY_MS ?? 2);

async function seed(db: Firestore): Promise<{ keys: string[]; ids: string[] }> {
  const batch = db.batch();
  const keys = Array.from({ length: USERS }, (_, i) => `ecs_bench_${i}`);
  keys.forEach((key, i) => {
    batch.create(db.collection('apiKeys').doc(hashApiKey(key)), { userId: `u${i}`, active: true, createdAt: 0 });
    batch.create(db.collection('users').doc(`u${i}`), {
      userId: `u${i}`,
      plan: 'BASE_PRO',
      active: true,
      createdAt: 0,
    });
  });
  const ids = Array.from({ length: CASES_SEEDED }, () => {
    const record = newCaseRecord(BENCH_CASE_BODY, randomUUID(), 'u0', Date.now());
    batch.create(db.collection(CASES).withConverter(caseConverter).doc(record.caseId), record);
    return record.caseId;
  });
  await batch.commit();
  return { keys, ids };
}

const config = loadConfig({
  ...process.env,
  GOOGLE_CLOUD_PROJECT: 'bench-overhead',
  NODE_ENV: 'production',
  LOG_LEVEL: 'info',
  THROTTLE_CREATE_PER_WINDOW: '1000000000',
  THROTTLE_OTHER_PER_WINDOW: '1000000000',
});
const logger = createLogger({ level: config.logLevel, base: { service: 'api' } });
const publisher: CaseEventPublisher = {
  publish: async (event) => {
    Buffer.from(JSON.stringify(caseEventSchema.parse(event)));
    return '1';
  },
};
const [oursDb, bareDb] = [standInFirestore(delayMs), standInFirestore(delayMs)];
const [oursSeed, bareSeed] = [await seed(oursDb), await seed(bareDb)];
const deps = { publisher, now: Date.now, newId: randomUUID };
const servers = [
  createApp({ ...deps, config, logger, db: oursDb, emailProvider: null }).listen(0, '127.0.0.1'),
  createBareApp({ ...deps, db: bareDb }).listen(0, '127.0.0.1'),
];
await Promise.all(servers.map((s) => new Promise((resolve) => s.once('listening', resolve))));
const [ours, bare] = servers.map((s) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`);
serveBenchRequests();
process.send?.({ ours, bare, keys: oursSeed.keys, ids: { ours: oursSeed.ids, bare: bareSeed.ids } });
process.once('SIGTERM', () => process.exit(0));
