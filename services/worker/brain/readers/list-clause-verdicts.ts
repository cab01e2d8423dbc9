import { polarity } from './booleans.js';
import type { EnumMention } from './enums.js';
import type { Prepared } from './field-readers.js';
import type { ReadLang } from './language.js';
import { clauseOf, seriesNo } from './list-clauses.js';
import { blankAtNoCost, labelSaysNo } from './list-item-context.js';
import { AFRAID, blankNoProblem, IMPOSSIBLE, NO_LONGER, negated, REGRET, TAKEN_BY_OTHERS } from './negation.js';

/**
 * What the clause naming a list item says of it (list-field.ts): a no in it, or a yes with no no.
 */

/** A no in a clause: a negating word, something that stopped, a regret (negation.ts). */
export const NO = {
  /** `lang`, the text's language: Portuguese "no" is "in the" ("o almoço no restaurante está incluído"). */
  test: (text: string, lang?: ReadLang) =>
    negated(text, lang) || REGRET.test(text) || AFRAID.test(text) || NO_LONGER.test(text) || TAKEN_BY_OTHERS.test(text),
};

/** Whether the clause that names the item itself says no. */
export function clauseSaysNo(p: Prepared, m: EnumMention, all: readonly EnumMention[] = []): boolean {
  const folded = blankAtNoCost(blankNoProblem(p.segments[m.segment]!.folded));
  const c = clauseOf(folded, m.index);
  const clause = folded.slice(c.from, c.to);
  if (NO.test(clause, p.lang) || IMPOSSIBLE.test(clause) || polarity(clause, p.lang) === false) return true;
  if (labelSaysNo(folded, m.index, (t) => NO.test(t, p.lang) || IMPOSSIBLE.test(t) || polarity(t, p.lang) === false))
    return true;
  const sentence = all.filter((o) => o.segment === m.segment);
  return seriesNo(folded, m, sentence, (t) => NO.test(t, p.lang) || IMPOSSIBLE.test(t)) === 'no';
}

/** Whether a mention's own clause says yes ("Arabic we can do", "no problem") and no no. */
export function ownClauseSaysYes(p: Prepared, m: EnumMention): boolean {
  const folded = blankAtNoCost(blankNoProblem(p.segments[m.segment]!.folded));
  const c = clauseOf(folded, m.index);
  const clause = folded.slice(c.from, c.to);
  if (NO.test(clause, p.lang) || IMPOSSIBLE.test(clause)) return false;
  return polarity(p.segments[m.segment]!.folded.slice(c.from, c.to), p.lang) === true;
}
