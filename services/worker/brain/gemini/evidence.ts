import type { ResultEvidence } from '../../../../shared/case-record.js';
import type { Logger } from '../../../../shared/logger.js';
import type { TranscriptEntry } from '../brain.js';
import { foldForMatching } from '../language-fold.js';
import { isPlainObject, type Schema } from '../result-schema.js';

/**
 * Code's check of the result the Gemini brain proposes: each value must be carried by its
 * evidence. An evidence entry names a top-level field of the result, a counterparty message of
 * this thread (by id), optionally one of that message's attachments that has text, and a quote
 * (at most 300 characters) that
 * - occurs in the NEW TEXT of that message (what the sender wrote now: not quoted history, a
 *   signature, a footer or a block addressed to an automated assistant), or in the attachment's
 *   text, compared with whitespace collapsed, case and accents ignored;
 * - is not itself text addressed to the agent;
 * - carries the value: the value is written in it (a text, an enum value, a number in any of the
 *   four languages' separators, a date), or the deterministic readers derive it from the quote
 *   (`EvidenceReaders.valuesIn`: "three weeks" → 21, "not covered" → false).
 * The first entry that passes wins. A value with none is dropped (the caller asks for it, or has
 * the rules read the reply) and logged by field and reason, never with the quote or the value:
 * counterparty text stays out of logs. The model can be talked into anything; this check cannot.
 */

export interface EvidenceClaim {
  field: string;
  messageId: string;
  attachmentId?: string;
  quote: string;
}

/** What the guard needs from the reading side: the regions of a message and the typed readers. */
export interface EvidenceReaders {
  /** The new text of a message: what the sender wrote now, without history, signature, footer or instruction blocks. */
  newText(messageText: string): string;
  /** An attachment's text without blocks addressed to an automated assistant. */
  attachmentText(text: string): string;
  /** Whether the text addresses the agent (an instruction block, a forged status). */
  isInstruction(text: string): boolean;
  /** The values the deterministic readers take from the quote for this field of the schema. */
  valuesIn(quote: string, field: string, schema: Schema | undefined, at: number): unknown[];
  /** Numbers written in the text, read with each language's separators. */
  numbersIn(text: string): number[];
  /** Dates (YYYY-MM-DD) written in the text, relative to `at` when the year is left out. */
  datesIn(text: string, at: number): string[];
}

export interface VerifiedResult {
  /** The values carried by their evidence. */
  values: Record<string, unknown>;
  evidence: Record<string, ResultEvidence>;
  /** Fields of the proposed result whose value no evidence carries: dropped. */
  dropped: string[];
}

const MAX_QUOTE = 300;

export function verifiedResult(
  claims: readonly EvidenceClaim[],
  result: Record<string, unknown>,
  messages: readonly TranscriptEntry[],
  schema: Schema | undefined,
  readers: EvidenceReaders,
  log: Logger,
): VerifiedResult {
  const byId = new Map(messages.filter((m) => m.role === 'counterparty' && m.messageId).map((m) => [m.messageId!, m]));
  const values: Record<string, unknown> = {};
  const evidence: Record<string, ResultEvidence> = {};
  const reasons = new Map<string, string>();
  for (const c of claims) {
    if (!Object.hasOwn(result, c.field)) {
      log.warn('gemini evidence dropped', { field: c.field.slice(0, 100), reason: 'not a field of the result' });
      continue;
    }
    if (c.field in evidence) continue;
    const why = problem(c, result[c.field], byId, schema, readers);
    if (why) {
      log.warn('gemini evidence dropped', { field: c.field.slice(0, 100), reason: why });
      reasons.set(c.field, why);
      continue;
    }
    values[c.field] = result[c.field];
    evidence[c.field] = {
      messageId: c.messageId,
      ...(c.attachmentId ? { attachmentId: c.attachmentId } : {}),
      quote: c.quote.trim(),
    };
  }
  const dropped = Object.keys(result).filter((f) => !(f in values));
  for (const field of dropped)
    log.warn('gemini value dropped', { field: field.slice(0, 100), reason: reasons.get(field) ?? 'no evidence given' });
  return { values, evidence, dropped };
}

function problem(
  c: EvidenceClaim,
  value: unknown,
  byId: Map<string, TranscriptEntry>,
  schema: Schema | undefined,
  readers: EvidenceReaders,
): string | undefined {
  const message = byId.get(c.messageId);
  if (!message) return 'not a counterparty message of this thread';
  const quote = normalize(c.quote);
  if (quote.length === 0 || c.quote.length > MAX_QUOTE) return 'empty or too long quote';
  let text: string;
  if (c.attachmentId) {
    const a = message.attachments?.find((x) => x.attachmentId === c.attachmentId);
    if (!a) return 'not an attachment of that message';
    if (!a.text) return 'attachment without readable text';
    text = readers.attachmentText(a.text);
  } else {
    text = readers.newText(message.text);
  }
  if (!normalize(text).includes(quote)) return 'quote does not occur in the new text of the cited message';
  if (readers.isInstruction(c.quote)) return 'quote is addressed to an automated assistant';
  return carries(value, c, message.at, schema, readers) ? undefined : 'value not carried by the quote';
}

/** The value is written in the quote, or the readers derive it from the quote. */
function carries(
  value: unknown,
  c: EvidenceClaim,
  at: number,
  schema: Schema | undefined,
  readers: EvidenceReaders,
): boolean {
  const derived = readers.valuesIn(c.quote, c.field, schema, at);
  if (derived.some((d) => sameValue(d, value))) return true;
  return writtenIn(value, c.quote, at, readers);
}

function writtenIn(value: unknown, quote: string, at: number, readers: EvidenceReaders): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && readers.numbersIn(quote).includes(value);
  if (typeof value === 'string') {
    const date = value.match(/^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2}))?/);
    if (date) {
      const [, day, h, mi] = date;
      const dayWritten = normalize(quote).includes(day!) || readers.datesIn(quote, at).includes(day!);
      if (!dayWritten) return false;
      // A date-time also needs its time in the quote ("14:00", "2 pm" is left to the readers).
      return h === undefined || new RegExp(`\\b${Number(h)}[:.h]${mi}\\b|\\b${h}[:.h]${mi}\\b`).test(quote);
    }
    const v = normalize(value);
    if (v === '') return false;
    const q = normalize(quote);
    return q.includes(v) || q.includes(v.replace(/[_-]+/g, ' '));
  }
  if (Array.isArray(value)) return value.length > 0 && value.every((v) => writtenIn(v, quote, at, readers));
  if (isPlainObject(value)) {
    const leaves = Object.values(value).filter((v) => v !== null && v !== undefined && v !== '');
    return leaves.length > 0 && leaves.every((v) => writtenIn(v, quote, at, readers));
  }
  // A yes/no is never "written": only the readers derive it from a clause about the field.
  return false;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string') return normalize(a) === normalize(b);
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) < 1e-9;
  return JSON.stringify(a) === JSON.stringify(b);
}

function normalize(s: string): string {
  return foldForMatching(s.normalize('NFC')).replace(/\s+/g, ' ').trim();
}
