/**
 * A decline by its shape rather than by a stock phrase: the writer says they cannot take on
 * what we asked. An inability (a negated "can", "able", "in a position", "in grado", "en
 * mesure", "in der Lage", "en condiciones", "em condições") whose verb is the request itself
 * (help, act for you, take it on, accept the order, make an offer or a quote, follow the
 * request up), in the seven reading languages.
 *
 * The verb must stand for the whole request: what follows it in its clause may only be words
 * about the request or the occasion ("on this occasion", "for you in this matter", "à votre
 * demande", "per quanto richiesto"). "We can't help with the delivery" or "we cannot quote for
 * the tiling" name one part of the job: the reply is read as usual, never closed as a refusal.
 *
 * Callers gate it like a not-served phrase (not-served.ts `offersNothing`): a reply that names an
 * amount of money, asks us something or offers something in its stead is not a refusal.
 *
 * Runs on folded text (language-fold.ts), bounded; literal alternations, gaps of a few words.
 */

/** Pronouns and adverbs between the modal and its verb (never a noun: "beim Aufbau nicht helfen" is one part). */
const GAP_DE = '(?:(?:ihnen|dir|euch|hier|leider|daher|deshalb|somit|also|derzeit|aktuell|momentan|diesmal|dabei) )*';
const GAP_NL = '(?:(?:je|u|jullie|daar|hier|helaas|dus|daarom|momenteel|verder|hierbij|daarbij) )*';

const DECLINE = new RegExp(
  `\\b(?:${[
    // English
    "(?:cannot|can't|can not|won't be able to|will not be able to|(?:are|am|'re|'m|were) (?:\\w+ )?(?:unable|not able) to|unable to|not in a position to)" +
      ' (?:take (?:any|on any) (?:events|bookings|orders|jobs|work|new (?:clients|customers|work))(?: at all)?|help(?: you| out)?|assist(?: you)?|be (?:of )?(?:any |much |more |further )?(?:help|assistance|use)|act (?:for|on behalf of) (?:you|your (?:company|business|firm))|take (?:this|it|that|you|the (?:job|work|project|order|booking|instruction|commission)) on|take on (?:this|the) (?:job|work|project|order|booking)|accept (?:this|the|your) (?:job|work|project|order|booking|request|enquiry|inquiry|instruction)|accommodate (?:you|your (?:request|group|booking|party|team))|quote|provide (?:you with )?(?:a |any )?(?:quote|quotation|offer|proposal)|give you (?:a |any )?(?:quote|quotation|price)|make (?:you )?(?:an? |any )?(?:offer|quote)|fulfil(?:l)? (?:this|your) (?:request|order|enquiry))',
    // A regret for not helping, and the request said to be nothing the writer does or can quote.
    "sorry (?:not to be|i (?:can't|cannot) be|we (?:can't|cannot) be) (?:of )?(?:any |much |more )?(?:help|use)",
    "(?:it's|it is|that's|that is|this is) not something (?:we|i)(?:'d| would| could|'re| are)? (?:be )?(?:able to )?(?:help (?:you )?with|do|offer|take on|quote for)",
    "(?:there's|there is) nothing (?:we|i) (?:can|could) (?:quote|offer)(?: you)?",
    // German, also the subject first ("wir können Ihnen kein Angebot machen")
    `(?:wir|ich) (?:konnen|werden|kann) ${GAP_DE}(?:nicht (?:weiter)?helfen|kein(?:e|en)? (?:angebot|preis|kostenvoranschlag) (?:abgeben|machen|erstellen|unterbreiten|nennen|geben))`,
    'tut (?:mir|uns) leid,? (?:dass )?(?:wir|ich) (?:ihnen )?(?:nicht (?:weiter)?helfen (?:konnen|kann)|keine hilfe sein)',
    `(?:konnen|werden) (?:wir|ich) ${GAP_DE}(?:nicht (?:weiter)?helfen|nicht tatig werden|kein(?:e|en)? (?:angebot|preis|kostenvoranschlag|auftrag|auftrage|neuen \\w{3,15}) (?:abgeben|machen|erstellen|unterbreiten|annehmen|ubernehmen|entgegennehmen|nennen|geben))`,
    '(?:wir|ich) (?:ihnen |dir |euch )?(?:leider |daher |hier )*nicht (?:weiter)?helfen (?:konnen|kann)',
    '(?:(?:mussen|muss) (?:wir|ich)|(?:wir|ich) (?:mussen|muss)) (?:ihnen |dir |euch )?(?:leider |daher |hier |diesmal |aber |gleich |also |jedoch )*(?:absagen|ablehnen|passen)',
    '(?:ihnen |dir |euch )(?:leider |daher )*absagen (?:mussen|muss)',
    '(?:sind|bin) (?:wir|ich) (?:leider |daher |derzeit |aktuell )*nicht in der lage',
    // French
    "(?:ne (?:sommes|serons|suis) (?:donc |malheureusement |helas |actuellement )*pas en mesure d[e']|ne (?:pouvons|pourrons|peux|pourrai|pourra|peut) (?:donc |malheureusement |helas )*pas|(?:il nous est|il m'est) impossible d[e'])" +
      " ?(?:nous en (?:occuper|charger)|(?:le|la|les) (?:faire|prendre|realiser)|(?:faire|traiter|realiser|prendre|assurer) (?:votre|vos|ce|cette|ces) [a-z]+|donner (?:une )?suite(?: favorable)?|repondre favorablement|vous aider|vous accompagner|vous satisfaire|(?:vous )?accueillir|accepter (?:votre|cette) (?:demande|commande|mission|reservation)|prendre en charge (?:votre|cette) (?:demande|mission)|(?:vous )?(?:faire|proposer|soumettre|adresser|transmettre|etablir) (?:une |un |d')?(?:offre|devis|proposition))",
    '(?:desole|desolee|desoles|navre|navree|navres) de ne pas (?:pouvoir vous aider|pouvoir vous etre utiles?|vous etre utiles?)',
    // Italian
    "(?:mi|ci) (?:spiace|dispiace) (?:di )?non (?:esserle|esservi|esserti|poterle essere|potervi essere|poterla aiutare|potervi aiutare) ?(?:d'aiuto|di aiuto|utili?)?",
    '(?:non (?:siamo|sono|saremo|saro) (?:quindi |purtroppo |pertanto |dunque )*in grado di |non (?:possiamo|potremo|posso|potro) (?:quindi |purtroppo |pertanto |dunque )*)' +
      "(?:aiutarla|aiutarvi|aiutarti|esserle d'aiuto|esservi d'aiuto|accettare (?:la sua|la vostra|questo|questa) \\w{5,12}|accogliere la (?:sua|vostra) richiesta|soddisfare la (?:sua|vostra) richiesta|dare seguito|(?:farle|farvi|formularle|formularvi|fornirle|fornirvi|presentarle|presentarvi|inviarle|inviarvi|proporle|proporvi|fare|formulare|presentare) (?:un'|un |una )?(?:offerta|preventivo|proposta))",
    // Spanish
    '(?:no (?:podemos|podremos|puedo|podre) (?:lamentablemente |por tanto |por lo tanto |por desgracia |asi que )*|no (?:estamos|estoy) en (?:condiciones|disposicion) de |no nos es posible |nos es imposible )' +
      '(?:ayudarle|ayudarles|ayudarte|ayudaros|atenderle|atenderles|atender (?:su|vuestra|tu) (?:solicitud|peticion|pedido|encargo)|aceptar (?:su|vuestro|vuestra|este|esta) (?:encargo|pedido|solicitud|trabajo|proyecto|reserva)|hacernos cargo|dar curso a (?:su|vuestra) (?:solicitud|peticion)|(?:ofrecerle|ofrecerles|hacerle|hacerles|enviarle|enviarles|presentarle|presentarles|darle|darles|pasarle|pasarles) (?:una |un |ninguna |ningun )?(?:oferta|presupuesto|propuesta|cotizacion)|ofertar|presupuestar|cotizar)',
    'lo (?:siento|sentimos),? no (?:poder|podemos|puedo) (?:ayudarle|ayudarles|ayudarte|serle de ayuda|serles de ayuda)',
    // Portuguese
    '(?:lamento|lamentamos) nao (?:poder|podermos|conseguir) (?:ajuda-lo|ajuda-la|ajudar|ser util|ser uteis)',
    '(?:nao (?:lhe |lhes |vos )?(?:podemos|poderemos|posso|conseguimos|conseguiremos) (?:infelizmente |por isso |portanto )*|nao (?:estamos|estou) em condicoes de |nao nos e possivel )' +
      '(?:ajuda-lo|ajuda-la|ajuda-los|ajudar|atende-lo|atende-la|atender (?:o seu|ao seu|a sua|este|esta) (?:pedido|encomenda|solicitacao)|aceitar (?:o seu|a sua|este|esta) (?:pedido|encomenda|trabalho|projeto|reserva)|dar seguimento|(?:apresentar|fazer|enviar|dar|indicar)(?:-lhe)? (?:uma |um |nenhuma |nenhum )?(?:proposta|oferta|orcamento|cotacao|precos?))',
    // Dutch
    `(?:kunnen|zullen) (?:we|wij|ik) ${GAP_NL}(?:niet (?:verder )?helpen|niet van dienst zijn|geen (?:offerte|aanbieding|prijsopgave) (?:maken|uitbrengen|sturen|geven|doen))`,
    '(?:we|wij|ik) (?:je|u|jullie) (?:helaas |dus )*niet (?:verder )?(?:kunnen|kan) helpen',
    '(?:(?:ik|we|wij) (?:kan|kunnen)|(?:kan|kunnen) (?:ik|we|wij)) (?:je |u |jullie )?(?:er )?(?:dus |helaas |daarom )*geen (?:prijs|offerte|aanbieding|prijsopgave) (?:voor )?(?:geven|maken|sturen|doen|uitbrengen|noemen)',
    'sorry dat (?:ik|we|wij) (?:je|u|jullie) niet (?:verder )?(?:kan|kunnen) helpen',
    '(?:moeten|moet) (?:we|wij|ik) (?:u |je |jullie )?(?:helaas |dus |hier )*(?:nee zeggen|afzeggen|teleurstellen)',
    // The subject first: "Ik moet u dus helaas teleurstellen".
    '(?:ik|we|wij) (?:moet|moeten) (?:u|je|jullie) (?:helaas |dus |daarom |hier )*(?:teleurstellen|afzeggen|nee zeggen)',
    // "Daar beginnen we ook niet aan": we do not take that on.
    '(?:daar|hier) (?:beginnen|begin) (?:we|wij|ik) (?:dus |helaas |ook |liever |daarom )*niet aan',
    // Having to disappoint the asker, in the other six languages: "da muss ich Sie aber enttäuschen",
    // "I'm afraid I have to disappoint you", "je dois vous décevoir", "tengo que decepcionarle",
    // "devo deluderla", "tenho de o desiludir".
    "(?:have to|must|'ll have to|will have to) disappoint you",
    '(?:(?:muss|musste|mussen) (?:ich|wir)|(?:ich|wir) (?:muss|musste|mussen)) (?:sie|dich|euch) (?:aber |leider |da |hier |daher |wohl |dann )*enttauschen',
    '(?:je dois|nous devons|je suis oblige de|nous sommes obliges de) (?:malheureusement |donc )*vous decevoir',
    '(?:tengo|tenemos) que (?:decepcionarle|decepcionarles|decepcionarte|decepcionaros)',
    '(?:devo|dobbiamo) (?:purtroppo )?(?:deluderla|deludervi|deluderti)',
    '(?:tenho|temos) (?:de|que) (?:o |a |os |as |vos |lhe )?(?:desiludir|decepcionar)',
  ].join('|')})(?![a-z])`,
);

/**
 * Words that may follow the decline's verb in its clause and still mean the whole request: the
 * request, the occasion, a pronoun, a regret (folded, seven languages).
 */
const REQUEST_WORDS = new Set(
  (
    'on in at with for to of this that these the it you your us one time occasion matter case moment present during window period ' +
    'request enquiry inquiry instance any further way all here now i im afraid sorry unfortunately ' +
    'ihnen dir euch in diesem dieser fall der die das sache anfrage ihre ihrer leider hier bei zu diesmal momentan derzeit aktuell ' +
    'a votre vos demande cette ce cet fois projet pour le la les dossier moment present nous en y dans sujet malheureusement ' +
    'per quanto richiesto richiesta questa questo la sua vostra in caso occasione momento al purtroppo ci mi di volta ' +
    'a su vuestra esta este caso ocasion momento por en con lo la solicitud peticion de lamentablemente vez ' +
    'a ao o seu sua este esta caso momento por pedido nesta neste infelizmente ' +
    'je u jullie met bij deze dit aanvraag keer moment helaas op verder daarmee hiermee ' +
    // "further": "de ne pas pouvoir vous aider davantage", "nicht weiter", "ayudarle más", "aiutarla oltre", "ajudar mais"
    'davantage plus weiter mehr mas ulteriormente oltre piu mais ' +
    // "desta vez": this time
    'desta deste dessa desse'
  ).split(' '),
);

/** The decline phrase of the (new) text, folded, when its clause names nothing narrower than the request; or undefined. */
export function findDecline(folded: string): string | undefined {
  const text = folded.slice(0, 20_000);
  const m = DECLINE.exec(text);
  if (!m || !wholeRequestAfter(text, m.index + m[0].length)) return undefined;
  // "Mit dem Hund muss ich Sie leider enttäuschen": what disappoints is named before the phrase.
  if (DISAPPOINT.test(m[0]) && !wholeRequestBefore(text, m.index)) return undefined;
  return m[0];
}

/** Having to disappoint the asker, in the seven languages (folded). */
const DISAPPOINT = /disappoint|enttausch|decevoir|decepcion|delud|desiludir|decepcionar|teleurstellen/;

/**
 * Whether the words of a decline's clause before it (`at`) name nothing narrower than the
 * request ("Da muss ich Sie aber enttäuschen", "I'm afraid I have to disappoint you"): "Mit dem
 * Hund muss ich Sie enttäuschen" names one part.
 */
export function wholeRequestBefore(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 80), at);
  const start = Math.max(...[...'.,;:!?\n('].map((c) => before.lastIndexOf(c))) + 1;
  const words = before.slice(start).match(/[a-z']+/g) ?? [];
  return words.every((w) => REQUEST_WORDS.has(w.replace(/'.*$/, '')) || LEAD_WORDS.has(w));
}

/** Words that may open a decline's clause before it: "da", "so", "well", "I'm afraid", "hier". */
const LEAD_WORDS = new Set(
  'da so well then afraid i im we unfortunately sadly leider aber also dann hier je nous malheureusement lamentablemente purtroppo helaas infelizmente eu ik wij io noi yo nosotros'.split(
    ' ',
  ),
);

/**
 * Whether the words after a decline's verb (at `end`), to the end of its clause, speak only of
 * the request or the occasion ("on this occasion", "in dieser Sache"), so that the no is to the
 * whole request: "help with the delivery" names one part.
 */
export function wholeRequestAfter(text: string, end: number): boolean {
  const rest = text.slice(end, end + 120);
  const stop = rest.search(/[.,;:!?()\n]| (?:and|but|nor|und|aber|noch|et|mais|ni|e|ma|ne|y|pero|en|maar|mas|nem) /);
  const tail = (stop >= 0 ? rest.slice(0, stop) : rest).match(/[a-z']+/g) ?? [];
  return tail.every((w) => REQUEST_WORDS.has(w.replace(/'.*$/, '')));
}
