import { z } from 'zod';

/**
 * Client JSON the API does not interpret (metadata, object knowledge, customData) is kept
 * exactly as given: the parsed value itself is returned, never a copy. A copy built by
 * assignment (what z.record and z.object do) drops an own `__proto__` key, or worse, sets the
 * copy's prototype. JSON.parse creates `__proto__` as a plain own property, JSON.stringify writes
 * it back, and nothing on the way assigns it: stored and echoed as given, with no pollution.
 *
 * `describe` names what the value must be; `check` adds field-level issues for its entries.
 * `.meta` gives the OpenAPI generator the object shape a custom check cannot express.
 */
export function opaqueObject<T extends Record<string, unknown> = Record<string, unknown>>(
  jsonSchema: Record<string, unknown>,
  check: (value: Record<string, unknown>, ctx: z.RefinementCtx) => void = () => {},
): z.ZodType<T> {
  const schema = z
    .unknown()
    .superRefine((value, ctx) => {
      if (!isJsonObject(value)) {
        ctx.addIssue({ code: 'invalid_type', expected: 'object', input: value, message: 'Must be a JSON object' });
        return;
      }
      check(value, ctx);
    })
    .meta({ type: 'object', ...jsonSchema });
  // The check above makes the output an object; a transform would hide the shape from OpenAPI.
  return schema as unknown as z.ZodType<T>;
}

export function isJsonObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Own enumerable entries, read without ever touching the prototype chain. */
export const ownEntries = (v: Record<string, unknown>) => Object.keys(v).map((k) => [k, v[k]] as const);
