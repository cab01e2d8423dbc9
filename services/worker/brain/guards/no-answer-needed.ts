import { foldForMatching } from '../language-fold.js';
import { findQuestions } from './counterparty-questions.js';
import { findRequests } from './data-requests.js';
import { GO_AHEAD_INVITATION } from './go-ahead.js';

/**
 * A question or request of the counterparty that waits for no answer of ours now:
 * - a reference to quote later ("wil je dat nummer vermelden als je ons belt of mailt?", "please
 *   quote this number when you pay", "bitte geben Sie diese Nummer bei der Zahlung an"): said for
 *   the client's records, and the result carries it;
 * - on a goal that only asks for information, the next step if the client goes ahead ("If you
 *   would like to go ahead, I'll need the trip dates", "Si cela vous convient, il me faudra la
 *   liste", "Laat u mij weten of u wilt bevestigen?", "Shall I book it?"): the client decides that
 *   with the answer in hand; asking them now would stop a case whose goal is met.
 * Folded text; literal alternations with bounded gaps.
 */

const MENTION_VERB =
  /\b(?:quote|mention|use|state|vermelden|noemen|gebruiken|angeben|geben|nennen|verwenden|indiquer|rappeler|mentionner|preciser|mencionar|indicar|usar|indicare|citare|riportare|utilizzare|referir)\b/;
const THIS_REFERENCE =
  /\b(?:this|that|the|dat|dit|deze|die|diese[nrs]?|dieses|ce|cet|cette|ese|este|esta|esa|quel|quello|questo|questa|esse|essa|o|a|het|de)\s+(?:\w+\s+)?(?:number|reference|ref|nummer|referentie|kenmerk|numero|referencia|riferimento|codice|codigo)\b(?!\s+(?:of|de|di|van|von|du|des|der)\b)/;
const LATER_STEP =
  /\b(?:when|if|whenever|als|wanneer|bij|wenn|bei|quand|lors|lorsque|cuando|al|quando|se|ao|no)\b[^.?!]{0,40}\b(?:call|calling|pay|paying|payment|write|writing|mail|email|check|checking|arrive|belt|bellen|betaalt|betaling|mailt|inchecken|anrufen|zahlung|zahlen|schreiben|appelez|paiement|ecrivez|llame|pago|escriba|chiama|pagamento|scrive|liga|pagamento|escreve)\w*/;

/** "Let me know whether you want to confirm/book", in the seven languages (folded). */
const BOOKING_QUESTION =
  /\b(?:shall|should|can|may) (?:i|we) (?:book|reserve|confirm|put (?:you|them|it) down|go ahead|pencil)|(?:let me know|tell me) (?:if|whether) (?:you(?:'d| would)? (?:like|want) to )?(?:book|confirm|go ahead|proceed)|(?:wilt|wil) u (?:\w+ )?(?:bevestigen|boeken|reserveren)|of u wilt (?:bevestigen|boeken|reserveren)|(?:soll|sollen|darf) (?:ich|wir) (?:\w+ )?(?:buchen|reservieren|bestatigen|eintragen|einplanen)|ob sie (?:\w+ )?(?:buchen|bestatigen|reservieren) (?:mochten|wollen)|(?:voulez|souhaitez)-vous (?:\w+ )?(?:confirmer|reserver)|(?:desea|quiere|quieren|desean) (?:\w+ )?(?:confirmar|reservar)|(?:vuole|volete|desidera) (?:\w+ )?(?:confermare|prenotare)|(?:quer|querem|deseja) (?:\w+ )?(?:confirmar|reservar)/;

export function needsNoAnswer(question: string, goalCommits: boolean): boolean {
  const f = foldForMatching(question.slice(0, 500));
  if (MENTION_VERB.test(f) && THIS_REFERENCE.test(f) && LATER_STEP.test(f)) return true;
  return !goalCommits && (GO_AHEAD_INVITATION.test(f) || BOOKING_QUESTION.test(f));
}

/**
 * The counterparty's questions in a reply's new text, and its requests written as statements
 * ("we need your VAT number"), but those that wait for no answer now.
 */
export function questionsToAnswer(text: string, goalCommits: boolean): string[] {
  return [...findQuestions(text), ...findRequests(text)].filter((q) => !needsNoAnswer(q, goalCommits));
}
