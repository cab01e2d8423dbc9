import * as chrono from 'chrono-node';
import type { ReadLang as Lang } from './language.js';
import { foldForMatching } from '../language-fold.js';
import type { FoundDate } from './found-date.js';
import { MONTH_WORD } from './lexicons/month-names.js';
import { offsetAt, zoneAfter } from './time-zones.js';
import { weekdaysInWeeks } from './week-dates.js';
import { weekdaySpan } from './weekday-span.js';
import { dayOfMonthDates, missedDayMonth, nextDate, pad, weekdayBefore, weekdayOf } from './weekday-dates.js';

/**
 * Dates and times in prose and common formats, with chrono-node in the reply's language
 * (English, German, French, Spanish), relative to the message's own time ("tomorrow", "on
 * Friday" mean what they meant when it was written; a date without a year is the next one).
 * A date is taken when it names a day: with digits ("March 14th", "14. März", "2027-03-14"),
 * a weekday ("on Friday") or today/tomorrow. Not taken, because a reader cannot be sure of
 * them: vague spans ("next week", "end of March", "mid-April", "now"), durations ("within 2
 * weeks"), "next/last <weekday>" (which week?), and in English a numeric date whose day and
 * month could be swapped (03/04/2027). Other languages write numeric dates day first.
 */

export type { FoundDate } from './found-date.js';

export const PARSERS: Record<Lang, chrono.Chrono> = {
  en: chrono.en.casual,
  de: chrono.de.casual,
  fr: chrono.fr.casual,
  es: chrono.es.casual,
  it: chrono.it.casual,
  nl: chrono.nl.casual,
  pt: chrono.pt.casual,
};

const INSIDE_WORD = /\p{L}/u;

/**
 * A span from now ("within 3 days", "in 2 hours"; "within 1m", as likely a metre as a minute), or
 * after another event ("il passaggio di richiamo dopo 15 giorni", "a follow-up visit after 2
 * weeks", "después de 15 días": counted from the treatment, not from the message): no day named.
 */
const DURATION =
  /\b(?:within|in|for|during|after|innerhalb|binnen|fur|nach|dans|sous|en|pendant|apres|dentro de|durante|por|despues de|de|entro|per|tra|fra|dopo|binnen|gedurende|voor|na|em|dentro de|apos|depois de)\s+(?:\d+|a|one|two|three|einer?|zwei|drei|un|une|deux|trois|uno?|una|dos|tres)\s+(?:business\s+|working\s+)?(?:days?|weeks?|months?|tagen?|wochen?|monate?n?|jours?|semaines?|mois|d[ií]as?|semanas?|mes(?:es)?|giorni|settimane|mesi|dagen|weken|maanden)\b|\b(?:within|in|innerhalb|innert|binnen|dans|en|sous|dentro de|entro|tra|fra|em)\s+\d+\s?(?:m|h|hrs?|hours?|mins?|minutes?|stunden?|minuten?|heures?|horas?|minutos?|ore|minuti|uur)\b/i;
/**
 * A reading that is only an offset of minutes or hours ("30 mins before", "2 hours later", "30
 * Minuten vorher", "30 minutes avant", "30 minutos antes", "30 minuti prima", "30 minuten van
 * tevoren", "30 minutos depois"), or a length of hours ("le module de 30 heures", "a course of 30
 * hours"): chrono reads it against the message's own time, but it names no day ("he'll ring 30
 * mins before" is before the delivery, not a date).
 */
const SUB_DAY_OFFSET =
  /^(?:in |within |dans |en |tra |fra |binnen |em |of |for |de |du |des |von |fur |di |da |per |van |voor |por |para |pour )?(?:\d+|a|an|one|two|half an?) ?(?:mins?|minutes?|minuten|minuti|minutos|hrs?|hours?|stunden?|heures?|horas?|ore|uur)(?: (?:before|after|later|earlier|ahead|ago|vorher|davor|spater|avant|apres|plus tard|antes|despues|mas tarde|prima|dopo|piu tardi|ervoor|van tevoren|later|eerder|depois|mais tarde))?$/;
/** A reading that is only a time of day, with the word before it ("at", "um", "à", "a las", "alle", "om", "às"). */
const CLOCK_ONLY =
  /^(?:(?:at|from|um|ab|a|de|des|vers|las|a las|desde|alle|dalle|ore|om|vanaf|as|das)\s)?\d{1,2}(?:\s?[h:.]\s?\d{2})?\s?(?:h|hrs?|uhr|u|am|pm|ore)?$/;
/** The two characters before a reading end in a letter, or in a dot right after a letter ("ID.4s"). */
const INSIDE_A_NAME = /(?:\p{L}|\p{L}\.)$/u;
const SHORT_READING = /^\d{1,2}\p{L}{0,3}$/u;
/** A figure with up to three letters glued to it ("425W", "12V", "60Ah"), and the suffixes that make one a day or a time. */
const GLUED_UNIT = /^\d{1,4}(?:[.,]\d{1,3})?\p{L}{1,3}$/u;
const ORDINAL_OR_CLOCK = /^\d{1,2}(?:st|nd|rd|th|er|re|e|eme|o|a|º|ª|h|am|pm)$/iu;
/**
 * A reading that is a figure with a magnitude or a metre glued to it ("£5m limit", "€2k", "a 5m
 * marquee"): chrono reads minutes, but it is an amount or a length, never a date of a field. It
 * stays a reading here, so that the number readers do not take "£5m" for a price either.
 */
export function magnitudeReading(text: string): boolean {
  return /^\d{1,3}(?:[.,]\d{1,2})?\s?[mkMK]$/.test(text.trim());
}
/** Weeks or months counted, in the seven languages (folded). */
const WEEKS_OR_MONTHS =
  /\b(?:weeks?|months?|wochen?|monate?n?|semaines?|mois|semanas?|meses|settimane?|mesi|weken|maanden)\b/;
/** A count of days and nothing else: no "in", "from now", "later" or weekday around it (folded). */
const BARE_DAY_COUNT =
  /^(?:\d{1,3}|a|one|two|three|four|five|six|seven|ten|fourteen|thirty)\s+(?:business\s+|working\s+|calendar\s+)?(?:days?|tage?n?|werktage?n?|jours?|d[ií]as?|giorni|dagen|werkdagen|dias?)$/;
const INDEFINITE_BEFORE =
  /\b(?:a|an|any|some|every|each|ein|einem|einen|jeden|jedem|un|une|chaque|uno|cada|qualsiasi|ogni|een|elke|iedere|um|uma|num|numa|qualquer)\s+$/;

/** Whether an indefinite article or "any"/"every" stands right before a weekday reading. */
function indefiniteBefore(text: string, at: number, lang: string): boolean {
  const before = foldForMatching(text.slice(Math.max(0, at - 12), at));
  const m = INDEFINITE_BEFORE.exec(before);
  return m !== null && !(lang === 'pt' && m[0].trim() === 'a');
}
const NEXT_WEEKDAY = /\b(?:next|last|nachsten?|letzten?|prochain|dernier|proxim[oa]|pasado)\b/i;
const VAGUE_BEFORE =
  /(?:\b(?:end|beginning|start|middle) of|\b(?:mid|early|late)-?|\b(?:ende|anfang|mitte|fin|debut|finales|principios|mediados|comienzos|inizio|fine|begin|eind|midden|inicio|meados|fim)\s+(?:de |del |di |van |do |da |des |d')?)\s*$/;
const VAGUE =
  /\b(?:end|beginning|start|mid|middle|early|late|ende|anfang|mitte|fin|debut|mi|finales|principios|mediados|comienzos)\b/i;

/**
 * How the writer orders a numeric day and month, from the text's own evidence: a numeric date
 * whose first part is over 12 ("24/05") is day first, whose second part is ("05/24") month
 * first; a month name written before its day ("March 3rd") is the American order, after it ("3
 * March", "3rd of March") the British. Languages other than English write day first. English
 * with no evidence, or evidence both ways, gives undefined: a swappable date stays unread.
 */
export function numericOrder(text: string, lang: Lang): NumericOrder | undefined {
  if (lang !== 'en') return 'dmy';
  const folded = foldForMatching(text.slice(0, 4_000));
  let dmy = false;
  let mdy = false;
  for (const m of folded.matchAll(NUMERIC_DATE)) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    if (a > 12 && a <= 31 && b <= 12) dmy = true;
    if (b > 12 && b <= 31 && a <= 12) mdy = true;
  }
  if (MONTH_THEN_DAY.test(folded)) mdy = true;
  if (DAY_THEN_MONTH.test(folded)) dmy = true;
  return dmy === mdy ? undefined : dmy ? 'dmy' : 'mdy';
}
export type NumericOrder = 'dmy' | 'mdy';
const NUMERIC_DATE = /(?<![\d/.-])(\d{1,2})[/.-](\d{1,2})(?:[/.-]\d{2,4})?(?![\d/])/g;
const MONTH_NAMES_EN =
  'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec';
const MONTH_THEN_DAY = new RegExp(`\\b(?:${MONTH_NAMES_EN})\\.?\\s(?:the\\s)?\\d{1,2}(?:st|nd|rd|th)?\\b(?!:)`);
const DAY_THEN_MONTH = new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)?\\s(?:of\\s)?(?:${MONTH_NAMES_EN})\\b`);

export function findDates(text: string, lang: Lang, referenceMs: number, order?: NumericOrder): FoundDate[] {
  return findDatesAndListed(text, lang, referenceMs, order).filter((d) => !d.listed);
}

/**
 * The ends of the spans the text writes ("the nights of 8 to 11 October", "du 8 au 11 octobre"):
 * the end day of each reading that has one (findDates reads a span's start). Only for the dates
 * we wrote ourselves (schema-reader.ts): an end we wrote is an echo like its start.
 */
export function findRangeEnds(text: string, lang: Lang, referenceMs: number): string[] {
  let results: chrono.ParsedResult[];
  try {
    results = PARSERS[lang].parse(text.slice(0, 4_000), { instant: new Date(referenceMs) }, { forwardDate: true });
  } catch {
    return [];
  }
  return results.flatMap((r) => {
    const e = r.end;
    const first = firstOfTwoDays(text, r);
    if (!e?.isCertain('day')) return first ? [first] : [];
    const y = e.get('year');
    const m = e.get('month');
    const d = e.get('day');
    return y === null || m === null || d === null ? [] : [`${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`];
  });
}

/**
 * "the nights of Thursday 4 and Friday 5 March 2027", "am 4. und 5. März", "les 4 et 5 mars": the
 * first day of two written with one month, in the month and year of the reading after it. Only
 * a smaller day right before "and" (or a comma) and at most one word (a weekday) between.
 */
function firstOfTwoDays(text: string, r: chrono.ParsedResult): string | undefined {
  const s = r.start;
  if (!s.isCertain('day') || !s.isCertain('month')) return undefined;
  const m = FIRST_OF_TWO.exec(text.slice(Math.max(0, r.index - 40), r.index));
  const day = m ? Number(m[1]) : 0;
  const y = s.get('year');
  const month = s.get('month');
  if (!m || y === null || month === null || day < 1 || day >= (s.get('day') ?? 0)) return undefined;
  return `${pad(y, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

const FIRST_OF_TWO =
  /(?<![\d.,/])(\d{1,2})(?:st|nd|rd|th|er|e|o|º|ª|\.)?\s*(?:and|&|und|et|y|e|en|,)\s+(?:\p{L}+,?\s+)?(?:the\s+|le\s+|el\s+|il\s+|de\s+)?$/iu;

/** As findDates, with the dates of a list of days kept and marked `listed` (unsure: no value). */
export function findDatesAndListed(text: string, lang: Lang, referenceMs: number, order?: NumericOrder): FoundDate[] {
  let results: chrono.ParsedResult[];
  try {
    results = PARSERS[lang].parse(text.slice(0, 4_000), { instant: new Date(referenceMs) }, { forwardDate: true });
  } catch {
    return [];
  }
  const out: FoundDate[] = [
    ...dayOfMonthDates(text.slice(0, 4_000), referenceMs),
    ...weekdaysInWeeks(text.slice(0, 4_000), referenceMs),
  ];
  const taken = out.map((d) => [d.index, d.index + d.text.length] as const);
  // Readings whose month is the weekday's abbreviation ("mar 9" before "feb"): the day and the
  // month after it are read below instead, the weekday checking them.
  const monthFirst = new Set<chrono.ParsedResult>();
  for (const r of results) {
    const s = r.start;
    // Read by the day-of-month reader below ("Friday the 14th", "Dienstag, der 23.03.").
    if (taken.some(([a, b]) => r.index < b && r.index + r.text.length > a)) continue;
    // "fr" of "frühestens" read as Friday: chrono's word edges are ASCII, so a reading glued to
    // an accented letter is part of a word, never a day.
    if (INSIDE_WORD.test(text.charAt(r.index - 1)) || INSIDE_WORD.test(text.charAt(r.index + r.text.length))) continue;
    const folded = foldForMatching(r.text);
    const after = foldForMatching(text.slice(r.index + r.text.length, r.index + r.text.length + 12));
    // "mar 9 feb": a month abbreviation that is also a weekday's, with a second month after the
    // day; which is the month is not sure.
    if (s.isCertain('month') && MONTH_AHEAD.test(after)) {
      monthFirst.add(r);
      continue;
    }
    // Spanish "por la mañana", "esta mañana": the morning, not tomorrow.
    if (
      MORNING_BEFORE.test(foldForMatching(text.slice(Math.max(0, r.index - 12), r.index))) &&
      /^manana$/.test(folded.trim())
    )
      continue;
    // "a partir de las 10h", "de 8 h à 20 h": a clock time names no day, though chrono's Spanish
    // and French parsers mark today's day as certain (and read the 'h' as a military time zone).
    if (CLOCK_ONLY.test(folded.trim()) || SUB_DAY_OFFSET.test(folded.trim())) continue;
    // "ID.4s", "X5s": a short reading (a figure and a letter or two) glued to the letters of a
    // model or code name is part of that name, not a time or a date.
    if (SHORT_READING.test(r.text) && INSIDE_A_NAME.test(text.slice(Math.max(0, r.index - 2), r.index))) continue;
    // "24 x 425W panels", "a 12V pump", "60Ah", "3d": a figure with a unit's letters glued to it is
    // a quantity (chrono reads some as a week or a time zone), never a day; only an ordinal or
    // a clock suffix ("8th", "1er", "15h", "5pm") makes such a reading name a day or a time.
    // A magnitude ("£5m") stays a reading: magnitudeReading keeps it from the number readers too.
    if (GLUED_UNIT.test(r.text.trim()) && !ORDINAL_OR_CLOCK.test(r.text.trim()) && !magnitudeReading(r.text)) continue;
    // "ich bin dann so zwischen 8 und 9 Uhr da": a weekday's two-letter short form written in
    // lower case ("so", "do", "di", "ma") is a word of the sentence, never a day ("So", "Do." are).
    if (/^\p{Ll}{2}[.,]?$/u.test(r.text.trim())) continue;
    const namesDay = /\d/.test(r.text) || (s.isCertain('weekday') && !s.isCertain('month')) || isRelativeDay(r.text);
    if (!namesDay || (!s.isCertain('day') && !s.isCertain('weekday') && !isRelativeDay(r.text))) continue;
    if (
      DURATION.test(r.text) ||
      VAGUE.test(folded) ||
      VAGUE_BEFORE.test(foldForMatching(text.slice(Math.max(0, r.index - 14), r.index)))
    )
      continue;
    // "(6-8pm, four weeks)", "two weeks after the lift": a count of weeks or months from the
    // message (or from another date) names no day; only a weekday would ("Monday in two weeks").
    if (!s.isCertain('weekday') && WEEKS_OR_MONTHS.test(folded)) continue;
    // "Invoice … dated the day of dispatch, 30 days as agreed", "it's 2 days work": a bare count
    // of days (chrono reads it from the message's time) is a term or a length, never a day.
    if (BARE_DAY_COUNT.test(folded.trim())) continue;
    // "(terça-feira)" right after "16 de março": the weekday of the date before, not a date.
    if (s.isCertain('weekday') && !s.isCertain('day') && out.some((o) => near(o, r.index))) continue;
    if (s.isCertain('weekday') && !s.isCertain('day') && NEXT_WEEKDAY.test(folded)) continue;
    // "on a Thursday", "an einem Donnerstag", "un jeudi", "op een donderdag", "numa quinta": some
    // Thursday, not one date (Portuguese "a" is the definite article: "a quinta-feira").
    if (s.isCertain('weekday') && !s.isCertain('day') && indefiniteBefore(text, r.index, lang)) continue;
    // "de segunda a sábado", "Monday to Friday", "du lundi au samedi": a weekly span, no date.
    if (s.isCertain('weekday') && !s.isCertain('day') && weekdaySpan(text, r.index, r.text)) continue;
    // "mer. 9 févr.", "am Di. 9. Feb.": a weekday right before a day and month is that date's
    // weekday, never a date of its own, also when the two disagree (then neither is read).
    if (s.isCertain('weekday') && !s.isCertain('day') && beforeADay(r, results, text)) continue;
    // "01.02.2027" is written day first wherever dots and a four-digit year are used (DIN 5008
    // and its European kin); US dates use slashes. English chrono reads it month first.
    const dotted = lang === 'en' ? /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(r.text.trim()) : null;
    // A day and month that could be swapped: read in the order the writer's text shows
    // (numericOrder), else not at all.
    const swap = lang === 'en' && !dotted ? swappable(r.text) : undefined;
    if (swap && order === undefined) continue;
    const dayFirst = swap && order === 'dmy';
    const y = dotted ? Number(dotted[3]) : s.get('year');
    const m = dotted ? Number(dotted[2]) : dayFirst ? swap.b : s.get('month');
    const d = dotted ? Number(dotted[1]) : dayFirst ? swap.a : s.get('day');
    // The month a swapped reading gives must be what chrono read as the day, and vice versa.
    if (dayFirst && (s.get('month') !== swap.a || s.get('day') !== swap.b)) continue;
    if (dotted && (m! < 1 || m! > 12 || d! < 1 || d! > 31)) continue;
    if (y === null || m === null || d === null) continue;
    // A swapped day and month without a year: the next such day after the message.
    if (dayFirst && !s.isCertain('year')) {
      const next = nextDate(referenceMs, d, m, undefined);
      if (next) out.push({ date: next, text: r.text, index: r.index });
      continue;
    }
    // A weekday that does not agree with the date ("Monday 16 March" when the 16th is a Tuesday):
    // one of the two is wrong, and we cannot tell which.
    const weekday = s.isCertain('weekday') ? s.get('weekday') : weekdayBefore(text, r.index, lang);
    if (weekday !== null && weekday !== undefined && s.isCertain('day') && utcDay(y, m, d) !== weekday) continue;
    const date = `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
    const found: FoundDate = { date, text: r.text, index: r.index };
    // A time without a zone written next to it ("14:00 (Amsterdam time)") has no sure instant:
    // no date-time is given for it (a date-time field then asks again).
    // A zone written as a place ("14:00 (Amsterdam time)") gives the offset of that place on that day.
    const place =
      s.isCertain('hour') && !s.isCertain('timezoneOffset') ? zoneAfter(text, r.index + r.text.length) : undefined;
    const placeOffset = place ? offsetAt(place, y, m, d, s.get('hour') ?? 0, s.get('minute') ?? 0) : undefined;
    if (s.isCertain('hour') && (s.isCertain('timezoneOffset') || placeOffset !== undefined)) {
      const offset = placeOffset ?? s.get('timezoneOffset');
      const zone = offset === null || offset === undefined ? 'Z' : offsetText(offset);
      found.dateTime = `${date}T${pad(s.get('hour') ?? 0, 2)}:${pad(s.get('minute') ?? 0, 2)}:${pad(s.get('second') ?? 0, 2)}${zone}`;
    }
    out.push(found);
  }
  out.push(
    ...missedDayMonth(
      text.slice(0, 4_000),
      lang,
      referenceMs,
      results.filter((r) => !monthFirst.has(r)),
      out,
    ),
  );
  // "Mo., 24.05.27", "Fri, 3/5": a weekday written right before a date is that date's weekday,
  // not a second date (the pass above drops one written after it).
  // "4 or 11 December", "am 4. oder 11. Dezember": the month belongs to both days, so the date
  // read is only one of them; neither is sure.
  return out
    .filter((w) => /\d/.test(w.text) || !out.some((o) => o !== w && /\d/.test(o.text) && weekdayOf(w, o)))
    .map((w) => (dayListedBefore(text, w, out) ? { ...w, listed: true as const } : w));
}

/** A day of the month and "or", "and" or a comma right before a date that starts with its day. */
const DAY_BEFORE =
  /(?<![\d.,:/])(\d{1,2})(?:st|nd|rd|th|er|e|º|°)?\.?\s*(?:,|&|\/|\bor|\band|\boder|\bund|\bou|\bet|\bo|\by|\be|\ben|\bof)\s*(?:(?:the|le|el|il|den|de|o)\s+)?$/u;

function dayListedBefore(text: string, found: FoundDate, all: readonly FoundDate[]): boolean {
  if (!/^(?:(?:the|le|el|il|den|de|o)\s+)?\d/i.test(found.text)) return false;
  const from = Math.max(0, found.index - 20);
  const m = DAY_BEFORE.exec(foldForMatching(text.slice(from, found.index)));
  if (m === null || Number(m[1]) < 1 || Number(m[1]) > 31) return false;
  // A day that is part of a date of its own ("April 6th or 7 April") is no day of this one's month.
  const day = from + m.index;
  return !all.some((o) => o !== found && o.index <= day && o.index + o.text.length > day);
}

const MONTH_AHEAD = new RegExp(`^\\.?\\s{0,2}(?:${MONTH_WORD})\\b`, 'u');
const MORNING_BEFORE = /\b(?:la|esta|una|cada|toda la)\s+$/;

const DAY_AND_MONTH_AHEAD = new RegExp(
  `^\\.?,?\\s{0,2}(?:(?:the|der|den|le|el|il|de|o)\\s)?\\d{1,2}(?:st|nd|rd|th|er|º|°)?\\.?\\s?(?:de\\s|of\\s)?(?:(?:${MONTH_WORD})\\b|\\d{1,2}[./])`,
  'u',
);

/** Whether another reading that names a day starts within a few characters after `r` ends. */
function beforeADay(r: chrono.ParsedResult, all: readonly chrono.ParsedResult[], text: string): boolean {
  const end = r.index + r.text.length;
  if (DAY_AND_MONTH_AHEAD.test(foldForMatching(text.slice(end, end + 30)))) return true;
  return all.some((o) => o !== r && o.start.isCertain('day') && o.index >= end && o.index - end <= 4);
}

function near(found: FoundDate, index: number): boolean {
  const end = found.index + found.text.length;
  return index >= end && index - end <= 3;
}

function utcDay(y: number, m: number, d: number): number {
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

function isRelativeDay(text: string): boolean {
  return /\b(?:today|tomorrow|heute|morgen|ubermorgen|aujourd'hui|demain|hoy|manana|oggi|domani|vandaag|morgen|hoje|amanha)\b/i.test(
    text.normalize('NFD').replace(/\p{M}/gu, ''),
  );
}

/** 03/04/2027: both parts could be the month (US or UK order). */
function swappable(text: string): { a: number; b: number } | undefined {
  if (/\b\d{4}-\d{1,2}-\d{1,2}\b/.test(text)) return undefined; // ISO 8601: year first, then month
  const m = text.match(/(?<![\d/.-])(\d{1,2})[/.-](\d{1,2})(?:[/.-]\d{2,4})?\b/);
  if (!m) return undefined;
  const a = Number(m[1]);
  const b = Number(m[2]);
  return a <= 12 && b <= 12 && a !== b ? { a, b } : undefined;
}

function offsetText(minutes: number): string {
  if (minutes === 0) return 'Z';
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60), 2)}:${pad(abs % 60, 2)}`;
}
