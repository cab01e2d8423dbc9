import { ARRIVAL_WORDS, DELIVERED_WORDS, DISPATCH_WORDS, SENT_WORDS } from './lexicons/goods-moves.js';
import { foldForMatching } from '../language-fold.js';
import { participleStem, splitName } from './field-terms.js';
import { UNAVAILABLE } from './lexicons/changed-terms.js';
import { DEPOSIT_WORDS } from './lexicons/cost-terms.js';
import { REGRET } from './negation.js';
import { LONG_WEEKDAY_WORD } from './weekday-dates.js';

/**
 * The kind of event a date field is about (an appointment, the fitting or repair of something on
 * site, an event or booking, a pickup, a delivery, a start) and the sentences that say that kind
 * of event happens on the date they write, in the seven reading languages (folded). Evidence for
 * a date whose sentence does not name the field's own subject (date-evidence.ts).
 */

type Kind = 'appointment' | 'install' | 'event' | 'pickup' | 'delivery' | 'start';

/** The kind of event a date field is about, from its name and description. */
const FIELD_KINDS: ReadonlyArray<readonly [Kind, RegExp]> = [
  [
    'appointment',
    /\b(?:appointment|interview|meeting|visit|viewing|inspection|assessment|consultation|slot|call|besuch\w*|besichtigung|gesprach\w*|vorstellung\w*|rendez|entretien|visite|cita|entrevista|reunion|visita|appuntamento|colloquio|riunione|sopralluogo|afspraak|gesprek|bezoek|bezichtiging|consulta|reuniao)\b/,
  ],
  [
    'install',
    // Work done on site: fitting, and a repair, service or cleaning ("datum van de reparatie").
    /\b(?:install\w*|fitting|fitted|fit|mount\w*|montage|einbau|pose|posee?s?|montaje|instalacion|installazione|posa|montaggio|installatie|plaatsing|instalacao|montagem|repair\w*|servicing|maintenance|cleaning|reparatur\w*|wartung|reinigung|reparation|depannage|entretien|nettoyage|reparacion|mantenimiento|limpieza|riparazion\w*|manutenzione|pulizia|reparatie|onderhoud|schoonma\w*|reparacao|manutencao|limpeza)\b/,
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
/**
 * The client put in the diary ("you're booked in for 14 June", "you're in the diary", "we've got
 * you down for the 14th", "Sie sind fest eingetragen", "vous êtes bien inscrits", "u staat
 * ingepland"): booked for them.
 */
const IN_THE_DIARY = String.raw`(?:you're|you are) (?:now |all |firmly )?(?:in the diary|booked in|booked|down for)|we(?:'ve| have) (?:got )?you (?:down|booked|pencilled|in the diary)|(?:sie sind|ihr seid) (?:[\p{L}\d.]+ ){0,5}(?:eingetragen|eingeplant|gebucht)|vous etes (?:bien )?(?:inscrits?|reserves?|dans (?:notre|le) (?:agenda|planning))|(?:usted|ustedes|vosotros) (?:esta|estan|estais) (?:\p{L}+ )?(?:apuntad|reservad)\w*|siete (?:in agenda|prenotati)|(?:jullie staan|u staat|je staat) (?:[\p{L}\d.]+ ){0,5}(?:ingepland|geboekt|in de agenda)|(?:voce|voces|o senhor|a senhora) (?:esta|estao) (?:\p{L}+ )?(?:marcad|reservad|agendad)\w*`;

const CONFIRMED = new RegExp(
  String.raw`(?<!\b(?:not|nicht|pas|no|non|niet|nao) )\b(?:confirmed|is fixed|are fixed|fest (?:\p{L}+ ){0,3}(?:eingeplant|vereinbart)|bestatigt|confirmee?s?|est fixee?|confirmad[oa]s?|queda fijad[oa]|confermat[oa]|fissat[oa]|vastgelegd|staat (?:\p{L}+ ){0,3}vast|bevestigd|${IN_THE_DIARY})\b`,
  'u',
);

/**
 * "Booked" or "reserved" may be anyone's booking ("booked by another party", "booked solid"):
 * it counts only with the client as beneficiary or the sender as the one who booked ("booked
 * for you", "für Sie gebucht", "réservé pour vous", "reservado para ustedes", "prenotato per
 * voi", "voor jullie geboekt", "agendado para vocês", "we have booked"); never "fully booked",
 * "already booked", "bereits gebucht", "déjà réservé".
 */
const BOOKED_WORD =
  /(?<!\b(?:fully|already|all|bereits|schon|deja|ya|gia|al|tutto|todo|tout|ja|helemaal) )\b(?:booked|reserved|gebucht|reserviert|reservee?s?|reservad[oa]s?|prenotat[oa]|geboekt|gereserveerd|agendad[oa]|marcad[oa])\b/u;
const FOR_THE_CLIENT =
  /\b(?:for you|for your (?:party|group|family|team|company|event)|in your name|(?:we|i) (?:have |'ve |ve )?(?:booked|reserved)|(?:we|i)(?: have|'ve|ve)? (?:now |just )?(?:booked|reserved)|fur (?:sie|euch|dich|ihre gruppe)|auf ihren namen|(?:haben|habe) (?:wir|ich) (?:\p{L}+ ){0,4}(?:gebucht|reserviert)|pour vous|pour toi|a votre nom|(?:nous avons|j'ai|on a) (?:\p{L}+ ){0,2}reserve|para (?:usted|ustedes|vosotros|ti|voces|voce|o senhor|a senhora)|a su nombre|(?:hemos|he) (?:\p{L}+ )?reservado|per (?:voi|lei|te)|a (?:suo|vostro) nome|(?:abbiamo|ho) (?:\p{L}+ )?prenotato|voor (?:u|jullie|je)|op uw naam|(?:hebben|heb) (?:we|wij|ik) (?:\p{L}+ ){0,3}(?:geboekt|gereserveerd)|em (?:seu|vosso) nome|(?:reservamos|agendamos|marcamos))\b/u;

/** "Sorry", "I'm afraid", "leider", "désolé": the sentence announces a no. */
const SORRY =
  /\b(?:sorry|i'?m afraid|we'?re afraid|we are afraid|regret\w*|es tut (?:uns|mir) leid|desolee?s?|lo siento|lo sentimos|mi dispiace|ci dispiace|spiacent[ei]|het spijt (?:ons|me)|sinto muito|lamentamos)\b/u;

/**
 * The booking stands for the date: confirmed, or booked for the client. Never in a sentence of
 * regret ("Sorry, Friday the 12th is booked") or of unavailability ("booked up", "ausgebucht").
 */
export const BOOKED = {
  test(folded: string): boolean {
    if (REGRET.test(folded) || SORRY.test(folded) || UNAVAILABLE.test(folded)) return false;
    return CONFIRMED.test(folded) || (BOOKED_WORD.test(folded) && FOR_THE_CLIENT.test(folded));
  },
};

/**
 * The booking stands, said without naming whose ("Perfect, that's booked", "c'est réservé",
 * "queda confirmado"): only for a date both sides already named (an offer the client accepted
 * in our last mail), never in a sentence of regret or unavailability.
 */
export function confirmsAgreed(folded: string): boolean {
  if (REGRET.test(folded) || SORRY.test(folded) || UNAVAILABLE.test(folded)) return false;
  return CONFIRMED.test(folded) || BOOKED_WORD.test(folded);
}

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
/**
 * The sender says they can or would do it on the date ("we can take all six on Wednesday 9 June",
 * "we would aim to file by 30 September", "wir können am 9. Juni", "nous pouvons le faire le 9
 * juin", "podemos el 9 de junio", "possiamo il 9 giugno", "we kunnen op 9 juni", "podemos no dia
 * 9"): first person and a modal of ability or intent, in the seven languages.
 */
export const WE_CAN =
  /\b(?:(?:we|i)(?: can| could| would| will|'d|'ll| d| ll)(?!'t|’t|n't| not\b)(?: be able to)?|(?:we are|we're|i am|i'm) able to|(?:wir|ich) (?:konnen|konnten|kann|konnte|wurden|wurde|werden)|(?:nous )?(?:pouvons|pourrions)|je (?:peux|pourrais)|(?:podemos|podriamos|podiamos|poderiamos|possiamo|potremmo|posso|potrei)|(?:we|wij|ik) (?:kunnen|konden|kan|zouden|zou))\b/;

/**
 * Someone comes to do the work, or does it: "send an engineer round", "fit you in", "come",
 * "kommen", "intervenir", "passer", "pasar", "intervenire", "passare", "langskomen", "fazer a
 * visita", "do it", "erledigen", "durchführen", "le faire", "hacerlo", "farlo", "het doen", "fazê-lo".
 * "We can send you our terms on Friday" or "I can call you on Monday" does not answer the field.
 */
export const ATTEND =
  /\b(?:send (?:an? |our |one |two |the )?(?:engineer|technician|fitter|surveyor|inspector|team|crew|someone|somebody)|fit (?:\p{L}+ ){1,3}in|come (?:out|round|over|by|in)|(?:vorbei)?kommen|intervenir|passer|venir|pasar|intervenire|passare|venire|langskomen|komen|fazer a visita|passar|do (?:it|them|the (?:job|work|works))|erledigen|durchfuhren|ausfuhren|le faire|les faire|hacerlo|hacerla|farlo|farla|het doen|faze-lo|faze-la)\b/u;

/**
 * The client is booked in: "I've put you in for the CP12 on Friday the 4th", "we've pencilled you
 * in", "you're booked in for", "ich habe Sie für Freitag eingetragen", "je vous ai inscrit pour
 * le 4", "le he apuntado para el 4", "l'ho segnata per il 4", "ik heb u ingepland op de 4e",
 * "marquei-o para dia 4". Only the client as object: "we've put in the order" is none.
 */
const BOOKED_IN =
  /\b(?:(?:i|we)(?:'ve| have|ve)? (?:now |just )?(?:put|booked|pencilled|penciled|got|slotted|scheduled) you (?:\p{L}+ )?(?:in|down)|(?<!(?:fully|already|solidly) )(?:you(?:'re| are|re) )?(?:all )?(?:booked|pencilled|penciled|down|scheduled) in for|you(?:'re| are|re) (?:all )?(?:booked|pencilled|penciled|down|scheduled|in (?:the|our) (?:diary|calendar|book)) for|(?:ich habe|wir haben|habe ich|haben wir) (?:sie|euch|dich) [^!?;]{0,50}(?:eingetragen|eingeplant|vorgemerkt|notiert)|(?:sie sind|du bist|ihr seid) (?:\p{L}+ ){0,3}(?:eingetragen|eingeplant|vorgemerkt)|(?:je vous ai|nous vous avons) (?:\p{L}+ )?(?:inscrite?s?|notee?s?|programmee?s?|mise?s? sur le planning)|vous etes (?:\p{L}+ )?(?:inscrite?s?|notee?s?|programmee?s?)|(?:le|la|les|os) (?:he|hemos) (?:apuntad[oa]s?|anotad[oa]s?|agendad[oa]s?|programad[oa]s?)|(?:l'|la |lo |vi |li |le )(?:ho|abbiamo) (?:segnat[oa]|inserit[oa]|messo|mess[ia]|fissat[oa]|programmat[oa])|(?:ik heb|we hebben|wij hebben) (?:u|je|jullie) (?:\p{L}+ ){0,3}(?:ingepland|genoteerd|ingeschreven)|(?:u staat|jullie staan|je staat) (?:\p{L}+ ){0,3}(?:ingepland|genoteerd)|(?:marquei|agendei|marcamos|agendamos)-(?:o|a|lhe|los|las))\b/u;

/**
 * The client is booked in for the date or the booking stands ("I've pencilled you in for
 * Thursday 14 January", "Booked in for Sat 5 Dec", "you're in the diary for Saturday the 12th",
 * "wir haben Sie für Freitag eingetragen"), whatever the field's kind: the case's booking.
 */
export function bookedForTheClient(folded: string): boolean {
  return BOOKED_IN.test(folded) || BOOKED.test(folded);
}

/**
 * The fitter's work itself on the day: "our engineer will fit the glasswasher on 14 June", "we
 * can install it on the 9th", "wir bauen ihn am 9. ein", "nous poserons le 9", "lo montaremos el
 * 9", "lo installeremo il 9", "we monteren hem op de 9e", "instalamos no dia 9": a fitting verb
 * after a modal or in the future, in the seven languages.
 */
const FITS_THEN =
  /\b(?:(?:will|can|could|shall|'ll|ll|going to|able to) (?:\p{L}+ )?(?:fit|install|mount|put in|fix|repair|service|clean)|(?:come|coming|be|get) back (?:to|and) (?:fit|install|mount|put in|repair|service|clean)|(?:wird|werden|konnen|kann) (?:\p{L}+ ){0,4}(?:einbauen|eingebaut|montieren|montiert|installieren|installiert|reparieren|repariert|reinigen|gereinigt)|(?:bauen|baut) (?:\p{L}+ ){0,6}ein|(?:poserons|posera|poseront|installerons|installera|installeront|monterons|montera|monteront|reparerons|reparera|nettoierons|nettoiera)|(?:pouvons|pourrons|peut|pourra) (?:\p{L}+ ){0,2}(?:poser|installer|monter|reparer|nettoyer)|(?:instalaremos|instalara|montaremos|montara|repararemos|reparara|limpiaremos|limpiara)|(?:installeremo|installera|monteremo|montera|ripareremo|riparera|puliremo|pulira)|(?:monteren|installeren|plaatsen|repareren|maken|schoonmaken) (?:\p{L}+ ){0,3}(?:op|aanstaande)|(?:instalamos|instalaremos|montamos|montaremos|reparamos|repararemos|limpamos|limparemos))\b/u;

/**
 * Someone comes to do the work on the day, in the sender's own voice: "we can come Tuesday 8
 * December", "wir können am 9. vorbeikommen", "nous pouvons passer le 9", "podemos pasar el 9",
 * "possiamo passare il 9", "we kunnen 9 december komen", "podemos passar no dia 9" (a first-person
 * modal, WE_CAN, beside a verb of attending, ATTEND).
 */
const COMES_TO_WORK = {
  test(folded: string): boolean {
    return WE_CAN.test(folded) && ATTEND.test(folded);
  },
};

/**
 * "I can do Tuesday 14 September", "ik kan dinsdag 14 september", "wir können am Dienstag, den
 * 14.", "je peux le mardi 14", "puedo el martes 14", "posso martedì 14", "posso na terça, dia 14":
 * a first-person modal followed at once by a weekday or a day, the verb left out.
 */
const CAN_DO_DAY = new RegExp(
  `${WE_CAN.source}\\s+(?:(?:do|make|manage|op|on|am|le|el|il|no|na|a|o)\\s+)?(?:(?:${LONG_WEEKDAY_WORD})\\b|\\d{1,2}(?:st|nd|rd|th|e|er)?\\b)`,
  'u',
);

const EVENT: Record<Kind, ReadonlyArray<{ test(folded: string): boolean }>> = {
  appointment: [
    AVAILABLE,
    BOOKED_IN,
    CAN_DO_DAY,
    // "The earliest we can offer is Tuesday 9 March at 8:40", "nächster freier Termin".
    /\b(?:(?:earliest|first|next) (?:we can offer|available|slot|appointment|opening)|we can offer|can offer you|fruhest\w* (?:termin|moglich\w*)|nachste[rn]? freie[rn]? termin|premier creneau|prochain creneau disponible|au plus tot|(?:primera|proxima) cita (?:disponible|libre)|podemos ofrecerle|(?:il )?primo appuntamento (?:disponibile|libero)|possiamo offrir\w*|eerst(?:e|volgende) (?:vrije )?(?:afspraak|plek)|primeira (?:consulta|vaga) (?:disponivel|livre)|podemos oferecer)\b/u,
    // "he'd be with you", "she'll pop in": the auxiliary contracted onto its subject counts too;
    // and the person is with the client on the day, in the seven languages ("ist am … bei Ihnen",
    // "sera chez vous", "estará con ustedes", "sarà da voi", "is … bij u", "estará convosco").
    /(?:\b(?:can|could|will|would)|\p{L}'(?:d|ll)) (?:come|pop|drop|be there|be with you|see you|meet)\b|\b(?:(?:ist|ware|wird|waren|sind|werden) [^;!?]{0,50}?bei ihnen|(?:sera|serait|seront|seraient) [^;!?]{0,50}?chez vous|(?:estara|estaria|estaran|estarian) [^;!?]{0,50}?(?:con ustedes|con usted|en su (?:local|oficina|empresa|nave|casa))|(?:sara|sarebbe|saranno|sarebbero) [^;!?]{0,50}?da (?:voi|lei)|(?:is|zal|zou|zijn|zullen) [^;!?]{0,50}?bij (?:u|jullie)|(?:estara|estaria|estarao|estariam) [^;!?]{0,50}?(?:convosco|com voces|com o senhor|com a senhora))\b/u,
    /\b(?:(?:can|could|will|would) (?:come|pop|drop|be there|be with you|see you|meet)|come (?:in|by|over|round)|drop by|see you|kann\w* (?:\w+ )?(?:kommen|vorbeikommen|da sein)|vorbeikommen|(?:peut|pourra|pourrait) (?:venir|passer)|viendra|passera|(?:puede|podra|podria) (?:venir|pasar)|vendra|pasara|(?:puo|potra|potrebbe) (?:venire|passare)|verra|passera|(?:kan|zou) (?:\w+ )?(?:komen|langskomen)|komt (?:\w+ )?langs|(?:pode|podera|poderia) (?:vir|passar)|vira|passara)\b/u,
  ],
  // The work is booked or planned on the day, or the fitter comes then.
  install: [
    BOOKED_IN,
    FITS_THEN,
    COMES_TO_WORK,
    CAN_DO_DAY,
    /\b(?:booked (?:in )?for you|booked in (?:on|for)|scheduled (?:for|on)|planned (?:for|on)|(?:engineer|technician|fitter|installer|team|crew) (?:\p{L}+ )?(?:comes|arrives|will come|will arrive|is booked)|(?:kommt|kommen) (?:\p{L}+ )?(?:am|zur)|(?:ist|sind) (?:\p{L}+ )?(?:geplant|eingeplant|vorgesehen)|(?:est|sont) (?:\p{L}+ )?(?:prevue?s?|programmee?s?|planifiee?s?)|(?:esta|estan) (?:\p{L}+ )?(?:prevista|previsto|programad[oa]s?)|(?:e|sono) (?:\p{L}+ )?(?:prevista|previsto|programmat[oa])|(?:is|zijn) (?:\p{L}+ )?(?:gepland|ingepland)|(?:esta|estao) (?:\p{L}+ )?(?:prevista|previsto|agendad[oa]|marcad[oa]))\b/u,
  ],
  // The place, room or boat is free then, or the booking stands for the date ("Sunday 13 June
  // is booked for you", "ist fest eingeplant", "c'est confirmé", "staat voor jullie vast").
  event: [AVAILABLE, BOOKED, BOOKED_IN],
  pickup: [PICKUP],
  delivery: [
    new RegExp(String.raw`\b(?:${DISPATCH_WORDS}|${ARRIVAL_WORDS})\b`, 'u'),
    // "Ihre Pellets kommen am Dienstag, 13.04.": the goods come on the day.
    /\b(?:kommt|kommen) (?:\p{L}+ )?am\b/u,
  ],
  start: [
    // "frühestens ab dem 7. April", "at the earliest", "au plus tôt le 7": the earliest day.
    /\b(?:at the earliest|earliest (?:we can|possible)|fruhestens|au plus tot|como muy pronto|lo antes el|al piu presto|non prima del?|op zijn vroegst|o mais cedo|no minimo a)\b/u,
    /\b(?:(?:free|available|vacant|yours|ready) (?:from|as of|starting)|(?:can|could) (?:start|begin|move in)|frei ab|verfugbar ab|bezugsfertig ab|libre (?:a partir|des|du)|disponible (?:a partir|des|desde)|libre (?:desde|a partir)|libero (?:dal|da|a partire)|disponibile (?:dal|da|a partire)|vrij (?:vanaf|per)|beschikbaar (?:vanaf|per)|livre (?:a partir|desde)|disponivel (?:a partir|desde))\b/u,
  ],
};

function kindsOf(name: string, description: string): Kind[] {
  // "abgeholt werden kann": the participle's stem ("abhol") names the kind as the verb does.
  const about = foldForMatching(`${splitName(name).join(' ')} ${description}`).replace(
    /\p{L}+/gu,
    (w) => participleStem(w) ?? w,
  );
  const kinds = FIELD_KINDS.filter(([, re]) => re.test(about)).map(([k]) => k);
  // An interview's start is an appointment, not the start of something else.
  return kinds.includes('appointment') ? ['appointment'] : kinds;
}

/** Whether the sentence (folded) says the field's kind of event happens on the date it writes. */
export function happensThen(name: string, description: string, folded: string): boolean {
  return kindsOf(name, description).some((k) => EVENT[k].some((re) => re.test(folded)));
}

/**
 * Whether the sentence (folded) says goods move then (are delivered, shipped, collected) for
 * a field of another kind (a fitting, a visit, an event) and says nothing of the field's own kind
 * happening: "Die Küche wird am 01.03. geliefert" is the kitchen's delivery, not its fitting,
 * however much the sentence names the case's kitchen.
 */
export function goodsMoveOnly(name: string, description: string, folded: string): boolean {
  const kinds = kindsOf(name, description);
  if (kinds.length === 0 || kinds.includes('delivery') || kinds.includes('pickup')) return false;
  if (kinds.some((k) => EVENT[k].some((re) => re.test(folded)))) return false;
  return GOODS_MOVED.test(folded) || EVENT.pickup.some((re) => re.test(folded));
}
/** Goods sent or handed over; never a crew arriving ("notre équipe arrive vers 8 h", "el equipo llega a las 8"). */
const GOODS_MOVED = new RegExp(String.raw`\b(?:${SENT_WORDS}|${DELIVERED_WORDS})\b`, 'u');
