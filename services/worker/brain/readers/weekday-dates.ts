import type * as chrono from 'chrono-node';
import { foldForMatching, foldKeepingLength } from '../language-fold.js';
import type { FoundDate } from './found-date.js';
import type { ReadLang as Lang } from './language.js';
import { MONTH_OF, MONTH_WORD } from './lexicons/month-names.js';
import { SHORT_PT_WEEKDAYS, WEEKDAY_NAMES } from './lexicons/weekday-names.js';

export { WEEKDAY_NAMES };

/**
 * The weekday part of the date reader: a weekday written before a date checks it ("Friday the
 * 14th", "Tues 9th Feb", "Di. 9. Feb."), and days of month chrono-node does not read surely are
 * read here (findDates in dates.ts calls these).
 */

/**
 * A weekday-only reading that ends within a few characters (a dot, a comma) before a dated one
 * and names the same weekday. One that disagrees ("Tue., 24.05.27" on a Monday) is kept, so the
 * reader sees two dates and asks.
 */
export function weekdayOf(weekday: FoundDate, dated: FoundDate): boolean {
  const end = weekday.index + weekday.text.length;
  return dated.index >= end && dated.index - end <= 4 && isoWeekday(weekday.date) === isoWeekday(dated.date);
}

function isoWeekday(iso: string): number {
  return new Date(`${iso.slice(0, 10)}T12:00:00Z`).getUTCDay();
}

/** The English weekday names, Sunday first: the values an enum of weekdays holds. */
export const ENGLISH_WEEKDAYS: readonly string[] = WEEKDAY_NAMES.map((names) => names[0]!);
const WEEKDAY_OF = new Map<string, number>(WEEKDAY_NAMES.flatMap((names, i) => names.map((n) => [n, i] as const)));
const WEEKDAY_WORD = [...WEEKDAY_OF.keys()].sort((a, b) => b.length - a.length).join('|');
/** The weekday names as a RegExp alternation (folded, longest first), Portuguese by its long names only. */
export const LONG_WEEKDAY_WORD = [...WEEKDAY_OF.keys()]
  .filter((n) => !SHORT_PT_WEEKDAYS.has(n))
  .sort((a, b) => b.length - a.length)
  .join('|');

/** "Friday the 14th", "vendredi 21", "Dienstag, der 23.03.", "23.03." (no year): day first. */
const DAY_OF_MONTH = new RegExp(
  `(?:\\b(${WEEKDAY_WORD})\\b,?\\s+(?:(?:the|der|den|le|el|il|de|o|dia)\\s+)?)?(?<![\\d.,/])(\\d{1,2})(?:(st|nd|rd|th|er|e|º|°)\\b|\\.(\\d{1,2})\\.(?!\\d)|(?=[\\s,;!?)]|$))(?!\\s*(?:${MONTH_WORD})\\b)(?!\\s*(?:[.:/-]\\d|%|€|\\$|h\\b|uhr|am\\b|pm\\b))`,
  'gu',
);
/** "9th Feb", "9 février": a day and a month name with no year after them. */
const DAY_MONTH = new RegExp(
  `(?<![\\p{L}\\d.,/])(\\d{1,2})(?:st|nd|rd|th|er|º|°)?\\.?\\s(?:of\\s|de\\s)?(${MONTH_WORD})\\b\\.?(?!\\s*\\d)`,
  'gu',
);

/**
 * A day and month chrono-node did not read with its digits ("Tues 9th Feb, first thing" it reads
 * as "Feb, first"): the next such day after the message, and only when a weekday written right
 * before it agrees.
 */
export function missedDayMonth(
  text: string,
  lang: Lang,
  referenceMs: number,
  results: readonly chrono.ParsedResult[],
  taken: readonly FoundDate[],
): FoundDate[] {
  // One unit for one, so a match's index is the text's: a "Grüße" or "Straße" anywhere in the
  // text made foldForMatching one longer, and these days were not read at all.
  const folded = foldKeepingLength(text);
  const out: FoundDate[] = [];
  for (const m of folded.matchAll(DAY_MONTH)) {
    const at = m.index ?? 0;
    const end = at + m[0].length;
    const covered = (i: number, t: string) => i < end && i + t.length > at && /\d/.test(t);
    if (results.some((r) => covered(r.index, r.text)) || taken.some((d) => covered(d.index, d.text))) continue;
    const date = nextDate(referenceMs, Number(m[1]), MONTH_OF.get(m[2]!), weekdayBefore(text, at, lang));
    if (date) out.push({ date, text: text.slice(at, end), index: at });
  }
  return out;
}

/** What may follow a bare day after a weekday: the end of the phrase, or a time. */
/** A part of the day after a bare day ("lundi 8 au matin", "sabato 12 in mattinata"): the day, not an hour. English "Monday 8 in the morning" is 8 am. */
const PART_OF_DAY = String.raw`(?:au|du|le) (?:matin|soir)|(?:en|dans la) matinee|(?:l'|dans l')?apres-midi|morgens|vormittags|nachmittags|abends|por la (?:manana|tarde|noche)|(?:di |in )?(?:mattina|mattinata|pomeriggio|sera)\b|'s (?:ochtends|middags|avonds)|in de (?:ochtend|middag|avond)|(?:de|a|à) (?:manha|tarde)`;
const BARE_DAY_END = new RegExp(
  String.raw`^(?:\s*(?:[.,;!?)]|$)|\s+(?:at|um|a|alle|om|as|from|von|des|dalle|vanaf|de|from)\s+\d|\s+(?:${PART_OF_DAY}))`,
);
const MONTH_NAMED = new RegExp(`\\b(${MONTH_WORD})\\b`, 'u');

/**
 * Dates chrono-node does not read surely: a day of month with a weekday and no month ("Friday
 * the 14th": the next date after the message that is a Friday the 14th, or in the month the
 * sentence names), and the European "23.03." without a year (the next 23 March). A weekday
 * written with either must agree with the date. A bare number is never a date.
 */
export function dayOfMonthDates(text: string, referenceMs: number): FoundDate[] {
  // One unit for one, so a match's index is the text's: a "Grüße" or "Straße" anywhere in the
  // text made foldForMatching one longer, and these days were not read at all.
  const folded = foldKeepingLength(text);
  const out: FoundDate[] = [];
  for (const m of folded.matchAll(DAY_OF_MONTH)) {
    const weekdayName = m[1];
    const day = Number(m[2]);
    const ordinal = m[3];
    const dottedMonth = m[4] ? Number(m[4]) : undefined;
    if (day < 1 || day > 31) continue;
    // A day of month needs a weekday, an ordinal suffix or the dotted month to be a date.
    if (!weekdayName && dottedMonth === undefined) continue;
    if (!weekdayName && !ordinal && dottedMonth === undefined) continue;
    // "Friday 14." or "Friday 14 at 9" is a day; "Friday, 2 pallets" is a weekday and a count.
    const end = (m.index ?? 0) + m[0].length;
    if (!ordinal && dottedMonth === undefined && !BARE_DAY_END.test(folded.slice(end, end + 24))) continue;
    const weekday = weekdayName ? WEEKDAY_OF.get(weekdayName) : undefined;
    const named = dottedMonth ?? monthNamedIn(folded);
    const date = nextDate(referenceMs, day, named, weekday);
    if (!date) continue;
    // A weekday and a bare day with no month ("Monday 8 in the morning", "vendredi 21") is a day of
    // the coming weeks: a match months away is another reading (8 am next Monday), not a date.
    if (!ordinal && named === undefined && Date.parse(`${date}T12:00:00Z`) - referenceMs > BARE_DAY_REACH_MS) continue;
    // "Tuesday the 11th" with no month: the 11th of this month or the next. When neither is a
    // Tuesday the writer has another calendar in mind (or a slip): no date, never the first 11th
    // that happens to be a Tuesday months later.
    // It stays a reading, unsure (`listed`: no value), so that the weekday alone is not read either.
    const unsure =
      weekday !== undefined &&
      named === undefined &&
      Date.parse(`${date}T12:00:00Z`) - referenceMs > WEEKDAY_DAY_REACH_MS;
    const written = text.slice(m.index ?? 0, (m.index ?? 0) + m[0].length);
    out.push({ date, text: written, index: m.index ?? 0, ...(unsure ? { listed: true as const } : {}) });
  }
  return out;
}

/** How far after the message a weekday with a bare day may fall (31 days). */
const BARE_DAY_REACH_MS = 31 * 24 * 3600 * 1000;
/** How far a weekday with an ordinal day and no month may fall: the next two months' (62 days). */
const WEEKDAY_DAY_REACH_MS = 62 * 24 * 3600 * 1000;

function monthNamedIn(folded: string): number | undefined {
  const m = MONTH_NAMED.exec(folded);
  return m ? MONTH_OF.get(m[1]!) : undefined;
}

/** The first date after the reference with this day (and month, and weekday when given). */
export function nextDate(referenceMs: number, day: number, month: number | undefined, weekday: number | undefined) {
  const ref = new Date(referenceMs);
  const start = Date.UTC(ref.getUTCFullYear(), ref.getUTCMonth(), ref.getUTCDate());
  for (let i = 0; i < 60; i++) {
    const y = ref.getUTCFullYear() + Math.floor((ref.getUTCMonth() + i) / 12);
    const mo = ((ref.getUTCMonth() + i) % 12) + 1;
    if (month !== undefined && mo !== month) continue;
    const t = Date.UTC(y, mo - 1, day);
    if (new Date(t).getUTCDate() !== day || t < start) continue;
    if (weekday !== undefined && new Date(t).getUTCDay() !== weekday) {
      if (month !== undefined) return undefined; // the weekday does not agree: not sure
      continue;
    }
    return `${pad(y, 4)}-${pad(mo, 2)}-${pad(day, 2)}`;
  }
  return undefined;
}

/**
 * Weekdays as each language shortens them ("Tues", "Do.", "mer.", "mié", "gio", "wo", "qui"),
 * Sunday first; read only right before a date, in the text's own language, to check the date.
 */
const WEEKDAY_SHORT: Record<Lang, ReadonlyArray<readonly string[]>> = {
  en: [['sun'], ['mon'], ['tue', 'tues'], ['wed', 'weds'], ['thu', 'thur', 'thurs'], ['fri'], ['sat']],
  de: [['so'], ['mo'], ['di'], ['mi'], ['do'], ['fr'], ['sa']],
  fr: [['dim'], ['lun'], ['mar'], ['mer'], ['jeu'], ['ven'], ['sam']],
  es: [['dom'], ['lun'], ['mar'], ['mie', 'mier'], ['jue'], ['vie'], ['sab']],
  it: [['dom'], ['lun'], ['mar'], ['mer'], ['gio'], ['ven'], ['sab']],
  nl: [['zo'], ['ma'], ['di'], ['wo'], ['do'], ['vr'], ['za']],
  pt: [['dom'], ['seg'], ['ter'], ['qua'], ['qui'], ['sex'], ['sab']],
};
const WEEKDAY_BEFORE = new Map<Lang, { re: RegExp; of: Map<string, number> }>();
function weekdayBeforePattern(lang: Lang): { re: RegExp; of: Map<string, number> } {
  let p = WEEKDAY_BEFORE.get(lang);
  if (!p) {
    const of = new Map<string, number>(WEEKDAY_OF);
    WEEKDAY_SHORT[lang].forEach((names, i) => {
      for (const n of names) of.set(n, i);
    });
    const words = [...of.keys()].sort((a, b) => b.length - a.length).join('|');
    p = { re: new RegExp(`(?:^|[^\\p{L}])(${words})\\.?[,\\s]+(?:(?:the|der|den|le|el|il|de|o)\\s+)?$`, 'u'), of };
    WEEKDAY_BEFORE.set(lang, p);
  }
  return p;
}

/** The weekday written right before a date ("Thursday 15 April", "Tues 9th Feb", "Di. 9. Feb."), if any. */
export function weekdayBefore(text: string, index: number, lang: Lang): number | undefined {
  const before = foldForMatching(text.slice(Math.max(0, index - 20), index));
  const { re, of } = weekdayBeforePattern(lang);
  const m = re.exec(before);
  return m ? of.get(m[1]!) : undefined;
}

export function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}
