import { FREE_OR_DOABLE, NO_PROBLEM } from './booleans.js';
import { CONDITION } from './list-items.js';

/** "Is fine", "free", "feasible" and their kin, folded. */
const SOFT = new RegExp(String.raw`\b(?:(?:is|'s|are) (?:fine|ok|okay)|${FREE_OR_DOABLE})\b`);

/**
 * A yes that rests on "no problem", "is fine", "free" or "feasible", folded, with the words that
 * leave it open in its sentence: a condition ("… fine if you pay the surcharge", "machbar, wenn
 * …", "purché", "siempre que", "desde que", "à condition de"), a contrast or a no ("free on the
 * 13th, but the 12th is taken", "helaas niet", "leider nicht", "el grande ya está reservado").
 */
export function softYesOpen(folded: string, asked = ''): boolean {
  NO_PROBLEM.lastIndex = 0;
  const hasNoProblem = NO_PROBLEM.test(folded);
  NO_PROBLEM.lastIndex = 0;
  if (!hasNoProblem && !SOFT.test(folded)) return false;
  // A bare yes set apart in the sentence ("Y sí, sin problema: si lo confirmas …", "Yes, no
  // problem …") answers by itself: the soft words only repeat it.
  if (BARE_YES.test(folded)) return false;
  const rest = folded.replace(NO_PROBLEM, ' ');
  // "Delivery by the 19th is feasible" when the field asks about the 12th: another day's answer.
  // A figure of a larger number ("5.000 scatole", "1,5 t") is no day.
  const days = (t: string) =>
    [...t.matchAll(/(?<![\d.,])(\d{1,2})(?!\d|[.,]\d{3}|[.,]\d(?!\d))/g)]
      .map((m) => Number(m[1]))
      .filter((n) => n >= 1 && n <= 31);
  const askedDays = new Set(days(asked));
  return CONDITION.test(rest) || SOFT_CONTRAST.test(rest) || days(rest).some((d) => !askedDays.has(d));
}

/** A bare yes set apart by a stop, at the start or after "and" ("yes,", "y sí,", "und ja,", "oui !", "sì,", "sim,"), folded. */
const BARE_YES = /(?:^|[.;:!?]\s*|\b(?:and|y|und|et|e|en)\s+)(?:yes|yeah|ja|oui|si|sim)\s*[,.!:;]/;

const SOFT_CONTRAST =
  /\b(?:but|however|though|aber|jedoch|leider|nicht|mais|malheureusement|pas|pero|lamentablemente|desafortunadamente|ya|ma|purtroppo|maar|helaas|niet|mas|infelizmente|nao|not|no|non|taken|booked|reserved|gebucht|belegt|reserviert|vergeben|reserve|pris|occupee?|reservad[oa]s?|ocupad[oa]s?|prenotat[oaie]|occupat[oaie]|gereserveerd|bezet)\b/;
