import { isPlainObject, schemaProperties, type Schema } from '../result-schema.js';
import { findDates } from './dates.js';
import { findNumbers } from './amounts.js';
import { type Prop, type References } from './field-readers.js';
import { detectReadLanguage as detectLanguage } from './language.js';
import { segmentsOf } from './segments.js';
import type { Props, ReadSource } from './read-source.js';
import { correctionOf } from './later-corrections.js';
import { readOne } from './source-reader.js';

export type { ReadSource } from './read-source.js';

/**
 * The offline brain's schema-guided reader: for each property of the resultSchema (its name,
 * description, type, format, enum), the value the counterparty's texts give, with the verbatim
 * sentence it came from. Deterministic and local. In each text, explicit forms win: a JSON
 * object, then `field: value` lines (the field named as in the schema, or in words that point
 * at exactly one property, in any of the four languages), then prose, read by type (dates,
 * amounts, yes/no, enum values, lists, "<field> is <value>"). Texts are read newest first and
 * a field takes the first sure value. A value the reader is not sure of is left out, so the
 * brain asks for that field instead of inventing it.
 */

export interface FieldEvidence {
  messageId: string;
  attachmentId?: string;
  quote: string;
}

export interface ReadResult {
  values: Record<string, unknown>;
  evidence: Record<string, FieldEvidence>;
  /** For each field, the index in `sources` of the text its value was read from. */
  sourceOf: Record<string, number>;
}

/** Texts we wrote, and the case's objective and knowledge: their dates and numbers are echoes. */
export function referencesFrom(
  texts: readonly string[],
  referenceMs: number,
  asked: readonly string[] = [],
): References {
  const refs: References = {
    dates: new Set(),
    numbers: new Set(),
    codes: new Set(),
    asked,
  };
  for (const text of texts) {
    for (const w of text.toLowerCase().split(/[^a-z0-9-]+/)) {
      const code = w.replace(/^-+|-+$/g, '');
      if ((/\d/.test(code) && /[a-z]/.test(code)) || /^\d{3,}$/.test(code)) refs.codes.add(code);
    }
    const lang = detectLanguage(text);
    for (const seg of segmentsOf(text)) {
      for (const d of findDates(seg.text, lang, referenceMs)) refs.dates.add(d.date);
      for (const n of findNumbers(seg.text, lang)) if (!n.currency && !n.percent) refs.numbers.add(n.value);
    }
  }
  return refs;
}

export function readFromSources(schema: Schema, sources: readonly ReadSource[], refs: References): ReadResult {
  const props = propsOf(schema);
  const values: Record<string, unknown> = {};
  const evidence: Record<string, FieldEvidence> = {};
  const sourceOf: Record<string, number> = {};
  // Fields a newer text wrote figures about that could not be bound surely ("gross 2,140 kg
  // (net 1,905 kg)" after "around 2,000 kg"): an older value is no longer the latest word.
  const contested = new Set<string>();
  sources.forEach((source, si) => {
    const unsure = new Set<string>();
    const found = readOne(props, source, refs, unsure);
    for (const field of unsure) if (!(field in found) && !(field in values)) contested.add(field);
    for (const [field, f] of Object.entries(found)) {
      if (field in values) continue;
      // The latest statement wins: a newer text that corrects itself ("sorry, I meant the 15th")
      // without naming the field replaces the older value, or, when it is unclear what the new
      // value is, leaves the field to be asked for.
      const fix = correctionOf(props, field, f.value, sources.slice(0, si), refs);
      if (fix === 'unclear') continue;
      // A newer text with figures about the field that could not be bound: the older value is no
      // longer the latest word, unless that text clearly corrects it ("ho invertito le cifre:
      // 1.830 €, non 1.380" beside "3 € al m²").
      if (contested.has(field) && !unsure.has(field) && fix === undefined) continue;
      const hit = fix ?? { ...f, source: si };
      const from = sources[hit.source]!;
      values[field] = hit.value;
      sourceOf[field] = hit.source;
      if (from.messageId) {
        evidence[field] = {
          messageId: from.messageId,
          ...(from.attachmentId ? { attachmentId: from.attachmentId } : {}),
          quote: hit.quote,
        };
      }
    }
  });
  return { values, evidence, sourceOf };
}

function propsOf(schema: Schema): Props {
  const raw = schema['properties'];
  if (!isPlainObject(raw)) return [];
  return schemaProperties(schema).map((name) => [name, isPlainObject(raw[name]) ? raw[name] : {}] as [string, Prop]);
}
