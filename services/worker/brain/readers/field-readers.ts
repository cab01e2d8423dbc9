import { TRADE_ROWS } from './lexicons/vocabulary-trade.js';
import { sameWeekDays } from './same-week-days.js';
import { foldForMatching } from '../language-fold.js';
import { findDatesAndListed, numericOrder, type FoundDate } from './dates.js';
import { enumMentions, type EnumLabels, type EnumMention } from './enums.js';
import { mentionRuledOut } from './enum-mention-scope.js';
import { namedBefore, otherNamedBefore } from './variant-token.js';
import { refinedValue } from './enum-refinement.js';
import { UNAVAILABLE } from './lexicons/changed-terms.js';
import { compoundDateHead, fieldTerms, relevance, splitName } from './field-terms.js';
import { findNumbers, type FoundNumber } from './amounts.js';
import type { ReadLang as Lang } from './language.js';
import type { Segment } from './segments.js';
import { CORRECTION, DATE_CHANGE } from '../guards/corrections.js';
import { deniedIn } from './denied-figures.js';

/**
 * Reading one schema property from one text, by the property's type: each reader returns a
 * value with the segment it came from, or nothing when the text does not say it surely (no
 * candidate, or two candidates equally likely). See schema-reader.ts for how they combine.
 */

export type Prop = Record<string, unknown>;

export interface Found {
  value: unknown;
  segment: number;
}

/** One text prepared for reading: its segments, language and what each segment holds. */
export interface Prepared {
  segments: Segment[];
  lang: Lang;
  dates: FoundDate[][];
  numbers: FoundNumber[][];
  /** The number of boolean properties in the schema (a bare "yes" answers the only one). */
  booleanProps: number;
  /** The number of number/integer properties (a lone number answers the only one). */
  numberProps: number;
  /** When the text was written (ms): a date before it is no answer. */
  at?: number;
  /** Where the last correction cue ends ("sorry, I meant"): values before it are superseded. */
  correction?: { segment: number; end: number };
  /** Where the last cue of a changed date ends ("the new date is", "verschoben auf"): dates before it are superseded. */
  dateChange?: { segment: number; end: number };
  denied?: Set<number>; // figures taken back, written denied beside a new one ("£2,840, not £2,480")
}

/** False for a value the text corrected later on ("£4,250 - correction, £4,520"). */
export function notSuperseded(p: Prepared, segment: number, index: number): boolean {
  if (p.denied?.size && p.numbers[segment]?.some((n) => n.index === index && p.denied?.has(n.value))) return false;
  const c = p.correction;
  if (!c || segment > c.segment || (segment === c.segment && index >= c.end)) return true;
  // "Warehouse says 3 pallets. And sorry, I meant Friday the 14th": a correction whose sentence
  // writes a date and no figure after its cue corrects a date; the figures before it stand.
  return correctsADate(p, c);
}

// Not when the correction's sentence names a price or figure ("that price was a mistake, I will
// send the corrected figure on Friday"): the figure is corrected, whatever date it writes.
function correctsADate(p: Prepared, c: { segment: number; end: number }): boolean {
  const after = (x: { index: number }) => x.index >= c.end;
  const seg = p.segments[c.segment];
  if (!seg || relevance(seg, FIGURE_WORDS) > 0) return false;
  return (p.dates[c.segment] ?? []).some(after) && !(p.numbers[c.segment] ?? []).some(after);
}
/** Words that name a price or a figure, in the seven reading languages (the price row and 'figure'). */
export const FIGURE_WORDS = [...TRADE_ROWS[0]!, 'figure', 'chiffre', 'zahl', 'cifra', 'cijfer'];

export interface References {
  /** Dates (YYYY-MM-DD) and plain numbers we wrote ourselves: echoes, not answers. */
  dates: Set<string>;
  numbers: Set<number>;
  /** Codes we wrote (`A-200`, `M10`, `4470`, lower case): they pick a CSV's row. */
  codes: Set<string>;
  /**
   * The client's texts (objective, constraints, our mail): their words and counts name the row
   * of a price list the case is about (tables/row-choice.ts).
   */
  asked?: readonly string[];
  /**
   * Dates the counterparty offered and our later mail (the client's answer) repeated: agreed,
   * so a confirmation that the booking stands binds them (date-field.ts).
   */
  agreed?: ReadonlySet<string>;
  /**
   * What the case is about, in the objective's words (case-subject.ts): they bind a value whose
   * sentence names the case's subject and not the field's ("Die Feuerstättenschau kann ich am
   * 10.12. machen" for a visit date).
   */
  subject?: readonly string[];
  /** The reference figures the objective names (case-subject.ts): a clause naming another is another item's. */
  subjectRefs?: readonly string[];
}

export function prepare(
  segments: Segment[],
  lang: Lang,
  referenceMs: number,
  counts: { booleanProps: number; numberProps: number },
): Prepared {
  // The order of a numeric day and month is the writer's, from the whole text ("March 3rd …
  // 3/5" is 5 March).
  const order = numericOrder(segments.map((s) => s.text).join('\n'), lang);
  // Dates of a list of days ("4 or 11 December") are kept, marked: they make a date field ask.
  // "bis zum Freitag derselben Woche": the weekday of the week of the date before it (same-week-days.ts).
  const dates = sameWeekDays(
    segments,
    segments.map((s) => findDatesAndListed(s.text, lang, referenceMs, order)),
  );
  const numbers = segments.map((s, i) => {
    const spans = dates[i]!.filter((d) => !d.listed).map((d) => [d.index, d.index + d.text.length] as const);
    return findNumbers(s.text, lang).filter((n) => !spans.some(([a, b]) => n.index < b && n.end > a));
  });
  const correction = lastCue(segments, CORRECTION);
  const dateChange = lastCue(segments, DATE_CHANGE);
  return {
    segments,
    lang,
    dates,
    numbers,
    at: referenceMs,
    ...counts,
    ...(correction ? { correction } : {}),
    ...(dateChange ? { dateChange } : {}),
    ...deniedIn(segments, numbers),
  };
}

function lastCue(segments: readonly Segment[], cue: RegExp): { segment: number; end: number } | undefined {
  let last: { segment: number; end: number } | undefined;
  segments.forEach((s, si) => {
    for (const m of s.folded.matchAll(new RegExp(cue.source, 'g')))
      last = { segment: si, end: (m.index ?? 0) + m[0].length };
  });
  return last;
}

export function typesOf(prop: Prop): string[] {
  const t = prop['type'];
  const list =
    typeof t === 'string' ? [t] : Array.isArray(t) ? t.filter((x): x is string => typeof x === 'string') : [];
  return list.filter((x) => x !== 'null');
}

const DATE_WORDS = /\b(?:date|day|when|deadline|due|eta|arrival|datum|termin|fecha|dia|jour)\b/;

/**
 * A description that names a date: "date", "Datum", "fecha", an ISO or yyyy-mm-dd format, and the
 * Italian and Portuguese "data" only beside "ISO" ("data ISO"): alone it is also English "data".
 */
const DESCRIBED_DATE =
  /\b(?:date|datum|fecha|iso 8601|(?:yyyy|jjjj|aaaa)-mm-(?:dd|tt|jj|gg))\b|\bdata\s+\(?iso\b|\biso[- ]data\b/i;

/** A field's words that ask a time of day or a window of hours ("time window", "07:00-09:00", "HH:MM", "Zeitfenster"). */
const CLOCK_FIELD =
  /\b(?:window|time window|time of day|time slot|\d{1,2}:\d{2}|hh\s?[:.h]\s?mm|zeitfenster|uhrzeit|creneau horaire|plage horaire|franja horaria|fascia oraria|tijdvak|tijdslot|faixa horaria)\b/i;

export function isDateProp(name: string, prop: Prop): boolean {
  const format = prop['format'];
  if (format === 'date' || format === 'date-time') return true;
  const types = typesOf(prop);
  if (types.length > 0 && !types.includes('string')) return false;
  // "arrivalWindow: time window in which the crew arrives, e.g. 07:00-09:00": a time of day or a
  // window, no calendar day, whatever its name's first word.
  if (CLOCK_FIELD.test(splitName(name).join(' ')) || CLOCK_FIELD.test(String(prop['description'] ?? ''))) return false;
  return (
    DATE_WORDS.test(splitName(name).join(' ')) ||
    splitName(name).some((w) => compoundDateHead(w) !== undefined) ||
    (typeof prop['description'] === 'string' && DESCRIBED_DATE.test(prop['description']))
  );
}

export function termsOf(name: string, prop: Prop): string[] {
  return fieldTerms(name, typeof prop['description'] === 'string' ? prop['description'] : undefined);
}

/** The candidate with the best score, when it is strictly better than every other. */
export function best<T>(cands: Array<{ c: T; score: number }>): { c: T; score: number } | undefined {
  if (cands.length === 0) return undefined;
  const sorted = [...cands].sort((a, b) => b.score - a.score);
  if (sorted.length > 1 && sorted[1]!.score === sorted[0]!.score) return undefined;
  return sorted[0];
}

export const GENERIC_NAME_WORDS = new Set(['date', 'time', 'day', 'datum', 'fecha', 'data', 'when', 'iso']);

/** The distinctive words of a property's name: `pickupDate` → ['pickup']. */
export function ownWords(name: string): string[] {
  const words = splitName(name);
  // "abholdatum" → ['abholdatum', 'abhol']: the compound's head is written alone in prose ("Abholung am …").
  const heads = words.map(compoundDateHead).filter((h): h is string => h !== undefined);
  return [...words, ...heads].filter((w) => w.length >= 4 && !GENERIC_NAME_WORDS.has(w));
}

/** Distance from the nearest of the words ending before `index` (within 40 characters). */
export function nearestBefore(folded: string, index: number, words: readonly string[]): number | undefined {
  let best: number | undefined;
  const window = folded.slice(Math.max(0, index - 40), index);
  for (const w of words) {
    // A stem by its first six letters; a phrase ("collect the pallets") only whole.
    const at = window.lastIndexOf(w.includes(' ') ? w : w.slice(0, Math.min(w.length, 6)));
    if (at >= 0) {
      const distance = window.length - at;
      if (best === undefined || distance < best) best = distance;
    }
  }
  return best;
}

/** A field's name words and description, folded: the text its kind is read from. */
export function fieldText(name: string, prop: Prop): string {
  return foldForMatching(
    `${splitName(name).join(' ')} ${typeof prop['description'] === 'string' ? prop['description'] : ''}`,
  );
}

/**
 * The money lexicon of a field's words (folded), in the seven reading languages. Price words
 * name what something costs (a price, cost, fee, rate, charge, budget, premium); currency words
 * name the money it is counted in; amount words name a sum without saying it is a price
 * ("amount", "Betrag", "montant", "quote"). "Total" is money only when no other noun follows it
 * ("total", "total in EUR", "quote total after discount"): "total seats", "total number of
 * guests" or "total delivery capacity" count or measure a thing.
 */
const PRICE_WORDS =
  'price|cost|fee|rate|charge|budget|premium|preis|kosten|gebuhr|prix|cout|tarif|frais|precio|coste|costo|prezzo|tariffa|prijs|tarief|preco|custo|taxa';
const CURRENCY_WORDS = 'eur|usd|gbp|chf|euro|euros|dollars?|pounds?';
const TOTAL_AS_MONEY = String.raw`total(?!\s+(?!(?:price|cost|amount|sum|value|fee|due|payable|to|in|incl\w*|excl\w*|ex|inc|including|excluding|before|after|net|gross|for|of|with|without|vat|tax)\b)\p{L})`;

export const MONEY = new RegExp(
  String.raw`\b(?:(?:price|cost|amount|fee|budget|quote|charge|rate|preis|kosten|betrag|gebuhr|prix|cout|montant|tarif|frais|precio|coste|costo|importe|prezz|importo|prijs|bedrag|preco|eur|usd|gbp|chf|euro|dollar)\w*|custos?\b|${TOTAL_AS_MONEY})`,
  'u',
);

/** A price, fee or rate, or a currency, by whole words or a currency sign ("a total capacity" is none). */
const PRICE_OR_CURRENCY = new RegExp(String.raw`\b(?:${PRICE_WORDS}|${CURRENCY_WORDS})\b|[€$£]`);

/** A property about money (a price, cost, fee … or a currency named in its name or description). */
export function isMoneyProp(name: string, prop: Prop): boolean {
  return MONEY.test(fieldText(name, prop)) && !measuredByName(name);
}

/**
 * A name that counts a time or things and names no money ("includedHireWeeks": "weeks of hire
 * included in the m² price", "validityDays", "quantity"): no money field, though its description
 * names a price.
 */
export function measuredByName(name: string): boolean {
  // What a name is per ("storagePerBoxPerMonth") is its denominator, not what it counts.
  const own = foldForMatching(splitName(name).join(' ')).replace(/\b(?:per|pro|par|por|each|a) \p{L}+/gu, ' ');
  return MEASURE_NAME.test(own) && !MONEY.test(own);
}

/** A field name's words that count a time or things (folded, the name split into words). */
const MEASURE_NAME = /\b(?:days?|weeks?|months?|years?|hours?|minutes?|nights?|count|number|qty|quantity)\b/;

/** A money property that names a price, fee or rate, or its currency: not just an amount or a total of something. */
export function isPriceProp(name: string, prop: Prop): boolean {
  const about = fieldText(name, prop);
  return MONEY.test(about) && PRICE_OR_CURRENCY.test(about);
}

export function readEnum(
  p: Prepared,
  terms: string[],
  values: readonly unknown[],
  labels?: EnumLabels,
  /** The code of the variant the field asks about ("size M": variant-token.ts). */
  variant?: string,
): Found | undefined {
  // A value its own sentence says is out of stock or not available ("la talla L está agotada")
  // is no value given.
  // A mention its clause asks about, denies, hedges or weighs without choosing is none either
  // (enum-mention-scope.ts); a value a more specific one refines is that one, or open
  // (enum-refinement.ts: `next_day` beside `next_day_am` for "next day, before 12 noon").
  const mentions = enumMentions(p.segments, values, labels).filter(
    (m) =>
      !UNAVAILABLE.test(p.segments[m.segment]?.folded ?? '') &&
      !mentionRuledOut(p.segments[m.segment]!, m, terms, p.lang),
  );
  // A field about one variant ("size M"), values said variant by variant: the value said after
  // its code, never one said after another variant's ("in S muss bestellt werden").
  const said = (m: EnumMention) => p.segments[m.segment]!.text;
  const own = variant ? mentions.filter((m) => !otherNamedBefore(said(m), m.index, variant)) : mentions;
  if (own.length === 0) return undefined;
  const ofVariant = variant ? own.filter((m) => namedBefore(said(m), m.index, variant)) : [];
  const relevant =
    ofVariant.length > 0 && own.length > 1
      ? ofVariant
      : own.length === 1
        ? own
        : own.filter((m) => relevance(p.segments[m.segment]!, terms) > 0);
  if (relevant.length !== 1) return undefined;
  const value = refinedValue(p.segments[relevant[0]!.segment]!, relevant[0]!.value, values);
  return value === null ? undefined : { value, segment: relevant[0]!.segment };
}

/** Words after a figure that are not what it counts ("1980 with the discount", "240 for the freight"). */
export const NOT_COUNTED = new Set(
  (
    'for with without and or if net gross in at plus on to from including excluding incl excl all ex vat but so is was ' +
    'would will fur mit ohne und oder netto brutto inkl exkl zzgl pour avec sans et ou ht ttc para con sin y o mas ' +
    'senza e voor met zonder en of com sem as da de'
  ).split(' '),
);

/** The thing the figure ending at `end` counts in the text ("12 boardroom" → boardroom), or ''. */
export function countedAfter(text: string, end: number): string {
  const word = /^\s*(\p{L}+)/u.exec(foldForMatching(text.slice(end, end + 30)))?.[1] ?? '';
  return NOT_COUNTED.has(word) ? '' : word;
}
