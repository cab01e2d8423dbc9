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

/**
 * The same agreement asked as a condition, without a question mark ("If that works for you I'll
 * draw up the contract", "Se per voi va bene vi preparo il contratto, altrimenti capisco",
 * "Wenn das für Sie in Ordnung ist, …", "Si cela vous convient, …", "Si le parece bien, …",
 * "Als dat voor u goed is, …", "Se estiver bem para si, …").
 */
const AGREEMENT_IF =
  /(?:^|[.!?:;,]\s*|\s)(?:if (?:that|this)(?:'s| is)? (?:ok|okay|alright|all right|acceptable|fine|good)|if (?:that|this) (?:works|suits)|if you(?:'re| are) (?:ok|okay|happy|fine) with (?:that|this|it)|if you agree|(?:wenn|falls) (?:das|dies) (?:fur (?:sie|euch|dich) )?(?:ok|okay|in ordnung|recht) (?:ist|ware)|(?:wenn|falls) (?:sie|ihr) einverstanden (?:sind|seid)|si (?:cela|ca) vous (?:convient|va)|si vous etes d'accord|si (?:le|les|os) parece bien|si (?:esta|estan) de acuerdo|se (?:per (?:voi|lei|te) )?(?:va bene|vi sta bene|le sta bene|siete d'accordo|e d'accordo)|als (?:dat|dit|het) (?:voor (?:u|jou|jullie) )?(?:goed|akkoord|ok|oke) is|als (?:u|je|jullie) akkoord (?:bent|gaat|gaan)|se (?:estiver|estiverem|for) (?:bem|de acordo)(?: para (?:si|voce|voces|vos))?|se concordar(?:em)?)\b/u;

const MAX_LINE = 2_000;

/** Whether the text (new text only) asks for our agreement with a question of that kind, or as a condition. */
export function asksForAgreement(text: string): boolean {
  for (const line of text.split('\n')) {
    const folded = foldForMatching(line.slice(0, MAX_LINE));
    if (AGREEMENT_IF.test(folded)) return true;
    if (!line.includes('?')) continue;
    if (AGREEMENT.test(folded)) return true;
  }
  return false;
}
