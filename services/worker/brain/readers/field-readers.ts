import { foldForMatching } from '../language-fold.js';
import { clausePolarity, leadingAnswer, polarity } from './booleans.js';
import { findDates, type FoundDate } from './dates.js';
import { enumMentions, type EnumLabels } from './enums.js';
import { fieldTerms, relevance, splitName } from './field-terms.js';
import { findNumbers, type FoundNumber } from './amounts.js';
import { findDurations } from './durations.js';
import type { ReadLang as Lang } from './language.js';
import { bulletItems, inlineItems } from './lists.js';
import type { Segment } from './segments.js';
import { CORRECTION } from '../guards/corrections.js';
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

/** The subject a boolean field names, without its verb: `burstPipesCovered` → burst, pipes. */
const BOOLEAN_VERBS = new Set([
  'is',
  'has',
  'are',
  'can',
  'does',
  'covered',
  'included',
  'includes',
  'available',
  'offered',
  'possible',
  'allowed',
  'required',
  'needed',
  'provided',
  'confirmed',
  'accepted',
  'inclusive',
  'in',
  'with',
  'free',
  'ok',
]);
function subjectWords(name: string): string[] {
  const words = splitName(name).filter((w) => !BOOLEAN_VERBS.has(w) && w.length >= 2);
  return words.map((w) => (w.length > 5 ? w.slice(0, w.length - 1) : w));
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
const PERCENT = /\b(?:percent|percentage|pct|prozent|pourcentage|porcentaje)\b|%/;

export function readNumber(
  p: Prepared,
  name: string,
  terms: string[],
  prop: Prop,
  refs: References,
  taken: Set<string>,
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
  const cands: Array<{ c: Found & { key: string }; score: number }> = [];
  p.numbers.forEach((ns, si) => {
    const seg = p.segments[si]!;
    const rel = relevance(seg, terms);
    for (const n of ns) {
      const key = `${si}:${n.index}`;
      if (taken.has(key)) continue;
      if (integer && !Number.isInteger(n.value)) continue;
      // A range ("3 to 5", "10-12", "3 bis 5") has no single value.
      if (
        RANGE_AFTER.test(seg.text.slice(n.end, n.end + 8)) ||
        RANGE_BEFORE.test(seg.text.slice(Math.max(0, n.index - 8), n.index))
      )
        continue;
      // A guess or a bound ("around €900", "higher than £6,200", "last year …") is no answer.
      if (HEDGE_BEFORE.test(seg.folded.slice(Math.max(0, n.index - 20), n.index)) || RECOLLECTION.test(seg.folded))
        continue;
      if (!n.currency && !n.percent && refs.numbers.has(n.value)) continue;
      let score = rel * 10 + nearTerm(seg, n, terms);
      if (money) score += n.currency ? 6 : 0;
      else if (n.currency) score -= 4;
      if (percentField) score += n.percent ? 6 : -6;
      else if (n.percent) score -= 8;
      cands.push({ c: { value: n.value, segment: si, key }, score });
    }
  });
  const current = cands.filter((x) => notSuperseded(p, x.c.segment, Number(x.c.key.split(':')[1])));
  const top = best(current.length > 0 && current.length < cands.length ? current : cands);
  if (!top) return undefined;
  // A lone number in a reply that talks about something else is not this field's answer.
  if (top.score <= 0 && !(cands.length === 1 && p.numberProps === 1)) return undefined;
  taken.add(top.c.key);
  return { value: top.c.value, segment: top.c.segment };
}

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

export function readBoolean(p: Prepared, terms: string[], name = ''): Found | undefined {
  const subject = subjectWords(name);
  // A clause about the field's own subject ("burst pipes … is covered", "flood is excluded")
  // decides for the field; only without one do the sentences about its terms.
  const clauses: Found[] = [];
  p.segments.forEach((seg, si) => {
    const clause = clausePolarity(seg.folded, subject);
    if (clause !== undefined) clauses.push({ value: clause, segment: si });
  });
  const votes: Found[] = clauses;
  if (votes.length === 0)
    p.segments.forEach((seg, si) => {
      if (relevance(seg, terms) === 0) return;
      const v = polarity(seg.folded);
      if (v !== undefined) votes.push({ value: v, segment: si });
    });
  if (votes.length > 0) return votes.every((v) => v.value === votes[0]!.value) ? votes[0] : undefined;
  if (p.booleanProps === 1 && p.segments[0]) {
    const lead = leadingAnswer(p.segments[0].folded);
    if (lead !== undefined) return { value: lead, segment: 0 };
  }
  return undefined;
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
  const found: Found[] = [];
  p.segments.forEach((seg, si) => {
    const at = seg.folded.indexOf(own.join(' '));
    if (at < 0) return;
    const after = seg.text.slice(at + own.join(' ').length);
    const m = after.match(COPULA);
    if (!m || m.index === undefined || m.index > 20) return;
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

const GENERIC_CODE_WORDS = new Set(['number', 'code', 'nummer', 'numero', 'num', 'ref']);

/**
 * An identifier named by the last word of the field's name ("Your reference is LH-2291",
 * "booking no.: TR 44817"): only a code (letters and digits, dashes allowed) right after it.
 */
function readCode(p: Prepared, own: readonly string[]): Found | undefined {
  const distinctive = own.filter((w) => !GENERIC_CODE_WORDS.has(w));
  const head = distinctive[distinctive.length - 1];
  if (!head || head.length < 4 || own.length < 2) return undefined;
  const found: Found[] = [];
  p.segments.forEach((seg, si) => {
    const at = seg.folded.indexOf(head);
    if (at < 0) return;
    const after = seg.text.slice(at + head.length, at + head.length + 60);
    const m =
      /^\w*\s*(?:is|:|no\.?|number|nr\.?|ist|est|es|e|è|is|:)?\s*:?\s*([A-Z]{1,6}[- ]?\d[\d-]{2,15}(?:[ -]\d{2,8}){0,4}|\d{4,12}(?:[ -]\d{2,8}){0,4})\b/u.exec(
        after,
      );
    if (m?.[1]) found.push({ value: m[1], segment: si });
  });
  const values = new Set(found.map((f) => f.value));
  return values.size === 1 ? found[0] : undefined;
}
