import { describe, expect, it } from 'vitest';
import { API_KEYS, USERS, generateApiKey, hashApiKey } from '../../shared/api-keys.js';
import { loadConfig } from '../../shared/config.js';
import { createLogger } from '../../shared/logger.js';
import { startApiServer } from '../../services/api/server.js';
import { validCaseBody } from '../support/api-harness.js';
import { emulatorEnv } from '../support/emulator-env.js';

/** startApiServer (used by main.ts and dev/start.ts) builds its own clients from config and serves. */
describe('startApiServer', () => {
  it('serves the API from config on a free port and closes cleanly', async () => {
    const emu = emulatorEnv('apisrv');
    const config = loadConfig(emu.env({ PORT: '0' }));
    const admin = emu.firestore();
    const pubsub = emu.pubsub();
    await pubsub.createTopic(config.caseEventsTopic);
    const apiKey = generateApiKey();
    await admin.collection(USERS).doc('u1').set({ userId: 'u1', plan: 'SANDBOX', active: true, createdAt: 1 });
    await admin
      .collection(API_KEYS)
      .doc(hashApiKey(apiKey))
      .set({ userId: 'u1', active: true, createdAt: 1, label: 't' });

    const lines: string[] = [];
    const server = await startApiServer(config, createLogger({ write: (l) => lines.push(l) }), { port: 0 });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const res = await fetch(`${server.url}/cases`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
        body: JSON.stringify(validCaseBody()),
      });
      expect(res.status).toBe(201);
      const { data } = (await res.json()) as { data: { caseId: string } };
      expect((await admin.collection('cases').doc(data.caseId).get()).exists).toBe(true);
    } finally {
      await server.close();
      await Promise.allSettled([admin.terminate(), pubsub.close()]);
    }
    await expect(fetch(`${server.url}/cases`)).rejects.toThrow();
    expect(lines.some((l) => l.includes('api listening'))).toBe(true);
  });
});
