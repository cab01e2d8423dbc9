import type { EvidenceReaders } from './evidence.js';
import { findNumbers } from '../readers/amounts.js';
import { findDates } from '../readers/dates.js';
import { findDurations } from '../readers/durations.js';
import { detectLanguage, LANGS } from '../readers/language.js';
import { readFromSources } from '../readers/schema-reader.js';
import { hasInstruction } from '../regions/instructions.js';
import { newTextOf, regionsOf } from '../regions/reply-regions.js';
import { isPlainObject, type Schema } from '../result-schema.js';

/**
 * The deterministic reading side behind the Gemini evidence guard (evidence.ts): the
 * regions model of a reply (regions/reply-regions.ts: its new text; an attachment without its
 * instruction blocks), and the offline brain's typed readers (readers/) run on the quote alone,
 * with a schema of the one field, so a value the model could only have guessed is never taken.
 */
export const evidenceReaders: EvidenceReaders = {
  newText: (text) => newTextOf(text),
  attachmentText: (text) =>
    regionsOf(text)
      .regions.filter((r) => r.kind !== 'instruction')
      .map((r) => r.text)
      .join('\n'),
  isInstruction: (text) => hasInstruction(text),
  valuesIn: (quote, field, schema, at) => {
    const props = isPlainObject(schema?.['properties']) ? schema['properties'] : {};
    const one: Schema = { type: 'object', properties: { [field]: isPlainObject(props[field]) ? props[field] : {} } };
    const refs = { dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() };
    const read = readFromSources(one, [{ text: quote, at }], refs);
    const out: unknown[] = field in read.values ? [read.values[field]] : [];
    // A duration read as days ("three weeks" → 21) for a field counted in days.
    if (/days?/i.test(`${field} ${String((props[field] as { description?: unknown } | undefined)?.description ?? '')}`))
      for (const d of findDurations(quote)) if (!d.range) out.push(d.days);
    return out;
  },
  numbersIn: (text) => {
    const out = new Set<number>();
    for (const lang of [detectLanguage(text), ...LANGS]) for (const n of findNumbers(text, lang)) out.add(n.value);
    return [...out];
  },
  datesIn: (text, at) => {
    const out = new Set<string>();
    for (const lang of new Set([detectLanguage(text), 'en' as const]))
      for (const d of findDates(text, lang, at)) out.add(d.date);
    return [...out];
  },
};
