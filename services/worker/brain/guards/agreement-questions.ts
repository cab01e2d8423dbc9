import { foldForMatching } from '../language-fold.js';

/**
 * A question that asks for our agreement to what the sentence before it set out ("Is that OK
 * for you?", "Would that work?", "Einverstanden?", "Ça vous convient ?", "¿Le parece bien?",
 * "Va bene per voi?", "Akkoord?", "Pode ser?"). Such a question has no content word of its own,
 * so the question finder skips it as small talk, but it turns a term stated beside it (a
 * deposit, a surcharge) into one the counterparty wants accepted: a decision for the client.
 *
 * Linear: one bounded pass per line over at most 2,000 characters of each line; the pattern has
 * no nested quantifiers.
 */
const AGREEMENT =
  /(?:^|[.!?:;¿]\s*|\s)(?:is (?:that|this) (?:ok|okay|alright|all right|acceptable|fine)|(?:would|does|will|could) (?:that|this) (?:work|suit|be ok|be okay|be acceptable|be fine)|do you (?:agree|accept)|(?:are you|is the client) (?:ok|okay|happy|fine) with (?:that|this)|can you (?:accept|agree to) (?:that|this)|shall we (?:go ahead|proceed)|einverstanden|ist (?:das|dies) (?:ok|okay|in ordnung|akzeptabel)|passt (?:das|ihnen das)|geht das (?:fur sie )?in ordnung|ca vous (?:convient|va)|cela vous (?:convient|va)|est-ce que (?:ca|cela) vous (?:convient|va)|(?:vous etes|etes-vous) d'accord|d'accord|le parece bien|les parece bien|esta de acuerdo|estan de acuerdo|de acuerdo|le va bien|le sirve|va bene(?: per (?:voi|lei))?|le sta bene|siete d'accordo|e d'accordo|d'accordo|akkoord|gaat u (?:daarmee )?akkoord|is dat (?:goed|akkoord|ok|oke)|past dat|pode ser|concorda|de acordo|serve para (?:voce|voces|si))(?: (?:for|with|to|fur|pour|para|per|voor) \p{L}{1,20}(?: \p{L}{1,20})?)?\s*\?/u;

const MAX_LINE = 2_000;

/** Whether the text (new text only) asks for our agreement with a question of that kind. */
export function asksForAgreement(text: string): boolean {
  for (const line of text.split('\n')) {
    if (!line.includes('?')) continue;
    if (AGREEMENT.test(foldForMatching(line.slice(0, MAX_LINE)))) return true;
  }
  return false;
}
