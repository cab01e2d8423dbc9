/**
 * Words for a term the counterparty changes from what we asked, in the seven reading languages,
 * on folded text (lower case, no accents): a minimum term or quantity, and what they offer
 * instead of something that is not available (another date, another model). Plain alternations
 * only: linear in the counterparty's text. Used by guards/commitments.ts.
 */

/**
 * A minimum the client would be bound to: an order, quantity, purchase, contract term or period
 * ("minimum term of 36 months", "Mindestlaufzeit", "durée minimale d'engagement", "permanencia
 * mínima", "durata minima", "minimale looptijd", "período de fidelização").
 */
export const MINIMUM_WORDS =
  /\b(?:(?:annual|yearly) (?:\w+ )?(?:contract|agreement|subscription|commitment)|(?<=(?:\d{1,2}|twelve|twenty-four)[- ])month (?:contract|agreement|commitment|subscription)|jahres\w{0,12}vertrag\w*|jahresabo\w*|contrat (?:de \w+ |d'\w+ )?annuel|contrat (?:d'un an|(?=de \d{1,2} mois))|(?:abonnement|engagement) annuel|contrato (?:de \w+ )?anual|contrato (?:de un ano|de um ano|(?=de \d{1,2} meses))|contratto (?:di \w+ )?annuale|contratto (?:di un anno|(?=di \d{1,2} mesi))|abbonamento annuale|jaar\w{0,12}contract\w*|jaarabonnement\w*|contract (?:van|voor) (?:een jaar|(?=\d{1,2} maanden))|(?:minimum|min\.?) (?:order|quantity|of|run|term|purchase|booking|spend|charge|contract|commitment|period|duration|volume|offtake|subscription|rental|hire|lease|number)|(?:contract|commitment|lock-?in|tie-?in) (?:term|period) of|moq|mindest(?!ens|haltbar)\w{2,30}|minimum de commande|commande minimum|(?:quantite|duree|periode|commande|engagement) minimale?|achat minimum|montant minimum|duree d'engagement|engagement (?:de|sur) \d{1,3} (?:mois|ans)|pedido minimo|cantidad minima|compra minima|permanencia|(?:duracion|periodo|consumo) minimo|ordine minimo|noleggio minimo|(?:locazione|permanenza) minima|(?:alquiler|arriendo) minimo|location (?:minimale|minimum)|minimale huur\w*|minimum huur\w*|(?:aluguer|aluguel) minimo|locacao minima|(?:minimo|minima|minimum) (?:de|di|da) (?=\d)|quantita minima|(?:durata|fornitura) minima|vincolo (?:di|minimo|contrattuale)|acquisto minimo|impegno minimo|minimale (?:bestelling|afname|looptijd|contractduur|duur|hoeveelheid)|minimum (?:bestelling|afname|looptijd|contractduur|hoeveelheid)|minimum\w{4,20}|encomenda minima|quantidade minima|(?:periodo|compra) minimo|fidelizacao|duracao minima|permanencia minima)\b/;

/** A contract offered as an option beside the price ("the annual maintenance contract (optional) is €95"): no term of the offer. */
export const OPTIONAL_OFFER =
  /\b(?:optional|optionally|on request|if (?:you wish|desired)|opcional|opcionalmente|optionnel(?:le)?|en option|facultati[fv]\w*|fakultativ\w*|wahlweise|auf wunsch|opzionale|facoltativ[oa]|su richiesta|optioneel|facultatief|op verzoek|se (?:desejar|pretender)|a pedido|si lo desea|a peticion|si vous le souhaitez|sur demande)\b/;
/**
 * A year's term named ("annual", "a 12-month", "ein Jahr", "contrat d'un an", "un anno", "een
 * jaar", "um ano"): in MINIMUM_WORDS' match, a year's contract; in the client's texts, a year's
 * term asked for, so that such a contract offered is no new term (guards/commitments.ts).
 */
export const YEAR_SPAN =
  /\b(?:annual\w*|yearly|(?:12|twelve)[- ]?(?:months?|monate?n?|mois|meses|mesi|maanden)|one year|a year|ein(?:em)? jahr|jahres\w*|un an|annuel\w*|un ano|anual\w*|un anno|annuale|een jaar|jaar\w*|um ano)\b/;

/**
 * What we asked for is not available or not possible ("the 14th is taken", "just not the 14th",
 * "the 14th is fully booked", "am 14. leider
 * ausgebucht", "le 14 n'est pas disponible", "el 14 está completo", "il 14 non è disponibile",
 * "op de 14e zijn we volgeboekt", "o dia 14 não está disponível"), or out of stock ("la talla L
 * está agotada", "ausverkauft", "épuisé", "niet meer op voorraad", "sem stock"), or no place or
 * slot left ("no beds left", "keine freien Termine", "sont déjà complets", "no nos quedan
 * plazas", "non ci sono più posti", "geen bedden meer vrij", "já não tem vagas").
 */
export const UNAVAILABLE =
  /\b(?:no (?:\w+ ){1,3}(?:left|remaining)|keine[nr]? (?:\w+ ){1,3}mehr (?:frei|verfugbar|ubrig)|geen (?:\w+ ){1,3}meer (?:vrij|beschikbaar|over)|il ne (?:nous )?reste plus|(?:no|nao|non|keine?n?|geen|plus de|pas de|sem|sin) (?:(?:more|free|open|further|tem|temos|ha|mais|hay|tenemos|nos|queda|quedan|ya|mas|ci|sono|abbiamo|piu|freie[nr]?|mehr|meer|vrije?|hebben|we|wij|er) ){0,2}(?:vagas?|slots?|plazas?|posti|places?|plekk?e?n?|(?:freien? )?termine?|availability|disponibilidad|disponibilidade|disponibilita|beschikbaarheid)|(?:but|though|except|just|only) not (?:the|on the|on) \d{1,2}(?:st|nd|rd|th)?\b|not available|not possible|unavailable|no longer available|fully booked|already booked|booked up|sold out|out of stock|(?:can't|cannot|can not|won't be able to) (?:do|make|manage|offer|deliver|supply)|nicht (?:verfugbar|frei|lieferbar|machbar|moglich)|ausgebucht|schon (?:belegt|vergeben|gebucht)|bereits (?:belegt|vergeben|gebucht)|leider belegt|(?:pas|plus) (?:disponible|possible|libre)s?|indisponible|deja (?:pris|reserve|complet)\w*|(?:est|sommes|sont|c'est) (?:deja |malheureusement |tous )?complets?|no (?:esta|estan|es) (?:disponible|posible|libre)s?|no disponible|no tenemos disponibilidad|(?:esta|estamos|estan) complet[oa]s?|ya (?:esta|estan) (?:reservad|ocupad|complet)\w*|agotad[oa]s?|sin (?:stock|existencias)|fuera de stock|ausverkauft|vergriffen|epuise(?:e|s|es)?|en rupture de stock|rupture de stock|non (?:e |sono )?(?:piu )?(?:a|in) magazzino|niet (?:meer )?(?:op|in) voorraad|sem stock|non (?:e |sono )?(?:disponibil[ei]|possibile|liber[oaie])|gia (?:prenotat|occupat)\w*|al completo|esaurit\w*|niet (?:beschikbaar|mogelijk|leverbaar|vrij)|volgeboekt|(?:al|reeds) (?:geboekt|bezet|vergeven)|uitverkocht|nao (?:esta |estao |e )?(?:disponive(?:l|is)|possivel)|indisponive(?:l|is)|esgotad[oa]s?|ja (?:esta |estao )?(?:reservad|ocupad)\w*|lotad[oa])\b/;

/**
 * A day, date or slot said to be taken ("the 14th is taken", "Friday is already gone", "that
 * slot has been taken"): "taken" and "gone" speak of a day only with one as their subject
 * ("payment is taken on arrival", "orders are taken until noon" are none). The group `day` is a
 * figure or weekday when one is named (guards/commitments.ts counts it only when it is the
 * client's own day); a bare "the date", "the slot" is the one asked.
 */
export const TAKEN_DAY =
  /\b(?:the |that |this |your |our |on the )?(?:(?<day>\d{1,2}(?:st|nd|rd|th)?|monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?: of)?(?: (?:january|february|march|april|may|june|july|august|september|october|november|december))?|date|day|slot|time ?slot|weekend|morning|afternoon|evening) (?:is|are|was|were|has been|have been) (?:already |now |unfortunately |sadly )?(?:taken|gone|spoken for|no longer free|not free)\b/;

/**
 * What they offer instead ("instead", "the 21st is still open", "noch frei", "le 21 est libre",
 * "el 21 está libre", "il 21 è libero", "nog vrij", "o dia 21 está livre", "alternatively we could do", "the earliest we can do",
 * "stattdessen", "alternativ", "à la place", "nous pouvons vous proposer", "en su lugar",
 * "le proponemos", "in alternativa", "possiamo proporre", "in plaats daarvan", "wel op",
 * "em alternativa", "podemos oferecer"; "otherwise, we still have …", "sinon, il nous reste …",
 * "ci restano", "ainda temos", "the first date we can do", "der erste freie Termin", "a primeira
 * data que conseguimos"), or what they can supply beside what is out ("we can
 * supply the 12 in M or XL", "podemos servirle", "wir können Ihnen … liefern", "nous pouvons vous
 * livrer", "possiamo fornirvi", "we kunnen u … leveren", "podemos enviar"); "is free" words never after a negation ("no está
 * disponible" is no offer).
 */
export const ALTERNATIVE =
  /\b(?:otherwise|sinon|ansonsten|de lo contrario|altrimenti|anders|caso contrario|senao|il nous reste|(?:we|i) (?:do )?still have|(?:we|i) have (?:\w+ ){0,3}(?:left|remaining)(?<!\bno (?:\w+ ){0,3}(?:left|remaining))|wir haben (?:aber )?noch|(?<!\bno )nos quedan?|(?<!\bnon )ci rest(?:a|ano)|er (?:is|zijn) nog|ainda (?:temos|ha)|first (?:available|possible|free) (?:date|slot|day)|(?:the )?first (?:date|slot) (?:we|i) (?:can|could)|erste[nr]? (?:freie[nr]? |mogliche[nr]? )?termin|premiere date|premier creneau|primera fecha|primer hueco|prima data|eerste (?:mogelijke |beschikbare )?datum|primeira data|primeira vaga|(?:we|i) (?:can|could) (?:offer|supply|send|ship|deliver|provide) (?:you |them )?(?:the |all |it |them )?|podemos (?:ofrecer|servir|enviar|mandar|suministrar)(?:le|les)? |wir (?:konnen|konnten) (?:ihnen )?(?:\w+ ){0,8}(?:anbieten|liefern|schicken)|nous (?:pouvons|pourrions) (?:vous )?(?:livrer|envoyer|fournir)|possiamo (?:offrir|fornir|spedir|mandar|inviar)(?:le|vi|gli)? |we kunnen (?:u |jullie )?(?:\w+ ){0,8}(?:aanbieden|leveren|sturen)|podemos (?:fornecer|enviar|entregar)(?:-lhe)? |(?:is|are) still (?:open|free|available)|still (?:have|got) (?:the |a )?\w{2,20} (?:free|open|available)|(?:we|i)(?: would|'d)? (?:suggest|propose|recommend)|(?:would be|is) our (?:suggestion|proposal)|(?:ware|waren|ist|sind|hatten|haben) (?:wir )?(?:aber |jedoch )?noch (?:frei|verfugbar|moglich)|noch (?:frei|verfugbar)|(?<!\b(?:no|non|nao|pas|ne|n'|niet|not) )(?:est|sont|serait|reste|restent) (?:encore |toujours )?(?:libres?|disponibles?)|(?<!\b(?:no|non|nao|pas|ne|n'|niet|not) )(?:esta|estan|tenemos|queda|quedan|seria) (?:todavia |aun |si )?(?:lo |la )?(?:libres?|disponibles?)|(?<!\b(?:no|non|nao|pas|ne|n'|niet|not) )(?:e|sono|sarebbe|resta|restano) (?:ancora )?(?:liber[oaie]|disponibil[ei])|(?<!\b(?:no|non|nao|pas|ne|n'|niet|not) )(?:hebben|is|zijn|hebben we|hebben wij) (?:nog|wel) (?:vrij|beschikbaar|plek|ruimte)|nog (?:vrij|beschikbaar)|(?<!\b(?:no|non|nao|pas|ne|n'|niet|not) )(?:esta|estao|fica|ficam|temos) (?:ainda )?(?:livres?|disponive(?:l|is))|instead|alternative(?:ly)?|(?:we|i) (?:could|can) (?:offer|do|propose|suggest|move|deliver|fit you in)|how about|what about|earliest (?:we|i|date|available|possible)|next available|(?:would|could) (?:the|a) \w{2,20} (?:work|suit|do)|stattdessen|alternativ\w*|(?:wir|ich) (?:konnten|konnen|kann) (?:ihnen )?(?:\w{2,20} )?(?:anbieten|vorschlagen)|ausweich\w*|fruhestens|a la place|plutot|(?:nous|je) (?:pourrions|pouvons|peux|pourrais) (?:vous )?(?:proposer|offrir|faire)|au plus tot|en su lugar|en cambio|alternativa|(?:podriamos|podemos) (?:ofrecer|ofrecerle|ofrecerles|proponer|proponerle|hacer)|le propongo|le proponemos|les proponemos|lo antes posible|como pronto|in alternativa|invece|(?:potremmo|possiamo) (?:proporre|offrire|proporle|offrirle|fare)|al piu presto|in plaats daarvan|als alternatief|(?:wel|pas) (?:op|vanaf|per)|(?:we|wij|ik) (?:kunnen|kan) (?:u |je )?(?:wel )?(?:aanbieden|voorstellen)|op zijn vroegst|em alternativa|em vez disso|(?:podemos|poderiamos) (?:oferecer|propor|fazer)|o mais cedo)\b/;

/**
 * A payment that holds the booking, written as its subject or as what it is needed for ("£300
 * secures the date", "required to confirm", "sichert Ihnen den Termin", "bloque la date",
 * "reserva la fecha", "blocca la data", "legt de datum vast", "garante a data"): with an amount,
 * a deposit by another name, on any goal (guards/commitments.ts).
 */
export const HOLDS_THE_BOOKING =
  /\b(?:(?:secures?|holds?|reserves?|locks? in|blocks?|guarantees?) (?:the|your|this|that|a) (?:date|day|slot|booking|reservation|room|venue|place|spot|table|appointment|\d{1,2}(?:st|nd|rd|th))|(?:to|will) (?:hold|secure|reserve|lock in|block|confirm|guarantee|book) (?:it|this|that|them|the \d{1,2}(?:st|nd|rd|th))\b|(?:required|needed|necessary|payable|due) (?:in order )?to (?:confirm|secure|hold|reserve|book|lock in)|(?:sichert|reserviert|blockt|halt) (?:ihnen )?(?:den|das|die) (?:termin|datum|buchung|reservierung)|(?:bloque|reserve|garantit|confirme) (?:la|votre) (?:date|reservation)|(?:reserva|bloquea|garantiza|asegura) (?:la|su) (?:fecha|reserva)|(?:blocca|riserva|garantisce|conferma) (?:la) (?:data|prenotazione)|legt (?:de|uw) (?:datum|boeking|reservering) vast|(?:garante|reserva|bloqueia|assegura) (?:a|sua) (?:data|reserva))\b/;

/**
 * Another day put in place of the one asked, in the same breath as a yes ("yes, but the 16th
 * instead of the 14th", "am 16. statt am 14.", "le 16 au lieu du 14", "el 16 en lugar del 14",
 * "il 16 invece del 14", "de 16e in plaats van de 14e", "dia 16 em vez do dia 14", "Friday
 * rather than Thursday"): the group `day` is the day replaced, a figure or a weekday.
 */
export const SUBSTITUTE =
  /\b(?:instead of|rather than|(?:an)?statt|anstelle|au lieu du|au lieu de|plutot que|en lugar del?|en vez del?|invece (?:del|di)|anziche|in plaats van|em vez de|em vez do|ao inves d[eo]) (?:the |on the |on |am |dem |le |el |il |de |o |dia |lo |la )?(?:dia )?(?<day>\d{1,2}(?:st|nd|rd|th|e|de|ste|o|\.)?|monday|tuesday|wednesday|thursday|friday|saturday|sunday|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|miercoles|jueves|viernes|sabado|domingo|lunedi|martedi|mercoledi|giovedi|venerdi|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|segunda|terca|quarta|quinta|sexta)(?![\p{L}\d])/u;

/**
 * A budget, ceiling or cap named right before an amount, in the seven languages ("budget is",
 * "presupuesto máximo", "Obergrenze liegt bei", "notre plafond de", "tetto di spesa", "ons budget
 * is", "orçamento máximo de"), on the folded text before it. Unlike LIMIT_BEFORE's words, which
 * say what may be accepted, a budget is the client's position: an offer above it is theirs to
 * accept on a goal that commits them (guards/client-limits.ts), and plain information otherwise.
 */
export const BUDGET_BEFORE =
  /(?:budget|presupuesto|orcamento|plafond|obergrenze|hochstbetrag|kostenrahmen|tetto|teto|tope|ceiling|cap|limite?)(?: (?:maxim\w*|massimo|maximaal|total|totale|global|di spesa|de gasto|de despesa))?(?: (?:is|ist|est|es|e|ligt|liegt))?(?: (?:of|de|di|van|von|bei|op|do|da|del|du|della))?\s*:?\s*$/;

/**
 * Words right before an amount that make it the client's upper limit ("up to EUR 4,500", "budget
 * £900", "nicht mehr als", "jusqu'à", "hasta", "fino a", "maximaal", "até"), on the folded text
 * before the amount: an offer above it is a changed term (guards/commitments.ts).
 */
export const LIMIT_BEFORE =
  /(?:(?:anything|nothing|not|never|no order|orders?|prices?|rates?) (?:above|over|higher than|more than|exceeding)|(?:preis|prix|precio|prezzo|prijs|preco|tarifa?|tariffa|importe|importo|betrag|bedrag)e?s? (?:uber|hoher als|superieure? a|au-dessus de|superior a|por encima de|mayor (?:a|que)|superiore a|oltre|sopra|piu alto di|hoger dan|boven|acima de|maior (?:que|do que))|(?:nichts|nicht|keine\w*) (?:uber|hoher als|mehr als)|(?:rien|pas) (?:au-dessus de|plus de|superieur a)|(?:nada|no) (?:por encima de|mas de|superior a)|(?:nulla|niente|non|ordini) (?:sopra|oltre|superiore a|piu di)|(?:niets|niet|geen) (?:boven|meer dan|hoger dan)|(?:nada|nao) (?:acima de|mais de|superior a)|up to|at most|max(?:imum)?\.?|no more than|not more than|under|below|budget(?: of| up to)?|bis zu|hochstens|maximal|jusqu'a|au maximum|au plus|hasta|como maximo|fino a|al massimo|massimo|tot|maximaal|hoogstens|ate|no maximo)\s*:?\s*$/;

/**
 * A variant of what was asked, named by a comparative ("a shorter term", "a lower price", "an
 * earlier date", "eine kürzere Laufzeit", "un délai plus court", "un plazo más corto", "una
 * durata più breve", "een kortere looptijd", "um prazo mais curto"): "we cannot offer a shorter
 * term" refuses the variant, not the request (guards/refusals.ts); the term it keeps is the
 * client's to accept.
 */
export const LESSER_VARIANT =
  /\b(?:shorter|lower|cheaper|earlier|smaller|lesser|kurzere[nrs]?|gunstigere[nrs]?|niedrigere[nrs]?|kleinere[nrs]?|fruhere[nrs]?|geringere[nrs]?|plus (?:courte?s?|bas(?:se)?s?|petite?s?|tot)|moins (?:cher|chere|long|longue)|mas (?:cort[oa]s?|baj[oa]s?|barat[oa]s?|pequen[oa]s?|temprano)|piu (?:brev[ei]|cort[oa]|bass[oa]|economic[oa]|piccol[oa]|presto)|kortere|lagere|goedkopere|kleinere|eerdere|mais (?:curt[oa]s?|baix[oa]s?|barat[oa]s?|cedo|pequen[oa]s?))\b/;

/**
 * Nothing else to offer, in the seven languages: "nothing else suitable", "no alternative", "nichts
 * anderes", "keine Alternative", "rien d'autre", "aucune alternative", "nada más", "ninguna
 * alternativa", "nient'altro", "nessuna alternativa", "niets anders", "geen alternatief", "nada
 * mais", "nenhuma alternativa": an "instead" beside it offers nothing.
 */
export const NOTHING_ELSE =
  /\b(?:nothing else|no (?:other|alternative)|nichts anderes|keine (?:andere|alternative)\w*|rien d'autre|aucune (?:autre|alternative)|nada mas|ninguna (?:otra|alternativa)|nient'altro|nessuna (?:altra|alternativa)|niets anders|geen (?:ander|alternatief)\w*|nada mais|nenhuma (?:outra|alternativa))\b/;

/** A contract's length in months or years ("36-month", "24 Monate", "3 ans"). */
export const TERM_OF_TIME =
  /\b\d{1,2}[- ]?(?:months?|monate?n?|mois|meses|mesi|maanden|years?|jahre?n?|ans?|anos?|anni|jaar)\b/;

/**
 * A price or a budget named as the client's maximum, then a few words up to a colon right before
 * the amount ("Precio máximo que aceptamos sin consultar: 9,50 €", "Budget massimo per l'affitto
 * della villa: 8.000 €", "maximum price we accept: £40", "Höchstpreis für die Anlage: 2.000 €",
 * "prix maximum accepté : 900 €", "maximale prijs per pallet: 9 €", "preço máximo aceite: 10 €"),
 * folded, at the end of the text before the amount. The `budget` group is set when the noun is a
 * budget (the client's position); otherwise it is a ceiling on what may be accepted.
 */
export const MAXIMUM_NAMED_BEFORE =
  /\b(?:(?:(?<budget>budget|presupuesto|orcamento)|price|prix|preis|precio|prezzo|prijs|preco|rate|tarifa?|tariffa|importe|importo|betrag|bedrag|cost|coste|costo|custo) (?:maxim\w*|massim[oa]|maximaal|max\.?|hochst\w*)|(?:maxim\w*|max\.?|hochst\w*|massim[oa]) (?:(?<budget2>budget|presupuesto|orcamento)|price|prix|preis|precio|prezzo|prijs|preco|rate|betrag|bedrag)|hochstpreis|hochstbetrag|maximalpreis|maximumprijs)(?: [\p{L}'.-]+){0,8}\s*:\s*$/u;
