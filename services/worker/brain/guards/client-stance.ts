import { REFER_BACK } from '../readers/lexicons/client-reserve.js';
import { YEAR_SPAN } from '../readers/lexicons/changed-terms.js';
import { NON_REFUNDABLE } from '../readers/lexicons/cost-terms.js';
import { blankNoProblem, NEGATION_WORD } from '../readers/negation.js';

/**
 * Where the client's side stands on a kind of term (commitments.ts): spoken of and accepted
 * (covered), kept for themselves ("come back to me"), or refused ("we do not pay deposits"), read
 * from the case's texts and our mail (which carries the client's answers), folded, in order.
 */

/**
 * Whether the case's texts cover a kind of term: some sentence speaks of it, and no sentence of
 * the client's side speaks of it with a negation (they refused it: "we do not pay deposits").
 */
export function isCovered(words: RegExp, covered: readonly string[], client: readonly string[]): boolean {
  return covered.some((f) => words.test(f)) && !refusedByClient(words, client) && !reservedByClient(words, client);
}

/**
 * Whether the client kept a kind of term for themselves: a sentence of theirs names it with
 * words that refer it back ("if they add any surcharge, come back to me", "bei einer Kaution
 * bitte Rücksprache", "s'il y a un acompte, revenez vers moi"): such a term is no covered one,
 * and goes to them on any goal.
 */
export function reservedByClient(words: RegExp, client: readonly string[]): boolean {
  return client.some((f) => words.test(f) && REFER_BACK.test(f));
}

/**
 * Whether the client's side refused a kind of term: its latest sentence about it (the case's
 * texts first, then our mail in order, which carries the client's answers) holds a negation.
 * "No deposit" in the objective, then "we accept the 30% deposit this time": accepted.
 */
export function refusedByClient(words: RegExp, client: readonly string[]): boolean {
  const latest = client.filter((f) => words.test(f)).at(-1);
  // "The £50 non-refundable deposit is OK": the "non" is the payment's, no refusal of it.
  return latest !== undefined && NEGATION_WORD.test(blankNoProblem(latest).replace(NOT_RETURNED, blank));
}

const NOT_RETURNED = new RegExp(NON_REFUNDABLE.source, 'g');
const blank = (m: string) => ' '.repeat(m.length);

/** Whether a sentence of the client's side names a year's term without a negation ("a 12-month contract"). */
export function yearAsked(client: readonly string[]): boolean {
  return client.some((f) => YEAR_SPAN.test(f) && !NEGATION_WORD.test(blankNoProblem(f)));
}
