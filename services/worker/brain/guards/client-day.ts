import { SUBSTITUTE, TAKEN_DAY } from '../readers/lexicons/changed-terms.js';
import { MONTH_WORD } from '../readers/lexicons/month-names.js';

/**
 * The client's own day (guards/commitments.ts): whether a sentence of a reply takes or replaces a
 * day that the client's texts name. A day the counterparty corrects of its own is none of the
 * client's.
 */

/** Whether the sentence puts another day in place of one the client's texts name. */
export function replacesClientDay(folded: string, client: readonly string[]): boolean {
  const day = SUBSTITUTE.exec(folded)?.groups?.['day'];
  return day !== undefined && clientNames(day, client);
}

/**
 * Whether the sentence says a day is taken: a bare "the date" or "the slot" (the one asked), or
 * a named day only when it is the client's own ("the 15th is taken" when the 14th was asked is
 * no refusal of the client's day).
 */
export function takesClientDay(folded: string, client: readonly string[]): boolean {
  const m = TAKEN_DAY.exec(folded);
  if (!m) return false;
  const day = m.groups?.['day'];
  // With no client texts to compare, a named day taken is asked about (precision first).
  return day === undefined || client.length === 0 || clientNames(day, client);
}

/** Whether a day (a figure with its suffix, or a weekday) is named in the client's texts. */
function clientNames(day: string, client: readonly string[]): boolean {
  const bare = day.replace(/\D+$/, '');
  const numeric = /\d/.test(bare);
  const word = numeric ? bare : day;
  return word.length > 0 && client.some((f) => standsAlone(f, word, numeric));
}

/**
 * Whether `word` occurs in `text` with no letter or digit right before or after it (no RegExp
 * built per call). A figure the client wrote as a count ("8 moving heads") names no day: one
 * followed by a word names a day only when that word is a month ("8 March").
 */
function standsAlone(text: string, word: string, numeric = false): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    const before = at > 0 ? text[at - 1]! : ' ';
    const after = text[at + word.length] ?? ' ';
    if (LETTER_OR_DIGIT.test(before) || LETTER_OR_DIGIT.test(after)) continue;
    if (numeric && countsAThing(text.slice(at + word.length, at + word.length + 30))) continue;
    return true;
  }
  return false;
}

const MONTH_NEXT = new RegExp(`^\\s+(?:(?:de|di|del|do|da|of)\\s+)?(?:${MONTH_WORD})\\b`);

/** The words after a figure name a thing it counts ("8 moving heads"), not a month. */
function countsAThing(after: string): boolean {
  return /^\s+\p{L}{2,}/u.test(after) && !MONTH_NEXT.test(after);
}

const LETTER_OR_DIGIT = /[\p{L}\d]/u;
