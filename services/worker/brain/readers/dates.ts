import * as chrono from 'chrono-node';
import type { Lang } from './language.js';
import { foldForMatching } from '../language-fold.js';

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

export interface FoundDate {
  /** YYYY-MM-DD */
  date: string;
  /** YYYY-MM-DDTHH:MM:SS with the offset written in the text; absent when no zone was written. */
  dateTime?: string;
  /** The words in the text that gave the date. */
  text: string;
  index: number;
}

const PARSERS: Record<Lang, chrono.Chrono> = {
  en: chrono.en.casual,
  de: chrono.de.casual,
  fr: chrono.fr.casual,
  es: chrono.es.casual,
};

const DURATION =
  /\b(?:within|in|innerhalb|binnen|dans|sous|en|dentro de)\s+(?:\d+|a|one|two|three|einer?|zwei|drei|un|une|deux|trois|uno?|una|dos|tres)\s+(?:business\s+|working\s+)?(?:days?|weeks?|months?|tagen?|wochen?|monate?n?|jours?|semaines?|mois|d[ií]as?|semanas?|mes(?:es)?)\b/i;
const NEXT_WEEKDAY = /\b(?:next|last|nachsten?|letzten?|prochain|dernier|proxim[oa]|pasado)\b/i;
const VAGUE =
  /\b(?:end|beginning|start|mid|middle|early|late|ende|anfang|mitte|fin|debut|mi|finales|principios|mediados|comienzos)\b/i;

export function findDates(text: string, lang: Lang, referenceMs: number): FoundDate[] {
  let results: chrono.ParsedResult[];
  try {
    results = PARSERS[lang].parse(text.slice(0, 4_000), { instant: new Date(referenceMs) }, { forwardDate: true });
  } catch {
    return [];
  }
  const out: FoundDate[] = [];
  for (const r of results) {
    const s = r.start;
    const folded = foldForMatching(r.text);
    const namesDay = /\d/.test(r.text) || (s.isCertain('weekday') && !s.isCertain('month')) || isRelativeDay(r.text);
    if (!namesDay || (!s.isCertain('day') && !s.isCertain('weekday') && !isRelativeDay(r.text))) continue;
    if (DURATION.test(r.text) || VAGUE.test(folded) || VAGUE.test(text.slice(Math.max(0, r.index - 12), r.index)))
      continue;
    if (s.isCertain('weekday') && !s.isCertain('day') && NEXT_WEEKDAY.test(folded)) continue;
    if (lang === 'en' && swappable(r.text)) continue;
    const y = s.get('year');
    const m = s.get('month');
    const d = s.get('day');
    if (y === null || m === null || d === null) continue;
    const date = `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
    const found: FoundDate = { date, text: r.text, index: r.index };
    // A time without a zone written next to it ("14:00 (Amsterdam time)") has no sure instant:
    // no date-time is given for it (a date-time field then asks again).
    if (s.isCertain('hour') && s.isCertain('timezoneOffset')) {
      const offset = s.get('timezoneOffset');
      const zone = offset === null || offset === undefined ? 'Z' : offsetText(offset);
      found.dateTime = `${date}T${pad(s.get('hour') ?? 0, 2)}:${pad(s.get('minute') ?? 0, 2)}:${pad(s.get('second') ?? 0, 2)}${zone}`;
    }
    out.push(found);
  }
  return out;
}

function isRelativeDay(text: string): boolean {
  return /\b(?:today|tomorrow|heute|morgen|ubermorgen|aujourd'hui|demain|hoy|manana)\b/i.test(
    text.normalize('NFD').replace(/\p{M}/gu, ''),
  );
}

/** 03/04/2027: both parts could be the month (US or UK order). */
function swappable(text: string): boolean {
  if (/\b\d{4}-\d{1,2}-\d{1,2}\b/.test(text)) return false; // ISO 8601: year first, then month
  const m = text.match(/(?<![\d/.-])(\d{1,2})[/.-](\d{1,2})(?:[/.-]\d{2,4})?\b/);
  if (!m) return false;
  const a = Number(m[1]);
  const b = Number(m[2]);
  return a <= 12 && b <= 12 && a !== b;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

function offsetText(minutes: number): string {
  if (minutes === 0) return 'Z';
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60), 2)}:${pad(abs % 60, 2)}`;
}
