/**
 * A refusal: the writer's own statement that they will not do what we asked, in the seven
 * reading languages and the many ways people write it — not only "not interested", but "we'll
 * pass", "kein Bedarf", "nous ne donnerons pas suite", "no vamos a presentar oferta", "siamo al
 * completo", "wij zien af van", "não temos interesse", and polite declines with a reason ("we're
 * fully booked", "we no longer make that", "keine Kapazitäten").
 *
 * Not a refusal: a lack of interest in something else than our request ("we are not interested
 * in a deposit", "kein Bedarf an einer Anzahlung", "pas intéressés par l'option") in a reply
 * that answers (it holds figures), which is a term of the answer, not a no. Without any figure,
 * "not interested in catalogue work" is the no it reads as. Callers pass the reply's new text only (regions/), so quoted
 * history, signatures and footers never count.
 *
 * Runs on folded text (language-fold.ts): literal alternations, no nested quantifiers.
 */

import { findDecline, wholeRequestAfter, wholeRequestBefore } from './declines.js';
import { NO_LONGER, negated } from '../readers/negation.js';
import { findNotServed, namesMoney, offersNothing, sentenceAndNext, sentenceOf } from './not-served.js';
import { LESSER_VARIANT } from '../readers/lexicons/changed-terms.js';
import { openNamed } from './alternative-offers.js';
import { endedPartnership } from './ended-partnership.js';
import { referralAway } from './referrals.js';

const REFUSAL = new RegExp(
  `\\b(?:${[
    // English
    "(?:we|i)(?:'ll| will| have to| must| would| are going to)? (?:have to )?pass on (?:this|that|it|the (?:job|work|project|order|request|opportunity|enquiry|inquiry))",
    "(?:we|i)(?:'ll| will)? (?:have to |must |will )?(?:respectfully )?pass(?: this time| for now| on this occasion)?[.!,;]",
    "we (?:no longer|don't|do not) (?:make|produce|supply|offer|sell|carry|stock|manufacture)(?: or (?:repair|service|sell|supply|make))? (?:those|these|that|this|them|it)",
    'we no longer (?:do|offer|provide|handle) (?:that|this|those|these|it|them)',
    '(?:were|was|has been|have been) discontinued',
    "(?:we(?:'re| are)|i(?:'m| am)) (?:fully|completely|totally) booked",
    "we (?:cannot|can't|are unable to|won't be able to|will not be able to|are not able to) (?:make|give|send|provide|submit|offer) (?:you )?(?:an? |any )?(?:offer|quote|quotation|proposal|price|bid)",
    "we (?:won't|will not) be (?:quoting|bidding|tendering|submitting|responding|proceeding|going ahead|taking (?:this|it|the job) on)",
    '(?:we|i) (?:stopped|discontinued|ceased) (?:producing|making|selling|supplying|offering|doing)',
    'not interested',
    // "Sorry not to be able to help".
    'sorry (?:not to be able|to be unable) to (?:help|assist)',
    // "I'm afraid this one isn't for me", "that's not one for us": a polite no to the request.
    "(?:this|that|it)(?: one| job)?(?:'s| is)(?: not|n't) (?:one |something )?for (?:me|us)\\b(?! to\\b)",
    'no,? thanks',
    'no,? thank you',
    '(?:we|i) (?:must |have to |will |would |respectfully |politely )?decline',
    "we (?:cannot|can't|won't|will not) (?:help|assist|participate|take part|take (?:this|it|the job|the order|the work) on)",
    "we (?:are|'re) not able to (?:help|assist|take (?:this|it) on)",
    "(?:we|i)(?: have|'ve) decided not to (?:proceed|go ahead|quote|bid|take (?:this|it) on|participate)",
    "(?:we|i) (?:don't|do not) have (?:the )?(?:capacity|availability) (?:for|to take)",
    "(?:that|this|it)(?:'s| is) not something we (?:do|offer|can do|can help with)",
    // A promise the writer will not make: "I won't promise something we couldn't keep" (and kin below).
    "(?:promise|commit to|commit ourselves to|take on) (?:something|anything|a commitment|what) (?:that )?(?:we|i) (?:can't|cannot|couldn't|could not|won't be able to|wouldn't be able to) (?:keep|deliver|honou?r|meet|stand by)",
    // The day asked is not possible, with nothing offered instead (alternative-offers.ts decides):
    // "that day we can't", "an dem Tag können wir leider nicht", "ese día no podemos".
    "(?:that|this|the) (?:day|date)(?:,)? (?:we|i) (?:can't|cannot|can not|won't be able to|are unable to)(?! (?:\\w+ ){0,3}(?:until|before|after|but))",
    "(?:we|i) (?:can't|cannot|can not) (?:do|make) (?:that|this|the) (?:day|date)",
    // The day named by its number: "we genuinely can't do the 22nd", "am 22. können wir leider nicht".
    "(?:we|i) (?:genuinely |really |unfortunately |simply |just )?(?:can't|cannot|can not) do (?:the|your|saturday the|sunday the) \\d{1,2}(?:st|nd|rd|th)?\\b(?! (?:but|though|however|if|unless))",
    '(?:am|den) \\d{1,2}\\.? (?:konnen|kann) (?:wir|ich) (?:leider )?nicht',
    '(?:nous ne pouvons pas|on ne peut pas|je ne peux pas) (?:faire |assurer )?le \\d{1,2}\\b',
    'no (?:podemos|puedo) (?:hacer )?(?:el )?(?:dia )?\\d{1,2}\\b',
    'non (?:possiamo|posso) (?:fare )?il \\d{1,2}\\b',
    '(?:kunnen|kan) (?:we|wij|ik) de \\d{1,2}(?:e|ste)? (?:helaas )?niet|de \\d{1,2}(?:e|ste)? (?:kunnen|kan) (?:we|wij|ik) (?:helaas )?niet',
    'nao (?:podemos|posso) (?:fazer )?(?:o )?dia \\d{1,2}\\b',
    '(?:an dem|an diesem|diesen|den) (?:tag|termin),? (?:konnen|kann) (?:wir|ich) (?:leider )?nicht',
    "ce jour-la,? (?:nous ne pouvons pas|on ne peut pas|je ne peux pas|ce n'est pas possible|ce ne sera pas possible)",
    'ese dia no (?:podemos|puedo|es posible|sera posible|nos es posible)',
    'quel giorno non (?:possiamo|posso|e possibile|sara possibile|riusciamo)',
    'die dag (?:kunnen|kan) (?:we|wij|ik) (?:helaas )?niet',
    'nesse dia (?:nao podemos|nao posso|nao e possivel|nao conseguimos)',
    // What the writer does not do at all: "we don't bake gluten-free at all", "Glutenfrei backen wir
    // aber leider überhaupt nicht", "nous n'en faisons pas du tout", "non lo facciamo affatto",
    // "dat doen we helemaal niet" (not "at all on Saturdays", "samstags liefern wir gar nicht": a
    // day, a time of day or a season before or after it names a part).
    "(?<!(?:saturdays?|sundays?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|weekends?|evenings?|nights?|holidays?|winter|summer),? )(?:we|i) (?:don't|do not) [a-z]+ (?:[a-z-]+ ){0,3}at all\\b(?! (?:on|before|after|until|in|during|for orders))",
    '(?<!(?:montags|dienstags|mittwochs|donnerstags|freitags|samstags|sonntags|abends|morgens|nachts|mittags|vormittags|nachmittags|feiertags|wochenende|winter|sommer) )[a-z]+en (?:wir|ich) (?:aber |also |leider |ja )*(?:uberhaupt|gar) nicht\\b(?! (?:am|an|vor|nach|bis|ab|unter|uber|mehr als|samstags|sonntags)\\b)',
    "(?<!(?:samedi|dimanche|week-end|soir|nuit|hiver|ete|matin),? )(?:nous ne|nous n'|on ne|on n'|je ne|je n')(?:[a-z]+ ){0,2}?[a-z]+ (?:pas du tout|absolument pas)\\b(?! (?:le|les|avant|apres|le samedi)\\b)",
    '(?<!(?:sabato|domenica|settimana|sera|notte|inverno|estate),? )non (?:[a-z]+ ){0,2}?[a-z]+iamo (?:affatto|per niente|per nulla)\\b',
    '(?<!(?:zaterdag|zondag|weekend|avonds|nachts|winter|zomer),? )(?:doen|maken|bakken|leveren|verkopen) (?:we|wij|ik) (?:dat |die |het )?(?:helaas )?(?:helemaal|totaal) niet\\b(?! (?:op|voor|na|tot)\\b)',
    // Taking the matter on, in the seven languages: "we cannot take on this instruction", "dass wir das
    // Mandat nicht übernehmen können", "nous ne pouvons pas accepter ce dossier", "no podemos aceptar
    // el encargo", "non possiamo accettare l'incarico", "kunnen we de opdracht niet aannemen", "não
    // podemos aceitar o trabalho".
    "(?:we|i) (?:can't|cannot|are unable to|am unable to|won't be able to|will not be able to|are not able to) (?:accept|take on|act on|act in|act for you (?:in|on)) (?:this|the|your) (?:instruction|mandate|matter|case|order|job|work|assignment|commission|engagement|project)",
    '(?:wir|ich) (?:das|den|die|dieses|diesen|diese|ihr|ihren|ihre) (?:mandat|auftrag|anfrage|projekt|vertretung|fall|arbeiten) (?:leider )?nicht (?:ubernehmen|annehmen|ausfuhren|bearbeiten|betreuen)',
    '(?:nous|je) ne (?:pouvons|pourrons|pourrions|peux|pourrai) (?:malheureusement )?pas (?:accepter|prendre en charge|assurer|traiter) (?:ce|cette|votre|le|la) (?:dossier|mandat|mission|commande|chantier|projet|affaire|demande)',
    'no (?:podemos|podremos|podriamos|puedo|podre) (?:aceptar|asumir|hacernos cargo de|encargarnos de|llevar) (?:este|esta|el|la|su|vuestro|vuestra) (?:encargo|asunto|caso|pedido|proyecto|trabajo|mandato|obra)',
    "non (?:possiamo|potremo|potremmo|posso|potro) (?:accettare|assumere|seguire|prendere in carico) (?:questo |questa |il |la |l'|suo |sua |vostro |vostra )?(?:incarico|mandato|pratica|lavoro|ordine|progetto|commessa)",
    '(?:kunnen|kan) (?:we|wij|ik) (?:deze|de|uw|jouw|die|dit) (?:opdracht|zaak|klus|order|bestelling|project) (?:helaas )?niet (?:aannemen|accepteren|uitvoeren|op ons nemen|op me nemen)',
    'nao (?:podemos|poderemos|poderiamos|posso) (?:aceitar|assumir) (?:este|esta|o|a|seu|sua|vosso|vossa) (?:encargo|mandato|processo|trabalho|encomenda|projeto|obra)',
    // German
    'stellen wir nicht mehr her',
    '(?:produzieren|liefern|fuhren|machen|bieten|wickeln|bearbeiten|ubernehmen) wir (?:leider )?(?:nicht|nichts) mehr',
    '(?:bieten|machen) wir (?:leider )?nicht an',
    'mussen wir (?:leider )?passen',
    '(?:kein|keinen) (?:interesse|bedarf)',
    '(?:haben|hatten) wir (?:leider )?(?:kein|keinen) (?:interesse|bedarf)',
    '(?:sind|bin) (?:wir|ich) (?:leider )?nicht interessiert',
    'nicht interessiert',
    '(?:das|dies) ist (?:leider |also )?nichts fur (?:mich|uns)',
    "(?:ce|cela|ca) n'est (?:malheureusement |donc )?pas pour (?:moi|nous)",
    'no es (?:lo nuestro|para nosotros)',
    'non fa per (?:me|noi)',
    '(?:dit|dat) is (?:helaas )?niets voor (?:mij|ons)',
    'nao e (?:para nos|o nosso caso)',
    'nein,? danke',
    'wir lehnen',
    'lehnen (?:wir|ich) (?:das |dies |ihre anfrage |ihr angebot )?(?:leider )?ab',
    'mussen (?:wir|ich) (?:leider )?(?:absagen|ablehnen|verzichten)',
    '(?:konnen|werden) (?:wir|ich) (?:ihnen )?(?:leider )?(?:nicht (?:helfen|weiterhelfen|anbieten)|kein angebot (?:abgeben|machen|erstellen))',
    '(?:sind|bin) (?:wir |ich )?(?:(?!nicht |kaum |noch nicht )\\w{1,12} ){0,4}ausgebucht',
    '(?:haben|hatten) (?:wir )?(?:leider )?keine (?:kapazitat|kapazitaten|freien kapazitaten)',
    'nehmen (?:wir )?(?:derzeit |aktuell |leider )?keine (?:neuen )?(?:auftrage|kunden|projekte)',
    '(?:versprechen|zusagen|zusichern),? was (?:wir|ich) (?:dann |spater )?nicht (?:halten|einhalten|erfullen|leisten) (?:konnen|konnten|kann|konnte)',
    '(?:wir )?verzichten (?:wir )?(?:leider )?(?:auf (?:ein angebot|eine teilnahme|die teilnahme|ihr angebot)|dankend)',
    'sehen (?:wir|ich) (?:leider |daher )?(?:davon |von (?:einem|einer|ihrem|ihrer) \\w{1,20} )?ab(?! (?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|morgen|sofort|heute|nachste|\\d))',
    // French
    'nous ne (?:fabriquons|produisons|vendons|proposons|faisons|distribuons|assurons|traitons|gerons|acceptons) plus',
    'nous devons passer notre tour',
    'pas interesse(?:e|s|es)?',
    '(?:cela|ceci|ca) ne nous interesse pas',
    'ne nous interesse pas',
    'non,? merci',
    'nous (?:devons )?(?:declinons|refusons|decliner|refuser)',
    "nous ne (?:pouvons|pourrons) pas (?:vous aider|donner suite|repondre favorablement|vous faire d'offre|vous proposer d'offre)",
    'nous ne (?:donnerons|donnons|souhaitons pas donner) (?:donc |malheureusement |finalement |pas )*suite',
    // "Je suis donc au regret de ne pas pouvoir donner suite à votre demande".
    '(?:au regret|regrett\\w*|desole\\w*) de ne (?:pas )?pouvoir (?:donner suite|repondre favorablement)',
    'ne (?:souhaitons|desirons) pas (?:donner suite|poursuivre|y donner suite)',
    '(?:nous sommes|on est) (?:deja )?complets?',
    "nous n'avons (?:pas|plus) (?:la capacite|de capacite|de disponibilite|les disponibilites)",
    'nous renoncons',
    "(?:promettre|nous engager sur|m'engager sur|prendre un engagement sur) (?:quelque chose |un delai |ce )?(?:que|qu') (?:nous |je )?ne (?:pourrions|pourrons|pouvons|pourrais|pourrai) pas (?:tenir|honorer|respecter)",
    // Spanish
    'ya no (?:fabricamos|producimos|vendemos|ofrecemos|hacemos|trabajamos|distribuimos|tramitamos|gestionamos|realizamos|aceptamos)',
    'no (?:estamos|estoy) interesad[oa]s?',
    'no (?:me|nos) interesa',
    'no tenemos interes',
    'no,? gracias',
    'rechazamos',
    'declinamos',
    'desistimos',
    'no (?:podemos|puedo) (?:ayudarle|ayudarles|ayudarte|ofrecer|participar|presentar oferta|cotizar|atenderle|atenderles)',
    // "Lamentamos no poder ayudarle": sorry not to be able to help.
    '(?:lamento|lamentamos|siento|sentimos) no poder (?:ayudarle|ayudarles|ayudarte|atenderle|atenderles)',
    'no (?:vamos|voy) a (?:presentar|participar|ofertar|cotizar|enviar (?:oferta|presupuesto)|seguir adelante)',
    'estamos (?:completos|completamente reservad[oa]s|al completo)',
    'no (?:tenemos|disponemos de) (?:capacidad|disponibilidad)',
    'preferimos no (?:participar|presentar|ofertar|seguir)',
    '(?:prometer(?:le|les)?|comprometernos a|comprometerme a) (?:algo|nada) que (?:luego |despues )?no (?:podriamos|podamos|podemos|podria|pueda) (?:cumplir|mantener)',
    // Italian
    'non (?:siamo|sono) interessat[ioae]',
    'non (?:ci|mi) interessa',
    'non abbiamo interesse',
    'no,? grazie',
    'non (?:produciamo|vendiamo|forniamo|facciamo|trattiamo|offriamo|gestiamo|eseguiamo|accettiamo) piu',
    'dobbiamo (?:declinare|rinunciare)',
    // "Siamo spiacenti di non poterla aiutare".
    '(?:siamo spiacenti|sono spiacente|mi dispiace|ci dispiace) di non poter(?:la|le|vi|ti)? aiutar(?:e|la|le|vi|ti)',
    "declin(?:iamo|o) (?:la|il|l')",
    'rinunciamo',
    'non daremo seguito',
    // "non riusciremmo a seguirvi come meritate": we could not take you on.
    'non (?:riusciremmo|riusciremo|potremmo) a seguir(?:vi|la|le)',
    "(?:prender(?:le|vi)?|assumer(?:ci|mi)?|prendermi|prenderci) (?:un |l')?impegn[oi] che (?:poi )?non (?:potremmo|possiamo|potrei|riusciremmo a|riusciremo a) (?:mantenere|rispettare|onorare)",
    "non (?:possiamo|posso) (?:aiutarla|aiutarvi|aiutarti|fornir\\w*|offrir\\w*|partecipare|farle un'offerta|farvi un'offerta|farle un preventivo|farvi un preventivo)",
    'siamo (?:gia )?(?:al completo|completi)',
    'non (?:abbiamo|disponiamo di) (?:la )?(?:capacita|disponibilita)',
    // Dutch
    'geen interesse',
    'geen behoefte',
    'niet geinteresseerd',
    'nee,? (?:bedankt|dank u|dank je)',
    '(?:leveren|maken|verkopen|produceren|doen|bieden|behandelen|verzorgen|accepteren) (?:wij|we) (?:dat |dit |die )?(?:helaas )?niet meer',
    '(?:wij|we) (?:zijn|zitten) (?:helaas )?(?:volgeboekt|volgepland|vol)(?![a-z])',
    '(?:wij|we) (?:kunnen|zullen) (?:u |je )?(?:helaas )?(?:niet helpen|geen offerte)',
    'moeten (?:wij|we) (?:helaas )?(?:afzeggen|bedanken|passen)',
    '(?:wij|we|ik) (?:zien|zie) (?:hier |daarom |helaas )?(?:van )?af(?! en toe)',
    'zien (?:wij|we|ik) (?:hier |daarom |helaas )?(?:van )?af(?! en toe)',
    '(?:wij|we) (?:hebben|hebben helaas) geen (?:capaciteit|ruimte)',
    '(?:beloven|toezeggen),? wat (?:we|wij|ik) (?:daarna |later )?niet (?:kunnen|kan) (?:waarmaken|nakomen|leveren)',
    // Portuguese
    'nao (?:estamos|estou) interessad[oa]s?',
    'nao (?:nos|me) interessa',
    'nao (?:temos|tenho) interesse',
    'sem interesse',
    'nao,? obrigad[oa]',
    'ja nao (?:fabricamos|produzimos|vendemos|fornecemos|fazemos|trabalhamos|tratamos|processamos|aceitamos|realizamos)',
    'nao (?:lhe |vos |te )?(?:podemos|posso) (?:apresentar|fazer|enviar|dar) (?:uma )?(?:proposta|oferta|cotacao|orcamento)',
    'nao (?:podemos|posso) ajuda(?:r|-lo|-la)',
    // "Desta vez não vamos conseguir ajudar".
    'nao (?:vamos |iremos )?(?:conseguir|conseguimos|conseguiremos) ajuda(?:r|-lo|-la)',
    'recusamos',
    'declinamos',
    'desistimos',
    'nao (?:vamos|iremos) (?:avancar|apresentar|participar|seguir)',
    'estamos (?:lotad[oa]s|sem disponibilidade|sem capacidade|cheios)',
    '(?:prometer(?:-lhe)?|comprometer-nos com|assumir um compromisso) (?:algo |o )?que (?:depois )?nao (?:poderiamos|podemos|conseguiriamos|conseguimos) (?:cumprir|manter)',
  ].join('|')})(?![a-z])`,
  'g',
);

/**
 * A preposition after "not interested" / "kein Bedarf" / "pas intéressés" …: the lack of
 * interest is in what follows it. Only when that is our request ("in this", "in your offer",
 * "an Ihrem Angebot", "par votre proposition") is it a refusal.
 */
const INTEREST_OBJECT =
  /^\s*(?:in|an|am|fur|par|pour|en|por|a|al|alla|ad|aan|voor|em|no|na|pelo|pela|nel|nella|di)\s+(\S{1,30})(?:\s+(\S{1,30}))?/;
const INTEREST_WORDS = /(?:interest|interesse|interes|interessa|interessat|bedarf|behoefte)/;
const OUR_REQUEST =
  /^(?:this|that|it|these|those|your|the (?:offer|proposal|request|enquiry|inquiry|job|project|opportunity|service|services|product|products)|dies\w*|das|ihr\w*|diese\w*|ce|cet|cette|ces|votre|vos|la (?:proposition|demande|offre)|esto|esta|este|estos|su|sus|vuestr\w*|la (?:propuesta|oferta|solicitud)|questo|questa|quest|vostr\w*|la (?:proposta|offerta|richiesta)|dit|deze|uw|jullie|het (?:aanbod|voorstel)|isso|isto|esta|este|vosso|vossa|sua|seu|a (?:proposta|oferta))$/;

/**
 * A stock refusal that only says the diary is full ("fully booked", "ausgebucht", "al completo",
 * "volgeboekt"): a no only when the reply names nothing still free or open (alternative-offers.ts).
 */
const CAPACITY =
  /(?:booked|ausgebucht|kapazitat|complets?$|capacite|disponibilite|completos|reservad|al completo|completi|capacita|disponibilita|capacidad|disponibilidad|volgeboekt|volgepland|vol$|capaciteit|ruimte|lotad|cheios|sem disponibilidade|sem capacidade)/;

/** A stock refusal whose verb is "help" or "assist": declines the request only when nothing narrower follows. */
const HELP_VERB = /(?:help|assist|helfen|aider|ayudar|aiutar|helpen|ajuda)/;

/** A promise the writer will not make (a commitment they could not keep). */
const UNKEPT =
  /(?:keep|deliver|honou?r|meet|stand by|halten|erfullen|leisten|tenir|respecter|cumplir|mantener|mantenere|rispettare|onorare|waarmaken|nakomen|leveren|cumprir|manter)$/;

/** "What …", "lo que …", "ce que …", "ciò che …", "wat …", "o que …", "was …" right before a no: a cleft naming a part. */
const CLEFT_BEFORE = /\b(?:what|lo que|ce que|ce qu'|cio che|quello che|wat|o que|was|das,? was)\s*$/;

/** A stock "we cannot offer" (its object named elsewhere in the sentence). */
const OFFER_VERB = /(?:offer|anbieten|aanbieden|\bpropo\w*|\boffr\w*|\bofrec\w*|\boferec\w*)$/;

/**
 * An offering verb with its object pronoun on it ("offrirlo", "fornirla", "ofrecerlo",
 * "oferece-lo"): it points back at a thing named before, not at the request (never "offrirle",
 * "to you").
 */
const CLITIC_OBJECT = /(?:offrir|fornir|propor|ofrecer|proporcionar|oferece|fornece)(?:lo|la|li|los|las|-l[oa]s?)$/;

/** What the writer says they can do, with no negation before it ("possiamo ritirare", "we can collect"). */
const CAN_DO =
  /(?<!\b(?:not?|non|nao|ne|nicht|niet|never)\s(?:\w+\s)?)\b(?:we can|we could|i can|possiamo|posso|podemos|podemos|nous pouvons|on peut|wir konnen|konnen wir|we kunnen|kunnen we|ik kan)\s+(?!not\b|no\b|non\b|nicht\b|niet\b|pas\b)\w/;

/** A stock "we don't supply it" whose object is a pronoun … */
const PRONOUN_END = /\b(?:it|this|that|those|these|them)$/;
/** … followed by a narrower scope: "on extensions", "for outdoor use", "in black". */
const NARROWER_SCOPE =
  /^ (?:on|for|in|to|at|outside|beyond|with|without) (?!(?:this|that|these|those|it|them|you|your|any|all|the (?:job|work|project|order|request))\b)[a-z]/;

/**
 * Everything of the kind asked is taken: "every en-suite room for 2027/28 was allocated", "alle
 * Zimmer sind bereits vergeben", "toutes les chambres ont été attribuées", "todas las plazas ya
 * están asignadas", "tutti i posti sono già stati assegnati", "alle kamers zijn al vergeven",
 * "todos os quartos já foram atribuídos"; or the waiting list is closed. The participle ends its
 * clause ("all orders are taken by phone" is a habit, no capacity gone). A no only when the reply
 * names no price that answers and nothing still free beside it (`allTaken`).
 */
const ALL_TAKEN = new RegExp(
  `\\b(?:${[
    '(?:every|all(?: of)?(?: the| our)?) [^.,!?;\\n]{0,80}? (?:was|were|is|are|has been|have been) (?:already |all |now |fully |unfortunately )*(?:allocated|taken|let|gone|sold|filled|spoken for)',
    '(?:closed|close) (?:the|our) waiting list|waiting list (?:is|was|has been) (?:now |already )*(?:closed|full)',
    'alle [^.,!?;\\n]{0,80}? (?:sind|waren|wurden) (?:bereits |schon |leider |alle )*(?:vergeben|belegt|vermietet|verkauft)',
    '(?:sind|waren) (?:leider |bereits |schon )*alle [^.,!?;\\n]{0,80}? (?:bereits |schon )*(?:vergeben|belegt|vermietet|verkauft)',
    '(?:warteliste|wartelisten) (?:ist|sind) (?:bereits |schon )*(?:geschlossen|voll)',
    '(?:tou(?:te)?s) (?:les|nos) [^.,!?;\\n]{0,80}? (?:sont|ont ete|ont deja ete) (?:deja |toutes |tous |malheureusement )*(?:attribue|reserve|pris|loue|vendu)e?s',
    "liste d'attente (?:est|a ete) (?:deja )?(?:close|fermee|complete)",
    'tod[oa]s (?:las|los|nuestr[oa]s) [^.,!?;\\n]{0,80}? (?:estan|han sido|fueron) (?:ya )?(?:asignad|reservad|ocupad|alquilad|vendid)[oa]s',
    'lista de espera (?:esta |ya esta )?(?:cerrada|completa|fechada|cheia)',
    "tutt[ie] (?:le |i |gli |l')[^.,!?;\\n]{0,80}? (?:sono|erano) (?:gia )?(?:stat[ie] )?(?:gia )?(?:assegnat|prenotat|occupat|affittat|vendut)[ie]",
    "lista d'attesa (?:e )?(?:gia )?(?:chiusa|piena)",
    'alle [^.,!?;\\n]{0,80}? (?:zijn|waren) (?:al |reeds |helaas )*(?:toegewezen|verhuurd|vergeven|bezet|verkocht)',
    '(?:zijn|waren) (?:helaas |al |reeds )*alle [^.,!?;\\n]{0,80}? (?:al |reeds )*(?:toegewezen|verhuurd|vergeven|bezet|verkocht)',
    'wachtlijst is (?:al )?(?:gesloten|vol)',
    'tod[oa]s (?:os|as) [^.,!?;\\n]{0,80}? (?:estao|foram|ja foram) (?:ja )?(?:atribuid|reservad|ocupad|alugad|vendid)[oa]s',
  ].join(
    '|',
  )})(?=\\s*(?:[.,;:!?)\\n]|$)|\\s(?:back|already|now|since|until|till|for (?:the|this|next)|in (?:january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|winter)|bereits|schon|seit|depuis|desde|da|sinds)\\b)`,
);

/**
 * The all-taken phrase of the text, when the reply names no price that answers (one given for
 * the record or another occasion does not: not-served.ts `namesMoney`) and nothing still free in
 * its sentence or the next ("but we still have two studios").
 */
function allTaken(text: string): string | undefined {
  const m = ALL_TAKEN.exec(text);
  // "… condivisi tra tutti i conduttori dell'edificio e non sono assegnati": a no inside the
  // phrase says the opposite of all taken.
  if (!m || namesMoney(text) || negated(m[0])) return undefined;
  // Its sentence and the one after it: "but we still have two studios" answers the no.
  const local = sentenceAndNext(text, m.index, m.index + m[0].length);
  return openNamed(local) ? undefined : m[0];
}

/** The refusal phrase of the (new) text, folded, or undefined. */
export function findRefusal(folded: string): string | undefined {
  const text = folded.slice(0, 20_000);
  REFUSAL.lastIndex = 0;
  for (const m of text.matchAll(REFUSAL)) {
    const phrase = m[0];
    if (INTEREST_WORDS.test(phrase)) {
      const after = text.slice((m.index ?? 0) + phrase.length, (m.index ?? 0) + phrase.length + 70);
      const obj = INTEREST_OBJECT.exec(after);
      if (obj) {
        const one = obj[1] ?? '';
        const two = obj[2] ? `${one} ${obj[2]}` : one;
        // "not interested in taking on …", "in quoting": the work itself, a refusal. Another
        // thing named ("in a deposit") in a reply that answers (it holds figures) is a term.
        const ourRequest = OUR_REQUEST.test(one) || OUR_REQUEST.test(two) || /^\w{2,}ing$/.test(one);
        if (!ourRequest && /\d/.test(text)) continue;
      }
    }
    // "Pick-up we no longer do" in a reply that prices the rest: one service stopped, not a
    // no to the request; the reply is read (and what it does not settle is asked).
    if (NO_LONGER.test(phrase) && namesMoney(text)) continue;
    // "I won't promise what we couldn't keep" beside a price: a caveat on a part, not a no.
    if (UNKEPT.test(phrase) && namesMoney(text)) continue;
    // "Eine kürzere Laufzeit können wir leider nicht anbieten" beside a price: the variant is
    // refused, the offer stands with its term (which guards/commitments.ts puts to the client).
    const at = m.index ?? 0;
    if (OFFER_VERB.test(phrase) && namesMoney(text) && LESSER_VARIANT.test(sentenceOf(text, at, at + phrase.length)))
      continue;
    // "Das Umwickeln auf 50-m-Rollen können wir leider nicht anbieten" beside prices: one service,
    // named before the verb, is not offered; the rest of the request is answered.
    if (OFFER_VERB.test(phrase) && namesMoney(text) && !wholeRequestBefore(text, at)) continue;
    // "Lo que no podemos ofrecer es comida kosher", "what we can't offer is kosher": a cleft puts
    // one part in focus, the rest of the request stands.
    if (CLEFT_BEFORE.test(text.slice(Math.max(0, at - 14), at))) continue;
    // "L'umido invece no: … non possiamo offrirlo noi" beside "possiamo ritirare l'indifferenziato":
    // the verb's pronoun points back at one thing named before, and the reply says what they can do.
    if (CLITIC_OBJECT.test(phrase) && CAN_DO.test(text)) continue;
    // "(we don't supply it on extensions)": a part or a kind named after the pronoun, not the request.
    if (
      PRONOUN_END.test(phrase) &&
      NARROWER_SCOPE.test(text.slice((m.index ?? 0) + phrase.length, (m.index ?? 0) + phrase.length + 40))
    )
      continue;
    // "Fully booked on the 14th, the 21st is free": another date offered, the client chooses.
    // So is a booked-out date beside a question to us ("Am 14.03. sind wir ausgebucht … Welcher
    // Termin passt Ihnen besser?"): they ask which of their dates suits, they do not refuse.
    if (CAPACITY.test(phrase) && (openNamed(text.slice(0, 20_000)) || text.includes('?'))) continue;
    // "We can't help with the delivery": one part of the job, not the request.
    if (HELP_VERB.test(phrase) && !wholeRequestAfter(text, (m.index ?? 0) + phrase.length)) continue;
    return phrase;
  }
  // A polite "we don't serve this kind of customer, job or area", or "we are unable to take
  // this on", that offers nothing else.
  return (
    endedPartnership(text) ??
    allTaken(text) ??
    findNotServed(text) ??
    (offersNothing(text) ? (findDecline(text) ?? referralAway(text)) : undefined)
  );
}
