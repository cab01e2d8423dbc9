import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../services/api/app.js';
import { startApiServer } from '../../services/api/server.js';
import { loadConfig } from '../../shared/config.js';
import { createFirestore } from '../../shared/google-clients.js';
import { createReadiness } from '../../shared/health.js';
import { createLogger } from '../../shared/logger.js';
import { emulatorEnv } from '../support/emulator-env.js';

/**
 * GET /healthz, what Cloud Run's startup and liveness probes call: no key, answered only while
 * the app is ready (composed and listening, not yet shutting down).
 */

const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise<void>((r) => s.close(() => r()));
  }
});

async function serve(readiness: ReturnType<typeof createReadiness>) {
  const config = loadConfig({ GOOGLE_CLOUD_PROJECT: `health-${randomUUID().slice(0, 8)}` });
  const app = createApp({
    config,
    logger: createLogger({ write: () => {} }),
    // Nothing listens there: any Firestore call would fail or hang.
    db: createFirestore({ projectId: config.projectId, emulatorHost: '127.0.0.1:9' }),
    publisher: { publish: async () => 'never' },
    emailProvider: null,
    now: Date.now,
    newId: randomUUID,
    readiness,
  });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/healthz`;
}

describe('GET /healthz on the API', () => {
  it('answers 503 until the app is marked ready, 200 while ready, 503 once draining', async () => {
    const readiness = createReadiness();
    const url = await serve(readiness);
    const probe = async () => {
      const res = await fetch(url);
      return { status: res.status, body: await res.json() };
    };
    expect(await probe()).toEqual({ status: 503, body: { ok: false } });
    readiness.markReady();
    expect(await probe()).toEqual({ status: 200, body: { ok: true } });
    readiness.markDraining();
    expect(await probe()).toEqual({ status: 503, body: { ok: false } });
    readiness.markReady(); // draining is final
    expect((await probe()).status).toBe(503);
  });

  it('is ready as soon as startApiServer resolves, and needs no key', async () => {
    const emu = emulatorEnv('health');
    const server = await startApiServer(loadConfig(emu.env({ PORT: '0' })), createLogger({ write: () => {} }), {
      port: 0,
    });
    try {
      const res = await fetch(`${server.url}/healthz`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true });
      // Client routes still demand a key: /healthz is the only open path besides the receiver.
      expect((await fetch(`${server.url}/cases/x`)).status).toBe(401);
    } finally {
      await server.close();
    }
  });
});
