import { findNumbers } from '../readers/amounts.js';
import { findDates } from '../readers/dates.js';
import type { References } from '../readers/field-readers.js';
import type { ReadLang } from '../readers/language.js';

/**
 * The figures and dates of a sentence that could be someone's answer: not an echo of what we
 * wrote ("100 chairs", our order's date), not part of a name or an address ("Bahnhofstrasse 41",
 * "Unit 4", "12 Harbour Road", "8001 Zürich"), and not a reference, code, time or phone number
 * (readers/amounts.ts already leaves those out). A reply whose only figures are of that kind has
 * said nothing the client must read; one that holds answer-like figures the reader could not
 * place has answered, and is not asked the same again.
 */

export interface AnswerFigures {
  dates: string[];
  numbers: number[];
  /** Those of the numbers written with a currency. */
  amounts: number[];
}

const STREET =
  /(?:strasse|str\.|street|st\.|road|rd\.?|avenue|ave\.?|lane|rue|calle|via|viale|weg|laan|straat|rua|platz|allee|gasse|ring|plein|unit|dock|gate|suite|building|floor|box|po)$/i;

export function answerFigures(
  sentence: string,
  lang: ReadLang,
  at: number,
  echoes?: References,
  placed?: { numbers: Set<number>; strings: string[] },
): AnswerFigures {
  const found = findDates(sentence, lang, at);
  const dates = found
    .map((d) => d.date)
    .filter((d) => !echoes?.dates.has(d) && !placed?.strings.some((s) => s.startsWith(d)));
  const inDate = (i: number) => found.some((d) => i >= d.index && i < d.index + d.text.length);
  const numbers = findNumbers(sentence, lang)
    .filter((n) => !inDate(n.index))
    .filter((n) => n.currency !== undefined || n.percent || !echoes?.numbers.has(n.value))
    .filter((n) => !placed?.numbers.has(n.value))
    .filter((n) => n.currency !== undefined || n.percent || !partOfAName(sentence, n.index, n.end));
  return {
    dates,
    numbers: numbers.map((n) => n.value),
    amounts: numbers.filter((n) => n.currency !== undefined).map((n) => n.value),
  };
}

/** "Bahnhofstrasse 41", "Unit 4", "12 Harbour Road", "8001 Zürich": a figure inside a name or address. */
export function partOfAName(text: string, index: number, end: number): boolean {
  const before = text.slice(Math.max(0, index - 30), index);
  const word = /(\S+)\s*$/u.exec(before)?.[1] ?? '';
  if (
    STREET.test(
      word
        .replace(/[,.:;]+$/, '')
        .normalize('NFD')
        .replace(/\p{M}+/gu, '')
        .replace(/ß/g, 'ss'),
    )
  )
    return true;
  const midSentence = /\S\s+\S+\s*$/u.test(before) && !/[.!?]\s*\S+\s*$/u.test(before);
  if (midSentence && /^\p{Lu}/u.test(word) && !/[,.;:!?)]$/.test(word)) return true;
  // A figure followed by a capitalised name in mid-sentence: "12 Harbour Road", "8001 Zürich".
  const after = text.slice(end, end + 30);
  return index > 0 && /^\s+\p{Lu}\p{Ll}+/u.test(after) && !/^\s+(?:EUR|USD|GBP|CHF|Euro)/u.test(after);
}
