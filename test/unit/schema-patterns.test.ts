import { describe, expect, it } from 'vitest';
import { schemaPatterns } from '../../shared/schema-patterns.js';

describe('schemaPatterns', () => {
  it('finds pattern and patternProperties keys in subschema positions only, sorted by path', () => {
    const schema = JSON.parse(
      JSON.stringify({
        properties: {
          code: { type: 'string', pattern: '^[A-Z]+$' },
          tags: { type: 'array', items: { pattern: '^t' } },
          either: { anyOf: [{ pattern: 'a' }, { pattern: 'b' }] },
        },
        patternProperties: { '^x-': { pattern: 'y' } },
        const: { pattern: 'not a schema' },
        enum: [{ pattern: 'nor this' }],
        pattern: 'root',
      }),
    );
    expect(schemaPatterns(schema)).toEqual([
      { path: ['pattern'], pattern: 'root' },
      { path: ['patternProperties', '^x-'], pattern: '^x-' },
      { path: ['patternProperties', '^x-', 'pattern'], pattern: 'y' },
      { path: ['properties', 'code', 'pattern'], pattern: '^[A-Z]+$' },
      { path: ['properties', 'either', 'anyOf', 0, 'pattern'], pattern: 'a' },
      { path: ['properties', 'either', 'anyOf', 1, 'pattern'], pattern: 'b' },
      { path: ['properties', 'tags', 'items', 'pattern'], pattern: '^t' },
    ]);
  });

  it('gives the same answer whatever the order of the keys', () => {
    const a = { pattern: 'p', items: [{ pattern: 'i' }], not: { pattern: 'n' }, properties: { q: { pattern: 'q' } } };
    const b = { properties: { q: { pattern: 'q' } }, not: { pattern: 'n' }, items: [{ pattern: 'i' }], pattern: 'p' };
    expect(schemaPatterns(b)).toEqual(schemaPatterns(a));
    expect(schemaPatterns(a)).toHaveLength(4);
  });

  it('reads own keys only: __proto__ and constructor are data, not inherited', () => {
    const schema = JSON.parse('{"__proto__": {"pattern": "x"}, "properties": {"constructor": {"pattern": "c"}}}');
    expect(schemaPatterns(schema)).toEqual([{ path: ['properties', 'constructor', 'pattern'], pattern: 'c' }]);
    expect(schemaPatterns({ properties: {} })).toEqual([]);
  });
});
