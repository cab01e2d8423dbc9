import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../shared/logger.js';
import { createProviderEventsRouter } from '../../services/api/provider-events/provider-events-route.js';
import { REFUSAL_LOG_LIMITS } from '../../services/api/provider-events/provider-event-precheck.js';
import { useApiHarness } from '../support/use-api-harness.js';
import { emulatorEnv } from '../support/emulator-env.js';
import { svixHeaders, TEST_WEBHOOK_SECRET } from '../support/mail-sandbox-client.js';

/**
 * What an unauthenticated caller can make us do (docs/security.md "Unauthenticated work"): the
 * provider route refuses unsigned or stale requests before reading their body and logs refusals
 * at WARNING, rate-limited per source; unknown API keys are throttled per client address before
 * any Firestore read.
 */

const emu = emulatorEnv('unauth');
const logs: string[] = [];
let server: Server;
let port: number;
let publishCalls = 0;

beforeAll(async () => {
  const app = express();
  app.set('trust proxy', 1);
  app.use(
    '/provider/email-events',
    createProviderEventsRouter({
      db: emu.firestore(),
      publisher: {
        publish: async () => {
          publishCalls++;
          return 'id';
        },
      },
      webhookSecret: TEST_WEBHOOK_SECRET,
      logger: createLogger({ level: 'info', write: (l) => logs.push(l) }),
      maxBodyBytes: 4 * 1024 * 1024,
    }),
  );
  server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

/**
 * Announces a 4 MiB body, sends its first kilobyte and never the rest: the answer can only come
 * if the server decides without reading the body. Resolves with the status, or 'no answer'.
 */
function postWithoutBody(headers: Record<string, string>): Promise<number | 'no answer'> {
  return new Promise((resolve) => {
    const req = request({
      host: '127.0.0.1',
      port,
      path: '/provider/email-events',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(4 * 1024 * 1024 - 1), ...headers },
    });
    const timer = setTimeout(() => {
      req.destroy();
      resolve('no answer');
    }, 10_000);
    req.on('response', (res) => {
      clearTimeout(timer);
      res.resume();
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on('error', () => undefined);
    req.write('x'.repeat(1024));
  });
}

const lines = () => logs.map((l) => JSON.parse(l) as Record<string, unknown>);

describe('provider route: cheap refusals', () => {
  it('refuses a request without the svix headers with 401 before reading its body', async () => {
    expect(await postWithoutBody({ 'x-forwarded-for': '198.51.100.1' })).toBe(401);
  });

  it('refuses a request whose svix-timestamp is outside the tolerance before reading its body', async () => {
    const stale = svixHeaders('{}', { at: new Date(Date.now() - 10 * 60_000) });
    expect(await postWithoutBody({ ...stale, 'x-forwarded-for': '198.51.100.2' })).toBe(401);
    expect(
      await postWithoutBody({
        'svix-id': 'msg_1',
        'svix-timestamp': 'soon',
        'svix-signature': 'v1,x',
        'x-forwarded-for': '198.51.100.2',
      }),
    ).toBe(401);
  });

  it('logs refusals at WARNING at most, a few per source per window, never an ERROR', async () => {
    const before = lines().length;
    const post = (source: string, headers: Record<string, string> = {}, body = '{"type":"event"}') =>
      fetch(`http://127.0.0.1:${port}/provider/email-events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': source, ...headers },
        body,
      });
    for (let i = 0; i < 20; i++) expect((await post('203.0.113.7')).status).toBe(401);
    // Signed-looking but forged: read and verified, refused, same log budget.
    for (let i = 0; i < 10; i++)
      expect((await post('203.0.113.7', { ...svixHeaders('{}'), 'svix-signature': 'v1,Zm9yZ2Vk' })).status).toBe(401);
    expect((await post('203.0.113.8')).status).toBe(401);
    const written = lines().slice(before);
    expect(written.filter((l) => l.source === '203.0.113.7')).toHaveLength(REFUSAL_LOG_LIMITS.perSource);
    expect(written.filter((l) => l.source === '203.0.113.8')).toHaveLength(1);
    expect(written.every((l) => l.severity === 'WARNING')).toBe(true);
    expect(publishCalls).toBe(0);
  });
});

describe('unknown API keys: throttled per client address', () => {
  const t = useApiHarness({ env: { THROTTLE_FAILED_KEYS_PER_WINDOW: '3', TRUST_PROXY_HOPS: '1' }, user: false });

  it('after the limit a source gets 429 with Retry-After, before any key lookup; other sources are not affected', async () => {
    const { apiKey } = await t.h.createUser();
    const caseId = await t.h.createCase(apiKey);
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    for (let i = 0; i < 3; i++)
      expect((await t.h.api('GET', `/cases/${caseId}`, undefined, `ecs_wrong_${i}`, from('192.0.2.10'))).status).toBe(
        401,
      );
    const limited = await t.h.api('GET', `/cases/${caseId}`, undefined, 'ecs_wrong_again', from('192.0.2.10'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Refused before the lookup: even a valid key from that address waits out the window.
    expect((await t.h.api('GET', `/cases/${caseId}`, undefined, apiKey, from('192.0.2.10'))).status).toBe(429);
    // A forged X-Forwarded-For entry does not change the source: the proxy's (rightmost) one counts.
    expect((await t.h.api('GET', `/cases/${caseId}`, undefined, apiKey, from('192.0.2.99, 192.0.2.10'))).status).toBe(
      429,
    );
    // Another address, and valid keys in general, are not limited.
    const other = await t.h.api('GET', `/cases/${caseId}`, undefined, apiKey, from('192.0.2.11'));
    expect(other.status).toBe(200);
    expect(other.body.data.caseId).toBe(caseId);
  });
});
