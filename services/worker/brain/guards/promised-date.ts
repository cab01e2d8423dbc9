import type { CaseContext, TranscriptEntry } from '../brain.js';
import type { OfflineReading } from '../offline-result.js';
import { foldForMatching } from '../language-fold.js';
import { regionsOf } from '../regions/reply-regions.js';
import { findDates } from '../readers/dates.js';
import { isDateProp } from '../readers/field-readers.js';
import { detectReadLanguage } from '../readers/language.js';
import { blankNoProblem, NEGATION_WORD } from '../readers/negation.js';
import { segmentsOf } from '../readers/segments.js';
import type { ResultSchemaValidator } from '../result-schema.js';
import { findHandoff } from './handoffs.js';
import { findPromise } from './promises.js';

/**
 * The promised date, given bare in a later mail. An earlier mail of theirs promised to come back
 * ("on dates I need to check with Dave, I'll come back to you by Monday"); the later mail gives one
 * date and nothing else that could be one ("Dave can take Kamil on Tuesday 15th December"), without
 * naming the field again: a person reads it as the answer the promise announced. Only for a schema
 * with one date field, when that field is the only one still missing, and only a date that is
 * not an echo of ours, not past, not in a question or a denial, and the only such date in the mail.
 */
export function withPromisedDate(
  ctx: CaseContext,
  latest: TranscriptEntry,
  transcript: readonly TranscriptEntry[],
  validator: ResultSchemaValidator,
  attempt: OfflineReading,
): OfflineReading {
  const check = attempt.check;
  const schema = ctx.resultSchema;
  if (!schema || !check || check.ok || check.invalid.length > 0 || check.missing.length !== 1) return attempt;
  const props = (schema['properties'] ?? {}) as Record<string, Record<string, unknown>>;
  const field = check.missing[0]!;
  const prop = props[field] ?? {};
  const dateFields = Object.entries(props).filter(([name, p]) => isDateProp(name, p));
  if (dateFields.length !== 1 || dateFields[0]![0] !== field || prop['format'] === 'date-time') return attempt;
  if (!promisedBefore(transcript, latest)) return attempt;
  const found = onlyDate(regionsOf(latest.text).newText, latest.at, attempt);
  if (!found) return attempt;
  const values = { ...attempt.values, [field]: found.date };
  const rechecked = validator.check(schema, values);
  if (!rechecked.ok) return attempt;
  const evidence = {
    ...attempt.evidence,
    ...(latest.messageId ? { [field]: { messageId: latest.messageId, quote: found.quote } } : {}),
  };
  return { ...attempt, check: rechecked, values, evidence, fromLatest: [...attempt.fromLatest, field] };
}

/** An earlier message of theirs promised to come back, or handed the question to a colleague. */
function promisedBefore(transcript: readonly TranscriptEntry[], latest: TranscriptEntry): boolean {
  return transcript.some((e) => {
    if (e.role !== 'counterparty' || e === latest || e.at > latest.at) return false;
    const text = regionsOf(e.text).newText;
    return (findPromise(text) ?? findHandoff(text)) !== undefined;
  });
}

/** The one date the mail states (outside promises, questions and denials), with its sentence. */
function onlyDate(text: string, at: number, attempt: OfflineReading): { date: string; quote: string } | undefined {
  if (findPromise(text) !== undefined || findHandoff(text) !== undefined) return undefined;
  const lang = detectReadLanguage(text);
  const hits: { date: string; quote: string }[] = [];
  for (const seg of segmentsOf(text)) {
    for (const d of findDates(seg.text, lang, at)) {
      if (attempt.echoes?.dates.has(d.date)) continue;
      if (Date.parse(`${d.date}T23:59:59Z`) < at) continue;
      const folded = foldForMatching(seg.text);
      if (seg.text.trim().endsWith('?') || NEGATION_WORD.test(blankNoProblem(folded))) return undefined;
      hits.push({ date: d.date, quote: seg.text.trim() });
    }
  }
  const dates = new Set(hits.map((h) => h.date));
  return dates.size === 1 && /^\d{4}-\d{2}-\d{2}$/.test(hits[0]!.date) ? hits[0] : undefined;
}
