import { actionStem, writesTheVerb } from './lexicons/action-nouns.js';
import {
  acceptedDate,
  answersDateField,
  boundUntil,
  clauseOf,
  confirmedBy,
  DATE_FORMAT_WORDS,
  beforeBound,
  deadlineBefore,
  namesTheDate,
  notAnAnswer,
  OTHER_OCCASION,
} from './date-evidence.js';
import { boundByContext, dateRuledOut, namesAnotherReference } from './date-context.js';
import { confirmsAgreed, goodsMoveOnly } from './date-events.js';
import { magnitudeReading } from './dates.js';
import { figureAfterCue } from '../guards/corrections.js';
import { foldForMatching } from '../language-fold.js';
import { participleNames, relevance, splitName, wordWithCounterparts } from './field-terms.js';
import { deniesTheDate } from './date-denial.js';
import { asksArrival, dispatchDate } from './dispatch-dates.js';
import { findDurations } from './durations.js';
import { dayBesideOccasion, pastWeekday } from './day-beside-occasion.js';
import { asksPastOccasion, pastDate } from './past-dates.js';
import { asksDocumentDate, documentDate } from './document-dates.js';
import { otherEndsDate, periodEnd } from './start-or-end-date.js';
import { visitBeforeTheWork } from './visit-purpose.js';
import { BOUND_WORDS, DATE_OF_ROWS, DATE_ROWS } from './lexicons/vocabulary-dates.js';
import {
  best,
  type Found,
  nearestBefore,
  ownWords,
  type Prepared,
  type Prop,
  type References,
} from './field-readers.js';

/**
 * A date field read from one text (field-readers.ts prepares the text): the date bound to the
 * field's own subject or action verb, else the one date the text's evidence binds to the field
 * (date-evidence.ts); a date the text corrected, ruled out or listed as one of several days is
 * no value.
 */

export function readDate(
  p: Prepared,
  terms: string[],
  prop: Prop,
  refs: References,
  datePropsInSchema: number,
  name = '',
  rivals: readonly string[] = [],
): Found | undefined {
  // "until", "bis zum": a bound's word names the field only in a sentence about its subject or
  // in a clause of no other occasion ("closed …, then short hours until 3 January" is not the offer's).
  const allOwn = ownWordsTranslated(name);
  const own = allOwn.filter((w) => !BOUND_WORDS.includes(w));
  const ownBounds = allOwn.filter((w) => BOUND_WORDS.includes(w));
  const rivalWords = rivals.flatMap(ownWordsTranslated);
  const otherMoves = otherGoodsMoves(terms, own);
  // Only the words of what the date is of ("delivery", "move-in", "interview") bind a date;
  // "date", "day", "when", "ISO" name no occasion ("invoice date 3 March" is no delivery date).
  // A noun of the action counts by its verb too ("plaatsing": "we kunnen hem plaatsen op …").
  // "until", "jusqu": a bound's words make a sentence about the field only when it names no
  // other occasion ("closed from the 24th to the 28th, then short hours until New Year").
  const subject = terms.filter((t) => !DATE_FORMAT_WORDS.has(t) && !BOUND_WORDS.includes(t));
  const bounds = terms.filter((t) => BOUND_WORDS.includes(t));
  const stems = subject.map(actionStem).filter((s): s is string => s !== undefined);
  const description = typeof prop['description'] === 'string' ? prop['description'] : '';
  // `listed`: a day of a list ("4 or 11 December"), no value; when it ranks first the field is asked.
  const cands: Array<{
    c: Found;
    score: number;
    written: string;
    named: boolean;
    listed?: true;
    dispatched?: true;
  }> = [];
  // Sentences where a date was another field's: their other dates count only when this field's
  // name stands before them ("set-up the day before the opening, Tuesday 2 March; take-down
  // Monday the 8th": the opening's date gone, the take-down's must not win by default).
  const contested = new Set<number>();
  const seen = new Map<string, (typeof cands)[number]>();
  const superseded = new Set<string>();
  // A field that asks for an end, a bound or a deadline ("validUntil", "contract end") takes "until …".
  const fieldFolded = foldForMatching(`${splitName(name).join(' ')} ${description}`);
  const endField = END_FIELD.test(fieldFolded);
  const arrivalField = asksArrival(fieldFolded);
  const asksEnd = periodEnd(fieldFolded);
  const pastField = asksPastOccasion(fieldFolded);
  const documentField = asksDocumentDate(fieldFolded);
  // The later of a correction cue and a changed-date cue: dates before it are superseded.
  const cue = laterCue(p.correction, p.dateChange);
  p.dates.forEach((ds, si) => {
    const seg = p.segments[si]!;
    // A sentence that names "the date" itself, not another thing's ("the new date is …"),
    // counts as about the field when it is the schema's one date.
    const segRel =
      relevance(seg, subject) ||
      (writesTheVerb(seg.folded, stems) ? 1 : 0) ||
      (participleNames(seg.folded, subject) ? 1 : 0) ||
      (relevance(seg, bounds) > 0 && !anotherOccasionBound(seg.folded) ? 1 : 0) ||
      (datePropsInSchema === 1 && namesTheDate(seg.folded) && !notAnAnswer(seg, p.lang) ? 1 : 0);
    for (const d of ds) {
      // "£5m limit": an amount chrono read as minutes, no date.
      if (magnitudeReading(d.text)) continue;
      // "Your order 88120 goes out on 8 December" for order 88123: another item's date.
      if (namesAnotherReference(clauseOf(seg, d.text).text, refs.subjectRefs ?? [])) continue;
      // "We will confirm the visit date by Friday the 9th": the day of the confirmation, not the date.
      if (confirmedBy(seg.folded, d.index)) continue;
      // "We can come on 9 December to measure up": the day of a visit before the work, not its date.
      if (visitBeforeTheWork(seg, d, fieldFolded)) continue;
      // "Installation is not possible on 12 March": a date its own clause denies answers nothing.
      if (segRel > 0 && deniesTheDate(clauseOf(seg, d.text), d.text, p.lang)) continue;
      // "The kitchen will be delivered on Monday 1 March" for the day it is fitted: the delivery's
      // date, though the sentence names the kitchen; unless it names the fitting too.
      if (goodsMoveOnly(name, description, clauseOf(seg, d.text).folded) && relevance(clauseOf(seg, d.text), own) === 0)
        continue;
      // "The mesh backs came in from the factory on Monday": a day past, not the next Monday.
      if (pastWeekday(seg.folded, d.index, d.text)) continue;
      // "We last had Kestrel out on 14 March last year": an earlier occasion's day (past-dates.ts).
      if (!pastField && pastDate(seg.folded, d.index, d.text)) continue;
      // "Ihrer Auftragsbestätigung vom 21.11.": the date a document was written (document-dates.ts).
      if (!documentField && documentDate(seg.folded, d.index)) continue;
      // "The term starts on Monday 19 April and finishes on Friday 2 July": the end's date, not the start's.
      if (asksEnd && otherEndsDate(seg.folded, d.index, asksEnd)) continue;
      // "Delivery is possible until 18 December": the end of a window, not the date.
      if (!endField && boundUntil(seg.folded, d.index)) continue;
      // "well ahead of the filing deadline of 31 December": another's bound, not the date.
      if (!endField && deadlineBefore(seg.folded, d.index)) continue;
      // "Necesitamos vuestra aprobación antes del 9/12": a bound of something else, not the date.
      if (!endField && beforeBound(seg.folded, d.index, seg.text)) continue;
      // A date we wrote ourselves counts only when the sentence is about the field (a
      // confirmation: "arrival on 14 June"), never from a sentence about something else.
      // A confirmation that the booking stands ("Sunday 13 June is booked for you") counts too.
      // Nor by the request's own nouns alone ("25 habitaciones, noches del 8 al 11 de octubre" for
      // the last day to release unused rooms): the sentence names the field's own words.
      if (
        refs.dates.has(d.date) &&
        (segRel === 0 || relevance(seg, own) === 0) &&
        !(
          datePropsInSchema === 1 &&
          (answersDateField(clauseOf(seg, d.text), name, description, p.lang) ||
            bookedByContext(clauseOf(seg, d.text), p))
        )
      )
        continue;
      const value = prop['format'] === 'date-time' ? (d.dateTime ?? (d.listed ? d.date : undefined)) : d.date;
      if (value === undefined) continue;
      const key = d.listed ? `listed:${value}` : `${value}`;
      let rel = segRel;
      // "pickup March 3rd, delivery 3/5": a date belongs to the field named right before it; a
      // date nearer another date field's name is that field's.
      const folded = p.segments[si]!.folded;
      const mine =
        nearestBefore(folded, d.index, own) ??
        (segRel > 0 || !anotherOccasionBound(clauseOf(seg, d.text).folded)
          ? nearestBefore(folded, d.index, ownBounds)
          : undefined);
      // "la veille de l'ouverture, le mardi 2 mars": the day before the opening, not the opening's.
      if (mine !== undefined && dayBesideOccasion(folded, d.index - mine)) continue;
      const theirs = nearestBefore(folded, d.index, rivalWords);
      // "ab dem 08.12. abholbereit; wir liefern auch am 10.12.": a date written after another
      // movement of the goods (a delivery for a pickup date, a pickup for a delivery date) is
      // that occasion's, never this field's.
      const moved = otherMoveBefore(folded, d.index, otherMoves);
      if (
        (theirs !== undefined && (mine === undefined || theirs < mine)) ||
        (moved !== undefined && (mine === undefined || moved < mine))
      ) {
        contested.add(si);
        continue;
      }
      if (mine !== undefined) rel += 2;
      // "Your chairs go out on Tuesday 15th June, … booked in for Thursday 17th June": the
      // dispatch's date, kept off the delivery's field when another date answers it (below).
      const dispatched = arrivalField && dispatchDate(seg.folded, d.index, d.text);
      // The same date said twice is one candidate, with the better of its two sayings' evidence:
      // "accesso dal 15 al 19 aprile, quindi … inizia il montaggio giovedì 15 aprile" binds the 15th
      // by its second saying, right after the field's verb.
      const again = seen.get(key);
      if (again !== undefined) {
        if (rel > again.score) {
          Object.assign(again, { c: { value, segment: si }, score: rel, written: d.text, named: mine !== undefined });
          if (dispatched) again.dispatched = true;
          else delete again.dispatched;
        }
        continue;
      }
      if (cue && (si < cue.segment || (si === cue.segment && d.index < cue.end))) superseded.add(key);
      const cand = {
        c: { value, segment: si },
        score: rel,
        written: d.text,
        named: mine !== undefined,
        ...(d.listed ? { listed: d.listed } : {}),
        ...(dispatched ? { dispatched } : {}),
      };
      seen.set(key, cand);
      cands.push(cand);
    }
  });
  // A date the text itself corrected ("the 14th – sorry, I meant the 15th") is not a candidate.
  for (let i = cands.length - 1; i >= 0; i--)
    if (contested.has(cands[i]!.c.segment) && !cands[i]!.named) cands.splice(i, 1);
  // A dispatch's date beside another date of its sentence is the dispatch's ("go out on Wednesday 9
  // December …, so you should have them on Thursday the 10th"); alone ("your flyers go out on
  // 09.03. with DPD") it is the delivery's as the sender sees it …
  for (let i = cands.length - 1; i >= 0; i--) {
    const x = cands[i]!;
    if (x.dispatched && cands.some((y) => !y.dispatched && y.score > 0 && y.c.segment === x.c.segment))
      cands.splice(i, 1);
    // … but not with a transit time beside it ("spediamo l'8 marzo e la consegna è in 3-4 giorni
    // lavorativi"): the goods arrive later than that date, on a day nobody wrote.
    else if (x.dispatched && findDurations(p.segments[x.c.segment]!.text).length > 0) cands.splice(i, 1);
  }
  // "Tuesday the 14th – sorry, I meant …, on Tuesday I'm in Zwolle": a bare weekday of a date
  // taken back names that date, never a new one; when it is all the correction writes, asked.
  const takenBackDays = new Set(
    cands.filter((x) => superseded.has(String(x.c.value))).map((x) => weekdayOf(String(x.c.value))),
  );
  const namesTakenBack = (x: { c: Found; written: string }) =>
    !/\d/.test(x.written) && takenBackDays.has(weekdayOf(String(x.c.value)));
  const standing = cands.filter((x) => !superseded.has(String(x.c.value)));
  const current = standing.filter((x) => !namesTakenBack(x));
  if (current.length === 0 && standing.length > 0) return undefined;
  // Only superseded dates, and the correction writes a figure we could not bind: asked, never the first.
  if (current.length === 0 && superseded.size > 0 && p.correction && figureAfterCue(p.segments, p.correction))
    return undefined;
  const pool = current.length > 0 ? current : cands;
  const top = best(pool);
  // "Delivery on the 4th or 11th of December, fitting on the 14th": a listed day ranks first, so
  // the field's date is not sure; never the date of the next clause instead.
  if (top && top.score > 0) return pool.some((x) => x.c === top.c && x.listed) ? undefined : top.c;
  // The field's date was named and then taken back ("we can do Thursday 13 May … P.S. scratch
  // the Thursday, Friday 14 May works"): the one date written after the cue, not ruled out, is
  // its replacement.
  if (
    datePropsInSchema === 1 &&
    cands.some((x) => x.score > 0 && superseded.has(String(x.c.value))) &&
    current.length > 0 &&
    current.every((x) => x.score === 0)
  ) {
    // "Scratch the Thursday": a bare weekday of a superseded date names the date taken back.
    const takenBack = new Set(
      cands.filter((x) => superseded.has(String(x.c.value))).map((x) => weekdayOf(String(x.c.value))),
    );
    const left = current.filter(
      (x) => !ruledOut(p, x.c) && (/\d/.test(x.written) || !takenBack.has(weekdayOf(String(x.c.value)))),
    );
    if (left.length === 1 && !left[0]!.listed) return left[0]!.c;
    return undefined;
  }
  // No sentence names the field's subject: a date is bound only by evidence that it answers the
  // field (date-evidence.ts), for a schema that asks one date, and only when every other date
  // the text writes is ruled out (denied, another occasion, a question, past). Never because it
  // is the one date of the reply ("I'm away on 12 March", "invoice of 3 March").
  if (datePropsInSchema !== 1 || pool.some((x) => x.score > 0)) return undefined;
  // Read in the date's own clause: "fully booked till the 3rd, but I've pencilled you in for
  // Tuesday 9 February" is no other occasion for the 9th (date-evidence.ts).
  const bound = pool.filter((x) => boundWithoutSubject(p, x.c, name, description, x.written, refs));
  if (bound.length === 1 && !bound[0]!.listed) {
    const others = pool.filter((x) => x !== bound[0]);
    if (others.every((x) => ruledOut(p, x.c))) return bound[0]!.c;
  }
  if (bound.length > 0) return undefined;
  // No evidence of the field's kind: the case's context (date-context.ts), when it binds exactly
  // one date and every other date of the text is ruled out.
  const byContext = pool.filter((x) => !x.listed && inContext(p, x, refs, name, description));
  if (byContext.length !== 1) return undefined;
  const rest = pool.filter((x) => x !== byContext[0]);
  return rest.every((x) => contextRuledOut(p, x)) ? byContext[0]!.c : undefined;
}

/**
 * A clause whose bound is another occasion's ("closed from the 24th, then short hours until 3
 * January", "bis zum 3. Januar im Urlaub"): an occasion's word once the bound's own are left out.
 */
function anotherOccasionBound(folded: string): boolean {
  return OTHER_OCCASION.test(folded.replace(BOUND_TOKENS, ' '));
}

const BOUND_TOKENS = /\b(?:until|till|bis|jusqu\w*|hasta|fino|tot|ate)\b/g;

/** The date's clause binds it by the case's context and the date itself is not ruled out. */
function inContext(
  p: Prepared,
  x: { c: Found; written: string },
  refs: References,
  name: string,
  description: string,
): boolean {
  const seg = p.segments[x.c.segment]!;
  if (contextRuledOut(p, x)) return false;
  // "Die Küche wird am 01.03. geliefert" for the day the kitchen is fitted: the delivery's date.
  if (goodsMoveOnly(name, description, clauseOf(seg, x.written).folded)) return false;
  return boundByContext(clauseOf(seg, x.written), refs.subject ?? [], p.lang, refs.subjectRefs ?? []);
}

function contextRuledOut(p: Prepared, x: { c: Found; written: string }): boolean {
  return dateRuledOut(p.segments[x.c.segment]!, x.written, String(x.c.value), p.at, p.lang);
}

/** A date we wrote ourselves that the reply books the client in for ("Booked in for Sat 5 Dec"). */
function bookedByContext(clause: Prepared['segments'][number], p: Prepared): boolean {
  return boundByContext(clause, [], p.lang);
}

const END_FIELD =
  /\b(?:until|end\w*|expir\w*|valid\w*|deadline|due|latest|last|cutoff|cut off|bis|ablauf|gultig\w*|frist|fin|echeance|hasta|vencimiento|caducidad|scadenza|fino|vervaldatum|einde|geldig\w*|fim|validade|prazo)\b/;

function weekdayOf(iso: string): number {
  return new Date(`${iso.slice(0, 10)}T12:00:00Z`).getUTCDay();
}

function laterCue(a: Prepared['correction'], b: Prepared['correction']): { segment: number; end: number } | undefined {
  if (!a || !b) return a ?? b;
  return a.segment > b.segment || (a.segment === b.segment && a.end >= b.end) ? a : b;
}

/** Not before the message, and its sentence answers the field. */
function boundWithoutSubject(
  p: Prepared,
  found: Found,
  name: string,
  description: string,
  written: string,
  refs: References,
): boolean {
  const seg = p.segments[found.segment]!;
  const clause = clauseOf(seg, written);
  if (before(p, found)) return false;
  // "Perfect, that's booked for Tuesday 1st December": the date they offered and the client
  // accepted in our last mail, now confirmed.
  if (refs.agreed?.has(String(found.value).slice(0, 10)) && confirmsAgreed(seg.folded) && !notAnAnswer(clause, p.lang))
    return true;
  // "Friday 14 May works": the counterparty accepts the date; the schema asks one date.
  if (acceptedDate(clause, written) && !notAnAnswer(clause, p.lang)) return true;
  return answersDateField(clause, name, description, p.lang);
}

function before(p: Prepared, found: Found): boolean {
  const date = String(found.value).slice(0, 10);
  return p.at !== undefined && Date.parse(`${date}T23:59:59Z`) < p.at;
}

/** A date the text says is not the answer: past, denied, about another occasion, or asked. */
function ruledOut(p: Prepared, found: Found): boolean {
  return before(p, found) || notAnAnswer(p.segments[found.segment]!, p.lang);
}

/** The name's own words and their counterparts in the other languages ("Montage" for installation). */
function ownWordsTranslated(name: string): string[] {
  return ownWords(name).flatMap(wordWithCounterparts);
}

/** The two movements of goods whose dates are confused: their delivery and their pickup. */
const GOODS_MOVES = [DATE_ROWS[0]!, DATE_OF_ROWS.find((row) => row.includes('pickup'))!];

/**
 * The words (five letters or more, no phrase) of the delivery or pickup row that is not the
 * field's own: "liefer", "deliver" for an "abholdatum"; "abhol", "pickup" for a delivery date.
 */
function otherGoodsMoves(terms: readonly string[], own: readonly string[]): string[] {
  const mine = new Set([...terms, ...own]);
  const rows = GOODS_MOVES.filter((row) => !row.some((w) => mine.has(w) || own.some((o) => o.startsWith(w))));
  if (rows.length === GOODS_MOVES.length) return [];
  return rows.flat().filter((w) => w.length >= 5 && !w.includes(' '));
}

/** Distance from the nearest word starting with one of `stems` that ends before `index` (within 40 characters). */
function otherMoveBefore(folded: string, index: number, stems: readonly string[]): number | undefined {
  if (stems.length === 0) return undefined;
  const window = folded.slice(Math.max(0, index - 40), index);
  let best: number | undefined;
  for (const m of window.matchAll(/\p{L}+/gu))
    if (stems.some((st) => m[0].startsWith(st))) best = window.length - (m.index ?? 0);
  return best;
}
