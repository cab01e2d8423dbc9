import { foldKeepingLength } from '../language-fold.js';
import { findNumbers } from '../readers/amounts.js';
import { inclusionWord } from '../readers/booleans.js';
import type { ReadLang } from '../readers/language.js';
import { amountWaived } from '../readers/waived-amounts.js';

/**
 * A paid visit before the work: the counterparty charges for a site survey, an inspection or a
 * visit to see the job before they price it or do it ("a site survey at £80 + VAT, deducted from
 * the job", "die Besichtigung kostet 90 € netto", "la visite technique est facturée 75 €", "la
 * visita técnica cuesta 60 €", "il sopralluogo costa 80 € + IVA", "de schouw kost € 75", "a
 * vistoria custa 80 €"). The client never agreed to pay for it: it is theirs to accept
 * (guards/commitments.ts), on any goal, even one that only asks for a price, since the price
 * waits on it. Not a term when the client's side or the result schema already speaks of such a
 * visit, when the visit is free, waived or included, or when the amount is not the visit's (it
 * stands before the visit word, or an inclusion word stands between them: "€650 including the
 * survey").
 *
 * Folded text (language-fold.ts), literal alternations and bounded windows: linear time.
 */

/** A visit to see the job before it is priced or done, in the seven reading languages. */
const VISIT =
  /\b(?:(?:site |pre-?work |technical )?survey|site visit|site inspection|inspection visit|(?:pre-?)?inspection|assessment visit|besichtigung|begehung|vor-ort-(?:termin|besichtigung|besuch)|ortstermin|aufmass(?:termin)?|visite (?:technique|prealable|sur (?:place|site)|d'evaluation)|reperage|visita (?:tecnica|previa|de inspeccion|de evaluacion|preliminare|in loco)|inspeccion previa|sopralluogo|schouw|plaatsbezoek|inspectiebezoek|opname ter plaatse|vistoria|visita tecnica)\b/;

/** How far after the visit word its amount may stand (folded characters, and words). */
const REACH = 90;
const MAX_WORDS = 6;

/** "After the survey", "nach der Besichtigung", "après la visite", "tras la visita", "dopo il sopralluogo", "na de schouw", "após a vistoria". */
const AFTER_BEFORE =
  /\b(?:after|following|since|nach|seit|apres|depuis|despues de|tras|dopo|na|sinds|apos|depois d[aeo])\s+(?:the |our |your |a |an |der |dem |die |einer |la |le |l'|el |il |lo |un |una |de |het |een |a |o |uma |um )?(?:\p{L}+ )?$/u;

/** "Free", "no charge", "complimentary": said of the visit, nothing to pay. */
const FREE = /\b(?:free|no charge|without charge|complimentary|at our (?:cost|expense))\b/;

/**
 * Whether the sentence charges for a visit before the work that `covered` (the client's folded
 * texts and the schema's words) never speaks of.
 */
export function paidVisit(text: string, lang: ReadLang, covered: string): RegExpExecArray | null {
  const folded = foldKeepingLength(text.slice(0, 2_000));
  if (VISIT.test(covered)) return null;
  const amounts = findNumbers(text.slice(0, 2_000), lang).filter((n) => n.currency && !n.percent);
  if (amounts.length === 0) return null;
  for (const visit of folded.matchAll(VISITS)) {
    // "After the survey yesterday I'd put it at €11,500": a visit done, the amount is the job's.
    if (AFTER_BEFORE.test(folded.slice(Math.max(0, visit.index - 24), visit.index))) continue;
    const from = visit.index + visit[0].length;
    const own = amounts.find((n) => {
      if (n.index < from || n.index > from + REACH) return false;
      const between = folded.slice(from, n.index);
      // "the survey. The job is €650": another sentence's amount is not the visit's, nor one
      // in an aside or a few words on ("after the visit to the roof (usually €600 to €900)").
      if (/[.;!?(]/.test(between.replace(/\.\s*$/, ''))) return false;
      const words = between.match(/\p{L}+/gu) ?? [];
      return words.length <= MAX_WORDS && !words.some((w) => inclusionWord(w)) && !amountWaived(folded, n.end);
    });
    if (!own) continue;
    // "A free survey", "the survey is included": nothing to pay.
    const around = folded.slice(Math.max(0, visit.index - 30), own.index);
    if (FREE.test(around) || (around.match(/\p{L}+/gu) ?? []).some((w) => inclusionWord(w))) continue;
    return visit;
  }
  return null;
}

const VISITS = new RegExp(VISIT.source, 'g');
