import { isConfidential } from '../confidential.js';
import { numbersOf as figuresOf } from '../leak-guard.js';
import { foldForMatching } from '../language-fold.js';

/**
 * The part of the client's answer that is for the counterparty. The client answers us, not
 * them: "No, 3 months is the longest we can sign. Ask whether they would take 3 months, we could
 * stretch to GBP 21.00 a day." holds a reply ("No, 3 months is the longest we can sign.") and an instruction with a limit
 * that must stay with the client. The offline brain cannot paraphrase, so it passes on the
 * sentences written to be passed on and leaves out, sentence by sentence:
 * - orders to us ("Ask …", "Tell them …", "Negotiate …", "Don't mention …");
 * - sentences about the counterparty in the third person ("whether they would take 3 months");
 * - our limits and budgets ("we could stretch to", "our budget", "the most we can pay"); a limit
 *   given as the answer ("yes, 20% at most") goes out;
 * - anything marked internal or confidential (confidential.ts).
 * English, German, French and Spanish cues.
 */

const ORDER =
  /^(?:ask|tell|say|let them|find out|check|negotiate|try|push|offer|propose|counter|insist|make sure|don'?t|do not|never|only if they|fragen? sie|frag|sag(?:en sie)?|teilen sie (?:ihnen|ihm|ihr) mit|verhandel|biete|demande[zr]?|dis(?:-leur| leur)|negocie[zr]?|propose[zr]?|pregunta(?:les|le)?|diles|dile|negocia|ofrece|propon)\b/;
const THIRD_PERSON = /\b(?:they|them|their|theirs|ils|elles|ellos|ellas)\b/;
/** A back-reference to a price the sentence does not name, in the seven languages. */
const THIS_PRICE =
  /\b(?:(?:this|that) (?:price|rate|figure|amount)|(?:diesem|dem|diesen) (?:preis|betrag)|(?:ce|a ce) (?:prix|tarif|montant)|(?:ese|este) (?:precio|importe)|(?:questo|quel) (?:prezzo|importo)|(?:deze|die|dat) (?:prijs|bedrag)|(?:esse|este) (?:preco|valor))\b/;
const LIMIT =
  /\b(?:(?:we|i) (?:can|could) go up to|go up to|our (?:max(?:imum)?|limit|ceiling|budget)|(?:max(?:imum)?|highest|most) (?:we|i) (?:can|could|would)|unser (?:budget|limit)|notre (?:budget|plafond)|nuestro (?:presupuesto|limite))\b/;

/**
 * Words that qualify a stated limit or keep it private, anywhere in the answer (folded): "between
 * us", "but", "prefer", "confidential" in the seven languages. With one, no limit is pulled out.
 */
const QUALIFIED =
  /\b(?:between us|entre nous|unter uns|entre nosotros|tra noi|tra di noi|tussen ons|entre nos|but|aber|mais|pero|ma|maar|mas|prefer\w*|lieber|prefere\w*|preferi\w*|liever|confidential|confidentiel\w*|vertraulich\w*|confidencial\w*|riservat\w|vertrouwelijk\w*)\b/;

/**
 * `secret`: the case's texts the client marked confidential or internal (leak-guard.ts
 * `markedConfidential`): a stated limit that carries one of their figures is never pulled out by
 * a back-reference. (A sentence the client wrote for the counterparty is theirs to say.)
 */
export function forCounterparty(answer: string, secret: readonly string[] = []): string {
  const secretFigures = new Set(secret.flatMap(figuresOf));
  const carriesSecret = (s: string) => figuresOf(s).some((f) => secretFigures.has(f));
  const lines = answer
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.split(SENTENCE_BREAK).filter((s) => s.trim() !== ''));
  // "Our budget stays at €1,900. Please see whether they do it at this price": a sentence passed
  // on that points back to a price it does not name ("at this price", "zu diesem Preis") makes
  // the figure before it the answer: that one stated limit goes out with it (never one marked
  // confidential, never an order to us).
  // Any sentence of the answer that marks something confidential ("This stays between us.")
  // keeps every stated limit back: which figure it marks cannot be told apart.
  const order = lines.flatMap((sentences, i) => sentences.map((s, j) => ({ s, i, j, on: passesOn(s) })));
  const marked = order.some((x) => isConfidential(x.s));
  const lastPointer = marked ? -1 : order.findLastIndex((x) => x.on && THIS_PRICE.test(foldForMatching(x.s)));
  // The limit goes out only when it stands right before the pointer, holds the answer's only
  // figure and nothing in the answer qualifies it ("but I would prefer …", "between us"):
  // otherwise the question goes without any figure ("that price" may be theirs).
  const limitAt = lastPointer - 1;
  const limit = order[limitAt];
  const pulled =
    limit !== undefined &&
    statedLimit(limit.s) &&
    !carriesSecret(limit.s) &&
    figuresOf(limit.s).length === 1 &&
    order.every((x, k) => k === limitAt || figuresOf(x.s).length === 0) &&
    !QUALIFIED.test(foldForMatching(answer));
  const keep = new Set(order.filter((x, k) => x.on || (pulled && k === limitAt)).map((x) => `${x.i}:${x.j}`));
  // A part that only introduces the next ("Note:") goes only with it.
  for (const x of order) if (x.s.trim().endsWith(':') && !keep.has(`${x.i}:${x.j + 1}`)) keep.delete(`${x.i}:${x.j}`);
  const kept = lines.map((sentences, i) => sentences.filter((_s, j) => keep.has(`${i}:${j}`)).join(' '));
  return kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Where the client's answer breaks into parts passed on or kept one by one: after a sentence's
 * end, never after an abbreviation ("€780.45 incl. VAT", "approx. 40", "z.B."); and after a colon
 * that opens the decision ("That's above our budget, but it's fine: go ahead at €780.45"), so the
 * decision goes out without the limit before it.
 */
const SENTENCE_BREAK =
  /(?<!\b(?:incl|excl|inkl|exkl|zzgl|approx|ca|etc|vs|no|nr|tel|ref|min|max|e\.g|i\.e|z\.b|p\.p|st|approx))(?<=[.!?])\s+|(?<=\p{L}:)\s+(?=\p{L})/iu;

/** A limit stated as the client's position, with its figure, that nothing else keeps back. */
function statedLimit(sentence: string): boolean {
  const folded = foldForMatching(sentence.trim());
  if (!LIMIT.test(folded) || !/\d/.test(folded) || isConfidential(sentence) || ORDER.test(folded)) return false;
  return !THIRD_PERSON.test(folded);
}

function passesOn(sentence: string): boolean {
  const folded = foldForMatching(sentence.trim());
  if (isConfidential(sentence)) return false;
  if (ORDER.test(folded)) return false;
  if (LIMIT.test(folded)) return false;
  // "They" in the client's answer is the counterparty talked about, not talked to.
  return !THIRD_PERSON.test(folded.replace(/\bthank(?:s| you)\b.*$/, ''));
}
