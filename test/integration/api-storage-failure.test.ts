import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../services/api/app.js';
import { loadConfig } from '../../shared/config.js';
import { createFirestore } from '../../shared/google-clients.js';
import { createLogger } from '../../shared/logger.js';
import { validCaseBody } from '../support/api-harness.js';

/**
 * When Firestore fails, every route answers 500 INTERNAL_ERROR in the SPEC's envelope (after the
 * client's own retries of a read, a few seconds; never a hang), tells the client nothing of the failure's internals, and logs it at ERROR. The
 * failure is real: the API's own Firestore client talks to a gRPC server that implements no
 * method, so every call is refused with UNIMPLEMENTED (a code the client does not retry).
 */

let grpcServer: grpc.Server;
let http: Server;
let url: string;
const logs: string[] = [];
const logLines = () => logs.map((l) => JSON.parse(l) as Record<string, unknown>);

beforeAll(async () => {
  grpcServer = new grpc.Server();
  const port = await new Promise<number>((resolve, reject) =>
    grpcServer.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (err, p) =>
      err ? reject(err) : resolve(p),
    ),
  );
  const config = loadConfig({ GOOGLE_CLOUD_PROJECT: `down-${randomUUID().slice(0, 8)}`, LOG_LEVEL: 'debug' });
  const app = createApp({
    config,
    logger: createLogger({ level: 'debug', write: (l) => logs.push(l) }),
    db: createFirestore({ projectId: config.projectId, emulatorHost: `127.0.0.1:${port}` }),
    publisher: { publish: async () => 'never-published' },
    emailProvider: null,
    now: Date.now,
    newId: randomUUID,
  });
  http = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(async () => {
  http.closeAllConnections();
  await new Promise<void>((r) => http.close(() => r()));
  grpcServer.forceShutdown();
});

describe('Firestore unavailable', () => {
  const routes = [
    ['POST /cases', 'POST', '/cases', validCaseBody()],
    ['GET /cases/{id}', 'GET', '/cases/c-1', undefined],
    ['GET /cases/{id}/attachments/{attachmentId}', 'GET', '/cases/c-1/attachments/att-1', undefined],
    ['POST /cases/{id}/input', 'POST', '/cases/c-1/input', { inputRequestId: 'ir-1', providedContext: 'yes' }],
  ] as const;

  it('every route answers 500 INTERNAL_ERROR without internals (never hangs), and logs it at ERROR with its trace', async () => {
    // Concurrently: the client retries a failed read for a few seconds before giving up. Each
    // request has a trace id of its own, so its log lines can be told apart.
    const answers = await Promise.all(
      routes.map(async ([name, method, path, body], i) => {
        const traceId = `${String(i).padStart(2, '0')}${'a'.repeat(30)}`;
        const res = await fetch(url + path, {
          method,
          headers: {
            'x-api-key': 'ecs_some-key',
            'x-cloud-trace-context': `${traceId}/1;o=1`,
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          ...(body ? { body: JSON.stringify(body) } : {}),
          signal: AbortSignal.timeout(20_000),
        });
        return {
          name,
          traceId,
          status: res.status,
          json: (await res.json()) as { ok: boolean; error: { code: string; message: string } },
        };
      }),
    );
    for (const a of answers) {
      expect(a.status, a.name).toBe(500);
      expect(a.json, a.name).toEqual({ ok: false, error: { code: 'INTERNAL_ERROR', message: expect.any(String) } });
      expect(a.json.error.message, a.name).not.toMatch(/unimplemented|firestore|grpc|stack/i);
      const errors = logLines().filter(
        (l) =>
          l.severity === 'ERROR' &&
          String(l['logging.googleapis.com/trace']).endsWith(a.traceId) &&
          l.message !== 'request',
      );
      expect(JSON.stringify(errors), a.name).toMatch(/UNIMPLEMENTED/);
    }
  });

  it('GET /healthz still answers 200 without a key: it reads nothing from Firestore', async () => {
    const before = logs.length;
    const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(20_000) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    // Probes come every few seconds: they write no request line.
    expect(logs.slice(before)).toEqual([]);
  });
});
