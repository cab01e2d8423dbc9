import type { EvidenceReaders } from './gemini-evidence.js';
import { findNumbers } from './extract/amounts.js';
import { findDates } from './extract/dates.js';
import { findDurations } from './extract/durations.js';
import { detectLanguage, LANGS } from './extract/language.js';
import { readFromSources } from './extract/schema-reader.js';
import { looksLikeInjection } from './injection-signals.js';
import { stripQuotedText } from './reply-text.js';
import { isPlainObject, type Schema } from './result-schema.js';

/**
 * The deterministic reading side behind the Gemini evidence guard (gemini-evidence.ts): the new
 * text of a message, and the offline brain's typed readers run on the quote alone, with a schema
 * of the one field, so a value the model could only have guessed is never taken.
 */
export const evidenceReaders: EvidenceReaders = {
  newText: (text) => {
    const fresh = stripQuotedText(text);
    // Paragraphs that address the agent are no new text of the sender's.
    return fresh
      .split(/\n\s*\n/)
      .filter((p) => !looksLikeInjection(p))
      .join('\n\n');
  },
  isInstruction: (text) => looksLikeInjection(text),
  valuesIn: (quote, field, schema, at) => {
    const props = isPlainObject(schema?.['properties']) ? schema['properties'] : {};
    const one: Schema = { type: 'object', properties: { [field]: isPlainObject(props[field]) ? props[field] : {} } };
    const refs = { dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() };
    const read = readFromSources(one, [{ text: quote, at }], refs);
    const out: unknown[] = field in read.values ? [read.values[field]] : [];
    // A duration read as days ("three weeks" → 21) for a field counted in days.
    if (/days?/i.test(`${field} ${String((props[field] as { description?: unknown } | undefined)?.description ?? '')}`))
      for (const d of findDurations(quote)) out.push(d.days);
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
