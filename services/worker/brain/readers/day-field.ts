import { OPTION_OPENING } from './lexicons/cost-terms.js';
import { anchorOnly } from './anchor-sentences.js';
import { othersBeforeBut } from './others-clause.js';
import { DURATION_UNIT_WORD, findDurations, WORKING } from './durations.js';
import { relevance, wordWithCounterparts } from './field-terms.js';
import type { Found, Prepared } from './field-readers.js';
import type { Segment } from './segments.js';

/**
 * A number field counted in days (a lead time, a transit time): how it is recognised, and its
 * reading from the durations of the text (readers/durations.ts). Used by readers/number-field.ts.
 */

const DAYS = /\b(?:days?|tage?n?|jours?|dias?)\b/;
/** A day that scopes a field rather than counts it: "day rate", "for that day", "per day", "pro Tag", "par jour". */
const DAY_SCOPE =
  /\b(?:day (?:rate|fee|price)|(?:per|a|each|every|for (?:the|that|this|one|a)(?: \p{L}+)?|pro|je|am|par|por|al|el) (?:day|tag|jour|dia))\b|\b(?:tages(?:satz|preis|gage)|tarif journalier|tarifa diaria)\b/gu;

/**
 * A sentence that names another number field's own words and not this one's: for a field counted
 * in days, its figures are that field's ("10 free days at the port" beside a transit time).
 */
export function aboutOthersOnly(words: {
  own: readonly string[];
  theirs: readonly string[];
}): (seg: Segment) => boolean {
  const own = words.own.flatMap(wordWithCounterparts);
  const theirs = words.theirs.flatMap(wordWithCounterparts);
  return (seg) => theirs.length > 0 && relevance(seg, theirs) > 0 && relevance(seg, own) === 0;
}

/** A duration ("three weeks") in the segments about the field, when exactly one value is named. */
export function readDuration(
  p: Prepared,
  terms: string[],
  othersOnly: (seg: Segment) => boolean,
  anchor: readonly string[] = [],
): Found | undefined {
  // The unit's own words ("working days", "Werktage") say what is counted, not what of: a
  // sentence is about the field by its subject ("production"), never by "working days" alone.
  const subject = terms.filter((t) => !DURATION_UNIT_WORD.test(t));
  const found: Array<{ days: number; segment: number; rel: number; range?: boolean; working?: boolean }> = [];
  const workingField = terms.some((t) => WORKING.test(t));
  p.segments.forEach((seg, si) => {
    if (othersOnly(seg)) return;
    // "Si lo que necesitan es solo el análisis de control, son 95 € y 5 días": another option's.
    if (OPTION_OPENING.test(seg.folded)) return;
    // "Production time in working days after proof approval": a sentence about the proof ("the
    // proof copy is with you within 3 working days") is about the point counted from, not the field.
    if (anchorOnly(seg, anchor, terms)) return;
    // "für andere Kunden 15 Arbeitstage, aber bei Ihnen 10": the others' figure (others-clause.ts).
    for (const d of findDurations(seg.text))
      if (!othersBeforeBut(seg.folded, { index: d.index, end: d.index }))
        found.push({
          days: d.days,
          segment: si,
          rel: relevance(seg, subject),
          ...(d.range ? { range: true } : {}),
          ...(d.working ? { working: true } : {}),
        });
  });
  const relevant = found.filter((f) => f.rel > 0);
  const pool = relevant.length > 0 ? relevant : found;
  // "3 to 5 weeks": a range is no single value.
  if (pool.some((f) => f.range)) return undefined;
  // A field in working days takes a duration said in working days over one in plain days ("reken op
  // 8 werkdagen … ruw binnen 2 dagen"): they count different days.
  const working = workingField ? pool.filter((f) => f.working) : [];
  const chosen = working.length > 0 ? working : pool;
  const values = new Set(chosen.map((f) => f.days));
  return values.size === 1 && chosen[0] ? { value: chosen[0].days, segment: chosen[0].segment } : undefined;
}

/** Whether a field's words count days ("lead time in working days"), not scope by a day ("day rate", "per day"). */
export function countsDays(about: string): boolean {
  return DAYS.test(about.replace(DAY_SCOPE, ' '));
}
