import { foldForMatching } from '../language-fold.js';

/**
 * A promise to answer later ("I'll get back to you tomorrow", "let me check with the
 * warehouse", "ich melde mich morgen", "je reviens vers vous", "le confirmo mañana", "vi faccio
 * sapere", "ik kom erop terug", "vou verificar"): the reply gives no value and asks nothing, so
 * the brain neither stores what it guesses ("last year it was around €900") nor asks again; the
 * case waits for the promised answer (the pending follow-up stays armed).
 */

const PROMISE = new RegExp(
  [
    // Writing once the answer is in, the condition first, in the seven languages: "as soon as I
    // have it I'll write to you", "en cuanto la tenga te escribo", "sobald ich es habe, schreibe
    // ich Ihnen", "dès que je l'ai, je vous écris", "appena ce l'ho le scrivo", "zodra ik het heb,
    // mail ik u", "assim que tiver, escrevo-lhe".
    "as soon as (?:i|we) (?:have|know|hear|get|receive)[^.!?\\n]{0,40}?(?:i|we)(?:'ll| will) (?:write|email|let you know|send|get back|be in touch|confirm)",
    'en cuanto (?:la |lo |las |los )?(?:tenga|tengamos|sepa|sepamos|reciba|recibamos)[^.!?\\n]{0,40}?(?:te|le|os|les) (?:escribo|escribire|aviso|avisare|digo|dire|confirmo|mando|envio|paso)',
    'sobald (?:ich|wir) [^.!?\\n]{0,40}?(?:schreibe|melde|maile|schicke|sende) (?:ich|wir)',
    'des que (?:je|nous|j) [^.!?\\n]{0,40}?(?:je|nous) vous (?:ecris|ecrirai|ecrirons|envoie|enverrai|recontacte|recontacterai|tiens au courant|confirme|confirmerai)',
    'appena [^.!?\\n]{0,40}?(?:le|vi|ti) (?:scrivo|scrivero|mando|mandero|invio|faccio sapere|confermo|confermero)',
    'zodra (?:ik|we|wij) [^.!?\\n]{0,40}?(?:mail|stuur|laat|bericht|bevestig) (?:ik|we|wij)',
    'assim que [^.!?\\n]{0,40}?(?:escrevo|escreverei|envio|enviarei|aviso|avisarei|informo|digo|confirmo)',
    // English
    "(?:i|we)(?:'ll| will| shall) (?:get|come|revert) back to you",
    "(?:i|we)(?:'ll| will| shall) (?:get|come|revert) back (?:to you )?(?:on|about|regarding|with|re)\\b",
    'get back to you (?:tomorrow|shortly|soon|later|asap|on|by|next|once|when|as soon)',
    'let me (?:check|confirm|find out|look into|ask|verify|double-check)',
    // Wanting or needing to check with someone first: "I want to check with our crew chief".
    "(?:i|we)(?: want| would like|'d like| need|'ll need| will need|'ll have| will have| have| still have| still need) to (?:check|confirm|verify|double-check|run (?:it|this) (?:past|by)|speak to|talk to|ask) (?:with |it |this |that |the |our |my |him |her |them )",
    // Not a part of the work checked as well ("the anode was getting thin, so we'll check that too").
    "(?:i|we)(?:'ll| will| need to| have to| must) (?:check|double.?check|confirm|find out|look into|ask|verify) (?:with|and|on|this|that|it|the)(?![^.!?\\n]{0,30}\\b(?:too|as well|also|while (?:she|he|it|they)(?:'s| is| are) (?:out|in|there|here|up))\\b)",
    // The promise after what is checked first: "I'll double-check with Mr Hughes what they need
    // for outdoor games and get back to you".
    "\\band (?:(?:i|we)(?:'ll| will) )?(?:get|come|revert) back to you\\b",
    "(?:i|we)(?:'ll| will) (?:send|let) you (?:know|the figures?|the price|the quote|the details|the numbers|it|them)",
    "(?:i|we)(?:'ll| will) (?:send|have) (?:the|it|them|a quote|a price|the figures?) (?:to you )?(?:tomorrow|next|later|by|on|once|when|shortly|soon)",
    "(?:i'm|i am|we're|we are) (?:still |just |currently |now )?(?:checking|waiting for|looking into|confirming)",
    '(?:get |come )?back to you (?:shortly|soon|today|tomorrow|later|asap|in a (?:bit|moment|minute|few))',
    'bear with (?:me|us)',
    // Coming back to them at a time or with the rest, whoever says it: "I'll catch him when he's
    // back and come back to you by Monday", "will circle back to you with the figures".
    '\\b(?:get|come|revert|circle) back to you (?:by|before|with|on|tomorrow|today|first thing|at the latest|early|as soon|once|when|next|this|later|shortly|soon|asap|in the)\\b',
    // Confirming or following up at a time to come: "I'll confirm by Tuesday", "we'll follow up
    // with the room hire once I've checked", "I'll be in touch on Monday".
    "(?:i|we)(?:'ll| will| shall) (?:follow up|be in touch)(?: (?:with|on|about|regarding) [^.!?\\n]{1,40}?)? (?:by|on|tomorrow|later|first thing|next|once|as soon|this (?:afternoon|evening|week)|in the morning|early|shortly|soon|asap|today)\\b",
    "(?:i|we)(?:'ll| will| shall) confirm(?: (?:with|on|about|regarding) [^.!?\\n]{1,40}?)? (?:by|on|first thing|next|once|as soon|this (?:afternoon|evening|week)|in the morning|early)\\b",
    // Not before a check: "I won't give you a firm figure till I've checked with the merchant",
    // "I can't confirm until Monday", "once we've heard back from the mill".
    "(?:can't|cannot|can not|won't|will not|don't want to|couldn't|wouldn't) (?:give|confirm|commit|quote|say|tell|fix|book)\\b[^.!?\\n]{0,40}?\\b(?:until|till|before|without (?:checking|confirming|asking))\\b",
    // Not a guarantee of the service before a time ("I can't promise it before 2", "can't
    // guarantee delivery before noon"): that is about the job, not about answering later.
    "(?:can't|cannot|can not|won't|will not|don't want to|couldn't|wouldn't) (?:promise|guarantee)\\b[^.!?\\n]{0,40}?\\b(?:(?:until|till|before)(?!\\s*(?:\\d|noon|midday|midnight|tomorrow|tonight|lunch|the end|end of|mon|tue|wed|thu|fri|sat|sun))|without (?:checking|confirming|asking))\\b",
    "(?:until|till|once) (?:i|we)(?:'ve| have) (?:checked|confirmed|heard back|heard from|spoken (?:to|with)|talked to|asked|double-checked)\\b",
    // Not yet: "I can't confirm anything yet", "we're not able to give you a price at this stage".
    "(?:can't|cannot|can not|(?:am|are|'m|'re) (?:not (?:yet )?able|unable) to) (?:give|confirm|commit|promise|quote|say|tell|fix|guarantee)\\b[^.!?\\n]{0,40}?\\b(?:yet|at this stage|at the moment|for now|right now)\\b",
    // The answer itself announced for later: "I will confirm the date tomorrow", "the date will
    // be confirmed on Monday", "you'll have the price by Friday", "delivery date to follow".
    "(?:(?:i|we)(?:'ll| will| shall| am going to| are going to| expect to| hope to)|(?:i'm|we're) going to|^will|our \\w{1,20} will|(?:he|she|they)(?:'ll| will)) (?:be able to )?(?:confirm|give|send|provide|tell|share|advise|communicate|have|know|let you know|fix|set|finali[sz]e) (?:you )?(?:the |a |an |our |your )?(?:\\w{1,20} ){0,3}?(?:date|day|price|quote|estimate|proposal|figures?|details|time|slot|total)\\b",
    '(?:date|day|price|quote|figures?|details|total|slot)s? (?:will|would|shall|should|is going to|are going to) (?:only )?be (?:confirmed|sent|given|provided|communicated|advised|known|available|shared|fixed|set|finali[sz]ed|decided)',
    '(?:i|we) (?:can|could|should be able to) (?:give|send|confirm|tell|provide) you (?:the |a |our )(?:\\w{1,20} )?(?:date|price|quote|figures?|details) (?:on|by|tomorrow|next|later|once|when|after|early|first thing)\\b',
    '(?:i|we) (?:should|might|may|hope to) be able to (?:confirm|give|send|tell|provide|share)\\b',
    "you(?:'ll| will| should) (?:have|get|receive) (?:the |a |our |your )?(?:\\w{1,20} )?(?:date|price|quote|details|confirmation|figures?)\\b",
    '(?:date|price|quote|details|figures?)s? (?:to follow|to be confirmed|to be advised|to be determined|tbc|tba|tbd)\\b',
    // The exact, final or binding value promised for later, whatever it is of: "I'll confirm
    // the exact number on Monday", "we will send you the final weight with the packing list".
    "(?:i|we)(?:'ll| will| shall| can| am going to| are going to) (?:confirm|send|give|let you know|pass on|provide|share|tell you) (?:you )?(?:the |our |a )?(?:\\w{1,20} )?(?:exact|final|definitive|confirmed|binding|firm|precise|actual|fixed)\\b",
    '(?:exact|final|definitive|confirmed|binding|firm|precise) (?:\\w{1,20} )?(?:number|figure|count|weight|price|quote|amount|total|headcount) (?:will follow|to follow|follows|(?:will|shall) be (?:confirmed|sent|given))',
    // German
    'melde (?:mich|ich mich)|melden (?:uns|wir uns)',
    // "Ich komme bis Montag auf Sie zurück", "wir kommen morgen auf euch zurück".
    '\\b(?:komme|kommen)\\b[^.!?\\n]{0,40}?\\bauf (?:sie|dich|euch) zuruck',
    'gebe (?:ihnen |dir |euch )?(?:(?:morgen|bald|spater|dann|sofort|gleich|umgehend|direkt|kurz|nochmal|noch) ){0,3}(?:bescheid|ruckmeldung)',
    '(?:ich|wir) (?:muss|mussen|werde|werden) (?:das )?(?:noch )?(?:prufen|klaren|nachfragen|nachsehen|abklaren)',
    '(?:(?:ich|wir) (?:mochte|mochten|will|wollen|muss|mussen)|(?:mochte|mochten|will|wollen|muss|mussen) (?:ich|wir)) (?:das |dies |es )?(?:noch |erst |kurz |zuerst )*(?:mit|bei) [^.!?\\n]{1,40}?(?:abklaren|klaren|prufen|nachfragen|rucksprechen|absprechen)\\b',
    '(?:ich|wir) (?:prufe|prufen|klare|klaren|frage|fragen) (?:das|es|kurz|nach|beim|bei)',
    '(?:bestatige|bestatigen|nenne|nennen|schicke|schicken|sende|senden|teile|teilen) (?:ihnen |dir |euch )?(?:den |das |die |einen )?\\b\\w{0,20}(?:termin|datum|preis|angebot)\\w* (?:morgen|spater|bald|am |nachste|in |bis |noch)',
    '\\b\\w{0,20}(?:termin|datum|preis) (?:folgt|folgen|kommt|wird (?:noch |morgen |spater )?(?:bestatigt|mitgeteilt|nachgereicht))',
    '(?:schicke|sende|nenne|bestatige|gebe|maile|reiche|liefere) (?:ich|wir) (?:ihnen|dir|euch) (?:\\w{1,20} ){0,3}?(?:bis|morgen|spater|nachste|nachsten|am|nach|sobald|in den|im laufe|zeitnah|umgehend)\\b',
    '(?:genaue|exakte|endgultige|verbindliche|definitive)(?:n|s|r)? (?:\\w{1,20} )?(?:zahl|anzahl|gewicht|preis|festpreis|angebot|festpreisangebot|summe|betrag|termin|datum)\\w{0,10} (?:folgt|kommt|schicke|sende|nenne|bestatige|erhalten sie|bekommen sie)',
    '(?:ich|wir) (?:werde|werden) (?:ihnen |dir |euch )?(?:den |das |die )\\w{0,20}(?:termin|datum|preis|tag)\\w{0,10}\\b[^!?\\n]{0,60}\\b(?:bestatigen|mitteilen|nennen|schicken|durchgeben|festlegen)',
    // Not before a check: "das kann ich Ihnen erst am Montag bestätigen".
    '(?:kann|konnen) (?:ich|wir) (?:ihnen |dir |euch )?(?:das |den |die |es )?(?:\\w{1,20} )?(?:erst|fruhestens) [^.!?\\n]{0,40}?(?:bestatigen|sagen|nennen|zusagen|mitteilen)\\b',
    // Not yet: "ich kann Ihnen noch nichts bestätigen", "wir können noch keinen Preis nennen".
    '(?:(?:kann|konnen) (?:ich|wir)|(?:ich|wir) (?:kann|konnen)) (?:ihnen |dir |euch )?(?:leider )?noch (?:nichts|keine[nmrs]?|kein)\\b[^.!?\\n]{0,30}?(?:bestatigen|sagen|nennen|zusagen|mitteilen|garantieren)\\b',
    // French
    // The present tense promises unless the value follows as the object's own ("je vous confirme le
    // prix de 6 840 € HT", "la date du mardi 19 janvier", "le prix unitaire, soit 4,20 €"): "je vous
    // confirme la date dès que possible", "… la date avant le 15 janvier", "… le prix le 15" are to come.
    'je vous (?:confirme|communique|donne|envoie|indique) (?:la |le |les )(?:\\w{1,20} )?(?:date|prix|devis|jour)(?! ?(?:(?:unitaire|total|global|forfaitaire|definitif|final|exact|net|ht|ttc) ?)?(?:[:,] ?(?:soit )?|soit |(?:de|du|d\\x27|n°|no|nr)\\.? ?)(?:(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) )?\\d)',
    'je vous (?:confirmerai|communiquerai|enverrai) (?:la |le |les )(?:\\w{1,20} )?(?:date|prix|devis|jour)',
    '(?:date|prix|devis) (?:vous )?(?:sera|seront) (?:confirme|communique|envoye|fixe)|(?:date|prix) a confirmer',
    'je (?:reviens|reviendrai) vers vous|nous (?:revenons|reviendrons) vers vous|je vous reviens',
    '(?:je|nous) vous (?:recontacte|recontacterai|recontactons|recontacterons|rappellerai|rappellerons)\\b',
    'je (?:vais|dois) (?:verifier|me renseigner|demander|confirmer)|je verifie',
    "(?:je|nous) (?:voudrais|veux|voudrions|devons|prefere|prefererais) (?:d'abord |encore )?(?:verifier|confirmer|demander|me renseigner|nous renseigner|voir avec)",
    "(?:nous allons|je vais|nous devons) (?:vous )?(?:confirmer|communiquer|envoyer|donner|indiquer|fixer) (?:la |le |l')(?:\\w{1,20} )?(?:date|prix|devis|jour|heure|creneau)",
    "(?:nous|je) vous (?:confirmerons|confirmerai|communiquerons|communiquerai|enverrons|enverrai|donnerons|donnerai|indiquerons|indiquerai) (?:la |le |l')(?:\\w{1,20} )?(?:date|prix|devis|jour|heure|creneau)",
    'je vous (?:confirme|tiens au courant|dirai) (?:demain|rapidement|plus tard|des que|au plus vite|bientot|la semaine)',
    "(?:je|nous) vous (?:confirme|confirmerai|confirmerons|donne|donnerai|donnerons|envoie|enverrai|enverrons|communique|communiquerai|communiquerons|transmets|transmettrai) (?:le |la |les |l')(?:\\w{1,20} )?(?:exacte?s?|definitif|definitive|definitifs|final|finale|precise?s?)\\b",
    "(?:je|nous) ne (?:peux|pourrai|pouvons|pourrons|veux|voudrais) pas (?:vous )?(?:le |la |les |l')?(?:confirmer|donner|dire|garantir|fixer|chiffrer)\\b[^.!?\\n]{0,40}?\\b(?:avant|sans)\\b",
    // Not yet: "je ne peux rien vous confirmer pour la semaine du 19", "je ne peux pas encore vous donner le tarif".
    '(?:je|nous) ne (?:peux|pourrai|pouvons|pourrons) (?:rien|pas encore|encore rien) (?:vous )?(?:confirmer|donner|dire|garantir|fixer|chiffrer|communiquer|indiquer)\\b',
    // Spanish
    'le (?:confirmo|confirmaremos|confirmare|enviaremos|envio|enviare|doy|daremos|indico|indicaremos|comunico|comunicaremos) (?:la |el )(?:\\w{1,20} )?(?:fecha|precio|dia)',
    '(?:fecha|precio) (?:se )?(?:confirmara|sera confirmad[ao]|por confirmar)',
    'le (?:confirmo|respondo|digo algo|informo|escribo) (?:manana|mas tarde|en breve|pronto|la proxima|cuanto antes|en cuanto)',
    '(?:lo|la) (?:compruebo|consulto|reviso|verifico) y le',
    'voy a (?:consultar|comprobar|verificar|revisar|preguntar)',
    '(?:quiero|tengo que|tenemos que|necesito|debo|debemos) (?:primero )?(?:consultar|comprobar|verificar|confirmar|preguntar|hablar con)(?:lo)?\\b',
    '(?:vamos a|voy a) (?:confirmar|enviar|indicar|pasar|dar|comunicar|fijar|cerrar)(?:le|les|te|os)? (?:la |el )(?:\\w{1,20} )?(?:fecha|precio|dia|hora)',
    'vuelvo a (?:escribirle|contactarle)',
    '\\bme (?:pongo|pondre|pondremos|ponemos) en contacto\\b|\\b(?:le|te|les|os) (?:vuelvo|volvere|volveremos) a (?:escribir|llamar|contactar)',
    // The answer for a time to come, with its pronouns ("te la confirmo mañana", "el lunes te digo
    // algo seguro", "mañana a primera hora te paso el presupuesto").
    '\\b(?:te|le|os|les|se)(?: (?:la|lo|las|los))? (?:confirmo|confirmare|confirmaremos|digo|dire|diremos|paso|pasare|mando|mandare|envio|enviare|escribo|respondo|cuento|informo|informare)(?: algo(?: seguro)?)? (?:manana|mas tarde|en breve|pronto|hoy|esta tarde|esta semana|la semana que viene|el (?:lunes|martes|miercoles|jueves|viernes)|en cuanto|lo antes posible|cuanto antes|a primera hora|en un rato|en un momento|dentro de un rato)\\b',
    '\\b(?:manana|mas tarde|esta tarde|luego|el (?:lunes|martes|miercoles|jueves|viernes))(?: a primera hora| por la manana| sin falta)?,? (?:te|le|os|les|se)(?: (?:la|lo|las|los))? (?:confirmo|digo|paso|mando|envio|escribo|respondo|cuento|informo)\\b',
    '\\b(?:te|le|os|les) (?:digo|dire|diremos|decimos) algo\\b',
    // Not before a check: "no te lo puedo cerrar hasta el lunes", "no se lo quiero decir sin confirmarlo".
    '\\bno (?:(?:te|le|os|les|se|me|lo|la) ){0,2}(?:puedo|podemos|quiero|queremos) (?:decir|confirmar|cerrar|asegurar|dar|garantizar)\\w{0,6}\\b[^.!?\\n]{0,40}?\\b(?:sin|hasta|antes de)\\b',
    // Not yet: "todavía no le puedo confirmar nada", "aún no podemos darle el precio".
    '\\b(?:todavia|aun) no (?:(?:te|le|os|les|se|lo|la) ){0,2}(?:puedo|podemos) (?:decir|confirmar|cerrar|asegurar|dar|garantizar|indicar)\\w{0,6}\\b',
    '(?:le |te |les |os )?(?:paso|pasare|pasaremos|mando|mandare|mandaremos|envio|enviare|enviaremos|confirmo|confirmare|confirmaremos|doy|dare|daremos|indico|indicare) (?:el |la |los |las )(?:\\w{1,20} )?(?:exact[oa]s?|definitiv[oa]s?|final(?:es)?|confirmad[oa]s?|precis[oa]s?)\\b',
    // Italian
    '(?:vi|le|ti) (?:confermo|confermeremo|comunico|comunicheremo|invio|invieremo|daro|daremo) (?:la |il )(?:\\w{1,20} )?(?:data|prezzo|giorno)',
    '(?:data|prezzo) (?:sara|verra) (?:confermat|comunicat)|(?:data|prezzo) da confermare',
    '(?:vi|le|ti) (?:faccio|faro) sapere',
    '\\b(?:vi|la|ti) (?:ricontatto|ricontattero|ricontatteremo|richiamero|richiameremo)\\b|\\b(?:torno|tornero|torneremo) da (?:voi|lei|te)\\b|\\b(?:mi|ci) (?:faccio|faro|facciamo|faremo) (?:sentire|vivo|vivi)\\b',
    '(?:verifico|controllo|chiedo) e (?:vi|le|ti)',
    '(?:vi|le|ti) (?:confermo|rispondo|aggiorno|scrivo) (?:domani|a breve|al piu presto|appena|la prossima)',
    'devo (?:verificare|controllare|chiedere)',
    '(?:devo|dobbiamo|voglio|vorrei) (?:prima )?(?:verificare|controllare|chiedere|sentire|consultare|confermare|parlare con)\\b',
    "(?:vi |le |ti )?(?:confermeremo|confermero|comunicheremo|comunichero|indicheremo|indichero|fisseremo) (?:la |il |l')(?:\\w{1,20} )?(?:data|prezzo|giorno|orario)",
    "(?:vi |le |ti )?(?:confermo|confermero|confermeremo|mando|mandero|manderemo|invio|inviero|invieremo|do|daro|daremo|comunico|comunichero|comunicheremo) (?:il |la |i |le |l')(?:\\w{1,20} )?(?:esatt[oaie]|definitiv[oaie]|final[ei]|precis[oaie])\\b",
    '\\bnon (?:(?:le|glielo|gliela|lo|la|ti|vi|ve|te) ){0,2}(?:posso|possiamo|voglio|vogliamo) (?:conferm|dir|garant|dar|fiss)\\w{0,8}\\b[^.!?\\n]{0,40}?\\b(?:prima di|senza|fino a|finche)\\b',
    // Not yet: "non posso ancora confermarle la data".
    '\\bnon (?:(?:le|glielo|gliela|lo|la|ti|vi|ve|te) ){0,2}(?:posso|possiamo) ancora (?:(?:le|glielo|gliela|lo|la|ti|vi|ve|te) )?(?:conferm|dir|garant|dar|fiss|comunic)\\w{0,8}\\b',
    // Dutch
    '(?:ik|we|wij) (?:bevestig|bevestigen|stuur|sturen|geef|geven) (?:u |je |jullie )?(?:de |het )\\b\\w{0,20}(?:datum|prijs|dag)',
    '\\b\\w{0,20}(?:datum|prijs) (?:volgt|wordt (?:nog |morgen )?(?:bevestigd|doorgegeven))|nog te bevestigen',
    'zoek ik (?:\\w{1,20} ){0,3}?uit|(?:ik )?zoek (?:het|dat|dit) (?:even |nog )?(?:voor (?:je|u) )?uit|(?:mail|mailtje|bericht|antwoord) volgt',
    'ik kom (?:er )?(?:morgen |later |snel )?(?:op )?terug|kom ik (?:er )?(?:op )?terug|we komen (?:er )?(?:op )?terug',
    'ik laat (?:het |u |je )?(?:morgen |snel |later )?(?:weten|horen)',
    // "… en laat het je dan weten", "ik vraag het morgen na bij onze backoffice".
    '\\ben laat (?:het |u |je |jullie ){0,2}(?:dan |morgen |snel |later )?(?:weten|horen)',
    '(?:ik|we|wij) vra(?:ag|gen) (?:het|dat|dit) (?:\\w{1,20} ){0,2}?na\\b',
    // "Ik kom maandag bij je terug", "Ik kom er donderdag bij u op terug", "we nemen morgen contact met u op".
    '\\b(?:ik|we|wij) (?:kom|komen)\\b[^.!?\\n]{0,30}?\\b(?:(?:bij|op) (?:u|je|jullie) (?:op )?|op )terug\\b|\\b(?:ik|we|wij) (?:neem|nemen)\\b[^.!?\\n]{0,30}?\\bcontact met (?:u|je|jullie) op\\b',
    '(?:we|wij|ik) (?:laten|laat) (?:u|je|jullie) (?:de |het )?(?:\\w{1,20} )?(?:datum|prijs|dag|tijd)\\b[^!?\\n]{0,60}\\bweten',
    '(?:we|wij|ik) (?:gaan|ga) (?:de |het )?(?:\\w{1,20} )?(?:datum|prijs|dag) (?:nog |morgen |later )?(?:bevestigen|doorgeven|vastleggen)',
    'ik (?:zoek het uit|ga het na|check het|controleer het|moet (?:het )?(?:navragen|nakijken|controleren))',
    // Checking with someone first ("moet ik even bij inkoop navragen"), the rest to come ("dat volgt
    // later vandaag").
    '(?:(?:ik|we|wij) (?:wil|moet|moeten|willen)|(?:wil|moet|moeten|willen) (?:ik|we|wij)) (?:dit |dat |het )?(?:nog |even |eerst )*(?:bij|met) [^.!?\\n]{1,40}?(?:navragen|nakijken|checken|controleren|overleggen|afstemmen|informeren)\\b',
    '\\b(?:dat|dit|het|de rest|die|deze) (?:volgt|volgen) (?:later|morgen|nog|straks|zo|vandaag|vanmiddag|na)\\b',
    '(?:kan|kunnen) (?:ik|we|wij) (?:u |je |jullie )?(?:dat |dit |het )?(?:pas|eerst) [^.!?\\n]{0,30}?(?:bevestigen|zeggen|doorgeven|laten weten)\\b',
    // Not yet: "ik kan u nog niets bevestigen", "we kunnen nog geen prijs geven".
    '(?:(?:kan|kunnen) (?:ik|we|wij)|(?:ik|we|wij) (?:kan|kunnen)) (?:u |je |jullie )?(?:helaas )?nog (?:niets|niks|geen)\\b[^.!?\\n]{0,30}?(?:bevestigen|zeggen|doorgeven|geven|toezeggen|noemen)\\b',
    '(?:(?:ik|we|wij) (?:wil|wil graag|moet|moeten|willen)|(?:wil|moet|moeten|willen) (?:ik|we|wij)) (?:dit |dat |het )?(?:nog |even |eerst )*(?:navragen|nakijken|checken|controleren|overleggen|afstemmen)\\b',
    '(?:ik|we|wij) (?:bevestig|bevestigen|stuur|sturen|geef|geven|laat|laten|mail|mailen) (?:u |je |jullie )?(?:het |de )?(?:exacte|definitieve|precieze|juiste|uiteindelijke) \\w{1,20}',
    // Portuguese
    '(?:retorno|respondo|confirmo|volto a contactar|volto a falar)(?:-lhe)? (?:amanha|em breve|mais tarde|logo|assim que|na proxima)',
    // "respondo-lhe com uma data e o valor certo": an answer that will bring the value.
    '(?:retorno|respondo|respondemos|volto|voltamos)(?:-lhe)? com (?:uma |a |o |um )?(?:\\w{1,20} )?(?:data|preco|valor|resposta|orcamento|proposta)',
    'vou (?:verificar|confirmar|consultar|perguntar|ver)',
    '(?:tenho|temos) de (?:confirmar|verificar|consultar|perguntar|falar com)|(?:preciso|precisamos|quero) (?:de )?(?:confirmar|verificar|consultar|perguntar|falar com)\\b',
    '(?:vamos|iremos) (?:verificar|confirmar|consultar|ver)\\b',
    '(?:vamos|iremos|vou) (?:enviar|indicar|informar|comunicar|dar|marcar|agendar)(?:-lhe)? (?:a |o )(?:\\w{1,20} )?(?:data|preco|dia|hora)',
    'dou-lhe (?:uma )?(?:resposta|noticias)|entro em contacto|entrarei em contato',
    '\\b(?:volto|voltarei|voltamos|voltaremos) a (?:contactar|contatar|falar|escrever|contacta|contata)(?:-(?:lhe|l[oa]s?))?\\b|\\b(?:entrarei|entraremos|entramos) em conta(?:c)?to\\b',
    '(?:confirmo|confirmaremos|envio|enviaremos|informo|informaremos)(?:-lhe)? (?:a |o )(?:\\w{1,20} )?(?:data|preco|dia)',
    '(?:data|preco) (?:sera|vai ser) (?:confirmad|informad)|(?:data|preco) a confirmar',
    '(?:confirmo|confirmarei|confirmaremos|envio|enviarei|enviaremos|passo|passarei|dou|darei|daremos|mando|mandarei)(?:-lhe)? (?:o |a |os |as )(?:\\w{1,20} )?(?:exat[oa]s?|exact[oa]s?|definitiv[oa]s?|fina(?:l|is)|precis[oa]s?|cert[oa]s?)\\b',
    '\\bnao (?:(?:lhe|o|a|te|lho|lha) ){0,2}(?:posso|podemos|consigo|conseguimos|quero|queremos) (?:confirmar|dizer|garantir|dar|fechar)\\w{0,6}\\b[^.!?\\n]{0,40}?\\b(?:antes de|sem|ate)\\b',
    // Not yet: "ainda não lhe consigo dar o valor atualizado".
    '\\bainda nao (?:(?:lhe|o|a|te|lho|lha) ){0,2}(?:posso|podemos|consigo|conseguimos) (?:confirmar|dizer|garantir|dar|fechar|indicar)\\w{0,6}\\b',
    // Writing to them at a time to come, the pronoun on the verb: "Respondo-lhe até sexta-feira,
    // sem falta", "escrevo-lhe amanhã", "Le riscrivo appena ho notizie, al più tardi giovedì".
    '\\b(?:respondo|escrevo|envio|mando|digo|ligo|confirmo|retorno)-lhe\\b[^.!?\\n]{0,30}?\\b(?:amanha|ate|hoje|logo|sem falta|na proxima|para a semana|assim que|esta semana)\\b',
    '\\b(?:le|vi|ti) (?:riscrivo|riscrivero|scrivo|scrivero|rispondo|rispondero|aggiorno|aggiornero|ricontatto)\\b[^.!?\\n]{0,40}?\\b(?:domani|appena|entro|al piu tardi|in giornata|stasera|oggi|lunedi|martedi|mercoledi|giovedi|venerdi|la prossima settimana)\\b',
    // The answer coming to them at a time: "Morgenmiddag heb je een prijs van me", "u krijgt
    // vrijdag de offerte".
    '\\b(?:morgen|overmorgen|maandag|dinsdag|woensdag|donderdag|vrijdag|volgende week|later vandaag|vanmiddag)\\w*\\s+(?:heb|hebt|krijg|krijgt|ontvang|ontvangt)\\s+(?:je|u|jullie)\\s+(?:een |de |het |mijn |onze )?(?:prijs|offerte|antwoord|bericht|datum|bevestiging)',
    '\\b(?:je|u|jullie) (?:hebt|heb|krijgt|krijg|ontvangt|ontvang) (?:morgen|overmorgen|maandag|dinsdag|woensdag|donderdag|vrijdag|volgende week|later vandaag|vanmiddag)\\w* (?:een |de |het |mijn |onze )?(?:prijs|offerte|antwoord|bericht|datum|bevestiging)',
    // Not yet, at the moment: "al momento non posso confermarle nulla".
    '\\bnon (?:(?:le|vi|ti|lo|la|glielo) )?(?:posso|possiamo) (?:ancora |al momento |per ora )?(?:conferm|dir|garant|dar|fiss|comunic)\\w{0,8} (?:nulla|niente)\\b',
  ]
    .map((p) => `(?:${p})`)
    .join('|'),
);

/**
 * A change announced for later ("ab Januar kommt eine Preisanpassung, dazu melde ich mich",
 * "new rates from April, I'll let you know"): what is promised is news of that change, not the
 * answer, which the reply gives now. A promise in such a sentence waits for nothing.
 */
const ANNOUNCED_CHANGE =
  /\b(?:(?:price|rate|tariff)s? (?:change|increase|adjustment|review|rise)s?|new (?:prices|rates|tariffs)|(?:preis)?anpassung\w*|preiserhohung\w*|augmentation|revision (?:des|de nos) (?:prix|tarifs)|nouveaux (?:prix|tarifs)|ajuste de (?:precios|tarifas)|(?:subida|aumento) de (?:precios|tarifas)|nuevas tarifas|adeguament\w*|aumento dei prezzi|nuovi (?:prezzi|listini)|prijsaanpassing\w*|prijsverhoging\w*|nieuwe (?:prijzen|tarieven)|reajuste|aumento de precos|novos precos)\b/;

const PROMISE_ALL = new RegExp(PROMISE.source, 'g');

/** The promise in the new text, as found in its folded form, or undefined. */
export function findPromise(newText: string): string | undefined {
  const folded = foldForMatching(newText.slice(0, 20_000));
  for (const m of folded.matchAll(PROMISE_ALL)) {
    const at = m.index ?? 0;
    const start = Math.max(folded.lastIndexOf('. ', at), folded.lastIndexOf('\n', at), -1) + 1;
    const stop = folded.slice(at).search(/[.!?\n]/);
    const sentence = folded.slice(start, stop < 0 ? undefined : at + stop);
    if (!ANNOUNCED_CHANGE.test(sentence)) return m[0];
  }
  return undefined;
}
