import { describe, expect, it } from 'vitest';
import { validCaseBody } from '../support/api-harness.js';
import { useApiHarness } from '../support/use-api-harness.js';

/**
 * Opaque client JSON (metadata, object knowledge, customData) is stored and echoed exactly as
 * given, `__proto__` and `constructor` keys included, and never pollutes a prototype.
 */

const t = useApiHarness();

/** Raw JSON text: a JS object literal cannot hold an own `__proto__` key. */
const raw = (extra: Record<string, string>) => {
  const base = JSON.stringify(validCaseBody());
  return `${base.slice(0, -1)},${Object.entries(extra)
    .map(([k, v]) => `${JSON.stringify(k)}:${v}`)
    .join(',')}}`;
};
const hostile =
  '{"__proto__":{"polluted":"yes","isAdmin":true},"constructor":{"prototype":{"polluted":"yes"}},"plain":1}';

describe('opaque JSON round-trips exactly', () => {
  it('metadata, object knowledge and customData keep __proto__ and constructor keys, stored and read back', async () => {
    const body = JSON.parse(
      raw({
        metadata: hostile,
        goal: `{"objective":"Get a quote","knowledge":${hostile}}`,
        counterparty:
          '{"address":"sales@vendor.example","name":"Vendor","customData":{"__proto__":"p","constructor":"c","toString":"t"}}',
      }),
    ) as Record<string, unknown>;
    const res = await t.h.api('POST', '/cases', JSON.stringify(body), t.user.apiKey);
    expect(res.status).toBe(201);
    const caseId = res.body.data.caseId as string;

    const stored = (await t.h.readStoredCase(caseId))!;
    expect(JSON.stringify(stored.metadata)).toBe(hostile);
    expect(JSON.stringify(stored.goal.knowledge)).toBe(hostile);
    expect(JSON.stringify(stored.counterparty.customData)).toBe('{"__proto__":"p","constructor":"c","toString":"t"}');
    expect(Object.getPrototypeOf(stored.metadata)).toBe(Object.prototype);

    const read = await t.h.api('GET', `/cases/${caseId}`, undefined, t.user.apiKey);
    expect(read.status).toBe(200);
    expect(JSON.stringify(read.body.data.goal.knowledge)).toBe(hostile);
    expect(JSON.stringify(read.body.data.counterparty.customData)).toBe(
      '{"__proto__":"p","constructor":"c","toString":"t"}',
    );
  });

  it('pollutes no prototype in the process that handled it', () => {
    const probe = {} as Record<string, unknown>;
    expect(probe.polluted).toBeUndefined();
    expect(probe.isAdmin).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('customData stays a map of string to string, with the offending key named', async () => {
    const res = await t.h.api(
      'POST',
      '/cases',
      raw({ counterparty: '{"address":"a@b.example","name":"N","customData":{"__proto__":{"x":1}}}' }),
      t.user.apiKey,
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/^counterparty\.customData\.__proto__: Must be a string/);
  });
});

describe('control characters', () => {
  it.each([
    ['counterparty.name', { counterparty: { address: 'a@b.example', name: 'Dana\r\nBcc: victim@example.com' } }],
    ['counterparty.company', { counterparty: { address: 'a@b.example', name: 'Dana', company: 'Acme\u0000' } }],
    [
      'counterparty.timezone',
      { counterparty: { address: 'a@b.example', name: 'Dana', timezone: 'Europe/Paris\n' + 'x' } },
    ],
    ['senderPersona.name', { senderPersona: { name: 'Alex\nSubject: hi' } }],
    ['senderPersona.role', { senderPersona: { name: 'Alex', role: 'Buyer\u001b[31m' } }],
    ['senderPersona.company', { senderPersona: { name: 'Alex', company: 'Acme\tInc' } }],
    ['senderPersona.tone', { senderPersona: { name: 'Alex', tone: 'warm\u2028bold' } }],
    ['clientReferenceId', { clientReferenceId: 'ref\r1' }],
    ['goal.objective', { goal: { objective: 'Get a quote\u0000' } }],
    ['goal.knowledge', { goal: { objective: 'x', knowledge: 'Prices\u0007' } }],
    ['constraints.0', { constraints: ['Be polite\u0000'] }],
  ])('%s refuses its control characters with a 400 naming the field, storing nothing', async (field, overrides) => {
    const { apiKey, userId } = await t.h.createUser();
    const res = await t.h.api('POST', '/cases', validCaseBody(overrides), apiKey);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_REQUEST');
    expect(res.body.error.message.startsWith(`${field}: `)).toBe(true);
    expect(res.body.error.message).toMatch(/control characters/);
    expect(await t.h.countCases(userId)).toBe(0);
  });

  it('multi-line fields keep their newlines and tabs', async () => {
    const objective = 'Get a quote for:\n\t- 100 chairs\r\n\t- 10 tables';
    const knowledge = 'Budget:\n\t4000 EUR';
    const constraints = ['Line one\nLine two'];
    const caseId = await t.h.createCase(t.user.apiKey, { goal: { objective, knowledge }, constraints });
    const stored = (await t.h.readStoredCase(caseId))!;
    expect(stored.goal).toEqual({ objective, knowledge });
    expect(stored.constraints).toEqual(constraints);
  });
});
