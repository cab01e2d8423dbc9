import { requiredFields, schemaProperties, type Schema } from '../result-schema.js';
import { oneLine } from './one-line.js';

/** What we still need, named from the schema (missing or invalid fields first). */
export function fieldsRequest(schema: Schema | undefined, failed?: { missing: string[]; invalid: string[] }): string {
  const wanted =
    failed && failed.missing.length + failed.invalid.length > 0
      ? [...new Set([...failed.missing, ...failed.invalid])]
      : requiredFields(schema).length > 0
        ? requiredFields(schema)
        : schemaProperties(schema);
  if (wanted.length === 0) return 'Could you please reply with the details, one per line as "field: value"?';
  const props = (schema?.['properties'] ?? {}) as Record<string, { description?: unknown }>;
  const lines = wanted.map((f) => {
    const d = props[f]?.description;
    return `- ${f}${typeof d === 'string' && d.trim() ? ` (${oneLine(d)})` : ''}`;
  });
  return `Could you please reply with the following, one per line as "field: value"?\n${lines.join('\n')}`;
}
