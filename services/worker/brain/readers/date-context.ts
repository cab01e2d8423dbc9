import { foldForMatching } from '../language-fold.js';
import { BOUND_BEFORE, boundUntil, deadlineBefore, notAnAnswer, unsureOrConditional } from './date-evidence.js';
import { bookedForTheClient } from './date-events.js';
import { referenceFigures } from './case-subject.js';
import { holdsTerm } from './field-terms.js';
import type { ReadLang } from './language.js';
import type { Segment } from './segments.js';

/**
 * A date bound by the case's context when its sentence names neither the field's subject nor
 * its kind of event (date-field.ts, for a schema that asks one date): its clause names the
 * case's own subject (the objective's nouns, case-subject.ts: "Die Feuerstättenschau kann ich
 * am Donnerstag, den 10.12. machen", "De platanen kunnen we op dinsdag 15 december doen"), or
 * says the client is booked in for it, whatever the field's kind ("I've pencilled you in for
 * Thursday 14 January", "you're in the diary for Saturday the 12th"). Never a clause that is
 * no answer (a question, another occasion, denied), nor one that makes the day a guess or a
 * condition; and only when it is the one such date and every other date of the text is ruled
 * out (dateRuledOut): two dates that both fit bind none.
 */
export function boundByContext(
  clause: Segment,
  subject: readonly string[],
  lang: ReadLang,
  subjectRefs: readonly string[] = [],
): boolean {
  if (notAnAnswer(clause, lang) || unsureOrConditional(clause.folded)) return false;
  if (namesAnotherReference(clause.text, subjectRefs)) return false;
  return bookedForTheClient(clause.folded) || namesTheSubject(clause.folded, subject);
}

/**
 * The objective names a reference ("encomenda n.º 5520") and the clause names another one ("a
 * vossa encomenda 5497 (garrafas) sai do armazém a 10 de dezembro"): another item's date.
 */
export function namesAnotherReference(text: string, subjectRefs: readonly string[]): boolean {
  if (subjectRefs.length === 0) return false;
  return referenceFigures(text.slice(0, 2_000)).some((f) => !subjectRefs.includes(f));
}

/**
 * A word of the clause holds one of the case's subject words, and not as someone else's or
 * another one ("Sam will do the Smiths' boiler on Tuesday", "another customer's roof", "ein
 * anderes Lager", "une autre chaudière", "otra caldera", "un altro impianto", "een ander dak").
 */
function namesTheSubject(folded: string, subject: readonly string[]): boolean {
  if (subject.length === 0) return false;
  for (const m of folded.matchAll(/\p{L}+/gu)) {
    const w = m[0];
    if (
      !subject.some((t) => (t.length <= 4 ? w === t || (w.startsWith(t) && w.length <= t.length + 3) : holdsTerm(w, t)))
    )
      continue;
    const before = folded.slice(Math.max(0, (m.index ?? 0) - 24), m.index ?? 0);
    if (!SOMEONE_ELSES.test(before)) return true;
  }
  return false;
}

/** Right before a noun: a third party's possessive or "another", in the seven languages (folded). */
const SOMEONE_ELSES =
  /(?:\p{L}(?:'s|s') (?:\p{L}+ )?|\b(?:another|other|(?:ein|eine|einen|einem|einer|die|der|das|den) andere[nmrs]?|(?:un|une|l') ?autre|otr[oa]s?|(?:un|un') ?altr[oa]|altri|(?:een )?ander[e]?|outr[oa]s?) (?:\p{L}+ )?)$/u;

/**
 * A date of the text that answers no date field, whatever its sentence names: before the
 * message (also a day and month written without a year that fell in the last month: "Ihre
 * Proben sind am 25.11. eingegangen" read on 27 November is this year's, not next year's);
 * in a sentence that is no answer; the end of a window or a deadline ("bis", "d'ici lundi",
 * "entro il 20 dicembre"); or something already done ("received", "eingegangen", "reçu").
 */
export function dateRuledOut(seg: Segment, written: string, iso: string, at: number | undefined, lang: ReadLang) {
  if (at !== undefined && (endOfDay(iso) < at || lastMonthWithoutYear(written, iso, at))) return true;
  if (notAnAnswer(seg, lang) || DONE.test(seg.folded)) return true;
  const index = seg.folded.indexOf(foldForMatching(written));
  if (index < 0) return false;
  const before = seg.folded.slice(Math.max(0, index - 40), index);
  return boundUntil(seg.folded, index) || deadlineBefore(seg.folded, index) || BOUND_BEFORE.test(before);
}

function endOfDay(iso: string): number {
  return Date.parse(`${iso.slice(0, 10)}T23:59:59Z`);
}

/** A date written without a year, read a year on, whose day a year earlier fell in the month before `at`. */
function lastMonthWithoutYear(written: string, iso: string, at: number): boolean {
  if (/\d{4}|'\d{2}\b/.test(written)) return false;
  const year = Number(iso.slice(0, 4)) - 1;
  const earlier = endOfDay(`${year}${iso.slice(4, 10)}`);
  return earlier < at && at - earlier < MONTH_MS;
}

const MONTH_MS = 31 * 24 * 3600 * 1000;

/**
 * Something done already, in the seven languages (folded): received, sent, filed, arrived, or
 * told as "last time" ("Ihre Proben sind am 25.11. eingegangen", "nous avons reçu les empreintes
 * jeudi", "la SCIA l'abbiamo depositata il 3 novembre", "vom letzten Mal am 2. März"): its date
 * is past, whatever the calendar reading.
 */
export const DONE =
  /\b(?:(?:the )?last time|when (?:we|i) last|(?:vom|beim) letzten mal|das letzte mal|la derniere fois|la ultima vez|l'ultima volta|de (?:vorige|laatste) keer|da ultima vez|received|arrived|was sent|were sent|filed|submitted|eingegangen|eingereicht|angekommen|recu(?:e|s|es)?|envoyee?s?|depose(?:e|s|es)?|recibid[oa]s?|llegaron|presentad[oa]s?|ricevut[oa]|ricevuti|arrivat[oa]|depositat[oa]|inviat[oa]|ontvangen|binnengekomen|ingediend|verstuurd|recebid[oa]s?|chegaram|entregues)\b/;
