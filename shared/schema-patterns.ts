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

/** Keywords whose value is one subschema (`items` may also be a list, below). */
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
/** Each keyword's place in the lists above: subschemas are visited in that order, whatever the client's key order. */
const rankOf = (list: string[], offset: number) => new Map(list.map((k, i) => [k, offset + i]));
const ONE_RANK = rankOf(ONE, 0);
const LIST_RANK = rankOf(LIST, ONE.length);
const MAP_RANK = rankOf(MAP, ONE.length + LIST.length);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

interface Visit {
  node: unknown;
  path: (string | number)[];
}

export function schemaPatterns(schema: unknown): SchemaPattern[] {
  const found: SchemaPattern[] = [];
  // Iterative: the schema's depth is bounded by the API, but a walk should not rely on it.
  const stack: Visit[] = [{ node: schema, path: [] }];
  while (stack.length > 0) {
    const { node, path } = stack.pop()!;
    if (!isObject(node)) continue;
    // One pass over the node's own keys (Object.keys: own, enumerable, so a key named
    // `__proto__` or `constructor` is data, never inherited), not a look-up of every keyword:
    // the API runs this on every POST /cases with a resultSchema. What it finds is taken in the
    // keyword order above, as a look-up per keyword would, so the answer is the same.
    let pattern: string | undefined;
    let patternKeys: string[] | undefined;
    const children: (Visit & { rank: number })[] = [];
    for (const k of Object.keys(node)) {
      const v = node[k];
      if (k === 'pattern') {
        if (typeof v === 'string') pattern = v;
        continue;
      }
      if (isObject(v)) {
        if (k === 'patternProperties') patternKeys = Object.keys(v);
        const one = ONE_RANK.get(k);
        const map = MAP_RANK.get(k);
        if (one !== undefined) children.push({ rank: one, node: v, path: [...path, k] });
        else if (map !== undefined)
          for (const name of Object.keys(v)) children.push({ rank: map, node: v[name], path: [...path, k, name] });
      } else if (Array.isArray(v)) {
        const list = LIST_RANK.get(k);
        if (list !== undefined)
          for (let i = 0; i < v.length; i++) children.push({ rank: list, node: v[i], path: [...path, k, i] });
      }
    }
    if (pattern !== undefined) found.push({ path: [...path, 'pattern'], pattern });
    if (patternKeys)
      for (const key of patternKeys) found.push({ path: [...path, 'patternProperties', key], pattern: key });
    if (children.length > 1) children.sort((a, b) => a.rank - b.rank); // stable: a keyword's entries keep their order
    for (const { node: child, path: childPath } of children) stack.push({ node: child, path: childPath });
  }
  return found.sort((a, b) => a.path.join('\u0000').localeCompare(b.path.join('\u0000')));
}
