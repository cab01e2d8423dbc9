/**
 * Where a JSON Schema holds regular expressions: every `pattern` keyword and every key of a
 * `patternProperties` object, found by walking only the positions that hold subschemas (so a
 * `pattern` inside `const`, `enum`, `default` or `examples` data is not mistaken for one).
 * Paths are lists of keys from the schema's root, e.g. ['properties', 'code', 'pattern'].
 */

export interface SchemaPattern {
  path: (string | number)[];
  pattern: string;
}

/** Keywords whose value is one subschema. */
const ONE = [
  'additionalItems',
  'additionalProperties',
  'contains',
  'propertyNames',
  'if',
  'then',
  'else',
  'not',
  'unevaluatedItems',
  'unevaluatedProperties',
  'items',
];
/** Keywords whose value is an array of subschemas. */
const LIST = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];
/** Keywords whose value maps names to subschemas. */
const MAP = ['properties', 'patternProperties', 'definitions', '$defs', 'dependencies', 'dependentSchemas'];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function schemaPatterns(schema: unknown): SchemaPattern[] {
  const found: SchemaPattern[] = [];
  // Iterative: the schema's depth is bounded by the API, but a walk should not rely on it.
  const stack: { node: unknown; path: (string | number)[] }[] = [{ node: schema, path: [] }];
  while (stack.length > 0) {
    const { node, path } = stack.pop()!;
    if (!isObject(node)) continue;
    const pattern = own(node, 'pattern');
    if (typeof pattern === 'string') found.push({ path: [...path, 'pattern'], pattern });
    const patternProperties = own(node, 'patternProperties');
    if (isObject(patternProperties)) {
      for (const key of Object.keys(patternProperties))
        found.push({ path: [...path, 'patternProperties', key], pattern: key });
    }
    for (const k of ONE) {
      const sub = own(node, k);
      if (isObject(sub)) stack.push({ node: sub, path: [...path, k] });
    }
    for (const k of LIST) {
      const subs = own(node, k);
      if (Array.isArray(subs)) {
        for (const [i, sub] of subs.entries()) stack.push({ node: sub, path: [...path, k, i] });
      }
    }
    for (const k of MAP) {
      const subs = own(node, k);
      if (isObject(subs))
        for (const name of Object.keys(subs)) stack.push({ node: subs[name], path: [...path, k, name] });
    }
  }
  return found.sort((a, b) => a.path.join('\u0000').localeCompare(b.path.join('\u0000')));
}

/** An own property only: a schema key named `__proto__` or `constructor` is data, not inherited. */
function own(o: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(o, key) ? o[key] : undefined;
}
