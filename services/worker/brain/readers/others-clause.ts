import { BUT_WORDS } from './lexicons/contrast-words.js';
import { HABITUAL } from './lexicons/habitual.js';

/**
 * A figure in a clause about others or about the writer's habit, which a "but" in the same sentence
 * turns from ("con otros hoteles de la costa trabajamos a 30 días, pero con vosotros nos valdría 21
 * días", "with other customers we work at 30 days, but for you 21", "normalerweise 30 Tage, aber bei
 * Ihnen 21"): that clause speaks of other cases; the figure after the "but" is this one's. Folded
 * text; the clause runs from the last comma or semicolon before the figure to the "but". Linear.
 */

const OTHERS = /\b(?:other|others|andere[nmrs]?|anderen|autres?|otr[oa]s?|altr[ie]|altro|altra|outr[oa]s?|overige)\b/;
const BUT = new RegExp(`(?:,\\s*|\\s)(?:${BUT_WORDS})\\s`);

export function othersBeforeBut(folded: string, n: { index: number; end: number }): boolean {
  const after = folded.slice(n.end, n.end + 200);
  const but = after.search(BUT);
  if (but < 0 || /[.;]/.test(after.slice(0, but))) return false;
  const start = Math.max(folded.lastIndexOf(',', n.index), folded.lastIndexOf(';', n.index)) + 1;
  const clause = folded.slice(start, n.end + but);
  return OTHERS.test(clause) || HABITUAL.test(clause);
}
