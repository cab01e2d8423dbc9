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
  /^(?:(?:bitte|s'il vous plait|por favor|per favore|graag|alstublieft)[\s,]+)?(?:erfragen|erfrage|frage|fragen|frag|erkundigen|erkundige|herausfinden|klaren|klare|ermitteln|demander|demandez|obtenir|se renseigner|renseignez-vous|savoir|connaitre|verifier|obtener|consultar|averiguar|preguntar|saber|conocer|chiedere|chiedi|domandare|ottenere|richiedere|sapere|informarsi|vraag|vragen|opvragen|navragen|achterhalen|nagaan|informeer|informeren|obter|perguntar|pergunte|averiguar|recevoir|recibir|ricevere|receber|erhalten|ontvangen)(?![\p{L}-])/u;

/** The infinitive that closes a German or Dutch objective's first clause: "… den Preis erfragen". */
const ASKS_AT_END =
  /(?:^|\s)(?:erfragen|anfragen|nachfragen|abfragen|einholen|herausfinden|erfahren|in erfahrung bringen|klaren|ermitteln|opvragen|navragen|achterhalen|nagaan|uitzoeken|informeren)\s*$/u;

/**
 * The same infinitive before an indirect question or a list in German or Dutch: "… erfragen, wie
 * hoch der Beitrag ist und ob …", "… nachfragen, ob …", "… opvragen wat …", "… navragen of …",
 * "… anfragen: Preis pro Dezitonne, …", "… erfragen, für regelmäßige Bestellungen unseres Restaurants".
 */
const ASKS_BEFORE_QUESTION =
  /(?:^|\s)(?:erfragen|anfragen|nachfragen|abfragen|einholen|herausfinden|erfahren|in erfahrung bringen|klaren|ermitteln|opvragen|navragen|achterhalen|nagaan|uitzoeken|informeren)(?:,?\s+(?:wie|ob|was|welche\w*|wann|wo|wieviel\w*|wer|of|hoe|wat|welke|wanneer|waar)(?![\p{L}])|\s*[,:;])/u;

/** A verb of booking, ordering, hiring or buying anywhere in the objective (folded). */
const COMMIT_WORDS =
  /(?<![\p{L}])(?:buchen|bestellen|reservieren|beauftragen|anmieten|mieten|vereinbaren|abschliessen|kaufen|verlangern|organisieren|reserver|commander|louer|organiser|souscrire|signer|acheter|renouveler|planifier|prendre rendez-vous|reservar|contratar|encargar|alquilar|organizar|comprar|renovar|agendar|marcar|encomendar|alugar|prenotare|ordinare|noleggiare|organizzare|acquistare|comprare|rinnovare|fissare|boeken|bestellen|reserveren|huren|inhuren|regelen|kopen|verlengen|inplannen|afspraak maken|afspraak inplannen)(?![\p{L}])/u;

/**
 * A clause that places an order, a booking, a contract or a purchase (folded): a verb of doing,
 * confirming or signing with such a noun a few words on ("place the order", "passer commande",
 * "hacer el pedido", "plaats de bestelling", "confermare l'ordine", "confirmer la réservation",
 * "geef de opdracht", "fazer a encomenda", "cerrar la reserva", "firmar el contrato", "procedere
 * con l'acquisto", "den Auftrag erteilen"), or the Dutch "leg … vast". A noun alone ("the
 * carrier of purchase order 4530", "crockery hire") names what exists and commits nobody.
 */
const PLACES_ORDER =
  /(?<![\p{L}])(?:(?:place|confirm|make|sign|close|finali[sz]e|proceed with|go ahead with|passer|confirmer|valider|signer|conclure|proceder a|hacer|realizar|confirmar|cerrar|firmar|formalizar|proceder con|fare|confermare|procedere con|effettuare|chiudere|firmare|plaats|plaatsen|geef|geven|bevestig|bevestigen|teken|tekenen|fazer|fechar|assinar|efetuar|avancar com)\s(?:[^\s.,;]+\s){0,3}?(?:the\s|l'|d')?(?:order|booking|reservation|contract|purchase|commande|contrat|achat|pedido|reserva|contrato|compra|ordine|prenotazione|contratto|acquisto|encomenda|opdracht|bestelling|reservering|boeking|aankoop)|(?:auftrag|bestellung|buchung|vertrag)\s(?:erteilen|vergeben|aufgeben|bestatigen|abschliessen|unterschreiben)|leg\s(?:[^\s.]+\s){0,4}vast)(?![\p{L}])/u;

/** An English verb of committing opening a clause: "… and book it", "… and, if it fits, order 40". */
const COMMIT_VERB_AT_HEAD =
  /^(?:(?:then|also)\s)?(?:(?:if|once|when)\s[^,]{1,80},\s)?(?:book|order|reserve|buy|purchase|hire|sign|commission|go ahead)(?![\p{L}])/u;

/** "And" joining a clause to the asking one (folded): and, et, y, e, en, und, i. */
const AND_CLAUSE = /\s(?:and|et|y|e|en|und|i),?\s/g;

/**
 * Whether a clause joined by "and" after the asking verb, in the first sentence, places an
 * order or a booking: then the objective commits, whatever it asks first.
 */
function commitsAfterAnd(head: string): boolean {
  const first = (foldForMatching(head).split(/[.!?;](?:\s|$)/)[0] ?? '').slice(0, 300);
  for (const and of first.matchAll(AND_CLAUSE)) {
    const clause = first.slice(and.index + and[0].length);
    if (PLACES_ORDER.test(clause) || COMMIT_VERB_AT_HEAD.test(clause)) return true;
  }
  return false;
}

export function goalCommits(objective: string): boolean {
  const head = oneLine(objective).trim().slice(0, 300);
  if (COMMITS.test(head)) return true;
  if (commitsAfterAnd(head)) return true;
  if (ASKS.test(head)) return false;
  return !asksInOtherLanguage(head);
}

function asksInOtherLanguage(head: string): boolean {
  const folded = foldForMatching(head);
  if (COMMIT_WORDS.test(folded) || PLACES_ORDER.test(folded)) return false;
  if (ASKS_AT_HEAD.test(folded)) return true;
  // The first sentence, its closing mark and any bracketed aside after the verb left out.
  const first = (segmentsOf(head)[0]?.folded ?? '').replace(/[.!?;:,\s]+$/u, '');
  return ASKS_AT_END.test(first) || ASKS_BEFORE_QUESTION.test(first);
}
