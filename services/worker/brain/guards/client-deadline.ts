import type { TranscriptEntry } from '../brain.js';
import { foldForMatching } from '../language-fold.js';
import { BOUND_BEFORE } from '../readers/date-evidence.js';
import { findDates } from '../readers/dates.js';
import { isDateProp } from '../readers/field-readers.js';
import { detectReadLanguage as detectLanguage } from '../readers/language.js';
import { segmentsOf } from '../readers/segments.js';

/**
 * The client's deadline: a date the case's own texts (goal, knowledge, constraints) set as the
 * latest they can take ("we need them by 10 December", "bis spätestens 10. Dezember", "avant le
 * 10 décembre", "antes del 10 de diciembre", "ci servono entro il 10 dicembre", "uiterlijk 10
 * december", "até 10 de dezembro"). A date the counterparty gives after it (a delivery on the
 * 14th, a corrected date that now falls later) is not what the client asked for: only the client
 * can accept it, so it goes to them, never delivered as the answer.
 */

/** A bound on the reply or the quote, not on the thing itself: "please reply by Friday", "offer valid until". */
const NOT_THE_THING =
  /\b(?:repl\w*|answer\w*|respond\w*|quote|quotation|offer|valid\w*|antwort\w*|angebot|gultig|reponse|repond\w*|devis|offre|valable|respuesta|responda|presupuesto|oferta|valid[oa]|risposta|rispond\w*|preventivo|offerta|antwoord\w*|offerte|geldig|resposta|respond\w*|orcamento|proposta)\b/;

/**
 * The latest date the case's texts set as the client's deadline (YYYY-MM-DD), or undefined.
 * `forAnswer`: a bound on the answer itself counts too ("il nous faut la réponse avant le 15
 * décembre"): what matters when the counterparty will not answer before it (an absence).
 */
export function clientDeadline(texts: readonly string[], at: number, forAnswer = false): string | undefined {
  let latest: string | undefined;
  for (const text of texts) {
    const bounded = text.slice(0, 20_000);
    const lang = detectLanguage(bounded);
    for (const seg of segmentsOf(bounded)) {
      if (!forAnswer && NOT_THE_THING.test(seg.folded)) continue;
      for (const d of findDates(seg.text, lang, at)) {
        const before = foldForMatching(seg.text.slice(Math.max(0, d.index - 40), d.index));
        if (BOUND_BEFORE.test(before) && (latest === undefined || d.date > latest)) latest = d.date;
      }
    }
  }
  return latest;
}

/**
 * The date fields of a result whose value falls after the client's deadline and that the client
 * has not accepted: no text we sent since the counterparty named that day (our replies carry the
 * client's answers: "fine, the 14th then") writes its day of the month.
 */
export function pastDeadline(
  schema: Record<string, unknown> | undefined,
  result: Record<string, unknown>,
  deadline: string | undefined,
  ourLaterTexts: readonly string[],
): string[] {
  if (!deadline) return [];
  const props = (schema?.['properties'] ?? {}) as Record<string, Record<string, unknown>>;
  return Object.entries(result).flatMap(([field, value]) => {
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return [];
    if (!isDateProp(field, props[field] ?? {}) || value.slice(0, 10) <= deadline) return [];
    const day = String(Number(value.slice(8, 10)));
    const named = new RegExp(`(?<![\\d.,/-])0?${day}(?![\\d])`);
    return ourLaterTexts.some((t) => named.test(t.slice(0, 20_000))) ? [] : [field];
  });
}

/**
 * The result's date fields after the client's deadline (set by `caseTexts`: goal, knowledge,
 * constraints) that no mail of ours since the first reply accepted.
 */
export function lateDates(
  schema: Record<string, unknown> | undefined,
  caseTexts: readonly string[],
  latest: TranscriptEntry,
  transcript: readonly TranscriptEntry[],
  result: Record<string, unknown>,
): string[] {
  const deadline = clientDeadline(caseTexts, latest.at);
  const firstReply = Math.min(latest.at, ...transcript.filter((e) => e.role === 'counterparty').map((e) => e.at));
  const ours = transcript.filter((e) => e.role === 'us' && e.at > firstReply).map((e) => e.text);
  return pastDeadline(schema, result, deadline, ours);
}
