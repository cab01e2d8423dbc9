import { describe, expect, it } from 'vitest';
import { validCaseBody } from '../support/api-harness.js';
import { useApiHarness } from '../support/use-api-harness.js';

/** HTTP-level behaviour: unknown routes, headers, per-key throttling, request logs. */

let clock = Date.UTC(2026, 10, 22, 12, 0, 0);

const t = useApiHarness({
  now: () => clock,
  env: { THROTTLE_WINDOW_MS: '60000', THROTTLE_CREATE_PER_WINDOW: '3', THROTTLE_OTHER_PER_WINDOW: '5' },
  user: false,
});

describe('routing and headers', () => {
  it('unknown routes: 404 NOT_FOUND envelope (outside /cases without a key, under /cases after auth)', async () => {
    const { apiKey } = await t.h.createUser();
    for (const [method, path, key] of [
      ['GET', '/', undefined],
      ['GET', '/nope', undefined],
      ['DELETE', '/provider/email-events', undefined],
      ['PATCH', '/cases', apiKey], // GET /cases is the case list (docs/case-activity.md)
      ['DELETE', '/cases/abc', apiKey],
      ['GET', '/cases/abc/unknown', apiKey],
      ['PUT', '/cases/abc/input', apiKey],
      ['GET', '/cases/abc/attachments/x/y', apiKey],
    ] as const) {
      const res = await t.h.api(method, path, undefined, key);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body, `${method} ${path}`).toEqual({
        ok: false,
        error: { code: 'NOT_FOUND', message: expect.any(String) },
      });
    }
  });

  it('a path that is not valid percent-encoding: 400 INVALID_REQUEST envelope', async () => {
    const { apiKey } = await t.h.createUser();
    const res = await t.h.api('GET', '/cases/%E0%A4%A', undefined, apiKey);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_REQUEST');
  });

  it('no x-powered-by header; JSON content type', async () => {
    const res = await t.h.api('GET', '/nope');
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('per-key throttle', () => {
  it('POST /cases: 429 RATE_LIMITED with Retry-After beyond the create limit, per key, reset by the window', async () => {
    clock = Date.UTC(2026, 10, 22, 12, 0, 0);
    const a = await t.h.createUser({ plan: 'BASE_PRO' });
    const b = await t.h.createUser();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await t.h.api('POST', '/cases', validCaseBody(), a.apiKey)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const limited = await t.h.api('POST', '/cases', validCaseBody(), a.apiKey);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ ok: false, error: { code: 'RATE_LIMITED', message: expect.any(String) } });
    expect(limited.headers.get('retry-after')).toBe('60');
    // another key is not affected, nor are the other routes of the same key
    expect((await t.h.api('POST', '/cases', validCaseBody(), b.apiKey)).status).toBe(201);
    expect((await t.h.api('GET', '/cases/unknown', undefined, a.apiKey)).status).toBe(404);
    clock += 30_000;
    expect((await t.h.api('POST', '/cases', validCaseBody(), a.apiKey)).headers.get('retry-after')).toBe('30');
    clock += 30_000;
    expect((await t.h.api('POST', '/cases', validCaseBody(), a.apiKey)).status).toBe(201);
  });

  it('other routes have their own (looser) limit; throttled before the body is read', async () => {
    clock = Date.UTC(2026, 10, 22, 13, 0, 0);
    const { apiKey } = await t.h.createUser();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await t.h.api('GET', '/cases/some-id', undefined, apiKey)).status);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    const res = await t.h.api('POST', '/cases/some-id/input', '{malformed', apiKey);
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('RATE_LIMITED');
  });
});

describe('request logs', () => {
  it('one JSON line per request: method, route pattern, status, latency, caseId, trace; never the key or body', async () => {
    clock = Date.UTC(2026, 10, 22, 14, 0, 0);
    const { apiKey, userId } = await t.h.createUser();
    const caseId = await t.h.createCase(apiKey, { metadata: { secretMarker: 'm-123' } });
    t.h.logs.length = 0;
    await t.h.api('GET', `/cases/${caseId}`, undefined, apiKey, {
      'x-cloud-trace-context': '0123456789abcdef0123456789abcdef/42;o=1',
    });
    const lines = t.h.logs.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.message === 'request');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      severity: 'INFO',
      method: 'GET',
      route: '/cases/:id',
      status: 200,
      caseId,
      userId,
      latencyMs: expect.any(Number),
      'logging.googleapis.com/trace': `projects/${t.h.projectId}/traces/0123456789abcdef0123456789abcdef`,
      'logging.googleapis.com/spanId': '000000000000002a',
    });
    const all = t.h.logs.join('\n');
    expect(all).not.toContain(apiKey);
    expect(all).not.toContain('m-123');
  });

  it('lines written while handling a request carry its trace too', async () => {
    const { apiKey } = await t.h.createUser();
    const caseId = await t.h.createCase(apiKey);
    await t.h.updateStoredCase(caseId, (c) => ({ ...c, inboxId: 'in@x', threadId: 'thr-1' }));
    t.h.logs.length = 0;
    // No email provider in this harness: the transcript read fails, and the failure is logged.
    const res = await t.h.api('GET', `/cases/${caseId}?includeTranscript=true`, undefined, apiKey, {
      'x-cloud-trace-context': 'fedcba9876543210fedcba9876543210/18446744073709551615;o=1',
    });
    expect(res.status).toBe(500);
    const lines = t.h.logs.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => l.message)).toEqual(['request failed', 'request']);
    for (const l of lines) {
      expect(l).toMatchObject({
        'logging.googleapis.com/trace': `projects/${t.h.projectId}/traces/fedcba9876543210fedcba9876543210`,
        'logging.googleapis.com/spanId': 'ffffffffffffffff',
      });
    }
  });

  it('logs the create route and its status, without the request body', async () => {
    clock = Date.UTC(2026, 10, 22, 15, 0, 0);
    const { apiKey } = await t.h.createUser();
    t.h.logs.length = 0;
    await t.h.api('POST', '/cases', validCaseBody({ metadata: { secretMarker: 'm-456' } }), apiKey);
    const line = t.h.logs.map((l) => JSON.parse(l)).find((l) => l.message === 'request');
    expect(line).toMatchObject({ method: 'POST', route: '/cases', status: 201, caseId: expect.any(String) });
    expect(t.h.logs.join('\n')).not.toContain('m-456');
  });
});
