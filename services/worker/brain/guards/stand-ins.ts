import { foldForMatching } from '../language-fold.js';

/**
 * A person answering in someone else's stead: a deputy covering for a colleague who is away, or
 * a colleague the request was passed to ("I'm covering for Marta this week", "she asked me to
 * answer you", "ich vertrete Frau Albers", "ich habe Ihre Anfrage übernommen", "je remplace
 * M. Roux", "je prends le relais", "sustituyo a Elena", "le contesto yo", "sostituisco la
 * collega", "rispondo io", "ik vervang mijn collega", "ik neem het van haar over", "substituo a
 * colega", "respondo eu"). Their mail is a person's answer, even when it says that the colleague
 * is away: it is never taken for an autoresponder (reply-signals.ts). Only the writer acting,
 * in the first person: an out-of-office's "in my absence, please contact Sven" is no stand-in.
 *
 * Patterns run on folded text (language-fold.ts), are literal alternations with at most one
 * bounded gap of non-sentence characters: linear time.
 */

/** Up to 40 characters within one sentence. */
const GAP = '[^.!?\\n]{0,40}';

const STAND_IN = new RegExp(
  [
    // English
    "\\b(?:i'm|i am|i'll be|i will be|we're|we are) (?:covering|standing in|deputi[sz]ing|filling in|looking after (?:her|his|their) (?:customers|clients|accounts|e-?mails|inbox))\\b",
    "\\b(?:i'm|i am|i'll|i will) (?:answering|replying|responding|answer|reply|respond) (?:for|on behalf of|in place of|instead of)\\b",
    `\\b(?:she|he|they|\\p{L}{2,20}) (?:has |have )?asked me to (?:answer|reply|respond|get back to you|look after|handle|deal with|take care of)\\b`,
    "\\b(?:i've|i have|i'll|i will) (?:taken|take) (?:over|care of) (?:your|this|the) (?:request|enquiry|inquiry|order|e-?mail|message)\\b",
    // German
    '\\bich vertrete\\b',
    '\\bich bin (?:ihre|seine|die|deren) vertretung\\b',
    '\\b(?:in|zur) vertretung (?:von|fur)\\b',
    '\\b(?:ich|wir) (?:habe|haben) (?:ihre|deine|die|diese) (?:anfrage|e-?mail|mail|nachricht|bestellung) ubernommen\\b',
    '\\bich ubernehme (?:ihre|deine|die|diese|seine|ihre) (?:anfrage|kunden|e-?mails|mails|vorgange|bestellung)\\b',
    `\\b(?:hat|haben) mich gebeten${GAP}\\b(?:zu antworten|zu beantworten|zu melden|zu ubernehmen)\\b`,
    // French
    '\\bje (?:remplace|prends le relais|reprends (?:son|ses|votre) (?:dossier|dossiers|demande))\\b',
    "\\bm'(?:a|ont) (?:demande|charge)e? de (?:vous )?(?:repondre|traiter|reprendre|m'occuper)\\b",
    '\\bje (?:vous )?reponds (?:a sa place|pour (?:lui|elle)|en son absence)\\b',
    // Spanish
    '\\b(?:sustituyo|reemplazo) a\\b',
    '\\b(?:le|te|les) (?:contesto|respondo) yo\\b',
    '\\bme (?:ha|han) pedido que (?:le |te |les )?(?:conteste|responda|atienda)\\b',
    '\\bme encargo yo\\b',
    // Italian
    '\\b(?:sostituisco|sto sostituendo)\\b',
    '\\b(?:le |vi |ti )?rispondo io\\b',
    '\\bmi (?:ha|hanno) chiesto di (?:risponderle|risponderti|rispondervi|rispondere|occuparmi)\\b',
    '\\bme ne occupo io\\b',
    // Dutch
    '\\bik vervang\\b',
    '\\bik neem (?:het|dit|uw vraag|uw aanvraag|uw bestelling) (?:van (?:haar|hem|hen) )?over\\b',
    `\\b(?:heeft|hebben) mij gevraagd${GAP}\\b(?:te (?:antwoorden|beantwoorden|reageren))\\b`,
    // Portuguese
    '\\b(?:substituo|estou a substituir|estou substituindo)\\b',
    '\\b(?:respondo eu|trato eu)\\b',
    '\\bpediu-me (?:para|que) (?:lhe )?(?:responder|responda|tratar|trate)\\b',
    '\\bme pediu (?:para|que) (?:lhe )?(?:responder|responda)\\b',
  ]
    .map((p) => `(?:${p})`)
    .join('|'),
  'u',
);

/** The stand-in phrase in the new text, as found in its folded form, or undefined. */
export function findStandIn(newText: string): string | undefined {
  const m = STAND_IN.exec(foldForMatching(newText.slice(0, 20_000)));
  return m ? m[0] : undefined;
}
