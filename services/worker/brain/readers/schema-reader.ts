import { readBoolean } from './boolean-field.js';
import { polarity } from './booleans.js';
import { foldForMatching } from '../language-fold.js';
import { extractJsonObject, normalizeFieldName, parseFieldLines } from '../reply-text.js';
import { isPlainObject, schemaProperties, type Schema } from '../result-schema.js';
import { findDates } from './dates.js';
import { findNumbers } from './amounts.js';
import { csvRecord } from './csv-rows.js';
import { enumChoices } from './enums.js';
import { onlyDateRange, startAndEnd } from './date-ranges.js';
import { labelValueLines } from './label-values.js';
import { readTableArray } from './tables/table-array.js';
import { bindQuantities } from './units/bind-quantities.js';
import { type UnitField, unitField } from './units/field-unit.js';
import { findQuantities } from './units/quantities.js';
import { relevance, splitName } from './field-terms.js';
import {
  isDateProp,
  isMoneyProp,
  prepare,
  readDate,
  readEnum,
  termsOf,
  typesOf,
  type Found,
  type Prepared,
  type Prop,
  type References,
} from './field-readers.js';
import { detectReadLanguage as detectLanguage } from './language.js';
import { readArray } from './list-field.js';
import { readNumber } from './number-field.js';
import { bindSummary, summaryLines, wantedKind } from './summary-lines.js';
import { readString } from './string-field.js';
import { quoteOf, segmentsOf, type Segment } from './segments.js';
import { CORRECTION } from '../guards/corrections.js';

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

export interface ReadSource {
  /** Verbatim text: a reply's new text, or an attachment's extracted text. */
  text: string;
  /** When it was written (relative dates are read from here). */
  at: number;
  messageId?: string;
  attachmentId?: string;
  /** The text is a CSV file: its header and first row are read as `field: value` pairs. */
  csv?: boolean;
}

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
export function referencesFrom(texts: readonly string[], referenceMs: number): References {
  const refs: References = { dates: new Set(), numbers: new Set(), codes: new Set() };
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
      if (contested.has(field) && !unsure.has(field)) continue;
      // The latest statement wins: a newer text that corrects itself ("sorry, I meant the 15th")
      // without naming the field replaces the older value, or, when it is unclear what the new
      // value is, leaves the field to be asked for.
      const fix = correctionOf(props, field, f.value, sources.slice(0, si), refs);
      if (fix === 'unclear') continue;
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

/**
 * A correction in a newer text (one with a correction cue) of the value `old` read for `field`
 * from an older text: the one value of the field's type written after the cue that differs from
 * `old` (a date without month or year takes them from `old`), 'unclear' when there are several,
 * or undefined when no newer text corrects anything.
 */
function correctionOf(
  props: Props,
  field: string,
  old: unknown,
  newer: readonly ReadSource[],
  refs: References,
): (Hit & { source: number }) | 'unclear' | undefined {
  const prop = props.find(([n]) => n === field)?.[1] ?? {};
  const isDate =
    isDateProp(field, prop) &&
    prop['format'] !== 'date-time' &&
    typeof old === 'string' &&
    /^\d{4}-\d{2}-\d{2}/.test(old);
  const isNumber = typeof old === 'number';
  if (!isDate && !isNumber) return undefined;
  for (let i = 0; i < newer.length; i++) {
    const s = newer[i]!;
    if (s.attachmentId) continue;
    const lang = detectLanguage(s.text);
    const segments = segmentsOf(s.text);
    const at = segments.findIndex((seg) => CORRECTION.test(seg.folded));
    if (at < 0) continue;
    const values = new Map<string, { value: unknown; segment: number }>();
    segments.forEach((seg, si) => {
      if (si < at) return;
      if (isDate) {
        const ref = Date.parse(`${(old as string).slice(0, 10)}T00:00:00Z`) - 86_400_000;
        for (const d of findDates(seg.text, lang, ref))
          if (d.date !== (old as string).slice(0, 10) && !refs.dates.has(d.date) && !values.has(d.date))
            values.set(d.date, { value: d.date, segment: si });
      } else {
        for (const n of findNumbers(seg.text, lang))
          if (n.value !== old && !n.percent && !refs.numbers.has(n.value) && !values.has(String(n.value)))
            values.set(String(n.value), { value: n.value, segment: si });
      }
    });
    if (values.size === 0) continue;
    if (values.size > 1) return 'unclear';
    const [only] = [...values.values()];
    return { value: only!.value, quote: quoteOf(segments[only!.segment]!), source: i };
  }
  return undefined;
}

type Props = Array<[string, Prop]>;
type Hit = { value: unknown; quote: string };

function propsOf(schema: Schema): Props {
  const raw = schema['properties'];
  if (!isPlainObject(raw)) return [];
  return schemaProperties(schema).map((name) => [name, isPlainObject(raw[name]) ? raw[name] : {}] as [string, Prop]);
}

function readOne(props: Props, source: ReadSource, refs: References, unsure = new Set<string>()): Record<string, Hit> {
  const out: Record<string, Hit> = {};
  const segments = segmentsOf(source.text);
  const lang = detectLanguage(source.text);
  const p = prepare(segments, lang, source.at, {
    booleanProps: props.filter(([, pr]) => typesOf(pr).includes('boolean')).length,
    numberProps: props.filter(([, pr]) => typesOf(pr).some((t) => t === 'number' || t === 'integer')).length,
  });

  // 1. A JSON object naming schema properties.
  const json = extractJsonObject(source.text);
  if (json) {
    for (const [name] of props) {
      if (!(name in json)) continue;
      const line = source.text.split('\n').find((l) => l.includes(`"${name}"`));
      const prop = props.find(([n]) => n === name)![1];
      let value = json[name];
      if (typeof value === 'string' && prop['format'] === undefined && isDateProp(name, prop)) {
        value = isoDateOf(value, prepare(segmentsOf(value), lang, source.at, { booleanProps: 1, numberProps: 1 }));
        if (value === undefined) continue;
      }
      out[name] = { value, quote: (line ?? JSON.stringify({ [name]: json[name] })).trim().slice(0, 200) };
    }
  }

  // 1b. The summary lines under an items table (subtotal, shipping, tax, total): a money field
  //     binds only to the line of its own kind (summary-lines.ts).
  const summary = summaryLines(source.text, lang);
  const blocked = new Set<string>();
  if (summary.length > 0) {
    for (const [name, prop] of props) {
      if (name in out || !typesOf(prop).some((t) => t === 'number' || t === 'integer')) continue;
      const about = foldForMatching(
        `${splitName(name).join(' ')} ${typeof prop['description'] === 'string' ? prop['description'] : ''}`,
      );
      const kind = isMoneyProp(name, prop) ? wantedKind(about) : undefined;
      if (!kind) continue;
      const hit = bindSummary(summary, kind);
      if (hit === 'unsure') unsure.add(name);
      // No line of its kind (or lines that disagree): the table's other figures (a subtotal, a
      // tax line, an item's amount) are not its value.
      if (hit === 'unsure' || hit === undefined) blocked.add(name);
      else out[name] = { value: hit.value, quote: hit.line.slice(0, 200) };
    }
  }

  // 2. `field: value` lines (or a CSV's header and first row), the field named exactly or by
  //    words that point at one property.
  const csv = source.csv ? csvRecord(source.text, refs.codes) : undefined;
  const pairs = csv ? csv.pairs.map((p) => ({ field: p.header, value: p.value })) : parseFieldLines(source.text);
  for (const { field, value } of pairs) {
    const name = propertyForKey(props, field);
    if (!name || name in out) continue;
    const prop = props.find(([n]) => n === name)![1];
    const line =
      csv?.row ?? source.text.split('\n').find((l) => l.includes(field) && l.includes(value)) ?? `${field}: ${value}`;
    const sub = prepare(segmentsOf(value), lang, source.at, { booleanProps: 1, numberProps: 1 });
    const converted = convertLineValue(name, prop, value, sub);
    if (converted !== undefined) out[name] = { value: converted, quote: line.trim().slice(0, 200) };
  }

  // 2b. Label/value columns (a PDF's text, an HTML table with headers in its first column):
  //     only a value of the field's type is taken.
  if (!source.csv) {
    const lines = labelValueLines(source.text, (label) => propertyForKey(props, label), {
      singleSpace: source.attachmentId !== undefined,
    });
    for (const lv of lines) {
      if (lv.name in out) continue;
      const prop = props.find(([n]) => n === lv.name)![1];
      const sub = prepare(segmentsOf(lv.value), lang, source.at, { booleanProps: 1, numberProps: 1 });
      const converted = convertLineValue(lv.name, prop, lv.value, sub);
      if (typedFor(lv.name, prop, lv.value, converted))
        out[lv.name] = { value: converted, quote: lv.line.trim().slice(0, 200) };
    }
  }

  // 3. Prose, by type.
  const taken = new Set<string>();
  const dateNames = props.filter(([n, pr]) => isDateProp(n, pr)).map(([n]) => n);
  const dateProps = dateNames.length;
  // A start and an end date from one range of days ("dal 12 al 15 ottobre") (date-ranges.ts).
  const dayFields = props.filter(([n, pr]) => pr['format'] === 'date' && isDateProp(n, pr)).map(([n]) => n);
  const pair = dayFields.length === 2 ? startAndEnd(dayFields[0]!, dayFields[1]!) : undefined;
  if (pair && !(pair.start in out) && !(pair.end in out)) {
    const range = onlyDateRange(segments, lang, source.at);
    if (range) {
      out[pair.start] = { value: range.start, quote: quoteOf(segments[range.segment]!) };
      out[pair.end] = { value: range.end, quote: quoteOf(segments[range.segment]!) };
    }
  }

  // Numbers for fields that name a unit, converted from the unit the text writes (units/).
  const unitFields = props
    .filter(([n, pr]) => !(n in out) && typesOf(pr).some((t) => t === 'number' || t === 'integer'))
    .map(([n, pr]) => unitField(n, pr))
    .filter((f): f is UnitField => f !== undefined);
  const quantities = unitFields.length > 0 ? bindQuantities(unitFields, findQuantities(segments, lang)) : new Map();
  for (const q of quantities.values()) if (q) taken.add(`${q.segment}:${q.index}`);
  const numberNames = props
    .filter(([, pr]) => typesOf(pr).some((t) => t === 'number' || t === 'integer'))
    .map(([n]) => n);
  for (const [name, prop] of props) {
    if (name in out) continue;
    const q = quantities.get(name);
    if (q === null) {
      unsure.add(name); // its dimension is written but no quantity binds surely: ask
      continue;
    }
    if (q) {
      // An integer field and a converted value with decimals: not sure what to store.
      if (typesOf(prop).includes('number') || Number.isInteger(q.value))
        out[name] = { value: q.value, quote: quoteOf(segments[q.segment]!) };
      continue;
    }
    // An array of objects from a table, a CSV file or item lines (readers/tables/).
    if (typesOf(prop).includes('array')) {
      const table = readTableArray(source.text, prop, lang, { csv: source.csv === true, at: source.at });
      if (table) {
        out[name] = { value: table.rows, quote: table.quote };
        continue;
      }
    }
    const f = readProse(
      p,
      name,
      prop,
      refs,
      taken,
      dateProps,
      { dates: dateNames.filter((n) => n !== name), numbers: numberNames.filter((n) => n !== name) },
      () => unsure.add(name),
    );
    if (f) out[name] = { value: f.value, quote: quoteOf(segments[f.segment]!) };
  }
  for (const b of blocked) delete out[b];
  return out;
}

function readProse(
  p: Prepared,
  name: string,
  prop: Prop,
  refs: References,
  taken: Set<string>,
  dateProps: number,
  rivals: { dates: readonly string[]; numbers: readonly string[] } = { dates: [], numbers: [] },
  unsure?: () => void,
): Found | undefined {
  const terms = termsOf(name, prop);
  const types = typesOf(prop);
  const choices = enumChoices(prop);
  if (choices) return readEnum(p, terms, choices.values, choices.labels);
  if (types.includes('array')) return readArray(p, terms, prop, refs);
  if (types.includes('boolean')) return readBoolean(p, terms, name);
  if (types.includes('number') || types.includes('integer'))
    return readNumber(p, name, terms, prop, refs, taken, rivals.numbers, unsure);
  if (isDateProp(name, prop)) return readDate(p, terms, prop, refs, dateProps, name, rivals.dates);
  if (types.length === 0 || types.includes('string')) return readString(p, name);
  return undefined;
}

/**
 * A line's value as the property wants it: dates in ISO form when the schema asks for a date
 * format, numbers read with the language's separators; text as written otherwise (the result
 * schema validator converts `yes`, `1,200` and `a, b` itself).
 */
function convertLineValue(name: string, prop: Prop, value: string, sub: Prepared): unknown {
  const types = typesOf(prop);
  const format = prop['format'];
  if ((format === 'date' || format === 'date-time') && isDateProp(name, prop)) {
    const ds = sub.dates.flat();
    const d = ds.length === 1 ? ds[0]! : undefined;
    if (!d) return value;
    return format === 'date-time' ? (d.dateTime ?? value) : d.date;
  }
  // A date field without a format (its name or description says it is a date) gets the date in
  // ISO 8601, never the counterparty's "24/05/2027"; a value that is no one sure date
  // ("to be confirmed", "04/05/2027" in English) is not stored, and the field is asked for.
  if (format === undefined && isDateProp(name, prop) && types.includes('string')) return isoDateOf(value, sub);
  if ((types.includes('number') || types.includes('integer')) && !types.includes('string')) {
    const ns = sub.numbers.flat();
    if (ns.length === 1) return ns[0]!.value;
    return value;
  }
  // A yes/no from a line is what the line's words say ("Parking: charged separately" → false);
  // a line that says neither is no value.
  if (types.includes('boolean') && !types.includes('string')) {
    const v = value.trim().toLowerCase();
    if (v === 'true' || v === 'false') return v === 'true';
    return polarity(foldForMatching(value));
  }
  const choices = enumChoices(prop);
  if (choices && !choices.values.includes(value)) {
    const f = readEnum(sub, [], choices.values, choices.labels);
    return f ? f.value : value;
  }
  return value;
}

function isoDateOf(value: string, sub: Prepared): string | undefined {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return value.trim();
  const ds = sub.dates.flat();
  return ds.length === 1 ? ds[0]!.date : undefined;
}

/** The property a line's key names: exactly (normalised), else the one its words point at. */
function propertyForKey(props: Props, key: string): string | undefined {
  const norm = normalizeFieldName(key);
  const exact = props.find(([n]) => normalizeFieldName(n) === norm);
  if (exact) return exact[0];
  const seg: Segment = segmentsOf(key)[0] ?? { text: key, folded: key.toLowerCase() };
  const scored = props
    .map(([n, pr]) => ({ n, s: relevance(seg, termsOf(n, pr)) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s);
  if (scored.length === 0 || (scored[1] && scored[1].s === scored[0]!.s)) return undefined;
  return scored[0]!.n;
}

/**
 * Whether a label/value line's value has the field's type: a number or a date read from it (not
 * the raw text), an enum value, or for text a short value starting with a capital or a digit
 * ("GLS", "AB 4410 2387"; not "is DHL" or "will be confirmed").
 */
function typedFor(name: string, prop: Prop, raw: string, converted: unknown): boolean {
  const types = typesOf(prop);
  if (types.includes('number') || types.includes('integer')) return typeof converted === 'number';
  if (enumChoices(prop)) return converted !== raw || enumChoices(prop)!.values.includes(raw);
  if (isDateProp(name, prop)) return converted !== undefined && (converted !== raw || /^\d{4}-\d{2}-\d{2}/.test(raw));
  if (types.includes('boolean') || types.includes('array') || types.includes('object')) return false;
  return /^[\p{Lu}\d]/u.test(raw) && raw.split(/\s+/).length <= 6;
}
