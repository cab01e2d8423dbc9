import { blankNoProblem, NEGATION_WORD } from '../readers/negation.js';
import { WEEKDAY_NAMES } from '../readers/weekday-dates.js';
import { orderThreshold } from './order-threshold.js';

/**
 * An offer bound to a condition the client has not accepted (guards/commitments.ts puts it to the
 * client, quoted), in the seven languages the brain reads, on folded text (language-fold.ts):
 * - a condition on anything, not only on the client: "provided the site is clear", "only once we
 *   have the site contact's name", "erst wenn", "seulement une fois", "solo cuando", "solo dopo",
 *   "pas als", "só depois", "as long as
 *   the lorry can reach the gate", "only if", "subject to availability", "if you take the full
 *   pallet", "sofern", "solange der Vorrat reicht", "vorbehaltlich der Verfügbarkeit", "pourvu
 *   que", "sous réserve de disponibilité", "si vous prenez", "sujeto a disponibilidad", "si
 *   usted paga", "salvo disponibilità", "se prendete", "mits", "onder voorbehoud van
 *   beschikbaarheid", "als u … afneemt", "desde que", "sujeito a disponibilidade";
 * - a day restricted: "we can do Tuesdays only", "we only deliver on weekdays", "nur dienstags",
 *   "nous ne livrons que le mardi", "solo los martes", "solo il martedì", "alleen op dinsdag",
 *   "apenas às terças", when the result asks a date: the date offered depends on a day the
 *   client never named;
 * - an offer kept for orders above an amount ("only for orders over £600": order-threshold.ts),
 *   on any goal;
 * - a day offered for our agreement in the same sentence ("delivery would be on a Thursday, if
 *   that suits", "wenn Ihnen das passt", "si cela vous convient", "si le viene bien", "se le va
 *   bene", "als dat u uitkomt", "se lhe convier"), when the result asks a date.
 * A condition one sentence of the client's texts already holds, with its figures and without a
 * negation (they asked for the full pallet of 60, named Tuesday), or one the caller checks by its
 * terms (`coveredByTerms`: a deposit within the client's figure, deposit-limits.ts), is covered. Literal alternations and bounded gaps only: linear time.
 */

/** Conditions on anything (the client's side or not), with the clause they open. */
const ANY_CONDITION = new RegExp(
  `\\b(?:${[
    // English
    'provided (?:that )?(?:the|you|your|we|it|there|this|that|access|payment|all|our|they|someone)\\b',
    'as long as|so long as|only,? if|only,? when|only,? once|only,? after',
    'subject to (?:access|(?:a )?site (?:survey|visit)|(?:a )?survey|the weather|weather|credit|approval|the site|us |our )',
    "if you (?:take|order|buy|pay|prepay|book|commit|sign|accept|agree|purchase|collect|provide|clear|guarantee|place|go for|opt for|choose|increase|double|make it|(?:can|could|are able to|'re able to) (?:clear|provide|guarantee|collect|take|pay|accept|commit|sort|arrange|organi[sz]e|ensure|make sure|get|give|supply|let us have|free up|reserve|secure))\\b",
    // "if that's something you can commit to", "if that isn't something you can do"
    "if (?:that|this|it)(?:'s| is| isn't| is not|'s not) (?:something|anything) (?:you|your side) (?:can|could|are able to)",
    // "subject to telematics units being fitted", "subject to the site having power"
    'subject to (?!availability|stock|vat|tax)[^.;!?]{1,60}?\\b(?:being|having|beforehand)\\b',
    // A condition announced by its noun: "yes, but with one condition:", "à une condition",
    // "mas com uma condição: …" (the clause after it is the condition).
    "on (?:one|a|the following|this) condition|with (?:one|a|this) condition|(?:one|a|the) condition ?:|there(?:'s| is) (?:one|a) condition|one condition though",
    'unter (?:einer|folgender) (?:bedingung|voraussetzung)|mit einer bedingung|eine (?:einzige )?bedingung ?:|es gibt (?:aber |allerdings )?eine bedingung',
    '(?:a|sous|avec) une (?:seule )?condition|une (?:seule )?condition ?:|il y a (?:toutefois )?une condition',
    'con una (?:sola )?condicion|(?:a|bajo) una condicion|una (?:sola )?condicion ?:|hay una condicion',
    "(?:a|con) una (?:sola )?condizione|una (?:sola )?condizione ?:|c'e una condizione",
    'op (?:een|1) voorwaarde|(?:onder|met) een voorwaarde|een voorwaarde ?:|er is (?:wel )?een voorwaarde',
    'com uma (?:unica )?condicao|(?:sob|a) uma condicao|uma (?:unica )?condicao ?:|ha uma condicao',
    // German
    'vorausgesetzt|sofern|unter der voraussetzung|nur,? (?:wenn|falls|sofern)|erst,? (?:wenn|sobald|nachdem)',
    'wenn sie[^.;!?]{0,60}\\b(?:abnehmen|bestellen|nehmen|zahlen|bezahlen|buchen|unterschreiben|akzeptieren|zusagen|anzahlen|kaufen|organisieren|sicherstellen|gewahrleisten|bereitstellen|ermoglichen|freihalten|zusichern)\\b',
    // French
    "pourvu que|(?<!en )tant que|seulement,? si|uniquement,? si|sous reserve que|seulement,? (?:une fois|apres|quand)|qu'une fois|uniquement,? (?:apres|quand)",
    'si vous (?:prenez|commandez|payez|reglez|acceptez|achetez|reservez|signez|versez|vous engagez|validez|garantissez|assurez|nous (?:garantissez|assurez|fournissez)|pouvez (?:organiser|assurer|garantir|prevoir|fournir|reserver|liberer|nous (?:garantir|assurer|fournir)))\\b',
    // Spanish
    'con tal (?:de )?que|solo,? si|solamente,? si|unicamente,? si|solo,? (?:cuando|despues de|una vez)',
    'si (?:usted |ustedes )?(?:nos )?(?:toma|toman|coge|cogen|pide|piden|acepta|aceptan|compra|compran|reserva|reservan|se compromete|se comprometen|adelanta|adelantan)\\b|si (?:usted|ustedes) (?:paga|pagan|firma|firman)\\b|si (?:usted |ustedes )?(?:nos )?(?:puede|pueden|podeis) (?:organizar|asegurar|garantizar|gestionar|facilitar|proporcionar|reservar|dejar libre)\\b',
    // Italian
    'a patto che|sempre che|solo,? se|soltanto,? se|solo,? (?:dopo|quando|una volta)',
    'se (?:prendete|ordinate|pagate|accettate|acquistate|prenotate|firmate|versate|vi impegnate)\\b|se (?:lei )?(?:prende|ordina|accetta|acquista|prenota|versa|si impegna)\\b|se (?:ci )?(?:potete|puo|riuscite|riesce) (?:a )?(?:organizzare|garantire|assicurare|fornire|predisporre|riservare|liberare)\\b',
    // Dutch
    'mits|alleen,? als|alleen,? wanneer|alleen,? indien|pas,? (?:als|wanneer|zodra|nadat)',
    'als (?:u|jullie|je)\\b[^.;!?]{0,50}\\b(?:afneemt|afnemen|bestelt|bestellen|neemt|nemen|betaalt|betalen|boekt|boeken|tekent|tekenen|aanbetaalt|akkoord gaat|akkoord gaan|regelen|regelt|organiseren|organiseert|garanderen|garandeert|zorgen|zorgt)\\b',
    // Portuguese
    'desde que (?:o|a|os|as|voce|voces|haja|seja|esteja|estejam|paguem|pague|nos|me|lhe)\\b|contanto que|so,? se|apenas,? se|somente,? se|(?:so|apenas),? (?:depois|quando)',
    'se (?:o senhor |a senhora |voce |voces )?(?:levar|levarem|encomendar|encomendarem|pagar|pagarem|aceitar|aceitarem|comprar|comprarem|reservar|reservarem|assinar|assinarem|ficar com)\\b|se (?:nos )?(?:puder|puderem|conseguir|conseguirem) (?:organizar|garantir|assegurar|tratar|fornecer|providenciar|reservar|libertar)\\b',
  ].join('|')})(?![a-z])`,
);

/**
 * Availability not yet sure ("subject to availability on the day", "je nach Verfügbarkeit", "sous
 * réserve de disponibilité", "sujeto a disponibilidad", "salvo disponibilità", "onder voorbehoud
 * van beschikbaarheid", "sujeito a disponibilidade"): a condition on a date offered; beside a
 * quoted price it is the quote's usual caveat.
 */
const AVAILABILITY = new RegExp(
  `\\b(?:${[
    'subject to (?:availability|stock|(?:final )?confirmation|space|capacity)|while stocks last',
    'vorbehaltlich|je nach verfugbarkeit|nach verfugbarkeit|solange (?:der )?vorrat',
    "sous reserve (?:de|d')|selon (?:les )?disponibilites?",
    'sujeto a (?:disponibilidad|stock|existencias|confirmacion)|segun disponibilidad|salvo disponibilidad|hasta agotar existencias',
    'salvo disponibilita|soggett[oa] a disponibilita|in base alla disponibilita|fino a esaurimento',
    'onder voorbehoud van (?:beschikbaarheid|voorraad)|afhankelijk van (?:de )?beschikbaarheid|zolang de voorraad strekt',
    'sujeito a (?:disponibilidade|confirmacao)|mediante disponibilidade|conforme (?:a )?disponibilidade|ate esgotar',
  ].join('|')})`,
);

/** Our agreement asked for what the sentence offers: "if that suits", "wenn Ihnen das passt" … */
const IF_SUITS = new RegExp(
  `\\b(?:${[
    "if (?:that|this|it) (?:suits|works|is (?:ok|okay|alright|all right|fine|convenient)|'s (?:ok|okay|alright|all right|fine|convenient))",
    "if you(?:'re| are) (?:ok|okay|happy|fine) with (?:that|this|it)|if (?:that|this) (?:date|day) (?:suits|works)",
    'wenn (?:ihnen|euch|dir) das (?:passt|recht ist)|falls (?:ihnen|euch|dir) das (?:passt|recht ist)|wenn das (?:fur sie )?(?:passt|geht|in ordnung ist)',
    "si (?:cela|ca) vous (?:convient|va)|si (?:cela|ca) vous arrange|si c'est bon pour vous",
    'si (?:le|les|te) (?:viene|vienen|va) bien|si (?:le|les|te) parece bien|si (?:le|les|te) conviene',
    'se (?:le|vi|ti) (?:va|sta) bene|se (?:le|vi|ti) (?:conviene|torna comodo)|se per (?:lei|voi) va bene',
    'als (?:dat|het) (?:u |jullie |je )?(?:uitkomt|schikt|past|goed is)',
    'se (?:lhe|lhes|te) (?:convier|der jeito|servir)|se (?:estiver|for) bem para|se (?:for|e) conveniente',
  ].join('|')})`,
);

/** "Not only", "nicht nur" …: no restriction. */
const NOT_ONLY =
  /\b(?:not (?:just|only)|nicht (?:nur|ausschliesslich)|non (?:seulement|solo|soltanto|solamente)|no (?:solo|solamente)|niet (?:alleen|enkel)|nao (?:so|apenas|somente))\b/;

const ONLY = String.raw`(?:only|nur|ausschliesslich|lediglich|seulement|uniquement|exclusivement|solo|solamente|unicamente|soltanto|esclusivamente|alleen|enkel|uitsluitend|apenas|somente|so (?:as|aos|nas|nos))`;

/** A weekday by any of its names, also in plural or adverb forms ("Tuesdays", "dienstags", "dinsdags"), or weekdays/weekends. */
const DAY_WORDS = [
  ...WEEKDAY_NAMES.flat().flatMap((n) => [n, `${n}s`]),
  'weekdays?',
  'weekends?',
  'working days?',
  'werktags?',
  'werktagen',
  'wochentags?',
  'wochentagen',
  'wochenende',
  'jours? ouvres',
  'jours? ouvrables',
  'semaine',
  'dias? laborables',
  'dias? habiles',
  'dias? uteis',
  'giorni feriali',
  'feriali',
  'werkdagen',
  'doordeweeks',
  'terca|quarta|quinta|sexta|tercas|quartas|quintas|sextas',
]
  .sort((a, b) => b.length - a.length)
  .join('|');

/** "only … Tuesday(s)" within a few words, "Tuesdays only", "ne … que le mardi". */
const DAY_RESTRICTED = new RegExp(
  String.raw`\b${ONLY}\b[^.;!?\n]{0,30}?\b(?:${DAY_WORDS})\b|\b(?:${DAY_WORDS})\b[ ,]{1,3}(?:\w+ )?${ONLY}\b|\bque (?:le |les |en )?(?:${DAY_WORDS})\b|\bso\b[^.;!?\n]{0,30}?\b(?:as|aos|a|ao|nas|nos|na|no) (?:segunda|terca|quarta|quinta|sexta|sabado|domingo)s?\b`,
);

/** A weekday or a date named in a sentence: what an "if that suits" offers. */
const DAY_OR_DATE = new RegExp(
  String.raw`\b(?:${DAY_WORDS})\b|\b\d{1,2}(?:st|nd|rd|th|er|e)?\.? ?(?:of )?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|januar|februar|marz|mai|juni|juli|okt|dez|janv|fevr|mars|avr|juin|juil|aout|sept|oct|nov|dec|ene|abr|ago|dic|gen|mag|giu|lug|ott|mei|okt|fev|out|set)|\b\d{1,2}\.\d{1,2}\.|\b\d{1,2}/\d{1,2}\b`,
);

export interface OfferCondition {
  /** What kind of condition: on anything, a day restricted, a day offered for our agreement. */
  kind: 'condition' | 'day';
}

/**
 * The condition a sentence (folded) binds its offer to, unless the client's texts (folded,
 * `covered`) already hold its words. `asksDate`: the result asks a date, so a day restricted
 * or offered for our agreement decides a value.
 */
export function offerCondition(
  folded: string,
  covered: string,
  asksDate: boolean,
  coveredByTerms: (clause: string) => boolean = () => false,
  /** The sentence's language, when known ("desde que" is a condition in Portuguese, "since" in Spanish). */
  lang?: string,
): OfferCondition | undefined {
  const f = folded.slice(0, 2_000);
  const any = ANY_CONDITION.exec(f);
  const clause = any ? f.slice(any.index + any[0].length, any.index + any[0].length + 80) : '';
  // "wenn Sie bis Freitag bestellen": the verb closes the match, the deadline stands inside it.
  const deadline =
    any && ORDER_VERB.test(any[0]) && (DEADLINE.test(clause) || DEADLINE.test(any[0].replace(/^\S+ \S+/, '')));
  // "Laat maar weten als je wilt bestellen", "if you'd like to order, just say": an invitation.
  const invitation = any !== null && INVITATION.test(any[0]);
  // "se ordina entro le 12", "desde que nos peçam até às 18h do dia anterior", "as long as you let
  // us know the numbers 5 days ahead": when to order or tell them, no term of the offer.
  const scheduling = any !== null && schedulingClause(any[0], clause);
  // "la collega rientra solo dopo Pasqua", "erst nach Ostern": a time, no condition.
  const temporal = any !== null && TIME_AFTER.test(clause);
  // Spanish "desde que" is "since", "from when" ("desde que nos devuelvas la prueba firmada").
  const since = any !== null && lang === 'es' && any[0].startsWith('desde que');
  if (
    any &&
    !invitation &&
    !scheduling &&
    !temporal &&
    !since &&
    !PLEASANTRY.test(clause) &&
    !deadline &&
    !clauseCovered(clause, covered) &&
    !coveredByTerms(clause)
  )
    return { kind: 'condition' };
  // "Yes, but only for orders over £600": whether the client's order reaches it is theirs to say.
  if (orderThreshold(f, covered) !== undefined) return { kind: 'condition' };
  if (!asksDate) return undefined;
  if (AVAILABILITY.test(f) && DAY_OR_DATE.test(f)) return { kind: 'day' };
  const day = DAY_RESTRICTED.exec(f);
  if (
    day &&
    !NOT_ONLY.test(f.slice(Math.max(0, day.index - 12), day.index + 12)) &&
    // "que le mardi" restricts only after a "ne" ("nous ne livrons que le mardi").
    (!day[0].startsWith('que') || /\bn(?:e |')/.test(f.slice(Math.max(0, day.index - 50), day.index))) &&
    !daysCovered(day[0], covered)
  )
    return { kind: 'day' };
  if (IF_SUITS.test(f)) {
    const named = DAY_OR_DATE.exec(f);
    if (named && !daysCovered(named[0], covered)) return { kind: 'day' };
  }
  return undefined;
}

/** Whether a condition (its words and the clause after them) is when to order or tell them. */
export function schedulingClause(condition: string, clause: string): boolean {
  return ASK_VERB.test(`${condition} ${clause}`) && AHEAD.test(clause) && !BINDING.test(clause);
}

/** What binds the client, not only times their order: signing, paying, a deposit, an order form. */
const BINDING =
  /\b(?:sign\w*|unterschr\w*|unterzeichn\w*|signe\w*|firm[ae]\w*|getekend|tekenen|assin\w*|pay\w*|zahl\w*|bezahl\w*|paie\w*|payez|pag[aeu]\w*|betaal\w*|deposit|anzahlung|acompte|senal|anticipo|caparra|aanbetaling|sinal|order form|bestellformular|auftragsbestatigung|bon de commande|hoja de pedido|modulo d'ordine|bestelformulier|nota de encomenda)\b/;

/** Ordering, booking or telling them, in the seven languages (folded). */
const ASK_VERB =
  /\b(?:order|orders|book|books|let us know|tell us|confirm|send|request|bestellen|bestellt|buchen|mitteilen|bescheid|commandez|commande|reservez|prevenez|indiquez|confirmez|pide|piden|pidan|pida|avisen|avise|confirmen|confirme|ordina|ordinate|ordinano|prenota|prenotate|comunicate|comunica|avvisate|avvisa|bestelt|boekt|laat weten|laten weten|pecam|peca|pedirem|pedir|avisem|encomendem|encomende|confirmem)\b/;

/** A deadline or an advance ("before", "by", "until", "ahead", "the day before", "entro", "até"). */
const AHEAD =
  /\b(?:before|by|until|till|ahead|in advance|beforehand|the day before|vorher|im voraus|bis|vor|am vortag|avant|a l'avance|la veille|antes|con antelacion|el dia anterior|hasta|entro|prima|in anticipo|il giorno prima|voor|van tevoren|vooraf|de dag ervoor|ate|com antecedencia|do dia anterior|de vespera)\b/;

/** A time right after "only after", "erst nach", "solo dopo": a holiday, a weekday, a date, "next week". */
const TIME_AFTER = new RegExp(
  String.raw`^\s*(?:(?:the|le|la|les|il|el|los|las|de|die|der|den|dem|het|o|a|os|as)\s+)?(?:easter|christmas|new year|pasqua|natale|capodanno|paques|noel|nouvel an|ostern|weihnachten|neujahr|pascua|navidad|ano nuevo|pasen|kerst\w*|nieuwjaar|pascoa|natal|ano novo|holidays?|vacanze|ferien|vacances|vacaciones|vakantie|ferias|next|prossim\w*|nachste\w*|prochain\w*|proxim\w*|volgende|${DAY_WORDS})\b`,
);

/** "If you have any questions", "sofern Sie Fragen haben", "si vous avez besoin": no condition on an offer. */
/** A wish inside the condition ("als je wilt bestellen", "if you want to book"): the client may, nothing is asked. */
const INVITATION =
  /\b(?:want|wants|wish|would like|'d like|wilt|wil|willen|wenst|wensen|mochten|mochtest|wollen|willst|souhaitez|voulez|desea|desean|quiere|quieren|desidera|desiderate|vuole|volete|quiser|quiserem|deseja|desejam)\b/;

const PLEASANTRY =
  /^[^.;!?]{0,30}\b(?:questions?|queries|fragen|ruckfragen|wunsch\w*|interesse|besoin|souhaitez|desea\w*|preguntas|dudas|domande|dubbi|vragen|duvidas|perguntas|need|needs|want|wish|like|prefer)\b/;

/**
 * A deadline to order or book by ("if you order before 2pm", "wenn Sie bis Freitag bestellen",
 * "si vous commandez avant midi"): when things happen, not a term of the offer.
 */
const ORDER_VERB =
  /\b(?:order|book|pay|bestellen|buchen|zahlen|bezahlen|commandez|reservez|payez|pide|piden|reserva|reservan|ordinate|prenotate|pagate|bestelt|bestellen|boekt|boeken|betaalt|encomendar|reservar|pagar)\b/;
const DEADLINE =
  /^\s*(?:\w+ ){0,2}(?:before|by|until|till|within|vor|bis|avant|d'ici|antes|hasta|entro|prima|voor|binnen|ate)\b/;

/** Words too common to show that the client spoke of a condition. */
const COMMON = new Set(
  'that this with your their there have will would could should from into onto them they were been what when which also just only very than then some more most such much each other about after before'.split(
    ' ',
  ),
);

/**
 * Whether one sentence of the client's texts holds the condition's clause: at least half of its
 * words of five letters or more (compared by their first five letters, so "annually" meets
 * "annual"), every figure the clause writes ("the full pallet of 60": the same quantity), and no
 * negation ("we don't want a full pallet" covers nothing). Word overlap alone never covers.
 */
function clauseCovered(clause: string, covered: string): boolean {
  const head = clause.split(/[,;:()]/)[0] ?? '';
  const words = head
    .split(/[^a-z0-9']+/)
    .filter((w) => w.length >= 5 && !COMMON.has(w) && !/\d/.test(w))
    .slice(0, 6);
  if (words.length === 0) return false;
  const figures = head.match(/\d+(?:[.,]\d+)?/g) ?? [];
  return covered.split(/[.!?\n]+/).some((sentence) => {
    if (NEGATION_WORD.test(blankNoProblem(sentence))) return false;
    const stems = new Set(
      sentence
        .split(/[^a-z0-9']+/)
        .filter((w) => w.length >= 5)
        .map((w) => w.slice(0, 5)),
    );
    const met = words.filter((w) => stems.has(w.slice(0, 5))).length;
    const numbers = new Set(sentence.match(/\d+(?:[.,]\d+)?/g) ?? []);
    return met * 2 >= words.length && figures.every((n) => numbers.has(n));
  });
}

/** Whether the client's texts name the day(s) a restriction or an offer names (a date: its own words). */
function daysCovered(words: string, covered: string): boolean {
  const names = words.match(DAY_WORD) ?? [];
  if (names.length === 0) return covered.includes(words.trim());
  const said = new Set(covered.split(/[^a-z-]+/).map((w) => w.replace(/s$/, '')));
  return names.every((n) => {
    const stem = n.replace(/s$/, '');
    const group = WEEKDAY_NAMES.find((g) => g.includes(stem));
    return (group ?? [stem]).some((w) => said.has(w));
  });
}

const DAY_WORD = new RegExp(`\\b(?:${DAY_WORDS})\\b`, 'g');
