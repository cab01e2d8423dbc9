import { scopeWords, unitClassesOf } from './amount-scope.js';
import type { FoundNumber } from './amounts.js';
import { countScope } from './count-field.js';
import { alternation, EACH_WORDS, PER_CONTRACTED, PER_PREPOSITIONS } from './lexicons/per-words.js';
import type { Segment } from './segments.js';
import { detectReadLanguage } from './language.js';
import { findNumberWords } from './number-words/find-number-words.js';

/**
 * Periods in a number field and beside a figure ("per week", "a year", "pro Monat"): a price per
 * a thing never takes an amount per a period, and a count over another period is none of the
 * field's. Used by readers/number-field.ts.
 */

/** A field's own denominator phrase ("per week", "pro Tag", "al mese", "each day"): its scope, not what it counts. */
export const FIELD_PER_PHRASE = new RegExp(
  `\\b(?:${alternation([...PER_PREPOSITIONS, ...PER_CONTRACTED, ...EACH_WORDS, 'a', 'an'])})\\s+\\p{L}+`,
  'gu',
);

export const PERIOD_CLASSES = ['year', 'month', 'week', 'day', 'night', 'hour'];

/** Whether the amount ending at `end` is said per a period ("€4.50 per month", "£7,380 a year"). */
export function perPeriod(text: string, end: number): boolean {
  return [...unitClassesOf(scopeWords(text, end))].some((u) => PERIOD_CLASSES.includes(u));
}

/** "1,200 sites a year", "40 Einsätze pro Monat": a count per a period that is none of the field's. */
export function countOverOtherPeriod(seg: Segment, n: FoundNumber, fieldUnits: Set<string>): boolean {
  if (countScope(seg, n) !== 'per-unit') return false;
  const m = /^\s*\p{L}+/u.exec(seg.text.slice(n.end, n.end + 40));
  if (!m) return false;
  const periods = [...unitClassesOf(scopeWords(seg.text, n.end + m[0].length))].filter((u) =>
    PERIOD_CLASSES.includes(u),
  );
  return periods.length > 0 && !periods.some((u) => fieldUnits.has(u));
}

/**
 * Whether a field (folded text) names a number of its periods ("total for the 3 days", "precio
 * total de las 7 noches", "Gesamtpreis für 14 Tage", "for seven nights"): it asks for the sum over
 * them, so an amount per one of those periods ("€640 a day", "38 € por noche") is none of its values.
 */
export function countsItsPeriods(about: string): boolean {
  const text = about.slice(0, 400);
  const counts = [
    ...[...text.matchAll(/\d+/g)].map((m) => (m.index ?? 0) + m[0].length),
    ...findNumberWords(text, detectReadLanguage(text)).map((w) => w.end),
  ];
  return counts.some((end) => {
    const word = /^\s+(\p{L}+)/u.exec(text.slice(end, end + 30))?.[1];
    return word !== undefined && [...unitClassesOf(word)].some((u) => PERIOD_CLASSES.includes(u));
  });
}
