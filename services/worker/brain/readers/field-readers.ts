import { foldForMatching } from '../language-fold.js';
import { polarity } from './booleans.js';
import { findDates, type FoundDate } from './dates.js';
import { enumMentions, type EnumLabels } from './enums.js';
import { fieldTerms, relevance, splitName } from './field-terms.js';
import { findNumbers, type FoundNumber } from './amounts.js';
import { findDurations } from './durations.js';
import type { ReadLang as Lang } from './language.js';
import { codeAt, isIdentifierName, readCode } from './identifiers.js';
import { bulletItems, inlineItems } from './lists.js';
import type { Segment } from './segments.js';
import { CORRECTION } from '../guards/corrections.js';
import { partOfAName } from '../guards/name-figures.js';
import { amountScope, fieldScope, scopeWords, unitClassesOf, unitFit, type AmountScope } from './amount-scope.js';
import { HEDGE_BEFORE, RECOLLECTION } from '../guards/hedges.js';

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
  /** Where the last correction cue ends ("sorry, I meant"): values before it are superseded. */
  correction?: { segment: number; end: number };
}

/** False for a value the text corrected later on ("£4,250 - correction, £4,520"). */
export function notSuperseded(p: Prepared, segment: number, index: number): boolean {
  const c = p.correction;
  return !c || segment > c.segment || (segment === c.segment && index >= c.end);
}

export interface References {
  /** Dates (YYYY-MM-DD) and plain numbers we wrote ourselves: echoes, not answers. */
  dates: Set<string>;
  numbers: Set<number>;
  /** Codes we wrote (`A-200`, `M10`, `4470`, lower case): they pick a CSV's row. */
  codes: Set<string>;
}

export function prepare(
  segments: Segment[],
  lang: Lang,
  referenceMs: number,
  counts: { booleanProps: number; numberProps: number },
): Prepared {
  const dates = segments.map((s) => findDates(s.text, lang, referenceMs));
  const numbers = segments.map((s, i) => {
    const spans = dates[i]!.map((d) => [d.index, d.index + d.text.length] as const);
    return findNumbers(s.text, lang).filter((n) => !spans.some(([a, b]) => n.index < b && n.end > a));
  });
  let correction: Prepared['correction'];
  segments.forEach((s, si) => {
    const re = new RegExp(CORRECTION.source, 'g');
    for (const m of s.folded.matchAll(re)) correction = { segment: si, end: (m.index ?? 0) + m[0].length };
  });
  return { segments, lang, dates, numbers, ...counts, ...(correction ? { correction } : {}) };
}

export function typesOf(prop: Prop): string[] {
  const t = prop['type'];
  const list =
    typeof t === 'string' ? [t] : Array.isArray(t) ? t.filter((x): x is string => typeof x === 'string') : [];
  return list.filter((x) => x !== 'null');
}

const DATE_WORDS = /\b(?:date|day|when|deadline|due|eta|arrival|datum|termin|fecha|dia|jour)\b/;

export function isDateProp(name: string, prop: Prop): boolean {
  const format = prop['format'];
  if (format === 'date' || format === 'date-time') return true;
  const types = typesOf(prop);
  if (types.length > 0 && !types.includes('string')) return false;
  return (
    DATE_WORDS.test(splitName(name).join(' ')) ||
    (typeof prop['description'] === 'string' && /\b(?:date|iso 8601|yyyy-mm-dd)\b/i.test(prop['description']))
  );
}

export function termsOf(name: string, prop: Prop): string[] {
  return fieldTerms(name, typeof prop['description'] === 'string' ? prop['description'] : undefined);
}

/** The candidate with the best score, when it is strictly better than every other. */
function best<T>(cands: Array<{ c: T; score: number }>): { c: T; score: number } | undefined {
  if (cands.length === 0) return undefined;
  const sorted = [...cands].sort((a, b) => b.score - a.score);
  if (sorted.length > 1 && sorted[1]!.score === sorted[0]!.score) return undefined;
  return sorted[0];
}

export function readDate(
  p: Prepared,
  terms: string[],
  prop: Prop,
  refs: References,
  datePropsInSchema: number,
  name = '',
  rivals: readonly string[] = [],
): Found | undefined {
  const own = ownWords(name);
  const rivalWords = rivals.flatMap(ownWords);
  const cands: Array<{ c: Found; score: number }> = [];
  const seen = new Set<string>();
  const superseded = new Set<string>();
  p.dates.forEach((ds, si) => {
    for (const d of ds) {
      // A date we wrote ourselves counts only when the sentence is about the field (a
      // confirmation: "arrival on 14 June"), never from a sentence about something else.
      if (refs.dates.has(d.date) && relevance(p.segments[si]!, terms) === 0) continue;
      const value = prop['format'] === 'date-time' ? d.dateTime : d.date;
      if (value === undefined) continue;
      const key = `${value}`;
      let rel = relevance(p.segments[si]!, terms);
      // "pickup March 3rd, delivery 3/5": a date belongs to the field named right before it; a
      // date nearer another date field's name is that field's.
      const folded = p.segments[si]!.folded;
      const mine = nearestBefore(folded, d.index, own);
      const theirs = nearestBefore(folded, d.index, rivalWords);
      if (theirs !== undefined && (mine === undefined || theirs < mine)) continue;
      if (mine !== undefined) rel += 2;
      if (seen.has(key)) continue; // the same date said twice is one candidate
      seen.add(key);
      if (!notSuperseded(p, si, d.index)) superseded.add(key);
      cands.push({ c: { value, segment: si }, score: rel });
    }
  });
  // A date the text itself corrected ("the 14th – sorry, I meant the 15th") is not a candidate.
  const current = cands.filter((x) => !superseded.has(String(x.c.value)));
  const top = best(current.length > 0 ? current : cands);
  // A date in a sentence that is not about the field (a timestamp, "I'm leaving on Friday") is
  // not its answer, even when it is the only date.
  if (!top || top.score === 0) return undefined;
  void datePropsInSchema;
  return top.c;
}

const RANGE_AFTER = /^\s*(?:-|–|to|bis|à|a|al|tot|até|e)\s*[€$£]?\s*\d/u;
const RANGE_BEFORE = /\d\s*(?:-|–|to|bis|à|a|al|tot|até)\s*[€$£]?\s*$/u;

const GENERIC_NAME_WORDS = new Set(['date', 'time', 'day', 'datum', 'fecha', 'data', 'when', 'iso']);

/** The distinctive words of a property's name: `pickupDate` → ['pickup']. */
function ownWords(name: string): string[] {
  return splitName(name).filter((w) => w.length >= 4 && !GENERIC_NAME_WORDS.has(w));
}

/** Distance from the nearest of the words ending before `index` (within 40 characters). */
function nearestBefore(folded: string, index: number, words: readonly string[]): number | undefined {
  let best: number | undefined;
  const window = folded.slice(Math.max(0, index - 40), index);
  for (const w of words) {
    const at = window.lastIndexOf(w.slice(0, Math.min(w.length, 6)));
    if (at >= 0) {
      const distance = window.length - at;
      if (best === undefined || distance < best) best = distance;
    }
  }
  return best;
}

const MONEY =
  /\b(?:price|cost|amount|total|fee|budget|quote|charge|rate|preis|kosten|betrag|prix|cout|montant|tarif|precio|coste|costo|importe|eur|usd|gbp|euro|dollar)\w*/;
/** A property about money (a price, cost, fee … or a currency named in its name or description). */
export function isMoneyProp(name: string, prop: Prop): boolean {
  return MONEY.test(
    foldForMatching(
      `${splitName(name).join(' ')} ${typeof prop['description'] === 'string' ? prop['description'] : ''}`,
    ),
  );
}

const PERCENT = /\b(?:percent|percentage|pct|prozent|pourcentage|porcentaje)\b|%/;

export function readNumber(
  p: Prepared,
  name: string,
  terms: string[],
  prop: Prop,
  refs: References,
  taken: Set<string>,
  rivals: readonly string[] = [],
): Found | undefined {
  const about = foldForMatching(
    `${splitName(name).join(' ')} ${typeof prop['description'] === 'string' ? prop['description'] : ''}`,
  );
  const money = MONEY.test(about);
  const percentField = PERCENT.test(about);
  const integer = typesOf(prop).includes('integer') && !typesOf(prop).includes('number');
  if (DAYS.test(about)) {
    const d = readDuration(p, terms);
    if (d) return d;
    // Durations were written but do not agree ("3 to 5 weeks, sometimes 12 days"): not sure.
    if (p.segments.some((seg) => findDurations(seg.text).length > 0)) return undefined;
  }
  const scope = fieldScope(about);
  const fieldUnits = unitClassesOf(about);
  const { own, theirs } = distinctWords(name, rivals);
  const cands: NumberCandidate[] = [];
  p.numbers.forEach((ns, si) => {
    const seg = p.segments[si]!;
    const rel = relevance(seg, terms);
    for (const n of ns) {
      const key = `${si}:${n.index}`;
      if (taken.has(key)) continue;
      if (integer && !Number.isInteger(n.value)) continue;
      // A range ("3 to 5", "10-12", "3 bis 5", "between 1,800 and 2,000") has no single value.
      if (inRange(seg, n)) continue;
      // A guess or a bound ("around €900", "higher than £6,200", "last year …") is no answer.
      if (HEDGE_BEFORE.test(seg.folded.slice(Math.max(0, n.index - 20), n.index)) || RECOLLECTION.test(seg.folded))
        continue;
      if (!n.currency && !n.percent && refs.numbers.has(n.value)) continue;
      // A figure inside a name or an address ("Hauptstrasse 118", "4020 Linz", "Unit 4") is no value.
      if (!n.currency && !n.percent && partOfAName(seg.text, n.index, n.end)) continue;
      // A figure that counts something ("seats 12 boardroom style", "22 double rooms") is not a price.
      if (money && !n.currency && !n.percent && countedWord(seg, n) !== '') continue;
      // An amount named right after another number field's own word is that field's ("unit
      // price €22.20" is not the total's).
      const mine = nearestBefore(seg.folded, n.index, own);
      const rival = nearestBefore(seg.folded, n.index, theirs);
      // Only a rival word right before the figure names it ("For 6 weeks only I can do £17.00"
      // does not make the £17.00 the weeks').
      if (rival !== undefined && rival <= RIVAL_REACH && (mine === undefined || rival < mine)) continue;
      // What the amount is the price of: a per-unit amount never binds to a total, a total
      // never to a per-unit field, and "per year" never to a monthly price.
      const amount = amountScope(seg.text, n.index, n.end);
      if (scope === 'total' && amount === 'per-unit') continue;
      if (scope === 'per-unit' && amount === 'total') continue;
      const fit = amount === 'per-unit' ? unitFit(fieldUnits, unitClassesOf(scopeWords(seg.text, n.end))) : 0;
      if (fit < 0) continue;
      let score = rel * 10 + nearTerm(seg, n, terms);
      if (money) score += n.currency ? 6 : 0;
      else if (n.currency) score -= 4;
      if (percentField) score += n.percent ? 6 : -6;
      else if (n.percent) score -= 8;
      cands.push({ c: { value: n.value, segment: si, key }, score, n, rel, amount, fit, seg });
    }
  });
  const current = cands.filter((x) => notSuperseded(p, x.c.segment, Number(x.c.key.split(':')[1])));
  let pool = current.length > 0 && current.length < cands.length ? current : cands;
  // A per-unit field takes the amounts said per unit when there are any, those naming its
  // units first ("189 euro a notte per camera" over "5 euro a persona a notte").
  if (scope === 'per-unit') {
    const perUnit = pool.filter((x) => x.amount === 'per-unit' && x.score > 0);
    if (perUnit.length > 0) {
      const bestFit = Math.max(...perUnit.map((x) => x.fit));
      pool = perUnit.filter((x) => x.fit === bestFit);
    }
  }
  const top = best(pool);
  if (!top) return undefined;
  // A lone number in a reply that talks about something else is not this field's answer.
  if (top.score <= 0 && !(cands.length === 1 && p.numberProps === 1)) return undefined;
  // Competing readings are never picked from: a second value the text binds to the field
  // ("1,980 for the chairs and 240 for the freight", "1980 with the discount, 2100 without",
  // "€19.80 each, €1,980 in all" for a price that is neither) leaves it to be asked for.
  // A figure the field's own words name ("the minimum batch is 60 kg") is not contested by one
  // they do not reach ("… which you are above with your usual 80 kg").
  const named = (x: NumberCandidate, within: number) => {
    const d = nearestBefore(x.seg.folded, x.n.index, own);
    return d !== undefined && d <= within;
  };
  const rivalsOfTop = pool.filter((x) => x !== top && competes(x, top as NumberCandidate, money));
  const aside = (x: NumberCandidate) =>
    x.c.segment === top.c.segment &&
    x.n.index > (top as NumberCandidate).n.end &&
    ASIDE.test(x.seg.folded.slice((top as NumberCandidate).n.end, x.n.index));
  // A bare figure before the words that name the top is not bound by them ("packed in 1 kg
  // valve bags, and the minimum batch is 60 kg"); amounts in a currency compete wherever they are.
  const before = (x: NumberCandidate) =>
    !(top as NumberCandidate).n.currency &&
    x.c.segment === top.c.segment &&
    x.n.index < (top as NumberCandidate).n.index;
  if (rivalsOfTop.some((x) => !named(top as NumberCandidate, 25) || named(x, 40) || !(aside(x) || before(x))))
    return undefined;
  taken.add(top.c.key);
  return { value: top.c.value, segment: top.c.segment };
}

const RIVAL_REACH = 16;

interface NumberCandidate {
  c: Found & { key: string };
  score: number;
  n: FoundNumber;
  rel: number;
  amount: AmountScope;
  fit: number;
  seg: Segment;
}

/**
 * Whether `x` is a second reading of the field beside `top`: another value of the same kind
 * (an amount in a currency beside an amount in a currency; a bare figure beside a bare figure,
 * or the same counted thing) that the text binds to the field, and not a part of it ("€2,220
 * including €240 freight").
 */
function competes(x: NumberCandidate, top: NumberCandidate, money: boolean): boolean {
  if (x.c.value === top.c.value || x.n.percent !== top.n.percent) return false;
  if (COMPONENT_BEFORE.test(x.seg.folded.slice(Math.max(0, x.n.index - 30), x.n.index))) return false;
  if (top.n.currency) return x.n.currency !== undefined && (money || x.rel > 0);
  if (x.n.currency || (x.score <= 0 && x.rel === 0)) return false;
  return countedThing(x) === countedThing(top);
}

/** A break that opens an aside or a relative clause: " - which you are above", "(…". */
const ASIDE =
  /\s[-–—]\s|\(|\b(?:which|who|welche[rsn]?|lequel|laquelle|ce qui|cosa che|il che|lo que|lo cual|o que|wat)\b/;

const COMPONENT_BEFORE =
  /(?:\bincl\w*|\bincluding|\bof which|\bthereof|\bdavon|\binkl\w*|\bdont|\bincluid\w*|\binclus\w*|\bcompris|\bdi cui|\bwaarvan|\binclusief|\bincluindo)[^.;!?\d]{0,20}$/;

/** Words after a figure that are not what it counts ("1980 with the discount", "240 for the freight"). */
const NOT_COUNTED = new Set(
  (
    'for with without and or if net gross in at plus on to from including excluding incl excl all ex vat but so is was ' +
    'would will fur mit ohne und oder netto brutto inkl exkl zzgl pour avec sans et ou ht ttc para con sin y o mas ' +
    'senza e voor met zonder en of com sem as da de'
  ).split(' '),
);

/** The thing a figure counts ("95 rolls" → rolls), or '' for a bare figure. */
function countedThing(x: NumberCandidate): string {
  return countedWord(x.seg, x.n);
}

/** The thing the figure ending at `end` counts in the text ("12 boardroom" → boardroom), or ''. */
export function countedAfter(text: string, end: number): string {
  const word = /^\s*(\p{L}+)/u.exec(foldForMatching(text.slice(end, end + 30)))?.[1] ?? '';
  return NOT_COUNTED.has(word) ? '' : word;
}

function countedWord(seg: Segment, n: FoundNumber): string {
  const word = /^\s*(\p{L}+)/u.exec(seg.folded.slice(n.end, n.end + 30))?.[1] ?? '';
  return NOT_COUNTED.has(word) ? '' : word;
}

/** "3 to 5", "10-12", "between 1,800 and 2,000": either end of a range. */
function inRange(seg: Segment, n: FoundNumber): boolean {
  if (
    RANGE_AFTER.test(seg.text.slice(n.end, n.end + 8)) ||
    RANGE_BEFORE.test(seg.text.slice(Math.max(0, n.index - 8), n.index))
  )
    return true;
  const before = seg.folded.slice(Math.max(0, n.index - 40), n.index);
  return BETWEEN_FIRST.test(before) || BETWEEN_SECOND.test(before);
}

const BETWEEN_FIRST = /\b(?:between|zwischen|entre|tra|fra|tussen)\s*[€$£]?\s*$/;
const BETWEEN_SECOND =
  /\b(?:between|zwischen|entre|tra|fra|tussen)\s*[€$£]?\s*[\d.,' ]{1,15}\s*(?:[€$£]|eur|usd|gbp|chf)?\s*(?:and|und|et|y|e|en)\s*[€$£]?\s*$/;

/** The words of a property's name no rival number field shares: totalPrice/unitPrice → total, unit. */
function distinctWords(name: string, rivals: readonly string[]): { own: string[]; theirs: string[] } {
  const mine = ownWords(name);
  const others = rivals.map(ownWords);
  const shared = new Set(others.flat().filter((w) => mine.includes(w)));
  const theirs = [...new Set(others.flat())].filter((w) => !shared.has(w) && !UNIT_NAME_WORDS.has(w));
  return { own: mine.filter((w) => !shared.has(w) && !UNIT_NAME_WORDS.has(w)), theirs };
}

/** Currency and unit words of a name: they say how a value is written, not which it is. */
const UNIT_NAME_WORDS = new Set(['price', 'eur', 'usd', 'gbp', 'chf', 'brl', 'cost', 'amount', 'value', 'number']);

const DAYS = /\b(?:days?|tage?n?|jours?|dias?)\b/;

/** A duration ("three weeks") in the segments about the field, when exactly one value is named. */
function readDuration(p: Prepared, terms: string[]): Found | undefined {
  const found: Array<{ days: number; segment: number; rel: number; range?: boolean }> = [];
  p.segments.forEach((seg, si) => {
    for (const d of findDurations(seg.text))
      found.push({ days: d.days, segment: si, rel: relevance(seg, terms), ...(d.range ? { range: true } : {}) });
  });
  const relevant = found.filter((f) => f.rel > 0);
  const pool = relevant.length > 0 ? relevant : found;
  // "3 to 5 weeks": a range is no single value.
  if (pool.some((f) => f.range)) return undefined;
  const values = new Set(pool.map((f) => f.days));
  return values.size === 1 && pool[0] ? { value: pool[0].days, segment: pool[0].segment } : undefined;
}

/** 3 when a field term sits within 25 characters of the number in the same segment. */
function nearTerm(seg: Segment, n: FoundNumber, terms: readonly string[]): number {
  const window = seg.folded.slice(Math.max(0, n.index - 25), n.end + 25);
  return terms.some((t) => t.length >= 3 && window.includes(t)) ? 3 : 0;
}

export function readEnum(
  p: Prepared,
  terms: string[],
  values: readonly unknown[],
  labels?: EnumLabels,
): Found | undefined {
  const mentions = enumMentions(p.segments, values, labels);
  if (mentions.length === 0) return undefined;
  if (mentions.length === 1) return { value: mentions[0]!.value, segment: mentions[0]!.segment };
  const relevant = mentions.filter((m) => relevance(p.segments[m.segment]!, terms) > 0);
  return relevant.length === 1 ? { value: relevant[0]!.value, segment: relevant[0]!.segment } : undefined;
}

export function readArray(p: Prepared, terms: string[], prop: Prop, refs: References): Found | undefined {
  const items = (typeof prop['items'] === 'object' && prop['items'] !== null ? prop['items'] : {}) as Prop;
  if (Array.isArray(items['enum'])) {
    // "L is sold out", "we don't make XS": items named in a negative sentence are not listed.
    const mentions = enumMentions(p.segments, items['enum']).filter(
      (m) => polarity(p.segments[m.segment]!.folded) !== false,
    );
    return mentions.length > 0 ? { value: mentions.map((m) => m.value), segment: mentions[0]!.segment } : undefined;
  }
  const ranked = p.segments
    .map((seg, si) => ({ si, rel: relevance(seg, terms) }))
    .filter((x) => x.rel > 0)
    .sort((a, b) => b.rel - a.rel || a.si - b.si);
  const top = ranked[0];
  if (!top || (ranked[1] && ranked[1].rel === top.rel)) return undefined;
  const seg = p.segments[top.si]!;
  const itemTypes = typesOf(items);
  if (itemTypes.includes('number') || itemTypes.includes('integer')) {
    const ns = p.numbers[top.si]!.filter((n) => !refs.numbers.has(n.value)).map((n) => n.value);
    return ns.length > 0 ? { value: ns, segment: top.si } : undefined;
  }
  const list = seg.text.trim().endsWith(':') ? bulletItems(p.segments, top.si) : inlineItems(seg);
  return list.length >= 2 || (list.length === 1 && seg.text.includes(':'))
    ? { value: list, segment: top.si }
    : undefined;
}

const COPULA = /\s+(?:is|are|will be|would be|ist|sind|lautet|wird|est|sera|sont|es|sera|son)\s*:?\s+|\s*[:=]\s*/;

/** "<field words> is <value>." in a segment that names the field by its own words. */
export function readString(p: Prepared, name: string): Found | undefined {
  const own = splitName(name).filter((w) => w.length >= 3);
  if (own.length === 0) return undefined;
  const identifier = isIdentifierName(splitName(name));
  const found: Found[] = [];
  p.segments.forEach((seg, si) => {
    const at = seg.folded.indexOf(own.join(' '));
    if (at < 0) return;
    const after = seg.text.slice(at + own.join(' ').length);
    const m = after.match(COPULA);
    if (!m || m.index === undefined || m.index > 20) return;
    // An identifier is its code only ("RMA-2027-00481 and the collection …" → RMA-2027-00481);
    // words that are no code ("is still pending") are no value.
    if (identifier) {
      const code = codeAt(after, m.index + m[0].length);
      if (code) found.push({ value: code, segment: si });
      return;
    }
    const value = after
      .slice(m.index + m[0].length)
      .replace(/[.!;]+\s*$/, '')
      // "the carrier is DB Schenker, they will call": the value ends at the clause.
      .split(/[,;]\s/)[0]!
      .trim();
    if (value.length > 0 && value.length <= 120) found.push({ value, segment: si });
  });
  if (found.length === 1) return found[0];
  if (found.length > 1) return undefined;
  return readCode(p, own);
}
