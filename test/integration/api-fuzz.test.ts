import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validCaseBody, type ApiResponse } from '../support/api-harness.js';
import { useApiHarness } from '../support/use-api-harness.js';

/**
 * Property: whatever a client sends to the POST routes, the answer is never a 5xx, every 400
 * carries the envelope, and a 400 never leaves a stored case (stored cases == 201 answers).
 */

const t = useApiHarness({ user: false });

type Json = unknown;
const PATHS: string[][] = [
  ['channel'],
  ['goal'],
  ['goal', 'objective'],
  ['goal', 'knowledge'],
  ['counterparty'],
  ['counterparty', 'address'],
  ['counterparty', 'name'],
  ['counterparty', 'customData'],
  ['senderPersona'],
  ['senderPersona', 'name'],
  ['clientReferenceId'],
  ['constraints'],
  ['maxAttempts'],
  ['followUpDelayHours'],
  ['resultSchema'],
  ['clientWebhookUrl'],
  ['metadata'],
  ['unknownField'],
  ['goal', 'unknownField'],
];

/** A mutation of a valid body: set a path to any JSON value, or delete it. */
const mutation = fc.record({
  path: fc.constantFrom(...PATHS),
  value: fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.constantFrom<Json>(
      null,
      '',
      ' ',
      -1,
      0,
      1.5,
      1e21,
      721,
      11,
      'EMAIL',
      'not-an-email',
      'ftp://x',
      'https://ok.example',
      [],
      {},
      { a: 1 },
      ['x'],
    ),
  ),
  remove: fc.boolean(),
});

function mutate(
  body: Record<string, unknown>,
  m: { path: string[]; value: Json; remove: boolean },
): Record<string, unknown> {
  const copy = structuredClone(body);
  let target: Record<string, unknown> = copy;
  for (const key of m.path.slice(0, -1)) {
    const next = target[key];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) return copy;
    target = next as Record<string, unknown>;
  }
  const last = m.path[m.path.length - 1]!;
  if (m.remove) delete target[last];
  else target[last] = m.value;
  return copy;
}

const expectSafe = (res: ApiResponse) => {
  expect(res.status).toBeLessThan(500);
  if (res.status === 400) {
    expect(res.body).toEqual({ ok: false, error: { code: 'INVALID_REQUEST', message: expect.any(String) } });
  }
};

describe('POST /cases fuzz', () => {
  it('random JSON values and raw strings: never a 5xx, never a stored case for a 400', async () => {
    const { apiKey, userId } = await t.h.createUser({ plan: 'BASE_PRO' });
    let created = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v) ?? 'null'),
          fc.string({ maxLength: 200 }),
          fc
            .string({ unit: 'binary', maxLength: 50 })
            .map((x) => JSON.stringify(validCaseBody({ clientReferenceId: x, metadata: { x } }))),
        ),
        async (raw) => {
          const res = await t.h.api('POST', '/cases', raw, apiKey);
          expectSafe(res);
          expect([201, 400]).toContain(res.status);
          if (res.status === 201) created++;
        },
      ),
      { numRuns: 150 },
    );
    expect(await t.h.countCases(userId)).toBe(created);
  }, 120_000);

  it('mutated valid bodies (1-3 mutations): never a 5xx; stored cases == 201 answers', async () => {
    const { apiKey, userId } = await t.h.createUser({ plan: 'BASE_PRO' });
    let created = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 3 }), async (ms) => {
        const body = ms.reduce(
          mutate,
          validCaseBody({ clientReferenceId: 'r', constraints: ['c'], metadata: { m: 1 } }),
        );
        const res = await t.h.api('POST', '/cases', body, apiKey);
        expectSafe(res);
        expect([201, 400]).toContain(res.status);
        if (res.status === 201) {
          created++;
          const stored = await t.h.readStoredCase(res.body.data.caseId);
          expect(stored?.status).toBe('CREATED');
        }
      }),
      { numRuns: 150 },
    );
    expect(await t.h.countCases(userId)).toBe(created);
  }, 120_000);
});

describe('POST /cases/{id}/input fuzz', () => {
  it('random bodies never give a 5xx and never resolve the request unless valid and matching', async () => {
    const { apiKey } = await t.h.createUser();
    const caseId = await t.h.createCase(apiKey);
    await t.h.updateStoredCase(caseId, (c) => ({
      ...c,
      status: 'INPUT_NEEDED',
      inputRequestId: 'ir-f',
      inputRequestStatus: 'PENDING',
      inputRequest: { id: 'ir-f', question: 'q', status: 'PENDING', requestedAt: 1 },
    }));
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null'),
          fc
            .record(
              {
                inputRequestId: fc.oneof(fc.string(), fc.jsonValue()),
                providedContext: fc.oneof(fc.constant(''), fc.jsonValue(), fc.string({ unit: 'binary' })),
              },
              { requiredKeys: [] },
            )
            .map((o) => JSON.stringify(o)),
        ),
        async (raw) => {
          const res = await t.h.api('POST', `/cases/${caseId}/input`, raw, apiKey);
          expectSafe(res);
          expect([400, 409]).toContain(res.status);
        },
      ),
      { numRuns: 150 },
    );
    expect((await t.h.readStoredCase(caseId))!.inputRequestStatus).toBe('PENDING');
  }, 120_000);
});
