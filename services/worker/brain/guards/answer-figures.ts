import { findNumbers } from '../readers/amounts.js';
import { findDates } from '../readers/dates.js';
import { countedAfter, type References } from '../readers/field-readers.js';
import type { ReadLang } from '../readers/language.js';
import { partOfAName } from './name-figures.js';

/**
 * The figures and dates of a sentence that could be someone's answer: not an echo of what we
 * wrote ("100 chairs", our order's date), not part of a name or an address ("Lindenallee 27",
 * "Unit 4", "8 Quarry Lane", "8001 Zürich"), and not a reference, code, time or phone number
 * (readers/amounts.ts already leaves those out). A reply whose only figures are of that kind has
 * said nothing the client must read; one that holds answer-like figures the reader could not
 * place has answered, and is not asked the same again.
 */

export interface AnswerFigures {
  dates: string[];
  numbers: number[];
  /** Those of the numbers written with a currency. */
  amounts: number[];
  /** Those that could be a price: in a currency, or bare ("1980 with the discount", not "12 seats"). */
  prices: number[];
  /**
   * Those that count nothing a count field asks for: a percentage ("98% on time") or a year
   * after "since" ("since 2009", "desde 2009", "seit 2009").
   */
  asides: number[];
}

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
    prices: numbers
      .filter((n) => n.currency !== undefined || (!n.percent && countedAfter(sentence, n.end) === ''))
      .map((n) => n.value),
    asides: numbers
      .filter((n) => n.currency === undefined && (n.percent || sinceYear(sentence, n.index, n.value)))
      .map((n) => n.value),
  };
}

/** A year right after "since" in the seven languages: how long they have done it, no answer. */
function sinceYear(sentence: string, index: number, value: number): boolean {
  return (
    Number.isInteger(value) &&
    value >= 1900 &&
    value <= 2100 &&
    /(?:^|[^\p{L}])(?:since|seit|depuis|desde|dal|dall'|sinds|sin dal|from)\s*$/iu.test(
      sentence.slice(Math.max(0, index - 12), index),
    )
  );
}

/** "Lindenallee 27", "Unit 4", "8 Quarry Lane", "8001 Zürich": a figure inside a name or address. */
/** An amount written with a currency, even one the reader could not parse surely ("8,90 €" in English). */
export function hasCurrencyFigure(text: string): boolean {
  return /[€$£]\s?\d|\d\s?(?:[€$£]|(?:eur|usd|gbp|chf|euros?)\b)/i.test(text.slice(0, 20_000));
}
