import type { ResultEvidence } from '../../../shared/case-record.js';
import type { ReadSource } from './readers/schema-reader.js';
import { camelCaseField, extractJsonObject, normalizeFieldName, parseFieldLines } from './reply-text.js';
import type { ResultCheck, ResultSchemaValidator } from './result-schema.js';

/**
 * A case without a result schema: its result is what the counterparty wrote explicitly, a JSON
 * object or `field: value` lines, with the line that names each field as its evidence. Split
 * from offline-result.ts, which reads a schema's fields.
 */
export interface UnschemedReading {
  /** ok: the result to return; otherwise what is still missing or invalid (to ask for). */
  check?: ResultCheck;
  evidence: Record<string, ResultEvidence>;
  /** Fields whose value the latest message (its new text or an attachment) gave. */
  fromLatest: string[];
  /** Every value read so far (valid or not), for acknowledging what was understood. */
  values: Record<string, unknown>;
}

/** No schema: the first explicit answer (JSON object, else `field: value` lines) of the newest text. */
export function readWithoutSchema(
  sources: readonly (ReadSource & { latest?: boolean })[],
  validator: ResultSchemaValidator,
): UnschemedReading {
  for (const s of sources) {
    const json = extractJsonObject(s.text);
    const fromLines: Record<string, unknown> = {};
    for (const { field, value } of parseFieldLines(s.text)) {
      const key = camelCaseField(field);
      if (key !== '' && !(key in fromLines)) fromLines[key] = value;
    }
    const candidate =
      json && Object.keys(json).length > 0 ? json : Object.keys(fromLines).length > 0 ? fromLines : undefined;
    if (!candidate) continue;
    const check = validator.check(undefined, candidate);
    return {
      check,
      evidence: check.ok ? lineEvidence(s, Object.keys(check.result)) : {},
      fromLatest: s.latest ? Object.keys(candidate) : [],
      values: candidate,
    };
  }
  return { evidence: {}, fromLatest: [], values: {} };
}

/** For each field, the first line of the text that names it (JSON key or field line). */
function lineEvidence(s: ReadSource, fields: string[]): Record<string, ResultEvidence> {
  const out: Record<string, ResultEvidence> = {};
  if (!s.messageId) return out;
  const lines = s.text.split('\n');
  for (const f of fields) {
    const norm = normalizeFieldName(f);
    const line = lines.find((l) => normalizeFieldName(l.split(/[:=]/)[0] ?? '').endsWith(norm) || l.includes(`"${f}"`));
    if (line?.trim())
      out[f] = {
        messageId: s.messageId,
        ...(s.attachmentId ? { attachmentId: s.attachmentId } : {}),
        quote: line.trim().slice(0, 200),
      };
  }
  return out;
}
