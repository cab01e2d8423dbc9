import { foldForMatching } from '../language-fold.js';
import { DEPOSIT_WORDS, PAID_AT_ORDER } from '../readers/lexicons/cost-terms.js';
import { isDateProp, type Prop } from '../readers/field-readers.js';
import { NEGATED_TERM } from '../readers/negation.js';

/**
 * Deposits and the result schema (guards/commitments.ts, offline-result.ts): whether a sentence
 * states a deposit's amount, whether the schema asks about a deposit itself, whether a reply asks
 * us to accept its terms, and the schema's texts a term guard reads.
 */

/**
 * A sentence that asks for a deposit or prepayment ("una señal del 25 % (1.150 €)", "un acconto
 * del 30% (pari a 960 euro)"): its amounts are the term's, never the answer to a price field,
 * unless the schema itself asks about a deposit (`schemaAsksForTerms`).
 */
export function isDepositSentence(sentence: string): boolean {
  const folded = foldForMatching(sentence.slice(0, 2_000));
  const m = DEPOSIT_WORDS.exec(folded) ?? PAID_AT_ORDER.exec(folded);
  if (m === null || NEGATED_TERM.test(folded.slice(0, m.index)) || ZERO_BEFORE.test(folded.slice(0, m.index)))
    return false;
  // "anticipo zero", "deposit: none", "Anzahlung: keine": the term is ruled out, not asked for.
  if (ZERO_AFTER.test(folded.slice(m.index + m[0].length, m.index + m[0].length + 20))) return false;
  // "Total for the stay is £186, of which the £50 deposit …": a whole stated first, the deposit
  // a part of it; the sentence is read (the deposit's own amount stays another item's).
  if (PART_OF.test(folded.slice(Math.max(0, m.index - 40), m.index)) && AMOUNT.test(folded.slice(0, m.index)))
    return false;
  // Only a sentence that states the deposit's amount: "we will invoice the deposit" gives none.
  return /[€$£]\s?\d|\d\s?(?:[€$£%]|(?:eur|euro|euros|usd|gbp|chf)\b)/.test(folded);
}

/** A part of the whole named before it: "of which", "davon", "dont", "de los cuales", "di cui", "waarvan", "dos quais". */
const PART_OF =
  /\b(?:of which|davon|wovon|dont|de los cuales|de las cuales|de lo cual|di cui|waarvan|dos quais|das quais)\b/;
const AMOUNT = /[€$£]\s?\d|\d\s?(?:[€$£]|(?:eur|euro|euros|usd|gbp|chf)\b)/;

/** A deposit said to be nothing, before or after its word, in the seven languages. */
const ZERO_BEFORE = /\b(?:zero|cero|null|nul|nulo|nula)\s+$/;
const ZERO_AFTER =
  /^\s*(?:[:=-]\s*)?(?:zero|cero|none|nil|not required|nessuno|nulla|keine?|null|aucun|neant|ninguno|nada|nenhum|geen|0(?:[.,]0+)?(?:\s?(?:€|eur|euro))?(?![\d.,]))(?![\p{L}\d])/u;

/** Whether the schema's names or descriptions speak of a deposit or prepayment themselves. */
export function schemaAsksForTerms(schema: Record<string, unknown> | undefined): boolean {
  return schemaTermTexts(schema).some((t) => DEPOSIT_WORDS.test(foldForMatching(t)));
}

/**
 * Whether the reply asks us to accept its terms: a question for our agreement ("Is that OK?",
 * agreement-questions.ts) or a question that speaks of a deposit or prepayment itself. An offer
 * to go ahead ("Shall I reserve it for you?") on a goal that only asks for information is not
 * one: the client, who gets the answer, decides whether to book.
 */
export function asksToAcceptTerms(questions: readonly string[], agreement: boolean): boolean {
  return agreement || questions.some((q) => DEPOSIT_WORDS.test(foldForMatching(q.slice(0, 2_000))));
}

/** The schema's field names (camelCase split) and descriptions, as texts a term guard can read. */
export function schemaTermTexts(schema: Record<string, unknown> | undefined): string[] {
  if (!schema) return [];
  return [
    JSON.stringify(schema['properties'] ?? {})
      .slice(0, 20_000)
      .replace(/([a-z])([A-Z])/g, '$1 $2'),
  ];
}

/** Each property's name (camelCase split) and description, folded: one text per field. */
export function schemaFieldTexts(schema: Record<string, unknown> | undefined): string[] {
  const props = (schema?.['properties'] ?? {}) as Record<string, unknown>;
  return Object.entries(props)
    .slice(0, 200)
    .map(([name, prop]) => {
      const d = prop && typeof prop === 'object' ? (prop as Record<string, unknown>)['description'] : undefined;
      return foldForMatching(
        `${name.replace(/([a-z])([A-Z])/g, '$1 $2')} ${typeof d === 'string' ? d.slice(0, 500) : ''}`,
      );
    });
}

/** Whether the result asks a date (a day restricted or offered for our agreement decides it: offer-conditions.ts). */
export function schemaAsksDate(schema: Record<string, unknown> | undefined): boolean {
  const props = (schema?.['properties'] ?? {}) as Record<string, Prop>;
  return Object.entries(props).some(
    ([name, prop]) => typeof prop === 'object' && prop !== null && isDateProp(name, prop),
  );
}
