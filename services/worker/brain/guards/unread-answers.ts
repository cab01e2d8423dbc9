import { foldForMatching } from '../language-fold.js';
import type { CaseContext } from '../brain.js';
import type { OfflineReading } from '../offline-result.js';
import { findNumbers } from '../readers/amounts.js';
import { booleanSubjectTerms } from '../readers/boolean-subjects.js';
import { findDates } from '../readers/dates.js';
import { FIGURE_WORDS, isDateProp, isMoneyProp, typesOf } from '../readers/field-readers.js';
import { fieldTerms, relevance } from '../readers/field-terms.js';
import { detectReadLanguage } from '../readers/language.js';
import { segmentsOf } from '../readers/segments.js';
import { DATE_FORMAT_WORDS } from '../readers/date-evidence.js';
import { descriptionOf } from '../readers/prop-kinds.js';
import { answerFigures, hasCurrencyFigure } from './answer-figures.js';
import { deferredFields } from './deferred-fields.js';
import { findHandoff } from './handoffs.js';
import { findPromise } from './promises.js';
import { heldForThePromise } from './provisional.js';

/**
 * Whether a reply answered something the reader could not place: a figure or a date of a missing
 * field's kind, a yes/no field's subject, a sentence about a field that holds a figure. The offline
 * brain uses these to wait, ask the client or ask the counterparty once (offline-brain.ts).
 */

/**
 * The reply without its promising and handoff sentences and those whose figures the promise will
 * replace (rough, a guess, another time's, for reference, a range, a habit: provisional.ts): what
 * it states now ("about 25 so far, the final count comes on Thursday" states nothing yet).
 */
function besidePromises(text: string): string {
  return segmentsOf(text)
    .filter((s) => findPromise(s.text) === undefined && findHandoff(s.text) === undefined && !heldForThePromise(s.text))
    .map((s) => s.text)
    .join('\n');
}

/**
 * Beside its promise, the reply states a figure of a missing field's kind that could not be
 * placed, in a sentence from which nothing was read (a sentence that gave a value, with its
 * material numbers and sizes, is not counted): it answered, so it is not waited on.
 */
export function answersBesidePromise(
  ctx: CaseContext,
  text: string,
  at: number,
  missing: readonly string[],
  attempt: OfflineReading,
): boolean {
  // A missing field the promise or handoff names ("the vegetarian option: I'll have our chef email
  // you") is what is promised: figures beside it are other things'.
  const deferred = deferredFields(Object.keys(propsOf(ctx)), text);
  const kinds = missingKinds(
    ctx,
    missing.filter((f) => !deferred.has(f)),
  );
  const missingDate = kinds.date;
  // "BSL is no problem at all … LSF I can do" beside "I'll send a proper quote": the values of a
  // missing choice or list named beside the promise answered it.
  const props = propsOf(ctx);
  const choices = missing.filter((f) => !deferred.has(f)).flatMap((f) => enumValuesOf(props[f] ?? {}));
  if (choices.length > 0 && namesAChoice(besidePromises(text), choices)) return true;
  // "I'll send you a firm price after the survey", "je reviens vers vous avec le tarif 2027": the
  // price itself is what is promised, so an amount beside it (last year's, a rough range, another
  // service's) is not the answer: the case waits for the promised one.
  const money = kinds.money && !promisesPrice(text);
  if (!missingDate && !kinds.number && !money) return false;
  const lang = detectReadLanguage(text);
  const placed = placedValues(attempt.values);
  // A day beside the promise answers a missing date only from a sentence about that date's
  // subject ("the technician can come on the 8th"): "Mr Vítor is back from a client tomorrow" is
  // another person's day, and the case waits for the promised answer.
  const dateTerms = missing
    .filter((f) => !deferred.has(f) && isDateProp(f, props[f] ?? {}))
    .flatMap((f) => fieldTerms(f, descriptionOf(props[f] ?? {})))
    .filter((t) => !GENERIC_DATE_WORDS.has(t));
  return segmentsOf(besidePromises(text)).some((s) => {
    const aboutDate = dateTerms.length === 0 || relevance(s, dateTerms) > 0;
    const all = answerFigures(s.text, lang, at, attempt.echoes);
    const free = answerFigures(s.text, lang, at, attempt.echoes, placed);
    if (free.numbers.length < all.numbers.length || free.dates.length < all.dates.length) return false;
    // A count or a duration is answered by a plain figure, a price by an amount or a bare figure.
    // Nor a percentage or a year since which they have done it ("since 2009, 98% on time").
    const plain = free.numbers.length - free.amounts.length - (kinds.percent ? 0 : free.asides.length);
    return (
      (missingDate && aboutDate && free.dates.length > 0) ||
      (kinds.number && plain > 0) ||
      (money && free.prices.length > 0)
    );
  });
}

/** A sentence of the reply that promises or defers a price: "… and I'll send you a firm price", "il prezzo definitivo". */
function promisesPrice(text: string): boolean {
  return segmentsOf(text).some((s) => findPromise(s.text) !== undefined && relevance(s, FIGURE_WORDS) > 0);
}

/**
 * Words every date field's terms hold ("date", "day", "when" and their counterparts, the format
 * words): they name no one date's subject. Read from the field vocabulary and date-evidence.ts.
 */
const GENERIC_DATE_WORDS = new Set([...DATE_FORMAT_WORDS, ...fieldTerms('date time day', undefined)]);

const PERCENT_FIELD = /percent|pct|rate|share|ratio|prozent|pourcentage|porcentaje|percentuale|percentage|quota/i;
const fieldWords = (name: string, prop: Record<string, unknown>) =>
  `${name} ${typeof prop['description'] === 'string' ? prop['description'] : ''}`;

/** The enum values of a field or of its list's items. */
function enumValuesOf(prop: Record<string, unknown>): string[] {
  const items = prop['items'] as Record<string, unknown> | undefined;
  const values = (prop['enum'] ?? items?.['enum']) as unknown;
  return Array.isArray(values) ? values.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * Whether the text names one of the values as a word: a short code ("BSL", "IS") only as written,
 * in capitals; a longer value in any case, "_" read as a space ("twice_weekly").
 */
function namesAChoice(text: string, values: readonly string[]): boolean {
  const folded = ` ${foldForMatching(text).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  const words = ` ${text.replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  return values.some((v) =>
    v.length <= 3
      ? /^\p{Lu}+$/u.test(v) && words.includes(` ${v} `)
      : folded.includes(` ${foldForMatching(v.replace(/_/g, ' '))} `),
  );
}

function propsOf(ctx: CaseContext): Record<string, Record<string, unknown>> {
  return (ctx.resultSchema?.['properties'] ?? {}) as Record<string, Record<string, unknown>>;
}

/**
 * The kinds of the missing fields: a date field, a count or measure (a number that is not
 * money), a price (a number that is money). A price is answered by an amount in a currency, a
 * count or a measure by a figure, a date by a date.
 */
function missingKinds(
  ctx: CaseContext,
  missing: readonly string[],
): { date: boolean; number: boolean; money: boolean; percent: boolean } {
  const props = propsOf(ctx);
  const isNumber = (name: string) => isNumberProp(props[name] ?? {});
  return {
    date: missing.some((name) => isDateProp(name, props[name] ?? {})),
    number: missing.some((name) => isNumber(name) && !isMoneyProp(name, props[name] ?? {})),
    money: missing.some((name) => isNumber(name) && isMoneyProp(name, props[name] ?? {})),
    percent: missing.some((name) => isNumber(name) && PERCENT_FIELD.test(fieldWords(name, props[name] ?? {}))),
  };
}

/**
 * The reply mentions, in words the reader could not place, something a missing field asks for: a
 * figure of the field's kind that nothing read placed, or a yes/no field's subject.
 */
export function mentionsUnread(
  ctx: CaseContext,
  text: string,
  at: number,
  missing: readonly string[],
  attempt: OfflineReading,
): boolean {
  const props = propsOf(ctx);
  const lang = detectReadLanguage(text);
  const plain = text.replace(/\S*:\/\/\S+/g, ' ');
  const placed = placedValues(attempt.values);
  // A missing field of the kind of an unplaced figure: a date for a date field, a number for a
  // number field ("the unit is free from 3 May" answers a move-in date we could not place).
  const { date: missingDate, number: missingNumber, money: missingMoney } = missingKinds(ctx, missing);
  // A missing yes/no whose subject the reply talks about ("el transporte corre de nuestra cuenta") was
  // answered in words the reader could not place: the client reads it, they are not asked again.
  const booleanSubjects = missing
    .filter((name) => typesOf(props[name] ?? {}).includes('boolean'))
    .map((name) => booleanSubjectTerms(name))
    .filter((terms) => terms.length > 0);
  return segmentsOf(plain).some((s) => {
    if (booleanSubjects.some((terms) => relevance(s, terms) > 0)) return true;
    const u = answerFigures(s.text, lang, at, attempt.echoes, placed);
    if (u.dates.length === 0 && u.numbers.length === 0) return false;
    // A count or a duration is never answered by an amount in a currency ("digitising is
    // normally £35" says nothing about a lead time in days).
    const plainNumbers = u.numbers.length - u.amounts.length;
    if (
      (u.dates.length > 0 && missingDate) ||
      (plainNumbers > 0 && missingNumber) ||
      (u.amounts.length > 0 && missingMoney)
    )
      return true;
    return missing.some((name) => {
      const prop = props[name] ?? {};
      // Only a figure of the field's kind answers it: a number for a number, a date for a date.
      // An amount in a currency answers no count or duration ("500 €" is no number of days).
      if (isNumberProp(prop) && (isMoneyProp(name, prop) ? u.prices.length : plainNumbers) === 0) return false;
      if (isDateProp(name, prop) && u.dates.length === 0) return false;
      const d = prop['description'];
      const own = fieldTerms(name, undefined).filter((w) => w.length >= 4);
      return relevance(s, own) > 0 || relevance(s, fieldTerms(name, typeof d === 'string' ? d : undefined)) > 1;
    });
  });
}

/** The numbers and strings among the values read so far, at any depth. */
function placedValues(read: Record<string, unknown>): { numbers: Set<number>; strings: string[] } {
  const numbers = new Set<number>();
  const strings: string[] = [];
  const walk = (v: unknown, depth: number): void => {
    if (depth > 4) return;
    if (typeof v === 'number') numbers.add(v);
    else if (typeof v === 'string') strings.push(v);
    else if (Array.isArray(v)) for (const x of v) walk(x, depth + 1);
    else if (v && typeof v === 'object') for (const x of Object.values(v)) walk(x, depth + 1);
  };
  walk(read, 0);
  return { numbers, strings };
}

/**
 * A reply that states something about what we asked: a sentence about one of the fields that
 * holds a figure or a date (links and their digits do not count).
 */
export function looksLikeAnAnswer(ctx: CaseContext, text: string, at: number, attempt: OfflineReading): boolean {
  const plain = text.replace(/\S*:\/\/\S+/g, ' ');
  // Figures the reader could not place are an answer it did not read; phone, order and street
  // numbers, and figures we wrote ourselves, are not (guards/answer-figures.ts).
  const readLang = detectReadLanguage(plain);
  if (
    plain.length >= 30 &&
    (hasCurrencyFigure(plain) ||
      segmentsOf(plain).some((s) => {
        const u = answerFigures(s.text, readLang, at, attempt.echoes);
        return u.numbers.length > 0 || u.dates.length > 0;
      }))
  )
    return true;
  const props = propsOf(ctx);
  const lang = detectReadLanguage(text);
  return segmentsOf(plain).some(
    (s) =>
      (findNumbers(s.text, lang).length > 0 || findDates(s.text, lang, at).length > 0) &&
      Object.entries(props).some(
        ([name, p]) =>
          relevance(s, fieldTerms(name, typeof p['description'] === 'string' ? p['description'] : undefined)) > 0,
      ),
  );
}

const isNumberProp = (prop: Record<string, unknown>): boolean =>
  typesOf(prop).some((t) => t === 'number' || t === 'integer');
