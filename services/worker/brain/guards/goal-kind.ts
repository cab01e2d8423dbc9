import { foldForMatching } from '../language-fold.js';
import { segmentsOf } from '../readers/segments.js';
import { oneLine } from '../writers/one-line.js';

/**
 * Whether the client's objective commits them (book, order, arrange, hire, renew, "get X to
 * repair the roof") or only asks for information (get a quote, ask, find out, check, confirm
 * a date). A term the counterparty sets inside a "yes" (a deposit, a surcharge) binds the client
 * only on a goal that commits: a quote's payment schedule ("Acompte à la commande 30 %") answers
 * a request for a quote and commits nobody. An objective that starts otherwise (a noun, a verb
 * not listed) is taken as committing: the client is asked rather than a term passed over.
 *
 * In the other six reading languages an objective asks only when its verb is one of asking or
 * finding out (at its head: "Demander à …", "Averiguar …", "Chiedere …", "Vraag … op"; or, in
 * German and Dutch, the infinitive closing its first sentence: "… den Preis erfragen", "…
 * einholen", "… de prijs opvragen") and no verb of booking, ordering or hiring stands anywhere
 * in it ("Minibagger mieten und Preis erfragen" commits).
 */

const COMMITS =
  /^(?:please\s+)?(?:book|order|arrange|hire|contract|reserve|schedule|buy|purchase|secure|renew|rent|lease|accept|sign|place|agree|negotiate|extend|upgrade|commission|engage|appoint|subscribe|enrol|enroll|register|get\s+[^,.;]{1,60}?\s+to\s+\p{L}+)\b/iu;
const ASKS =
  /^(?:please\s+)?(?:get|obtain|request|receive|ask|find\s+out|find|check|confirm|verify|clarify|collect|gather|compare|enquire|inquire|learn|establish|determine|see)\b/i;

/** A verb of asking or finding out opening the objective (folded), in de, fr, es, it, nl, pt. */
const ASKS_AT_HEAD =
  /^(?:(?:bitte|s'il vous plait|por favor|per favore|graag|alstublieft)[\s,]+)?(?:erfragen|erfrage|frage|fragen|frag|erkundigen|erkundige|herausfinden|klaren|klare|ermitteln|demander|demandez|obtenir|se renseigner|renseignez-vous|savoir|connaitre|verifier|obtener|consultar|averiguar|preguntar|saber|conocer|chiedere|chiedi|domandare|ottenere|richiedere|sapere|informarsi|vraag|vragen|opvragen|navragen|achterhalen|nagaan|informeer|informeren|obter|perguntar|pergunte|averiguar)(?![\p{L}-])/u;

/** The infinitive that closes a German or Dutch objective's first clause: "… den Preis erfragen". */
const ASKS_AT_END =
  /(?:^|\s)(?:erfragen|anfragen|nachfragen|abfragen|einholen|herausfinden|erfahren|in erfahrung bringen|klaren|ermitteln|opvragen|navragen|achterhalen|nagaan|uitzoeken|informeren)\s*$/u;

/** A verb of booking, ordering, hiring or buying anywhere in the objective (folded). */
const COMMIT_WORDS =
  /(?<![\p{L}])(?:buchen|bestellen|reservieren|beauftragen|anmieten|mieten|vereinbaren|abschliessen|kaufen|verlangern|organisieren|reserver|commander|louer|organiser|souscrire|signer|acheter|renouveler|planifier|prendre rendez-vous|reservar|contratar|encargar|alquilar|organizar|comprar|renovar|agendar|marcar|encomendar|alugar|prenotare|ordinare|noleggiare|organizzare|acquistare|comprare|rinnovare|fissare|boeken|bestellen|reserveren|huren|inhuren|regelen|kopen|verlengen|inplannen|afspraak maken|afspraak inplannen)(?![\p{L}])/u;

export function goalCommits(objective: string): boolean {
  const head = oneLine(objective).trim().slice(0, 300);
  if (COMMITS.test(head)) return true;
  if (ASKS.test(head)) return false;
  return !asksInOtherLanguage(head);
}

function asksInOtherLanguage(head: string): boolean {
  const folded = foldForMatching(head);
  if (COMMIT_WORDS.test(folded)) return false;
  if (ASKS_AT_HEAD.test(folded)) return true;
  // The first sentence, its closing mark and any bracketed aside after the verb left out.
  const first = (segmentsOf(head)[0]?.folded ?? '').replace(/[.!?;:,\s]+$/u, '');
  return ASKS_AT_END.test(first);
}
