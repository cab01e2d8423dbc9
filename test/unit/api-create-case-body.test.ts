import { describe, expect, it } from 'vitest';
import { createCaseBody, LIMITS } from '../../services/api/cases/create-case-body.js';
import { describeZodError } from '../../services/api/validation/validation-message.js';
import { validCaseBody } from '../support/api-harness.js';

/** Each field rule of SPEC "Case: fields supplied at creation", one by one. */

const parse = (overrides: Record<string, unknown>) => createCaseBody.safeParse(validCaseBody(overrides));
const message = (overrides: Record<string, unknown>) => {
  const r = parse(overrides);
  if (r.success) throw new Error(`expected a rejection for ${JSON.stringify(overrides)}`);
  return describeZodError(r.error);
};
const accepts = (overrides: Record<string, unknown>) =>
  expect(parse(overrides).success, JSON.stringify(overrides)).toBe(true);
const without = (field: string) => {
  const b = validCaseBody();
  delete b[field];
  return createCaseBody.safeParse(b);
};

describe('create-case body', () => {
  it('applies the defaults maxAttempts 3 and followUpDelayHours 72', () => {
    const r = createCaseBody.parse(validCaseBody());
    expect(r.maxAttempts).toBe(3);
    expect(r.followUpDelayHours).toBe(72);
  });

  it('requires channel, goal, counterparty, senderPersona', () => {
    for (const f of ['channel', 'goal', 'counterparty', 'senderPersona']) {
      const r = without(f);
      expect(r.success, f).toBe(false);
      if (!r.success) expect(describeZodError(r.error)).toMatch(new RegExp(`^${f}: `));
    }
  });

  it('channel: EMAIL or SMS only', () => {
    accepts({ channel: 'EMAIL' });
    accepts({ channel: 'SMS' });
    expect(message({ channel: 'email' })).toMatch(/^channel: /);
    expect(message({ channel: 'FAX' })).toMatch(/^channel: /);
  });

  it('goal: objective required non-empty string; knowledge string or object; strict', () => {
    expect(message({ goal: {} })).toMatch(/^goal\.objective: /);
    expect(message({ goal: { objective: '   ' } })).toMatch(/^goal\.objective: Must not be empty/);
    accepts({ goal: { objective: 'x', knowledge: 'plain text' } });
    accepts({ goal: { objective: 'x', knowledge: { nested: { deep: [1, 2] } } } });
    expect(message({ goal: { objective: 'x', knowledge: ['a'] } })).toMatch(/^goal\.knowledge: /);
    expect(message({ goal: { objective: 'x', knowledge: null } })).toMatch(/^goal\.knowledge: /);
    expect(message({ goal: { objective: 'x', knowledge: 5 } })).toMatch(/^goal\.knowledge: /);
    expect(message({ goal: { objective: 'x', other: 1 } })).toMatch(/^goal: Unrecognized key: "other"/);
    expect(message({ goal: 'x' })).toMatch(/^goal: /);
  });

  it('counterparty: valid email address, name required, customData string→string only, strict', () => {
    expect(message({ counterparty: { address: 'nope', name: 'n' } })).toBe(
      'counterparty.address: Invalid email address',
    );
    expect(message({ counterparty: { address: 'A <a@b.co>', name: 'n' } })).toMatch(/^counterparty\.address/);
    expect(message({ counterparty: { address: 'a@b.co' } })).toMatch(/^counterparty\.name: /);
    accepts({
      counterparty: { address: 'a@b.co', name: 'n', company: 'c', timezone: 'Europe/Paris', customData: { k: 'v' } },
    });
    expect(message({ counterparty: { address: 'a@b.co', name: 'n', customData: { k: 1 } } })).toMatch(
      /^counterparty\.customData\.k: /,
    );
    expect(message({ counterparty: { address: 'a@b.co', name: 'n', customData: { k: { x: 'y' } } } })).toMatch(
      /customData\.k/,
    );
    expect(message({ counterparty: { address: 'a@b.co', name: 'n', customData: ['v'] } })).toMatch(
      /^counterparty\.customData: /,
    );
    expect(message({ counterparty: { address: 'a@b.co', name: 'n', phone: '1' } })).toMatch(
      /Unrecognized key: "phone"/,
    );
    const many = Object.fromEntries(Array.from({ length: LIMITS.customDataEntries + 1 }, (_, i) => [`k${i}`, 'v']));
    expect(message({ counterparty: { address: 'a@b.co', name: 'n', customData: many } })).toMatch(/At most/);
  });

  it('senderPersona: name required; role, company, tone optional strings; strict', () => {
    accepts({ senderPersona: { name: 'n', role: 'r', company: 'c', tone: 'warm' } });
    expect(message({ senderPersona: { role: 'r' } })).toMatch(/^senderPersona\.name: /);
    expect(message({ senderPersona: { name: 'n', tone: 3 } })).toMatch(/^senderPersona\.tone: /);
    expect(message({ senderPersona: { name: 'n', x: 1 } })).toMatch(/Unrecognized key/);
  });

  it('clientReferenceId and constraints: strings, bounded', () => {
    accepts({ clientReferenceId: 'abc', constraints: ['a', 'b'] });
    expect(message({ clientReferenceId: 7 })).toMatch(/^clientReferenceId: /);
    expect(message({ clientReferenceId: 'x'.repeat(LIMITS.shortText + 1) })).toMatch(/^clientReferenceId: /);
    expect(message({ constraints: 'a' })).toMatch(/^constraints: /);
    expect(message({ constraints: ['a', 2] })).toMatch(/^constraints\.1: /);
    expect(message({ constraints: Array.from({ length: LIMITS.constraints + 1 }, () => 'c') })).toMatch(
      /^constraints: /,
    );
  });

  it('maxAttempts: integer 0..10', () => {
    accepts({ maxAttempts: 0 });
    accepts({ maxAttempts: LIMITS.maxAttempts });
    for (const v of [-1, LIMITS.maxAttempts + 1, 1.5, '3', null])
      expect(message({ maxAttempts: v }), String(v)).toMatch(/^maxAttempts: /);
  });

  it('followUpDelayHours: positive integer up to 720', () => {
    accepts({ followUpDelayHours: 1 });
    accepts({ followUpDelayHours: LIMITS.followUpDelayHours });
    for (const v of [0, -5, 2.5, LIMITS.followUpDelayHours + 1, '72', null]) {
      expect(message({ followUpDelayHours: v }), String(v)).toMatch(/^followUpDelayHours: /);
    }
  });

  it('resultSchema and metadata: objects only (not arrays, null or scalars)', () => {
    accepts({ resultSchema: { type: 'object' }, metadata: { any: ['json', { x: null }] } });
    for (const f of ['resultSchema', 'metadata']) {
      for (const v of [[], null, 'x', 1, true])
        expect(message({ [f]: v }), `${f}=${JSON.stringify(v)}`).toMatch(new RegExp(`^${f}: `));
    }
  });

  it('opaque JSON nesting is bounded (a 100 000-deep value is a 400, not a stack overflow)', () => {
    const deep = JSON.parse('{"a":' + '['.repeat(100_000) + ']'.repeat(100_000) + '}');
    expect(message({ metadata: deep })).toMatch(/^metadata: Nested deeper than/);
    expect(message({ goal: { objective: 'x', knowledge: deep } })).toMatch(/^goal\.knowledge/);
    let ok: Record<string, unknown> = {};
    for (let i = 1; i < LIMITS.jsonDepth; i++) ok = { x: ok };
    accepts({ resultSchema: ok });
    expect(message({ resultSchema: { x: ok } })).toMatch(/^resultSchema: Nested deeper/);
  });

  it('clientWebhookUrl: an http(s) URL', () => {
    accepts({ clientWebhookUrl: 'https://hooks.example.com/x?y=1' });
    accepts({ clientWebhookUrl: 'http://10.0.0.1:8080/hook' });
    for (const v of ['not a url', 'ftp://files.example.com', 'javascript:alert(1)', 'file:///etc/passwd', 5]) {
      expect(message({ clientWebhookUrl: v }), String(v)).toMatch(/^clientWebhookUrl: /);
    }
  });

  it('unknown top-level fields are rejected', () => {
    expect(message({ status: 'COMPLETED' })).toMatch(/^body: Unrecognized key: "status"/);
    expect(message({ ownerId: 'someone-else' })).toMatch(/Unrecognized key: "ownerId"/);
  });

  it('lists at most five problems and counts the rest', () => {
    const r = createCaseBody.safeParse({
      a: 1,
      b: 2,
      channel: 1,
      goal: 1,
      counterparty: 1,
      senderPersona: 1,
      maxAttempts: 'x',
      metadata: [],
    });
    expect(r.success).toBe(false);
    if (!r.success) expect(describeZodError(r.error)).toMatch(/; and \d+ more problems?$/);
  });

  it('resultSchema: every pattern and patternProperties key must compile for RE2, named by its path', () => {
    accepts({ resultSchema: { type: 'object', properties: { code: { type: 'string', pattern: '^[A-Z]{3}-\\d+$' } } } });
    accepts({ resultSchema: { properties: { pattern: { type: 'string' } }, enum: [{ pattern: '(?=' }] } });
    expect(message({ resultSchema: { properties: { a: { items: [{ pattern: '(?<=x)y' }] } } } })).toMatch(
      /^resultSchema\.properties\.a\.items\.0\.pattern: Pattern not supported/,
    );
    expect(message({ resultSchema: { anyOf: [{ patternProperties: { '(a)\\1': {} } }] } })).toMatch(
      /^resultSchema\.anyOf\.0\.patternProperties\.\(a\)\\1: Pattern not supported/,
    );
    expect(message({ resultSchema: { pattern: 'a'.repeat(1001) } })).toMatch(
      /^resultSchema\.pattern: .*longer than 1000/,
    );
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`p${i}`, { pattern: 'a' }]));
    expect(message({ resultSchema: { properties: many } })).toMatch(/^resultSchema: At most 100 patterns/);
  });
});
