import { DateTime } from 'luxon';
import { foldKeepingLength } from '../language-fold.js';
import type { FoundDate } from './found-date.js';
import { LONG_WEEKDAY_WORD, WEEKDAY_NAMES } from './weekday-dates.js';

/**
 * A weekday of a calendar week: "am Mittwoch in KW 50", "Mittwoch der KW 50", "on the Wednesday
 * of week 50", "le mercredi de la semaine 50", "el miércoles de la semana 50", "mercoledì della
 * settimana 50", "woensdag in week 50", "quarta-feira da semana 50". The ISO week (Monday first,
 * as KW and semaine are counted in Europe) of the message's year, or of the next year when that
 * week is already past; resolved with luxon. Read as one date, so the weekday alone is never read
 * as the next such day ("am Mittwoch" a week early).
 */
const WEEKDAY_IN_WEEK = new RegExp(
  String.raw`\b(${LONG_WEEKDAY_WORD})\b,?\s+(?:(?:in|im|der|de|of|della|di|van|da|do|en|na|no|nella)\s+)?(?:(?:la|el|the|a|o|de)\s+)?(?:kw|kalenderwoche|cw|wk|week|semaine|semana|settimana|weeknummer)\.?\s?(\d{1,2})\b(?![.,:]\d)`,
  'gu',
);

/** What follows a week of a project or a course, not of the calendar: "of the", "du", "della", "van de". */
const WEEK_OF_SOMETHING = /^\s+(?:of|du|des|de la|de l'|del|della|dello|dell'|van|do|da|der|des)\b/;

const ISO_WEEKDAY = new Map<string, number>(
  WEEKDAY_NAMES.flatMap((names, i) => names.map((n) => [n, i === 0 ? 7 : i] as const)),
);

/** The weekdays of calendar weeks the text writes, as dates after the message's time. */
export function weekdaysInWeeks(text: string, referenceMs: number): FoundDate[] {
  // Folded one unit for one: the index of a match is its index in the text ("Grüße" before it too).
  const folded = foldKeepingLength(text);
  const out: FoundDate[] = [];
  const ref = DateTime.fromMillis(referenceMs, { zone: 'utc' }).startOf('day');
  for (const m of folded.matchAll(WEEKDAY_IN_WEEK)) {
    const weekday = ISO_WEEKDAY.get(m[1]!);
    const weekNumber = Number(m[2]);
    if (weekday === undefined || weekNumber < 1 || weekNumber > 53) continue;
    // "the Wednesday of week 2 of the course", "semaine 2 du chantier": a week of something else.
    const end = (m.index ?? 0) + m[0].length;
    if (WEEK_OF_SOMETHING.test(folded.slice(end, end + 12))) continue;
    // A week already past moves to next year only when it is far behind (in December, "KW 2");
    // one a few weeks back ("war für Mittwoch in KW 8 geplant" in March) is no coming date.
    const weeksBack = ref.weekNumber - weekNumber;
    if (weeksBack > 0 && weeksBack < 26) continue;
    for (const weekYear of weeksBack >= 26 ? [ref.weekYear + 1] : [ref.weekYear]) {
      const d = DateTime.fromObject(
        { weekYear, weekNumber, weekday: weekday as 1 | 2 | 3 | 4 | 5 | 6 | 7 },
        { zone: 'utc' },
      );
      if (!d.isValid || d.weekNumber !== weekNumber || d < ref) continue;
      out.push({ date: d.toISODate()!, text: text.slice(m.index, m.index + m[0].length), index: m.index ?? 0 });
      break;
    }
  }
  return out;
}
