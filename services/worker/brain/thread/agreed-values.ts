import type { CaseContext, TranscriptEntry } from '../brain.js';
import { foldForMatching } from '../language-fold.js';
import { caseTexts } from './case-texts.js';
import { findNumbers } from '../readers/amounts.js';
import { findDates } from '../readers/dates.js';
import { isMoneyProp, type Prop, type References } from '../readers/field-readers.js';
import { detectReadLanguage } from '../readers/language.js';
import { blankNoProblem, NEGATION_WORD } from '../readers/negation.js';
import type { ReadSource } from '../readers/read-source.js';
import { type ReadResult, readFromSources } from '../readers/schema-reader.js';
import { segmentsOf, quoteOf, type Segment } from '../readers/segments.js';
import type { Schema } from '../result-schema.js';

/**
 * Values both sides have stated: the client's answer carried in our mail ("OK, £436 per van per
 * month ex VAT is acceptable", "please book Thursday 12 March") names a value for a field, and the
 * counterparty's later mail repeats that very value in a sentence of its own that is no question
 * and denies nothing ("confirmed as follows: … £436.00 per van per month + VAT", "that's booked:
 * Thursday 12 March at 4.10pm"). The client's words bind the value to its field (the same schema
 * reader reads them); the counterparty's sentence is the evidence, so a value is still only ever
 * delivered from their mail. A field their mail left unread, or read from a message older than the
 * confirmation, takes it; only from a message written after ours, and a field the confirmation
 * itself answers keeps that reading.
 *
 * Our first email is left out (it is the case's own request), and so are the lines that list what
 * we ask or have noted and our questions: what remains of our later mail is the client's answer.
 * A figure or date the case's own texts name (the objective, knowledge, constraints) is the
 * request, never an agreed answer. Numbers, dates and short texts only: a yes/no or a list is
 * not repeated in a way a figure is.
 */

/** A counterparty text that may confirm, with its index in the reader's sources. */
export interface TheirText {
  source: ReadSource;
  index: number;
}

const MAX_OUR_CHARS = 6_000;

export function withAgreedValues(
  ctx: CaseContext,
  transcript: readonly TranscriptEntry[],
  theirs: readonly TheirText[],
  read: ReadResult,
): ReadResult {
  // Our first email is the case's own request; the later ones may carry the client's answers.
  const ours = transcript
    .filter((e) => e.role === 'us')
    .sort((a, b) => a.at - b.at)
    .slice(1);
  const schema = (ctx.resultSchema ?? {}) as Schema;
  const props = (schema['properties'] ?? {}) as Record<string, Prop>;
  const open = Object.keys(props).filter((f) => agreeable(props[f]!));
  if (open.length === 0 || ours.length === 0) return read;
  const own = caseFigures(caseTexts(ctx), theirs[0]?.source.at ?? 0);
  const noRefs: References = { dates: own.dates, numbers: own.numbers, codes: new Set() };
  const out: ReadResult = {
    values: { ...read.values },
    evidence: { ...read.evidence },
    sourceOf: { ...read.sourceOf },
  };
  let said: Said[] | undefined;
  const saidOnce = () => (said ??= plainSentences(theirs));
  const settled = new Set<string>();
  // Newest answer first: the client's latest word on a field is the one to confirm. A field read
  // from a message older than the confirmation takes the agreed value: the latest statement wins.
  for (const mail of [...ours].reverse()) {
    const answer = clientWords(mail.text);
    if (answer === '') continue;
    const statedRead = readFromSources(schema, [{ text: answer, at: mail.at, messageId: 'ours' }], noRefs);
    const stated = statedRead.values;
    for (const field of open) {
      if (settled.has(field) || !(field in stated)) continue;
      const value = stated[field];
      if (isOwn(value, own)) continue;
      // A figure the client's sentence gives without a word of the field ("go ahead with the new
      // anodes at £85" for the total of all work) is a part's, not the field's.
      if (typeof value === 'number' && !namesTheField(statedRead.evidence[field]?.quote ?? '', field, props[field]!))
        continue;
      const hit = confirmation(value, props[field]!, field, saidOnce(), mail.at);
      if (!hit) continue;
      settled.add(field);
      const readFrom = theirs.find((t) => t.index === read.sourceOf[field]);
      if (field in read.values && (!readFrom || readFrom.source.at >= hit.source.at)) continue;
      out.values[field] = value;
      out.sourceOf[field] = hit.index;
      if (hit.source.messageId)
        out.evidence[field] = {
          messageId: hit.source.messageId,
          ...(hit.source.attachmentId ? { attachmentId: hit.source.attachmentId } : {}),
          quote: hit.quote,
        };
    }
  }
  return out;
}

/** A number, a date or a short text: a value a confirmation repeats as written. */
function agreeable(prop: Prop): boolean {
  const type = prop['type'];
  return type === 'number' || type === 'integer' || type === 'string';
}

/** Our mail without what we ask, what we list as noted, and the lines around them: the client's answer. */
function clientWords(text: string): string {
  return text
    .slice(0, MAX_OUR_CHARS)
    .split('\n')
    .filter((line) => !/^\s*(?:[-•*>]|\d+[.)]\s)/.test(line))
    .flatMap((line) => segmentsOf(line))
    .filter((s) => !s.text.trim().endsWith('?'))
    .map((s) => s.text)
    .join('\n');
}

interface Hit extends TheirText {
  quote: string;
}

/** A counterparty text's plain sentences (no question, no denial) and its language, newest text first. */
interface Said extends TheirText {
  lang: ReturnType<typeof detectReadLanguage>;
  sentences: Segment[];
}

/** Each counterparty text cut and sorted once per reading, not once per field and answer. */
function plainSentences(theirs: readonly TheirText[]): Said[] {
  return [...theirs]
    .sort((a, b) => b.source.at - a.source.at)
    .map((t) => ({
      ...t,
      lang: detectReadLanguage(t.source.text),
      sentences: segmentsOf(t.source.text).filter(plain),
    }));
}

/** The newest counterparty text after `after` with a plain, affirmative sentence that repeats `value`. */
function confirmation(
  value: unknown,
  prop: Prop,
  field: string,
  said: readonly Said[],
  after: number,
): Hit | undefined {
  const money = isMoneyProp(field, prop);
  for (const t of said) {
    if (t.source.at <= after) continue;
    const seg = t.sentences.find((s) => repeats(s, value, money, prop, t.lang, t.source.at));
    if (seg) return { source: t.source, index: t.index, quote: quoteOf(seg) };
  }
  return undefined;
}

/** No question, and no negation ("we cannot do £436"): a sentence that states. */
function plain(seg: Segment): boolean {
  return !seg.text.includes('?') && !NEGATION_WORD.test(blankNoProblem(seg.folded));
}

function repeats(
  seg: Segment,
  value: unknown,
  money: boolean,
  prop: Prop,
  lang: ReturnType<typeof detectReadLanguage>,
  at: number,
): boolean {
  if (typeof value === 'number') {
    const figures = findNumbers(seg.text, lang).filter((n) => !n.percent);
    const hit = figures.find((n) => n.value === value && (!money || !!n.currency));
    if (!hit) return false;
    // A plain repetition: the sentence names no other figure of its kind ("£1,608 for the move plus
    // the £96 suspension, £1,704 all in" repeats £96 as a part, not as the agreed price).
    if (money) return figures.every((n) => !n.currency || n.value === value);
    const unit = wordAfter(seg.text, hit.end);
    return figures.every((n) => n.value === value || wordAfter(seg.text, n.end) !== unit);
  }
  if (typeof value !== 'string') return false;
  if (prop['format'] === 'date' || /^\d{4}-\d{2}-\d{2}$/.test(value))
    return findDates(seg.text, lang, at).some((d) => d.date === value.slice(0, 10));
  const wanted = foldForMatching(value.replace(/_/g, ' ')).trim();
  return wanted.length >= 2 && containsWord(seg.folded, wanted);
}

/** Words too general to tie the client's sentence to a field: money, agreement and function words. */
const GENERIC_WORDS =
  /^(?:price|prices|total|totals|cost|costs|amount|rate|rates|excluding|including|exclusive|inclusive|euro|euros|pounds|dollars|confirmed|agreed|their|there|which|what|with|from|that|this|they|them|will|would|could|please)$/;

/** Whether the sentence shares a word of the field's name or description (not a money or generic word). */
function namesTheField(quote: string, field: string, prop: Prop): boolean {
  const words = (text: string) =>
    (foldForMatching(text).match(/\p{L}{4,}/gu) ?? []).filter((w) => !GENERIC_WORDS.test(w)).map((w) => w.slice(0, 5));
  const own = new Set(words(`${field.replace(/([a-z])([A-Z])/g, '$1 $2')} ${String(prop['description'] ?? '')}`));
  return words(quote).some((w) => own.has(w));
}

/** The word right after a figure, folded ("miles" in "20,000 miles"), or '' when none. */
function wordAfter(text: string, end: number): string {
  return foldForMatching(/^[\s-]*(\p{L}+)/u.exec(text.slice(end, end + 30))?.[1] ?? '');
}

/** Whether `text` holds `word` with no letter or digit right before or after it (linear). */
function containsWord(text: string, word: string): boolean {
  const edge = (c: string | undefined) => c === undefined || !/[\p{L}\p{N}]/u.test(c);
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1))
    if (edge(text[at - 1]) && edge(text[at + word.length])) return true;
  return false;
}

interface OwnFigures {
  numbers: Set<number>;
  dates: Set<string>;
}

/** Every figure and date of the case's own texts, amounts included: the request, not an answer. */
function caseFigures(texts: readonly string[], at: number): OwnFigures {
  const own: OwnFigures = { numbers: new Set(), dates: new Set() };
  for (const text of texts) {
    const lang = detectReadLanguage(text);
    for (const seg of segmentsOf(text.slice(0, MAX_OUR_CHARS))) {
      for (const n of findNumbers(seg.text, lang)) own.numbers.add(n.value);
      for (const d of findDates(seg.text, lang, at)) own.dates.add(d.date);
    }
  }
  return own;
}

function isOwn(value: unknown, own: OwnFigures): boolean {
  if (typeof value === 'number') return own.numbers.has(value);
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) && own.dates.has(value.slice(0, 10));
}
