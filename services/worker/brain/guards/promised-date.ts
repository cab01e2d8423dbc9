import type { CaseContext, TranscriptEntry } from '../brain.js';
import type { OfflineReading } from '../offline-result.js';
import { foldForMatching } from '../language-fold.js';
import { regionsOf } from '../regions/reply-regions.js';
import { acceptedDate, boundUntil, notAnAnswer, unsureOrConditional } from '../readers/date-evidence.js';
import { happensThen, WE_CAN } from '../readers/date-events.js';
import { findDates, type FoundDate } from '../readers/dates.js';
import { fieldTerms, relevance } from '../readers/field-terms.js';
import { isDateProp } from '../readers/field-readers.js';
import { detectReadLanguage, type ReadLang } from '../readers/language.js';
import { blankNoProblem, NEGATION_WORD } from '../readers/negation.js';
import { type Segment, segmentsOf } from '../readers/segments.js';
import { LONG_WEEKDAY_WORD } from '../readers/weekday-dates.js';
import type { ResultSchemaValidator } from '../result-schema.js';
import { findHandoff } from './handoffs.js';
import { findPromise } from './promises.js';
import { isProvisional } from './provisional.js';

/**
 * The promised date, given bare in a later mail. An earlier mail of theirs promised to come back
 * ("on dates I need to check with Dave, I'll come back to you by Monday"); the later mail gives one
 * date and nothing else that could be one ("Dave can take Kamil on Tuesday 15th December"), without
 * naming the field again: a person reads it as the answer the promise announced. Only for a schema
 * with one date field, when that field is the only one still missing, and only a date that is
 * not an echo of ours, not past, not in a question or a denial, and the only such date in the mail;
 * and only when its sentence states it as the day of doing (dayOfDoing): "our office is closed on
 * Friday 4 December", "Sam is on holiday until Monday 7 December" or "the quote is valid until 31
 * December" is no answer, and is asked.
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
  const others = Object.entries(props)
    .filter(([name]) => name !== field)
    .flatMap(([name, p]) => fieldTerms(name, typeof p['description'] === 'string' ? p['description'] : undefined));
  const about = { field, description: typeof prop['description'] === 'string' ? prop['description'] : '', others };
  const found = onlyDate(regionsOf(latest.text).newText, latest.at, attempt, about);
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
function onlyDate(
  text: string,
  at: number,
  attempt: OfflineReading,
  about: About,
): { date: string; quote: string } | undefined {
  if (findPromise(text) !== undefined || findHandoff(text) !== undefined) return undefined;
  const lang = detectReadLanguage(text);
  const hits: { date: string; quote: string }[] = [];
  for (const seg of segmentsOf(text)) {
    for (const d of findDates(seg.text, lang, at)) {
      if (attempt.echoes?.dates.has(d.date)) continue;
      if (Date.parse(`${d.date}T23:59:59Z`) < at) continue;
      const folded = foldForMatching(seg.text);
      if (seg.text.trim().endsWith('?') || NEGATION_WORD.test(blankNoProblem(folded))) return undefined;
      if (!dayOfDoing(seg, d, lang, about)) return undefined;
      hits.push({ date: d.date, quote: seg.text.trim() });
    }
  }
  const dates = new Set(hits.map((h) => h.date));
  return dates.size === 1 && /^\d{4}-\d{2}-\d{2}$/.test(hits[0]!.date) ? hits[0] : undefined;
}

/** The missing date field, its description, and the words of the schema's other fields. */
interface About {
  field: string;
  description: string;
  others: readonly string[];
}

/**
 * Whether the date's sentence states it as the day of doing: the field's own kind of event
 * happens then (readers/date-events.ts), the day is accepted ("Tuesday 8 December works for
 * Sam"), someone can do it or comes then (DOING, ANYONE_CAN_DAY). Never a sentence of another
 * occasion (a closure, an absence, a validity, "until"), a question, a denial, a guess or a
 * condition, a start ("applies from 1 January"), a bound, nor one naming another field of the
 * schema ("our new price list"): a bare later date is the promised answer only when said as one.
 */
function dayOfDoing(seg: Segment, d: FoundDate, lang: ReadLang, about: About): boolean {
  const folded = seg.folded;
  if (notAnAnswer(seg, lang) || unsureOrConditional(folded) || isProvisional(seg.text)) return false;
  if (OTHER_START.test(folded)) return false;
  const index = foldForMatching(seg.text.slice(0, d.index)).length;
  if (boundUntil(folded, index) || START_BEFORE.test(folded.slice(Math.max(0, index - 30), index))) return false;
  if (about.others.length > 0 && relevance(seg, about.others) > 0) return false;
  return (
    happensThen(about.field, about.description, folded) ||
    acceptedDate(seg, d.text) ||
    DOING.test(folded) ||
    ANYONE_CAN_DAY.test(folded)
  );
}

/** A rule, price or schedule that takes effect then, in the seven languages (folded). */
const OTHER_START =
  /\b(?:appl(?:y|ies)|effective|in force|takes effect|go(?:es)? up|gilt|gelten|in kraft|s'appliqu\w*|en vigueur|se aplica\w*|entra en vigor|vigente|si applica\w*|in vigore|entra in vigore|geldt|gelden|van kracht|aplica-se|aplicam-se|em vigor|entra em vigor)\b/;

/** A start right before the date: "from", "as of", "ab", "vom", "à partir du", "dès", "desde", "dal", "vanaf", "a partir de". */
const START_BEFORE =
  /\b(?:from|as of|as from|starting|ab|vom|ab dem|a partir du?|a partir de|des le|desde el|desde|a partir del|dal|dalla|a partire dal|vanaf|per|a partir do|a partir da)\s*(?:the\s|le\s|el\s|il\s|den\s|dem\s)?[^\d.;!?]{0,14}$/;

/**
 * Someone comes or does the work then, in any person: "Sam can do", "Dave can take you", "Sam
 * will come", "has an opening", "kommt am", "passera", "pasa", "passa", "komt", "vem".
 */
const DOING =
  /\b(?:(?:can|could|will|would|'ll|ll|'d|is able to|are able to) (?:come|pop|drop|visit you|see you|be (?:there|with you|round|over))|(?:comes|is coming|are coming|will be there|is booked (?:in )?for|has (?:an? )?(?:opening|slot|space|gap)|have (?:an? )?(?:opening|slot|space|gap))|(?:kommt|kommen|komme) (?:\p{L}+ ){0,3}?(?:am|den|zu ihnen|vorbei)|(?:kann|konnen|wird|werden) (?:\p{L}+ ){0,4}(?:kommen|vorbeikommen|da sein)|(?:passe|passera|passerons|passeront|vient|viendra|viendrons|intervient|interviendra|pourra (?:venir|passer|intervenir)|peut (?:venir|passer|intervenir))|(?:pasa|pasara|pasaremos|viene|vendra|vendremos|puede (?:venir|pasar)|podra (?:venir|pasar))|(?:passa|passera|passeremo|viene|verra|verremo|puo (?:venire|passare)|potra (?:venire|passare))|(?:komt|komen|kom) (?:\p{L}+ ){0,3}?(?:op|langs)?|(?:kan|zal|kunnen|zullen) (?:\p{L}+ ){0,3}(?:komen|langskomen)|(?:vem|vira|viremos|passara|passaremos|pode (?:vir|passar)|podera (?:vir|passar)))\b/u;

/**
 * A modal in any person followed at once by the day, or by doing it, taking you or fitting you in
 * on the day: "Sam can do Tuesday", "Dave can take you on Tuesday", "Herr Weber kann am Dienstag,
 * 8. Dezember". Never "Sam will do the Smiths' boiler on Tuesday": the object is not ours.
 */
const ANYONE_CAN_DAY = new RegExp(
  `(?:${WE_CAN.source}|\\b(?:can|could|will|'ll|kann|konnen|peut|pourra|puede|podra|puo|potra|kan|kunnen|pode|podera)\\b)\\s+(?:(?:do|make|manage|take|see|fit)\\s+(?:(?:it|you|them|us|the (?:job|work|service|visit))\\s+)?(?:in\\s+)?)?(?:(?:op|on|am|le|el|il|no|na|a|o|for)\\s+)?(?:the\\s+)?(?:(?:${LONG_WEEKDAY_WORD})\\b|\\d{1,2}(?:st|nd|rd|th|e|er)?\\b)`,
  'u',
);
