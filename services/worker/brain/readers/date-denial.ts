import { foldForMatching } from '../language-fold.js';
import type { ReadLang } from './language.js';
import { negated } from './negation.js';
import type { Segment } from './segments.js';

/**
 * Whether a date's clause denies it ("Installation is not possible on 12 March", "am 12. März
 * geht es leider nicht"). A negation inside an aside set off before the date, between commas,
 * dashes or brackets, is the aside's ("The joining offer, no induction fee and the first month
 * half price, runs until the 31st of January"; "Das Angebot (keine Aufnahmegebühr) gilt bis zum
 * 31. Januar"): it denies a noun of the aside, not the date.
 */
export function deniesTheDate(clause: Segment, written: string, lang: ReadLang | undefined): boolean {
  const at = clause.folded.indexOf(foldForMatching(written));
  const folded = at < 0 ? clause.folded : withoutAsidesBefore(clause.folded, at);
  return negated(folded, lang, { privative: false });
}

/**
 * An aside: a noun phrase that a negating determiner or "without" opens ("no induction fee",
 * "keine Anmeldegebühr", "sans frais", "sin coste", "nessun costo", "geen kosten", "sem taxa"),
 * between two commas, two dashes or a pair of brackets, at most 80 characters and no figure,
 * ending before the date. "Unfortunately, we cannot, …" opens with no such word: it stays.
 */
const NO_NOUN = String.raw`(?:no|without|kein\w*|ohne|aucun\w*|sans|ningun\w*|sin|nessun\w*|senza|geen|zonder|nenhum\w*|sem)\s`;
const ASIDE = new RegExp(
  String.raw`(?<=\p{L}\s?)(?:,\s${NO_NOUN}[^,.;:!?()\d]{1,80},|\s[\u2013\u2014-]\s${NO_NOUN}[^.;:!?()\d\u2013\u2014]{1,80}\s[\u2013\u2014-]\s|\(${NO_NOUN}[^()\d]{1,80}\))`,
  'gu',
);

function withoutAsidesBefore(folded: string, at: number): string {
  return folded.replace(ASIDE, (m, offset: number) => (offset + m.length <= at ? ' '.repeat(m.length) : m));
}
