import { foldForMatching } from '../language-fold.js';
import { fieldTerms, relevance, splitName } from './field-terms.js';
import { actionStem, writesTheVerb } from './lexicons/action-nouns.js';
import type { ReadLang } from './language.js';
import { UNAVAILABLE } from './lexicons/changed-terms.js';
import { DEPOSIT_WORDS } from './lexicons/cost-terms.js';
import { negated, REGRET } from './negation.js';
import type { Segment } from './segments.js';

/**
 * Evidence that a date answers a date field when its sentence does not name the field's own
 * subject (a date is never bound only because it is the one date a reply writes). On folded
 * text, in the seven reading languages. Two kinds of evidence:
 * - the sentence names the date itself ("the date is 14 March", "Datum 14.03.", "la fecha será
 *   el 3 de abril"), the word not qualifying another thing ("invoice date", "Bestelldatum");
 * - the sentence says the field's own kind of event happens then: for a delivery field the goods
 *   go out or leave with a carrier ("the boxes go out on the 9th with DPD", "gehen am 12.03.
 *   raus", "partent le 12"); for a start or move-in field the thing is free or available from
 *   the date; for an appointment, interview or visit the person can come then; for a pickup
 *   field the goods are ready to collect.
 * Never when the sentence is about another occasion (an absence, a closure, a validity, a
 * payment or invoice, a bound "until", a past event) or is a question.
 */

/** Words that name a date without saying what of: evidence only without another thing's noun. */
export const GENERIC_DATE_WORDS = new Set(['date', 'dates', 'datum', 'termin', 'fecha', 'data', 'datas', 'datum']);

/** Words of a date field's name or description that say nothing about what the date is of. */
export const DATE_FORMAT_WORDS = new Set([
  'date',
  'time',
  'day',
  'datum',
  'fecha',
  'data',
  'when',
  'iso',
  'yyyy',
  'offset',
  'format',
  'utc',
  'zone',
  'timezone',
  'wann',
  'quand',
  'jour',
  'cuando',
  'dia',
  'giorno',
  'quando',
  'wanneer',
  'dag',
  'termin',
]);

/** Another thing a generic date word may be the date of ("order date", "date of issue"). */
const OTHER_THING =
  /^(?:order|invoic|issu|payment|due|expir|valid|birth|birth|booking|offer|quot|document|contract|letter|bestell|rechnung|ausstell|zahlung|geburt|angebot|vertrag|command|factur|emis|paiement|naissance|devis|contrat|pedido|pago|nacimiento|oferta|ordin|fattur|pagamento|nascita|offert|contratt|uitgift|betaling|geboorte|encomenda|fatur)/;

export const OTHER_OCCASION =
  /\b(?:leav\w*|away|absent\w*|abwesend|holiday\w*|vacation|closed|out of (?:the )?office|urlaub|geschlossen|conge\w*|ferme\w*|vacaciones|cerrad\w*|ausente|ferie|chius\w*|assente|vakantie|gesloten|afwezig|ferias|fechad\w*|valid\w*|gultig\w*|valable|geldig|until|till|bis|jusqu\w*|hasta|fino|tot|ate|pay\w*|zahl\w*|paiement|pago|pagamento|betaling|invoice\w*|rechnung|factur\w*|fattura|factuur|fatura|due|falligk\w*|faellig|echeance|vencimiento|scadenza|vervaldatum|vencimento|expir\w*|since|seit|depuis|(?<!disponible |libre |livre |disponivel )desde|da quando|sinds|option|birthday|born|received|sent|ordered|spoke|wrote|called|get back|come back|melde\w*|reviens|reviendrai|recontact\w*|terugkom\w*)\b/;

type Kind = 'appointment' | 'install' | 'event' | 'pickup' | 'delivery' | 'start';

/** The kind of event a date field is about, from its name and description. */
const FIELD_KINDS: ReadonlyArray<readonly [Kind, RegExp]> = [
  [
    'appointment',
    /\b(?:appointment|interview|meeting|visit|viewing|inspection|consultation|slot|call|besuch\w*|besichtigung|gesprach\w*|vorstellung\w*|rendez|entretien|visite|cita|entrevista|reunion|visita|appuntamento|colloquio|riunione|sopralluogo|afspraak|gesprek|bezoek|bezichtiging|consulta|reuniao)\b/,
  ],
  [
    'install',
    /\b(?:install\w*|fitting|fitted|fit|mount\w*|montage|einbau|pose|posee?s?|montaje|instalacion|installazione|posa|montaggio|installatie|plaatsing|instalacao|montagem)\b/,
  ],
  [
    'event',
    /\b(?:event|workshop|booking|reservation|stay|party|wedding|conference|seminar|dinner|training|course|session|veranstaltung\w*|feier|hochzeit|tagung|schulung|buchung|evenement|fete|mariage|seminaire|formation|reservation|evento|fiesta|boda|seminario|curso|reserva|festa|matrimonio|corso|prenotazione|feest|bruiloft|cursus|reservering|casamento)\b/,
  ],
  [
    'pickup',
    /\b(?:pick ?up|pickup|collection|collect\w*|abhol\w*|enlevement|retrait|recogida|ritiro|ophal\w*|recolha)\b/,
  ],
  [
    'delivery',
    /\b(?:deliver\w*|dispatch\w*|ship\w*|arriv\w*|eta|liefer\w*|versand|zustell\w*|livraison|livr\w*|expedi\w*|entrega|envio|consegna|spedizione|levering|lever\w*|bezorg\w*|verzend\w*|chegada)\b/,
  ],
  [
    'start',
    /\b(?:start\w*|begin\w*|commence\w*|move in|earliest|available|availability|einzug|bezug\w*|beginn|verfugbar\w*|debut|emmenagement|disponib\w*|inicio|comienzo|mudanza|inizio|ingresso|aanvang|beschikbaar\w*|ingang|mudanca)\b/,
  ],
];

/**
 * The place, room or person is free then ("the Garden Room is still free on Friday the 14th"),
 * or held for the client ("reserved for you", "für Sie reserviert", "reservado para ustedes"): a
 * bare "reserved" may be anyone's booking ("reservado", "gereserveerd"), so it counts only with
 * the client as beneficiary or the sender as the one who reserved (BOOKED_WORD, FOR_THE_CLIENT).
 */
const FREE =
  /\b(?:free|available|vacant|pencilled|penciled|reserved for you|hold it for you|frei|verfugbar|libre|disponible|reserve pour vous|disponibles?|libres?|libero|libera|disponibile|vrij|beschikbaar|livre|disponivel)\b/u;
const AVAILABLE = {
  test(folded: string): boolean {
    return FREE.test(folded) || (BOOKED_WORD.test(folded) && FOR_THE_CLIENT.test(folded));
  },
};

/**
 * The booking stands: confirmed or fixed, in the seven languages (folded). Words that say a
 * booking is confirmed speak of the asked booking on their own ("Friday the 12th is confirmed").
 */
const CONFIRMED =
  /(?<!\b(?:not|nicht|pas|no|non|niet|nao) )\b(?:confirmed|is fixed|are fixed|fest (?:\p{L}+ ){0,3}(?:eingeplant|vereinbart)|bestatigt|confirmee?s?|est fixee?|confirmad[oa]s?|queda fijad[oa]|confermat[oa]|fissat[oa]|vastgelegd|staat (?:\p{L}+ ){0,3}vast|bevestigd)\b/u;

/**
 * "Booked" or "reserved" may be anyone's booking ("booked by another party", "booked solid"):
 * it counts only with the client as beneficiary or the sender as the one who booked ("booked
 * for you", "für Sie gebucht", "réservé pour vous", "reservado para ustedes", "prenotato per
 * voi", "voor jullie geboekt", "agendado para vocês", "we have booked"); never "fully booked",
 * "already booked", "bereits gebucht", "déjà réservé".
 */
const BOOKED_WORD =
  /(?<!\b(?:fully|already|all|bereits|schon|deja|ya|gia|al|tutto|todo|tout|ja|helemaal) )\b(?:booked|gebucht|reserviert|reservee?s?|reservad[oa]s?|prenotat[oa]|geboekt|gereserveerd|agendad[oa]|marcad[oa])\b/u;
const FOR_THE_CLIENT =
  /\b(?:for you|for your (?:party|group|family|team|company|event)|in your name|(?:we|i) (?:have |'ve |ve )?(?:booked|reserved)|(?:we|i)(?: have|'ve|ve)? (?:now |just )?(?:booked|reserved)|fur (?:sie|euch|dich|ihre gruppe)|auf ihren namen|(?:haben|habe) (?:wir|ich) (?:\p{L}+ ){0,4}(?:gebucht|reserviert)|pour vous|pour toi|a votre nom|(?:nous avons|j'ai|on a) (?:\p{L}+ ){0,2}reserve|para (?:usted|ustedes|vosotros|ti|voces|voce|o senhor|a senhora)|a su nombre|(?:hemos|he) (?:\p{L}+ )?reservado|per (?:voi|lei|te)|a (?:suo|vostro) nome|(?:abbiamo|ho) (?:\p{L}+ )?prenotato|voor (?:u|jullie|je)|op uw naam|(?:hebben|heb) (?:we|wij|ik) (?:\p{L}+ ){0,3}(?:geboekt|gereserveerd)|em (?:seu|vosso) nome|(?:reservamos|agendamos|marcamos))\b/u;

/** "Sorry", "I'm afraid", "leider", "désolé": the sentence announces a no. */
const SORRY =
  /\b(?:sorry|i'?m afraid|we'?re afraid|we are afraid|regret\w*|es tut (?:uns|mir) leid|desolee?s?|lo siento|lo sentimos|mi dispiace|ci dispiace|spiacent[ei]|het spijt (?:ons|me)|sinto muito|lamentamos)\b/u;

/**
 * The booking stands for the date: confirmed, or booked for the client. Never in a sentence of
 * regret ("Sorry, Friday the 12th is booked") or of unavailability ("booked up", "ausgebucht").
 */
const BOOKED = {
  test(folded: string): boolean {
    if (REGRET.test(folded) || SORRY.test(folded) || UNAVAILABLE.test(folded)) return false;
    return CONFIRMED.test(folded) || (BOOKED_WORD.test(folded) && FOR_THE_CLIENT.test(folded));
  },
};

/**
 * The goods are picked up or ready to collect then. A collecting whose object is money ("we will
 * collect the deposit on 3 March", "we can collect payment on the day") is no pickup of goods.
 */
const PICKUP_WORDS =
  /\b(?:pick(?:s|ing)? up|(?:can|could|will) (?:collect|fetch)|abholen|holen (?:\p{L}+ )?ab|passer prendre|enlever|recuperer|recoger|recogeremos|ritirare|ritireremo|ophalen|halen (?:\p{L}+ )?op|recolher|levantar|ready (?:for|to) (?:collect\w*|pick ?up)|can be (?:collected|picked up)|abholbereit|abholen|zur abholung|pret (?:a|pour) (?:enlever|retirer|l'enlevement|le retrait)|peut etre (?:enleve|retire)e?s?|listo para (?:recoger|retirar)|se puede recoger|pronto per il ritiro|ritirabile|klaar (?:voor|om) (?:af ?halen|ophalen)|pronto para (?:recolha|levantamento|levantar))\b/u;
/** Money as what is collected: a deposit word, or a payment, balance, fee, cash or an amount. */
const MONEY_OBJECT =
  /^\s*(?:(?:the|your|a|an|our|any|their|its|den|die|das|le|la|les|l'|el|los|las|il|lo|de|het|o|os|as) )?(?:\p{L}+ )?(?:payments?|balance|fees?|money|cash|rent|cheques?|checks?|invoices?|amount|remainder|sum|zahlung|betrag|geld|miete|paiement|solde|argent|loyer|pago|saldo|dinero|alquiler|pagamento|denaro|affitto|betaling|huur|dinheiro|aluguel|renda|[€$£]|\d)/u;
const PICKUP = {
  test(folded: string): boolean {
    const m = PICKUP_WORDS.exec(folded);
    if (!m) return false;
    const after = folded.slice(m.index + m[0].length, m.index + m[0].length + 40);
    return !MONEY_OBJECT.test(after) && !DEPOSIT_WORDS.test(after.split(/[,.;:!?]/)[0] ?? '');
  },
};

/** The sentence says the kind's event happens on the date it writes. */
const EVENT: Record<Kind, ReadonlyArray<{ test(folded: string): boolean }>> = {
  appointment: [
    AVAILABLE,
    // "The earliest we can offer is Tuesday 9 March at 8:40", "nächster freier Termin".
    /\b(?:(?:earliest|first|next) (?:we can offer|available|slot|appointment|opening)|we can offer|can offer you|fruhest\w* (?:termin|moglich\w*)|nachste[rn]? freie[rn]? termin|premier creneau|prochain creneau disponible|au plus tot|(?:primera|proxima) cita (?:disponible|libre)|podemos ofrecerle|(?:il )?primo appuntamento (?:disponibile|libero)|possiamo offrir\w*|eerst(?:e|volgende) (?:vrije )?(?:afspraak|plek)|primeira (?:consulta|vaga) (?:disponivel|livre)|podemos oferecer)\b/u,
    /\b(?:(?:can|could|will|would) (?:come|pop|drop|be there|be with you|see you|meet)|come (?:in|by|over|round)|drop by|see you|kann\w* (?:\w+ )?(?:kommen|vorbeikommen|da sein)|vorbeikommen|(?:peut|pourra|pourrait) (?:venir|passer)|viendra|passera|(?:puede|podra|podria) (?:venir|pasar)|vendra|pasara|(?:puo|potra|potrebbe) (?:venire|passare)|verra|passera|(?:kan|zou) (?:\w+ )?(?:komen|langskomen)|komt (?:\w+ )?langs|(?:pode|podera|poderia) (?:vir|passar)|vira|passara)\b/u,
  ],
  // The work is booked or planned on the day, or the fitter comes then.
  install: [
    /\b(?:booked (?:in )?for you|booked in (?:on|for)|scheduled (?:for|on)|planned (?:for|on)|(?:engineer|technician|fitter|installer|team|crew) (?:\p{L}+ )?(?:comes|arrives|will come|will arrive|is booked)|(?:kommt|kommen) (?:\p{L}+ )?(?:am|zur)|(?:ist|sind) (?:\p{L}+ )?(?:geplant|eingeplant|vorgesehen)|(?:est|sont) (?:\p{L}+ )?(?:prevue?s?|programmee?s?|planifiee?s?)|(?:esta|estan) (?:\p{L}+ )?(?:prevista|previsto|programad[oa]s?)|(?:e|sono) (?:\p{L}+ )?(?:prevista|previsto|programmat[oa])|(?:is|zijn) (?:\p{L}+ )?(?:gepland|ingepland)|(?:esta|estao) (?:\p{L}+ )?(?:prevista|previsto|agendad[oa]|marcad[oa]))\b/u,
  ],
  // The place, room or boat is free then, or the booking stands for the date ("Sunday 13 June
  // is booked for you", "ist fest eingeplant", "c'est confirmé", "staat voor jullie vast").
  event: [AVAILABLE, BOOKED],
  pickup: [PICKUP],
  delivery: [
    /\b(?:go(?:es)? out|going out|will go out|on the road|ship\w*|dispatch\w*|deliver\w*|arriv\w*|with (?:dhl|dpd|ups|gls|fedex|tnt|hermes|chronopost|seur|mrw|correos|brt|sda|postnl|ctt|royal mail|the carrier|our driver)|raus|rausgehen|versand|versend\w*|verschick\w*|liefer\w*|zustell\w*|kommt (?:\w+ )?an|partent|partira|partiront|expedi\w*|livr\w*|salen|saldran?|envi(?:a|an|amos|ado|ada|ados|adas|aremos|ara|aran|o)|entreg\w*|lleg\w*|despach\w*|partono|partira|partiranno|spedi\w*|consegn\w*|de deur uit|vertrekt|vertrekken|verzend\w*|verzonden|lever\w*|bezorg\w*|komt (?:\w+ )?aan|saem|sairao?|cheg\w*)\b/u,
  ],
  start: [
    /\b(?:(?:free|available|vacant|yours|ready) (?:from|as of|starting)|(?:can|could) (?:start|begin|move in)|frei ab|verfugbar ab|bezugsfertig ab|libre (?:a partir|des|du)|disponible (?:a partir|des|desde)|libre (?:desde|a partir)|libero (?:dal|da|a partire)|disponibile (?:dal|da|a partire)|vrij (?:vanaf|per)|beschikbaar (?:vanaf|per)|livre (?:a partir|desde)|disponivel (?:a partir|desde))\b/u,
  ],
};

function kindsOf(name: string, description: string): Kind[] {
  const about = foldForMatching(`${splitName(name).join(' ')} ${description}`);
  const kinds = FIELD_KINDS.filter(([, re]) => re.test(about)).map(([k]) => k);
  // An interview's start is an appointment, not the start of something else.
  return kinds.includes('appointment') ? ['appointment'] : kinds;
}

/** Whether the sentence names a date as such, not another thing's ("invoice date", "Bestelldatum"). */
export function namesTheDate(folded: string): boolean {
  const words = folded.match(/\p{L}+/gu) ?? [];
  return words.some((w, i) => {
    // Only the word itself: a compound ("rechnungsdatum") names another thing's date.
    if (!GENERIC_DATE_WORDS.has(w)) return false;
    if (OTHER_THING.test(words[i - 1] ?? '')) return false; // "order date"
    // "date of the invoice", "date de facturation", "data della fattura"
    if (OF.has(words[i + 1] ?? '')) {
      const next = ARTICLES.has(words[i + 2] ?? '') ? words[i + 3] : words[i + 2];
      if (OTHER_THING.test(next ?? '')) return false;
    }
    return true;
  });
}

const OF = new Set(['of', 'de', 'del', 'des', 'della', 'dello', 'dei', 'van', 'do', 'da', 'der', 'di', 'du']);
const ARTICLES = new Set(['the', 'la', 'le', 'l', 'el', 'il', 'lo', 'het', 'a', 'o', 'your', 'our', 'votre', 'su']);

/**
 * Whether a sentence that does not name the field's own subject still answers the date field
 * `name`: see the file comment. `segment` is the sentence holding the date.
 */
export function answersDateField(segment: Segment, name: string, description: string, lang?: ReadLang): boolean {
  const folded = segment.folded;
  if (notAnAnswer(segment, lang)) return false;
  if (namesTheDate(folded)) return true;
  if (kindsOf(name, description).some((k) => EVENT[k].some((re) => re.test(folded)))) return true;
  return echoesTheAsk(segment, name, description);
}

/** A field asked as what the counterparty can or would do on a date ("date the cars can be serviced"). */
const ASKED_AS_ABLE = /\b(?:can|could|would|will|able to)\b/;

/**
 * The sender says they can or would do it on the date ("we can take all six on Wednesday 9 June",
 * "we would aim to file by 30 September", "wir können am 9. Juni", "nous pouvons le faire le 9
 * juin", "podemos el 9 de junio", "possiamo il 9 giugno", "we kunnen op 9 juni", "podemos no dia
 * 9"): first person and a modal of ability or intent, in the seven languages.
 */
const WE_CAN =
  /\b(?:(?:we|i)(?: can| could| would| will|'d|'ll| d| ll)(?!'t|’t|n't| not\b)(?: be able to)?|(?:we are|we're|i am|i'm) able to|(?:wir|ich) (?:konnen|konnten|kann|konnte|wurden|wurde|werden)|(?:nous )?(?:pouvons|pourrions)|je (?:peux|pourrais)|(?:podemos|podriamos|podiamos|poderiamos|possiamo|potremmo|posso|potrei)|(?:we|wij|ik) (?:kunnen|konden|kan|zouden|zou))\b/;

/**
 * Someone comes to do the work, or does it: "send an engineer round", "fit you in", "come",
 * "kommen", "intervenir", "passer", "pasar", "intervenire", "passare", "langskomen", "fazer a
 * visita", "do it", "erledigen", "durchführen", "le faire", "hacerlo", "farlo", "het doen", "fazê-lo".
 * "We can send you our terms on Friday" or "I can call you on Monday" does not answer the field.
 */
const ATTEND =
  /\b(?:send (?:an? |our |one |two |the )?(?:engineer|technician|fitter|surveyor|inspector|team|crew|someone|somebody)|fit (?:\p{L}+ ){1,3}in|come (?:out|round|over|by|in)|(?:vorbei)?kommen|intervenir|passer|venir|pasar|intervenire|passare|venire|langskomen|komen|fazer a visita|passar|do (?:it|them|the (?:job|work|works))|erledigen|durchfuhren|ausfuhren|le faire|les faire|hacerlo|hacerla|farlo|farla|het doen|faze-lo|faze-la)\b/u;

/**
 * The field was asked as what they can or would do, and the sentence answers in those terms: a
 * first-person "we can" whose sentence names the field's own subject or verb (`terms`), or says
 * someone comes to do the work (ATTEND). Never any "we can": "we can send you our terms".
 */
function echoesTheAsk(segment: Segment, name: string, description: string): boolean {
  const folded = segment.folded;
  if (!ASKED_AS_ABLE.test(foldForMatching(description)) || !WE_CAN.test(folded)) return false;
  if (ATTEND.test(folded)) return true;
  const terms = fieldTerms(name, description).filter((t) => !DATE_FORMAT_WORDS.has(t));
  if (relevance(segment, terms) > 0) return true;
  const stems = terms.map((t) => actionStem(t) ?? verbStem(t)).filter((t): t is string => t !== undefined);
  return writesTheVerb(folded, stems);
}

/** "serviced" → "servic", "calibrated" → "calibrat": an English participle's stem of five letters or more. */
function verbStem(word: string): string | undefined {
  const m = /^(\p{L}{5,}?)(?:ed|d|ing)$/u.exec(word);
  return m ? m[1] : undefined;
}

/**
 * Words right after a date that accept it: "Friday 14 May works", "der 14. passt", "le 14 mai
 * nous convient", "el 14 de mayo nos va bien", "il 14 maggio va bene", "14 mei schikt", "14 de
 * maio serve". Only right after the date ("Friday 14 May doesn't work" or "our engineer works
 * in Marlow on 14 May" accept nothing).
 */
const ACCEPTED_AFTER =
  /^[\s,:;.\-–—]{0,4}(?:(?:that|this|it|das|ca|cela|eso|esto|va|dat|isso|isto)\s)?(?:works|would work|suits(?: us)?|is fine|is good|is perfect|passt|geht|ist gut|ist perfekt|marche|nous va|me va|nous convient|me convient|convient|(?:nos|me) (?:va|viene) bien|funciona|va bene|ci va bene|mi va bene|funziona|schikt|past|is goed|is prima|serve|fica bem|esta bom|e perfeito)\b/u;

/** Whether the date written `written` in `segment` is accepted right after it ("Friday 14 May works"). */
export function acceptedDate(segment: Segment, written: string): boolean {
  const w = foldForMatching(written);
  const at = segment.folded.indexOf(w);
  return at >= 0 && ACCEPTED_AFTER.test(segment.folded.slice(at + w.length, at + w.length + 40));
}

/** A sentence whose date answers nothing: a question, another occasion, or denied ("Friday the 21st is not free"). */
export function notAnAnswer(segment: Segment, lang?: ReadLang): boolean {
  return segment.text.includes('?') || otherOccasion(segment) || negated(segment.folded, lang);
}

/**
 * A word of another occasion in the segment; the Dutch "tot" (until) only as written: the French
 * "tôt" (early, "on commence tôt") folds to the same letters.
 */
function otherOccasion(segment: Segment): boolean {
  if (!OTHER_OCCASION.test(segment.folded)) return false;
  const sameLength = segment.folded.length === segment.text.length;
  for (const m of segment.folded.matchAll(OCCASION_ALL)) {
    const at = m.index ?? 0;
    if (m[0] === 'tot' && sameLength && segment.text.slice(at, at + 3).toLowerCase() === 'tôt') continue;
    return true;
  }
  return false;
}

const OCCASION_ALL = new RegExp(OTHER_OCCASION.source, 'g');

/** Verbs of telling later: confirm, let you know, get back, send, in the seven languages. */
const TELL_LATER =
  /\b(?:confirm\w*|let you know|get back|revert|come back to you|inform\w*|send\w*|bestatig\w*|melde\w*|mitteil\w*|bescheid|confirmer\w*|confirmon\w*|reviens|reviendr\w*|envoy\w*|confirmar\w*|confirmamos|informar\w*|avisar\w*|confermar\w*|confermiamo|far sapere|faremo sapere|comunic\w*|bevestig\w*|laten weten|laat weten|terugkom\w*|vamos confirmar|confirmo)\b/;

/**
 * A bound right before a date, in the seven languages: "by", "until", "before", "no later than",
 * "bis spätestens", "jusqu'au", "au plus tard", "hasta", "a más tardar", "entro", "al più tardi",
 * "uiterlijk", "até", "o mais tardar". On folded text ending where the date starts. The one list
 * of such words: the client's deadline (guards/client-deadline.ts) reads its bound with it too.
 */
export const BOUND_BEFORE =
  /\b(?:by|until|till|no later than|before|bis|spatestens|jusqu'?(?:au|a)|d'ici|avant|au plus tard|hasta|antes del?|a mas tardar|entro|fino al?|prima del?|al piu tardi|uiterlijk|voor|ate|antes de|o mais tardar)\b[^.;!?\d]{0,25}$/;

/**
 * Whether the date at `index` is when something will be told ("we will confirm the visit date
 * by Friday the 9th", "vamos confirmar a data até sexta-feira, dia 9"): a verb of telling later
 * before it, and a bound right before it.
 */
export function confirmedBy(folded: string, index: number): boolean {
  const before = folded.slice(Math.max(0, index - 120), index);
  const bound = BOUND_BEFORE.exec(before.slice(-40));
  if (!bound) return false;
  return TELL_LATER.test(before);
}

/** A deadline's noun right before a date ("the filing deadline of 31 December", "Frist: 3.5.", "date limite le 3 mai"). */
const DEADLINE_BEFORE =
  /\b(?:deadline|due date|cut-?off|frist|stichtag|date limite|echeance|fecha limite|plazo|scadenza|termine ultimo|uiterste datum|prazo|data limite)\b(?:\s+(?:of|is|was|on|for|am|le|du|de|del|di|van|do|da|el|il|em))?\s*[:,]?\s*(?:the\s|le\s|el\s|il\s|den\s|dem\s)?$/;

/** Whether the date at `index` is a deadline named before it: a bound, not the date something happens. */
export function deadlineBefore(folded: string, index: number): boolean {
  return DEADLINE_BEFORE.test(folded.slice(Math.max(0, index - 40), index));
}

/** "until", "till", "bis", "jusqu'au", "hasta", "fino al", "tot", "até": the end of a window. */
const UNTIL_BEFORE =
  /\b(?:until|till|up to|no later than|bis (?:zum|spatestens)?|bis|jusqu'?(?:au|a|en)|hasta (?:el)?|fino (?:al|a)|entro (?:il)?|tot (?:en met)?|uiterlijk|ate (?:ao|a|dia)?)\s*(?:the\s|le\s|el\s|il\s|den\s|dem\s)?[^\d.;!?]{0,14}$/;

/** Whether the date at `index` closes a window ("possible until 18 December"): a bound, not the date. */
export function boundUntil(folded: string, index: number): boolean {
  return UNTIL_BEFORE.test(folded.slice(Math.max(0, index - 30), index));
}

/** A contrast that opens a clause of its own: "but", "aber", "mais", "pero", "ma", "maar", "mas", "however". */
const CONTRAST =
  /[,;]?\s(?:but|however|aber|jedoch|mais|cependant|pero|sin embargo|ma|pero|tuttavia|maar|echter|mas|porem)\s/g;

/**
 * A consequence after a comma or semicolon opens a clause of its own too: "so", "therefore",
 * "daher", "deshalb", "donc", "por eso", "quindi", "daarom", "por isso" ("the engineer is on
 * leave until the 2nd, so the first free day is Wednesday the 7th": the leave is the 2nd's).
 */
export const CONSEQUENCE =
  /[,;]\s(?:so|therefore|hence|daher|deshalb|darum|donc|alors|c'est pourquoi|por eso|por lo tanto|asi que|quindi|percio|per questo|dus|daarom|por isso|portanto|por esse motivo)\s/g;

/**
 * A purpose opens a clause of its own: "so that", "damit", "pour que", "para que", "perché",
 * "zodat", "a fim de" ("fitting on Tuesday the 9th, we arrive at 7:30 so that the shop is closed
 * by noon": the closure is not the 9th's occasion).
 */
const PURPOSE =
  /\s(?:so that|in order to|in order that|damit|sodass|so dass|pour que|afin que|afin de|para que|a fin de que|de modo que|perche|affinche|in modo che|cosi che|zodat|opdat|a fim de)\s/g;

/**
 * The clause of `segment` that holds the date written `written`, cut at a contrast, a consequence or a purpose ("fully booked
 * till the 3rd, but I've pencilled you in for Tuesday 9 February": the 9th's clause says nothing
 * of a bound). The whole segment when the date cannot be found or nothing contrasts.
 */
export function clauseOf(segment: Segment, written: string): Segment {
  const at = segment.folded.indexOf(foldForMatching(written));
  if (at < 0 || segment.folded.length !== segment.text.length) return segment;
  let from = 0;
  let to = segment.folded.length;
  for (const m of [
    ...segment.folded.matchAll(CONTRAST),
    ...segment.folded.matchAll(CONSEQUENCE),
    ...segment.folded.matchAll(PURPOSE),
  ]) {
    const i = m.index ?? 0;
    if (i + m[0].length <= at) from = Math.max(from, i + m[0].length);
    else if (i >= at + written.length && i < to) to = i;
  }
  if (from === 0 && to === segment.folded.length) return segment;
  return { ...segment, text: segment.text.slice(from, to), folded: segment.folded.slice(from, to) };
}
