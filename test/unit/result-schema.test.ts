import { describe, expect, it } from 'vitest';
import { createLogger } from '../../shared/logger.js';
import {
  coerceFieldValues,
  createResultSchemaValidator,
  parseNumber,
} from '../../services/worker/brain/result-schema.js';
import { CATASTROPHIC_PATTERNS } from '../support/catastrophic-patterns.js';

const quoteSchema = {
  type: 'object',
  properties: {
    price: { type: 'number' },
    units: { type: 'integer' },
    inStock: { type: 'boolean' },
    colours: { type: 'array', items: { type: 'string' } },
    note: { type: ['string', 'null'] },
    deliveryDate: { type: 'string', format: 'date' },
  },
  required: ['price', 'deliveryDate'],
};

describe('parseNumber', () => {
  it.each([
    ['1200', 1200],
    ['-3.5', -3.5],
    ['1,200.50', 1200.5],
    ['$1,200', 1200],
    ['€ 30', 30],
    ['42 USD', 42],
  ])('reads %s as %d', (text, n) => expect(parseNumber(text)).toBe(n));

  it.each(['12 chairs', 'about 10', '1,20', '', 'NaN', '1e999'])('refuses %j', (text) => {
    expect(parseNumber(text)).toBeUndefined();
  });
});

describe('coerceFieldValues', () => {
  it('converts strings to the declared top-level types and leaves the rest', () => {
    const out = coerceFieldValues(quoteSchema, {
      price: '$1,200.50',
      units: '12',
      inStock: 'Yes',
      colours: 'red, blue;green',
      note: '7',
      deliveryDate: '2026-12-01',
      extra: '5',
    });
    expect(out).toEqual({
      price: 1200.5,
      units: 12,
      inStock: true,
      colours: ['red', 'blue', 'green'],
      note: '7',
      deliveryDate: '2026-12-01',
      extra: '5',
    });
  });

  it('keeps a value that does not convert cleanly, and a fractional integer', () => {
    expect(coerceFieldValues(quoteSchema, { price: 'twelve', units: '1.5', inStock: 'maybe' })).toEqual({
      price: 'twelve',
      units: '1.5',
      inStock: 'maybe',
    });
  });
});

describe('createResultSchemaValidator', () => {
  const validator = createResultSchemaValidator();

  it('accepts a valid result after coercion', () => {
    const r = validator.check(quoteSchema, { price: '99', deliveryDate: '2026-12-01' });
    expect(r).toEqual({ ok: true, result: { price: 99, deliveryDate: '2026-12-01' } });
  });

  it('names missing and invalid fields', () => {
    const r = validator.check(quoteSchema, { price: 'cheap', deliveryDate: 'tomorrow' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.missing).toEqual([]);
    expect(r.invalid.sort()).toEqual(['deliveryDate', 'price']);
    const r2 = validator.check(quoteSchema, { units: 3 });
    expect(r2.ok === false && r2.missing.sort()).toEqual(['deliveryDate', 'price']);
  });

  it('without a schema accepts any object and refuses non-objects', () => {
    expect(validator.check(undefined, { a: 1 })).toEqual({ ok: true, result: { a: 1 } });
    expect(validator.check(undefined, [1]).ok).toBe(false);
    expect(validator.check(undefined, 'x').ok).toBe(false);
    expect(validator.check(undefined, null).ok).toBe(false);
  });

  it('falls back to required keys for a schema that cannot compile, and logs it once', () => {
    const lines: string[] = [];
    const v = createResultSchemaValidator({ logger: createLogger({ write: (l) => lines.push(l) }) });
    const bad = { type: 'object', properties: { a: { type: 'nonsense' } }, required: ['a', 'b'] };
    expect(v.check(bad, { a: 1 })).toMatchObject({ ok: false, missing: ['b'] });
    expect(v.check(bad, { a: 1, b: 'x' })).toEqual({ ok: true, result: { a: 1, b: 'x' } });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}').severity).toBe('WARNING');
  });

  it('ignores a $schema of another draft and never fetches remote refs', () => {
    const s2020 = { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', required: ['x'] };
    expect(validator.check(s2020, { x: 1 }).ok).toBe(true);
    expect(validator.check(s2020, {}).ok).toBe(false);
    const remote = { type: 'object', properties: { a: { $ref: 'https://example.com/s.json' } }, required: ['a'] };
    expect(validator.check(remote, { a: 1 }).ok).toBe(true);
  });

  it('handles a $id repeated across different schemas', () => {
    expect(validator.check({ $id: 'x', required: ['a'] }, { a: 1 }).ok).toBe(true);
    expect(validator.check({ $id: 'x', required: ['b'] }, { a: 1 }).ok).toBe(false);
  });

  it('refuses an oversized result', () => {
    expect(validator.check(undefined, { big: 'x'.repeat(60_000) }).ok).toBe(false);
  });

  it('keeps working past its cache size', () => {
    const small = createResultSchemaValidator({ cacheSize: 2 });
    for (let i = 0; i < 6; i++) {
      expect(small.check({ required: [`f${i}`] }, { [`f${i}`]: 1 }).ok).toBe(true);
      expect(small.check({ required: [`f${i}`] }, {}).ok).toBe(false);
    }
  });
});

describe('patterns from the client', () => {
  const validator = createResultSchemaValidator();

  it('applies safe patterns', () => {
    const s = {
      type: 'object',
      properties: { code: { type: 'string', pattern: '^[A-Z]{3}-\\d+$' } },
      required: ['code'],
    };
    expect(validator.check(s, { code: 'ABC-12' }).ok).toBe(true);
    expect(validator.check(s, { code: 'abc' }).ok).toBe(false);
  });

  // Known catastrophic-backtracking shapes: on a backtracking engine each takes exponential time
  // on the adversarial text; on the linear-time engine each is judged (no match) at once.
  it.each(CATASTROPHIC_PATTERNS)(
    'applies %s in linear time: a 10,000-character adversarial text is refused, a good one passes',
    (pattern, bad, good) => {
      const s = { type: 'object', properties: { code: { type: 'string', pattern } }, required: ['code'] };
      expect(validator.check(s, { code: bad })).toMatchObject({ ok: false, invalid: ['code'] });
      expect(validator.check(s, { code: good }).ok).toBe(true);
    },
  );

  it('applies patternProperties with the same engine', () => {
    const s = { type: 'object', patternProperties: { '^x': { type: 'string', pattern: '^(a|a?)+$' } } };
    expect(validator.check(s, { x1: `${'a'.repeat(10_000)}!` }).ok).toBe(false);
    expect(validator.check(s, { x1: 'aaa', y: 'anything' }).ok).toBe(true);
  });

  it('keeps patterns apart (ajv caches compiled patterns by their text)', () => {
    const s = {
      type: 'object',
      properties: { a: { type: 'string', pattern: '^a+$' }, b: { type: 'string', pattern: '^b+$' } },
    };
    expect(validator.check(s, { a: 'aa', b: 'bb' }).ok).toBe(true);
    expect(validator.check(s, { a: 'bb', b: 'aa' })).toMatchObject({ ok: false, invalid: ['a', 'b'] });
  });

  it("bounds one result's pattern work: many patterns over long text make it too costly to check, not slow", () => {
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`p${i}`, { pattern: '^(a|a?)+$' }]));
    const s = { type: 'object', properties: { text: { type: 'string', allOf: Object.values(many) } } };
    const r = validator.check(s, { text: 'a'.repeat(10_000) });
    expect(r).toMatchObject({ ok: false, errors: [expect.stringMatching(/too costly/)] });
    // The budget is per result: the next one is checked normally.
    expect(validator.check(s, { text: 'aaa' }).ok).toBe(true);
  });

  it("falls back to required keys for a pattern RE2 cannot compile (an older case's look-ahead)", () => {
    const s = { type: 'object', properties: { a: { type: 'string', pattern: '^(?=x)' } }, required: ['a'] };
    expect(validator.check(s, { a: 'anything' }).ok).toBe(true);
    expect(validator.check(s, {}).ok).toBe(false);
  });
});
