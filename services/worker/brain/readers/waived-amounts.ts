import {
  NOT_CHARGED_PHRASES,
  NOT_REQUIRED_AFTER,
  WAIVER_CONDITION,
  WAIVER_FOR_CLIENT,
  WAIVER_FOR_GROUP,
} from './lexicons/cost-terms.js';

/**
 * An amount the sentence says does not apply: "our minimum call-out (£150) wouldn't apply at that
 * volume", "set-up is normally £35 but we waive it", "die Anfahrtspauschale von 45 € entfällt",
 * "les frais de dossier (30 €) ne s'appliquent pas", "el recargo de 20 € no se aplica", "il
 * supplemento di 15 € non si applica", "de voorrijkosten van € 40 vervallen", "a taxa de 25 € não
 * se aplica". It is nobody's price: it never binds to a field.
 *
 * On folded text (language-fold.ts). The cue must follow the amount in its own clause (no other
 * figure and no `.;:!?` between them), within a short reach; "waive" binds only with a pronoun
 * ("we waive it") or in the passive ("is waived"), so that "£35, and we waive the set-up fee"
 * leaves the £35 alone. A waiver under a condition ("does not apply to orders over €500",
 * "entfällt ab 500 €", "vervalt vanaf 10 stuks") is none: the amount stands. The cue words are
 * lexicons/cost-terms.ts's NOT_CHARGED_PHRASES, the list the commitments guard reads after a
 * deposit too. Linear: bounded slices, one alternation each.
 */

const VOID_AFTER = new RegExp(NOT_CHARGED_PHRASES.map((p) => `(?:${p})`).join('|'));

/** How far after the amount the cue may stand (characters of folded text). */
const REACH = 70;

/** Whether the amount ending at `end` is said not to apply, in the folded sentence. */
export function amountWaived(folded: string, end: number): boolean {
  const after = folded.slice(end, end + REACH);
  const stop = after.search(/[.;:!?\n]|\d/);
  const clause = stop >= 0 ? after.slice(0, stop) : after;
  const cue = VOID_AFTER.exec(clause);
  return cue !== null && !conditional(folded, end, end + cue.index, end + cue.index + cue[0].length);
}

/**
 * Whether a term (a deposit, a fee) whose words end at `end` is said not to be asked within a
 * few words after them ("a deposit is not required"), and not only under a condition ("not
 * required for orders under €1,000").
 */
export function termRuledOut(folded: string, end: number): boolean {
  const cue = NOT_REQUIRED_AFTER.exec(folded.slice(end, end + 60));
  if (!cue) return false;
  const cueEnd = end + cue.index + cue[0].length;
  return !conditional(folded, end, cueEnd, cueEnd);
}

/**
 * Whether the waiver between [from, cueStart) and its cue's own clause after `cueEnd` (to the next
 * comma or stop) sets a condition ("does not apply to orders over €500", "waived if you book
 * two nights"): a conditional waiver is no waiver, the amount stands.
 */
function conditional(folded: string, from: number, cueStart: number, cueEnd: number): boolean {
  const rest = folded.slice(cueEnd, cueEnd + 60);
  const stop = rest.search(/[,.;:!?\n]/);
  const own = stop >= 0 ? rest.slice(0, stop) : rest;
  // "waived for schools", "within the M25": for a group or an area the client may not be in.
  if (WAIVER_FOR_GROUP.test(own) && !WAIVER_FOR_CLIENT.test(own)) return true;
  return WAIVER_CONDITION.test(`${folded.slice(from, cueStart)} ${own}`);
}
