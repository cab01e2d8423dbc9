import { foldForMatching } from '../language-fold.js';
import { WEEKDAY_NAMES } from './weekday-dates.js';

/**
 * A weekday that is one end of a weekly span ("Monday to Friday", "Mon–Sat", "von Montag bis
 * Freitag", "du lundi au samedi", "de lunes a viernes", "dal lunedì al venerdì", "van maandag tot
 * en met vrijdag", "de segunda a sábado"): opening hours or a working week, never one date.
 */

/** Every weekday name and its common short form (three letters), folded, longest first. */
const DAY = [...new Set(WEEKDAY_NAMES.flat().flatMap((n) => [n, n.slice(0, 3)]))]
  .sort((a, b) => b.length - a.length)
  .join('|');

/** The words that join two weekdays into a span, in the seven languages. */
const JOIN = '(?:to|till|until|through|thru|bis|zum|au|a|à|al|hasta|fino al?|tot(?: en met)?|t/m|ate|até|ao|-|–|—)';

const SPAN_AFTER = new RegExp(`^\\.?\\s*${JOIN}\\s*(?:(?:le|el|il|o|a)\\s+)?(?:${DAY})\\b`);
const SPAN_WITHIN = new RegExp(`\\b(?:${DAY})\\.?\\s*${JOIN}\\s*(?:(?:le|el|il|o|a)\\s+)?(?:${DAY})\\b`);
const SPAN_BEFORE = new RegExp(`\\b(?:${DAY})\\.?\\s*${JOIN}\\s*(?:(?:le|el|il|o|a)\\s+)?$`);

/** Whether the weekday written at `index` (as `written`) in `text` ends or opens a span of weekdays. */
export function weekdaySpan(text: string, index: number, written: string): boolean {
  const after = foldForMatching(text.slice(index + written.length, index + written.length + 24)).toLowerCase();
  const before = foldForMatching(text.slice(Math.max(0, index - 24), index)).toLowerCase();
  const within = foldForMatching(written).toLowerCase();
  return SPAN_WITHIN.test(within) || SPAN_AFTER.test(after) || SPAN_BEFORE.test(before);
}
