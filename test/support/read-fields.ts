import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

const AT = Date.parse('2026-11-23T10:00:00Z');

/**
 * The values the schema reader gives a schema of `properties` from one text written on 23 November
 * 2026, with nothing of ours to echo (no objective, no mail of ours).
 */
export function readFields(properties: Record<string, unknown>, text: string): Record<string, unknown> {
  const noRefs = { dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() };
  return readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], noRefs).values;
}
