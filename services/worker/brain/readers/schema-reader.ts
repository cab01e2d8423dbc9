import { isPlainObject, schemaProperties, type Schema } from '../result-schema.js';
import { findDates, findRangeEnds } from './dates.js';
import { findNumbers } from './amounts.js';
import { termsOf, typesOf, type Prop, type References } from './field-readers.js';
import { relevance } from './field-terms.js';
import { detectReadLanguage as detectLanguage } from './language.js';
import { segmentsOf } from './segments.js';
import type { Props, ReadSource } from './read-source.js';
import { correctionOf } from './later-corrections.js';
import { readOne } from './source-reader.js';
import { offeredChoices, sharedDateReadings } from './shared-readings.js';

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

/** A reading without the given fields' values, evidence and sources (the guards that set a value aside use it). */
export function withoutFields<R extends { values: object; evidence: object; sourceOf: object }>(
  read: R,
  fields: readonly string[],
): R {
  if (fields.length === 0) return read;
  const drop = <T extends object>(r: T) =>
    Object.fromEntries(Object.entries(r).filter(([k]) => !fields.includes(k))) as T;
  return { ...read, values: drop(read.values), evidence: drop(read.evidence), sourceOf: drop(read.sourceOf) };
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
    // A figure with thousands separators ("1,500 copies", "1.500", "1 500") is one figure, never
    // the code "500" (which picked the CSV row of 500 copies for a request of 1,500).
    const joined = text.toLowerCase().replace(/(\d)[.,'\u00a0\u202f ](?=\d{3}(?!\d))/g, '$1');
    for (const w of joined.split(/[^a-z0-9-]+/)) {
      const code = w.replace(/^-+|-+$/g, '');
      if ((/\d/.test(code) && /[a-z]/.test(code)) || /^\d{3,}$/.test(code)) refs.codes.add(code);
    }
    const lang = detectLanguage(text);
    for (const seg of segmentsOf(text)) {
      for (const d of findDates(seg.text, lang, referenceMs)) refs.dates.add(d.date);
      for (const end of findRangeEnds(seg.text, lang, referenceMs)) refs.dates.add(end);
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
  // Fields two texts of the same message (its body and an attachment, or two attachments) give
  // different values: neither reading is the message's word, so the field is asked for.
  const disputed = new Set<string>();
  sources.forEach((source, si) => {
    const unsure = new Set<string>();
    const found = readOne(props, source, refs, unsure);
    // Two date fields given one day from a sentence that writes two: neither is sure (shared-readings.ts).
    // A message that asks us which option we want offers its enum values, never answers with one.
    for (const field of [
      ...sharedDateReadings(props, found, source.at),
      ...offeredChoices(props, found, source.text),
    ]) {
      delete found[field];
      unsure.add(field);
    }
    for (const field of unsure) if (!(field in found) && !(field in values)) contested.add(field);
    for (const [field, f] of Object.entries(found)) {
      if (disputed.has(field)) continue;
      if (!(field in values) && listMayGrow(props, field, source)) {
        contested.add(field);
        continue;
      }
      if (field in values) {
        const first = sources[sourceOf[field] ?? -1];
        // Only readings of the field's type compete: "on request" in a number column is no
        // number, and the schema check would refuse it anyway.
        const prop = props.find(([name]) => name === field)?.[1] ?? {};
        const typed = ofType(prop, values[field]) && ofType(prop, f.value);
        if (first && typed && sameMessage(first, source) && !sameReading(values[field], f.value)) disputed.add(field);
        continue;
      }
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
  for (const field of disputed) {
    delete values[field];
    delete evidence[field];
    delete sourceOf[field];
  }
  return { values, evidence, sourceOf };
}

/**
 * Whether a list read from a message may be missing what the message promises for later ("For
 * PE they need navy shorts and plimsolls. I'll check with Mr Hughes what they need for outdoor
 * games and get back to you"): the message promises more, and its promise names no other field
 * ("I'll confirm the price tomorrow" leaves the list whole). A list missing items is a wrong list.
 */
function listMayGrow(props: Props, field: string, source: ReadSource): boolean {
  if (!source.promised) return false;
  const prop = props.find(([name]) => name === field)?.[1] ?? {};
  if (!typesOf(prop).includes('array')) return false;
  const promise = segmentsOf(source.promised);
  const others = props.filter(([name]) => name !== field);
  return !others.some(([name, pr]) => promise.some((seg) => relevance(seg, termsOf(name, pr)) > 0));
}

/** Whether a value could be the field's: a number field's reading is a number or a numeric string. */
function ofType(prop: Prop, value: unknown): boolean {
  const type = prop['type'];
  return type === 'number' || type === 'integer' ? asNumber(value) !== undefined : true;
}

function asNumber(v: unknown): number | undefined {
  if (typeof v === 'number') return v;
  return typeof v === 'string' && /^-?\d{1,15}(?:\.\d{1,6})?$/.test(v.trim()) ? Number(v) : undefined;
}

/** Two different texts of one message: its body and an attachment, or two attachments. */
function sameMessage(a: ReadSource, b: ReadSource): boolean {
  if (a === b || (a.attachmentId === undefined && b.attachmentId === undefined)) return false;
  if (a.attachmentId === b.attachmentId) return false;
  return a.messageId !== undefined ? a.messageId === b.messageId : b.messageId === undefined && a.at === b.at;
}

/** The same value read twice: numbers within a cent, dates and enum values alike in any case. */
function sameReading(a: unknown, b: unknown): boolean {
  const x = asNumber(a);
  const y = asNumber(b);
  // Under a cent apart (14.50 and 14.499); 14.50 and 14.51 are two prices.
  if (x !== undefined && y !== undefined && (typeof a === 'number' || typeof b === 'number'))
    return Math.abs(x - y) < 0.0099;
  if (typeof a === 'string' && typeof b === 'string') return a.trim().toLowerCase() === b.trim().toLowerCase();
  return JSON.stringify(a) === JSON.stringify(b);
}

function propsOf(schema: Schema): Props {
  const raw = schema['properties'];
  if (!isPlainObject(raw)) return [];
  return schemaProperties(schema).map((name) => [name, isPlainObject(raw[name]) ? raw[name] : {}] as [string, Prop]);
}
