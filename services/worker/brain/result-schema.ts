import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import ajvFormats from 'ajv-formats';
import { compileLinear } from '../../../shared/linear-regexp.js';
import type { Logger } from '../../../shared/logger.js';

/**
 * Checks a candidate `result` against the case's `resultSchema`. The API accepted the schema as
 * a generic object only, so it may be anything: it is compiled defensively (ajv 8, draft-07,
 * `strict: false`, formats from ajv-formats, no remote refs) and compiled validators are cached
 * by the schema's JSON text. Never throws:
 *
 * - no schema: any plain JSON object is a valid result;
 * - a schema that does not compile (bad keyword values, unresolvable `$ref`, ...): logged once,
 *   then only its top-level `required` keys are checked (present and not an empty string);
 * - otherwise: full JSON Schema validation.
 *
 * Client patterns (`pattern`, `patternProperties`) run on re2js, in time linear in the text
 * (shared/linear-regexp.ts), and one result's validation is bounded twice: the result is at most
 * MAX_RESULT_JSON_CHARS of JSON, and patterns scan at most MAX_PATTERN_SCAN_CHARS characters in
 * all (many patterns over the same long text would otherwise multiply); past that the result is
 * refused as too costly to check.
 *
 * Before validating, `coerceFieldValues` turns strings into the top-level property's declared
 * type (number, integer, boolean, array): replies written as `price: 1,200` arrive as text.
 */

export type Schema = Record<string, unknown>;

export type ResultCheck =
  | { ok: true; result: Record<string, unknown> }
  | {
      ok: false;
      /** Required top-level fields absent from the candidate. */
      missing: string[];
      /** Top-level fields present but failing the schema. */
      invalid: string[];
      /** ajv's messages (paths and rules, never values): safe to log. */
      errors: string[];
    };

export interface ResultSchemaValidator {
  check(schema: Schema | undefined, candidate: unknown): ResultCheck;
}

/** Compiled validators kept at most; beyond it a fresh ajv starts (ajv caches schemas too). */
const DEFAULT_CACHE_SIZE = 200;
/** A result larger than this (as JSON) is refused: it bounds the work client patterns can cause. */
export const MAX_RESULT_JSON_CHARS = 50_000;
/** Characters client patterns may scan while one result is validated, all patterns together. */
export const MAX_PATTERN_SCAN_CHARS = 200_000;

type Compiled = { kind: 'ajv'; validate: ValidateFunction } | { kind: 'required-only' };

export function createResultSchemaValidator(deps: { logger?: Logger; cacheSize?: number } = {}): ResultSchemaValidator {
  const cacheSize = deps.cacheSize ?? DEFAULT_CACHE_SIZE;
  const budget: ScanBudget = { left: 0 };
  let ajv = newAjv(budget);
  const cache = new Map<string, Compiled>();

  const compile = (schema: Schema): Compiled => {
    const key = JSON.stringify(schema);
    const hit = cache.get(key);
    if (hit) return hit;
    if (cache.size >= cacheSize) {
      cache.clear();
      ajv = newAjv(budget);
    }
    let compiled: Compiled;
    try {
      // `$schema` naming another draft would make ajv look for a meta-schema it does not have.
      const { $schema: _ignored, ...rest } = schema;
      compiled = { kind: 'ajv', validate: ajv.compile(rest) };
    } catch (err) {
      deps.logger?.warn('resultSchema does not compile; checking required keys only', {
        reason: err instanceof Error ? err.message.slice(0, 200) : 'unknown',
      });
      compiled = { kind: 'required-only' };
    }
    cache.set(key, compiled);
    return compiled;
  };

  return {
    check(schema, candidate) {
      if (!isPlainObject(candidate)) return fail([], [], ['result must be a JSON object']);
      if (JSON.stringify(candidate).length > MAX_RESULT_JSON_CHARS) return fail([], [], ['result is too large']);
      if (!schema || !isPlainObject(schema)) return { ok: true, result: { ...candidate } };
      const value = coerceFieldValues(schema, candidate);
      const compiled = compile(schema);
      if (compiled.kind === 'required-only') {
        const missing = requiredFields(schema).filter((f) => isAbsent(value[f]));
        return missing.length === 0
          ? { ok: true, result: value }
          : fail(
              missing,
              [],
              missing.map((f) => `missing ${f}`),
            );
      }
      budget.left = MAX_PATTERN_SCAN_CHARS;
      try {
        if (compiled.validate(value)) return { ok: true, result: value };
      } catch (err) {
        if (err instanceof ScanBudgetExceeded)
          return fail([], [], ["result is too costly to check against the schema's patterns"]);
        throw err;
      }
      return describe(compiled.validate.errors ?? []);
    },
  };
}

interface ScanBudget {
  left: number;
}
class ScanBudgetExceeded extends Error {}

/**
 * ajv's regular-expression engine (`code.regExp`): client patterns compile with re2js (linear
 * time); a pattern RE2 cannot compile makes the schema fall back to its required keys (the API
 * refuses such schemas at creation; older cases may still hold one). Every test is charged to
 * the budget of the validation in progress.
 */
function linearEngine(budget: ScanBudget) {
  const engine = (pattern: string) => {
    const re = compileLinear(pattern);
    return {
      test(input: string): boolean {
        budget.left -= input.length;
        if (budget.left < 0) throw new ScanBudgetExceeded();
        return re.test(input);
      },
      // ajv keys compiled patterns by this text: it must differ between patterns.
      toString: () => `/${pattern}/`,
    };
  };
  engine.code = 'compileLinear';
  return engine;
}
function newAjv(budget: ScanBudget): Ajv {
  const ajv = new Ajv({
    strict: false,
    allErrors: true,
    addUsedSchema: false,
    validateFormats: true,
    code: { regExp: linearEngine(budget) },
  });
  ajvFormats.default(ajv);
  return ajv;
}

function describe(errors: ErrorObject[]): ResultCheck {
  const missing = new Set<string>();
  const invalid = new Set<string>();
  for (const e of errors) {
    const top = e.instancePath.split('/')[1];
    if (e.keyword === 'required' && e.instancePath === '') {
      const field = (e.params as { missingProperty?: string }).missingProperty;
      if (field) missing.add(field);
    } else if (top) {
      invalid.add(decodeURIComponent(top.replace(/~1/g, '/').replace(/~0/g, '~')));
    }
  }
  const messages = errors.slice(0, 20).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`);
  return fail([...missing], [...invalid], messages);
}

function fail(missing: string[], invalid: string[], errors: string[]): ResultCheck {
  return { ok: false, missing, invalid, errors };
}

/** Top-level property names declared by the schema, in declaration order. */
export function schemaProperties(schema: Schema | undefined): string[] {
  const props = schema?.['properties'];
  return isPlainObject(props) ? Object.keys(props) : [];
}

/** The schema's top-level `required` names (strings only; anything else is ignored). */
export function requiredFields(schema: Schema | undefined): string[] {
  const req = schema?.['required'];
  return Array.isArray(req) ? req.filter((r): r is string => typeof r === 'string') : [];
}

/**
 * A copy of `record` where string values of top-level properties declared number/integer,
 * boolean or array are converted: `"$1,200.50"` → 1200.5, `"yes"` → true, `"a, b"` → ["a","b"].
 * A value that does not convert cleanly is left as it was (validation then names the field).
 * A property whose type also allows `string` is never converted.
 */
export function coerceFieldValues(schema: Schema, record: Record<string, unknown>): Record<string, unknown> {
  const props = schema['properties'];
  const out: Record<string, unknown> = { ...record };
  if (!isPlainObject(props)) return out;
  for (const [field, value] of Object.entries(record)) {
    const prop = props[field];
    if (!isPlainObject(prop)) continue;
    const coerced = coerceValue(typesOf(prop), prop, value);
    if (coerced !== undefined) out[field] = coerced;
  }
  return out;
}

function coerceValue(types: string[], prop: Record<string, unknown>, value: unknown): unknown {
  if (typeof value !== 'string' || types.length === 0 || types.includes('string')) return undefined;
  const text = value.trim();
  if (types.includes('integer') || types.includes('number')) {
    const n = parseNumber(text);
    if (n !== undefined && (types.includes('number') || Number.isInteger(n))) return n;
  }
  if (types.includes('boolean')) {
    if (/^(true|yes|y)$/i.test(text)) return true;
    if (/^(false|no|n)$/i.test(text)) return false;
  }
  if (types.includes('null') && /^(null|none|n\/a)$/i.test(text)) return null;
  if (types.includes('array')) {
    const items = isPlainObject(prop['items']) ? prop['items'] : {};
    const parts = text.split(/\s*[,;]\s*/).filter((p) => p.length > 0);
    return parts.map((p) => coerceValue(typesOf(items), items, p) ?? p);
  }
  return undefined;
}

function typesOf(prop: Record<string, unknown>): string[] {
  const t = prop['type'];
  if (typeof t === 'string') return [t];
  return Array.isArray(t) ? t.filter((x): x is string => typeof x === 'string') : [];
}

/** `1200`, `-3.5`, `1,200.50`, `$1,200`, `€ 30`, `42 USD`; anything else is not a number. */
export function parseNumber(text: string): number | undefined {
  const m = text.match(/^([$€£¥]\s*)?([+-]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)(\s*[A-Z]{3})?$/);
  if (!m?.[2]) return undefined;
  const n = Number(m[2].replace(/,/g, ''));
  return Number.isFinite(n) ? n : undefined;
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isAbsent(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}
