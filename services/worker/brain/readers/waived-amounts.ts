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
 * leaves the £35 alone. Linear: one bounded slice, one alternation.
 */

const VOID_AFTER = new RegExp(
  [
    "(?:would|will|does|do|shall|should)(?:n't| not) (?:apply|be (?:charged|payable|due))",
    "won't (?:apply|be charged)|doesn't apply|don't apply",
    '(?:is|are|will be|would be|gets?|has been) waived',
    "(?:we|we will|we'll|we'd|we would|we can|we are happy to|we're happy to) (?:waive|drop|scrap) (?:it|this|that|them)\\b",
    'entfallt|entfallen|fallt weg|fallen weg|wird nicht berechnet|werden nicht berechnet|berechnen wir (?:ihnen )?nicht',
    "ne s'appliquen?t? pas|ne (?:sera|seront) pas factures?|(?:est|sont) offerts?",
    'no se aplica|no se cobra|no aplica|no se le cobrara|quedan? exent[oa]s?',
    'non si applica|non si applicano|non (?:viene|verra|sara|vengono|verranno|saranno) addebitat[oaie]',
    'vervalt|vervallen|komt te vervallen|wordt niet (?:in rekening gebracht|berekend)|rekenen we niet',
    'nao se aplica|nao se aplicam|nao (?:e|sera|sao|serao) cobrad[oa]s?|fica isent[oa]',
  ]
    .map((p) => `(?:${p})`)
    .join('|'),
);

/** How far after the amount the cue may stand (characters of folded text). */
const REACH = 70;

/** Whether the amount ending at `end` is said not to apply, in the folded sentence. */
export function amountWaived(folded: string, end: number): boolean {
  const after = folded.slice(end, end + REACH);
  const stop = after.search(/[.;:!?\n]|\d/);
  const clause = stop >= 0 ? after.slice(0, stop) : after;
  return VOID_AFTER.test(clause);
}
