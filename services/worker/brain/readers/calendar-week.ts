import { wordWithCounterparts } from './field-terms.js';
import { FIELD_VOCABULARY } from './lexicons/field-vocabulary.js';
import { type Found, nearestBefore, ownWords, type Prepared } from './field-readers.js';
import { notAnAnswer } from './date-evidence.js';

/**
 * A calendar week asked as a number ("deliveryCalendarWeek", "Kalenderwoche der Montage"): the
 * figure written after a week mark in the seven languages ("KW 14", "Kalenderwoche 14", "week
 * 14", "wk 14", "semaine 14", "semana 14", "settimana 14"). A week binds to the field whose own
 * word stands nearer before it than another number field's ("delivery in KW 14, assembly in
 * KW 15"); without such a word only a schema's one week field takes a text's one week. Never from
 * a question, a denied sentence or another occasion's ("closed until KW 2").
 */

const WEEK_FIELD = /\b(?:calendar ?week|week ?number|week ?no|kw|kalenderwoche|semaine|semana|settimana|weeknummer)\b/;
const WEEK_WORDS = new Set(['calendar', 'week', 'number', 'kalenderwoche', 'semaine', 'semana', 'settimana']);
const WEEK_MARK =
  /\b(?:kw|cw|wk|week|kalenderwoche|semaine|semana|settimana|weeknummer)\.?\s?(?:n(?:o|r|°|º)\.?\s?)?(\d{1,2})\b(?![.,:]\d)/g;

/** Whether the field asks a calendar week, from its folded name and description. */
export function isWeekField(about: string): boolean {
  // "kW" beside a power ("total power in kW", "potencia en kW") is a kilowatt, not a KW.
  if (POWER.test(about) && !WEEK_FIELD.test(about.replace(/\bkw\b/g, ' '))) return false;
  return WEEK_FIELD.test(about);
}

/** The words of an electrical power or load, in the seven languages. */
const POWER =
  /\b(?:power|load|wattage|leistung|anschlussleistung|puissance|potencia|potenza|vermogen|potencia|carga|consumo|verbrauch|consommation|assorbimento|kilowatts?)\b/;

/**
 * A field's own words and their counterparts; delivery's too (the dispatch and arrival row that
 * date fields keep apart: a week shipped and a week arrived both bind, and then compete).
 */
function ownOf(name: string): string[] {
  const words = ownWords(name).filter((w) => !WEEK_WORDS.has(w));
  const transit = FIELD_VOCABULARY[0] ?? [];
  const inTransit = words.some((w) => transit.some((t) => t.length >= 4 && w.startsWith(t.slice(0, 5))));
  return [...words.flatMap(wordWithCounterparts), ...(inTransit ? transit.filter((t) => t.length >= 4) : [])];
}

export function readCalendarWeek(p: Prepared, name: string, rivals: readonly string[]): Found | undefined {
  const own = ownOf(name);
  const theirs = rivals.flatMap(ownOf);
  const named = new Map<number, Found>();
  const loose = new Map<number, Found>();
  p.segments.forEach((seg, si) => {
    const folded = seg.folded.slice(0, 4_000);
    for (const m of folded.matchAll(WEEK_MARK)) {
      const week = Number(m[1]);
      if (week < 1 || week > 53) continue;
      if (notAnAnswer(seg, p.lang)) continue;
      const mine = nearestBefore(folded, m.index ?? 0, own);
      const other = nearestBefore(folded, m.index ?? 0, theirs);
      if (other !== undefined && (mine === undefined || other < mine)) continue;
      (mine !== undefined ? named : loose).set(week, { value: week, segment: si });
    }
  });
  if (named.size === 1) return [...named.values()][0];
  if (named.size > 1) return undefined;
  // No word of the field before any week: one week, and no other week field to compete.
  return rivals.length === 0 && loose.size === 1 ? [...loose.values()][0] : undefined;
}
