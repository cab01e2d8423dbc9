import { foldForMatching } from '../language-fold.js';
import { READ_LANGS } from './language.js';
import { findNumberWords } from './number-words/find-number-words.js';

/**
 * Durations in days: "three weeks" → 21, "10 business days" → 10, "zwei Wochen" → 14,
 * "trois semaines" → 21, "dos semanas" → 14, "venticinque giorni lavorativi" → 25, "vijf
 * werkdagen" → 5, "20 dias úteis" → 20. Numbers as digits or words in the seven languages
 * (readers/number-words/); days and weeks only (a month is not a fixed number of days).
 * "a day or two" names no number next to its unit and is not taken; the far end of a range or
 * of a sum ("3 to 5 weeks", "2 + 3 days") is no value.
 */

const UNIT =
  /(?<![\p{L}])(?:(?:business|working|calendar|werk|arbeits|ouvres?|habiles?|laborables?)\s+)?(days?|weeks?|tage?n?|werktage?n?|arbeitstage?n?|wochen?|jours?|semaines?|dias?|semanas?|giorni|giorno|settimane|settimana|dagen|dag|werkdagen|werkdag|weken|week)(?![\p{L}])/gu;

/** The words of a duration's unit ("working days", "Werktage", "giorni lavorativi"), folded. */
export const DURATION_UNIT_WORD =
  /^(?:days?|weeks?|working|business|calendar|werk\w*|arbeits\w*|tage?n?|wochen?|jours?|semaines?|ouvres?|ouvrables?|dias?|semanas?|habiles?|laborables?|uteis|giorni|settimane|lavorativi|dagen|weken)$/;

const RANGE_CONNECTOR = /\s*(?:-|–|\+|to|bis|a|à|al|tot|ate|or|oder|ou|o|of|and|und|et|y|e|en)\s*$/;

export interface FoundDuration {
  days: number;
  index: number;
  /** The far end of a range ("3 to 5 weeks"): no value, and a sign the answer is not one. */
  range?: boolean;
  /** Counted in working days ("8 werkdagen", "10 business days", "giorni lavorativi", "dias úteis"). */
  working?: true;
}

/** Working days in a unit's own words, or right after it ("giorni lavorativi", "jours ouvrés", "días hábiles", "dias úteis"). */
export const WORKING = /\b(?:business|working|werk\w*|arbeits\w*|ouvr\w*|habiles?|laborables?|lavorativ\w*|uteis)\b/;
const WORKING_AFTER = /^\s*(?:ouvr\w*|habiles?|laborables?|lavorativ\w*|uteis)\b/;

export function findDurations(text: string): FoundDuration[] {
  const folded = foldForMatching(text.slice(0, 4_000));
  // Word numbers in any of the languages, by where they end.
  const wordEnds = new Map<number, { value: number; index: number }>();
  for (const lang of READ_LANGS)
    for (const w of findNumberWords(folded, lang)) if (!wordEnds.has(w.end)) wordEnds.set(w.end, w);
  const out: FoundDuration[] = [];
  for (const m of folded.matchAll(UNIT)) {
    const at = m.index ?? 0;
    const before = folded.slice(Math.max(0, at - 12), at);
    const digits = /(?<![\d.,])(\d{1,3})(?:\s*-\s*|\s+)$/.exec(before);
    let n: number | undefined;
    let index = at;
    if (digits) {
      n = Number(digits[1]);
      index = at - digits[0].length;
    } else {
      const sep = /(?:\s*-\s*|\s+)$/.exec(before);
      const w = sep ? wordEnds.get(at - sep[0].length) : undefined;
      const one = /(?<![\p{L}])(one|ein|eine|einen|un|une|uno|una|um|uma|een|1)\s+$/u.exec(before);
      if (w) {
        n = w.value;
        index = w.index;
      } else if (one) {
        // "one week", "eine Woche" (never "a day": an article, not a count).
        n = 1;
        index = at - one[0].length;
      }
    }
    if (n === undefined) continue;
    // The far end of a range ("3 to 5 weeks", "zwei bis drei Wochen", "3-5 days") is no value.
    const lead = folded.slice(Math.max(0, index - 30), index);
    const conn = RANGE_CONNECTOR.exec(lead);
    const head = conn ? lead.slice(0, conn.index) : '';
    const range = conn !== null && (/\d$/.test(head) || wordEnds.has(index - lead.length + head.length));
    const weeks = /^(?:week|woche|semaine|semana|settiman|weken)/.test(m[1]!);
    const working = WORKING.test(m[0]) || WORKING_AFTER.test(folded.slice(at + m[0].length, at + m[0].length + 14));
    out.push({ days: weeks ? n * 7 : n, index, ...(range ? { range: true } : {}), ...(working ? { working } : {}) });
  }
  return out;
}
