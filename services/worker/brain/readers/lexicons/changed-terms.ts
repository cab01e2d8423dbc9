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
  /\b(?:(?:minimum|min\.?) (?:order|quantity|of|run|term|purchase|booking|spend|charge|contract|commitment|period|duration|volume|offtake|subscription|rental|hire|lease|number)|(?:contract|commitment|lock-?in|tie-?in) (?:term|period) of|moq|mindest(?!ens|haltbar)\w{2,30}|minimum de commande|commande minimum|(?:quantite|duree|periode|commande|engagement) minimale?|achat minimum|montant minimum|duree d'engagement|engagement (?:de|sur) \d{1,3} (?:mois|ans)|pedido minimo|cantidad minima|compra minima|permanencia|(?:duracion|periodo|consumo) minimo|ordine minimo|quantita minima|(?:durata|fornitura) minima|vincolo (?:di|minimo|contrattuale)|acquisto minimo|impegno minimo|minimale (?:bestelling|afname|looptijd|contractduur|duur|hoeveelheid)|minimum (?:bestelling|afname|looptijd|contractduur|hoeveelheid)|minimum\w{4,20}|encomenda minima|quantidade minima|(?:periodo|compra) minimo|fidelizacao|duracao minima|permanencia minima)\b/;

/**
 * What we asked for is not available or not possible ("the 14th is fully booked", "am 14. leider
 * ausgebucht", "le 14 n'est pas disponible", "el 14 está completo", "il 14 non è disponibile",
 * "op de 14e zijn we volgeboekt", "o dia 14 não está disponível").
 */
export const UNAVAILABLE =
  /\b(?:not available|not possible|unavailable|no longer available|fully booked|already booked|booked up|sold out|out of stock|(?:can't|cannot|can not|won't be able to) (?:do|make|manage|offer|deliver|supply)|nicht (?:verfugbar|frei|lieferbar|machbar|moglich)|ausgebucht|schon (?:belegt|vergeben|gebucht)|bereits (?:belegt|vergeben|gebucht)|leider belegt|(?:pas|plus) (?:disponible|possible|libre)s?|indisponible|deja (?:pris|reserve|complet)|(?:est|sommes|sont|c'est) complets?|no (?:esta|estan|es) (?:disponible|posible|libre)s?|no disponible|no tenemos disponibilidad|(?:esta|estamos|estan) complet[oa]s?|ya (?:esta|estan) (?:reservad|ocupad|complet)\w*|agotado|non (?:e |sono )?(?:disponibil[ei]|possibile|liber[oaie])|gia (?:prenotat|occupat)\w*|al completo|esaurit\w*|niet (?:beschikbaar|mogelijk|leverbaar|vrij)|volgeboekt|(?:al|reeds) (?:geboekt|bezet|vergeven)|uitverkocht|nao (?:esta |estao |e )?(?:disponive(?:l|is)|possivel)|indisponive(?:l|is)|esgotad[oa]s?|ja (?:esta |estao )?(?:reservad|ocupad)\w*|lotad[oa])\b/;

/**
 * What they offer instead ("instead", "alternatively we could do", "the earliest we can do",
 * "stattdessen", "alternativ", "à la place", "nous pouvons vous proposer", "en su lugar",
 * "le proponemos", "in alternativa", "possiamo proporre", "in plaats daarvan", "wel op",
 * "em alternativa", "podemos oferecer").
 */
export const ALTERNATIVE =
  /\b(?:instead|alternative(?:ly)?|(?:we|i) (?:could|can) (?:offer|do|propose|suggest|move|deliver|fit you in)|how about|what about|earliest (?:we|i|date|available|possible)|next available|(?:would|could) (?:the|a) \w{2,20} (?:work|suit|do)|stattdessen|alternativ\w*|(?:wir|ich) (?:konnten|konnen|kann) (?:ihnen )?(?:\w{2,20} )?(?:anbieten|vorschlagen)|ausweich\w*|fruhestens|a la place|plutot|(?:nous|je) (?:pourrions|pouvons|peux|pourrais) (?:vous )?(?:proposer|offrir|faire)|au plus tot|en su lugar|en cambio|alternativa|(?:podriamos|podemos) (?:ofrecer|ofrecerle|ofrecerles|proponer|proponerle|hacer)|le propongo|le proponemos|les proponemos|lo antes posible|como pronto|in alternativa|invece|(?:potremmo|possiamo) (?:proporre|offrire|proporle|offrirle|fare)|al piu presto|in plaats daarvan|als alternatief|(?:wel|pas) (?:op|vanaf|per)|(?:we|wij|ik) (?:kunnen|kan) (?:u |je )?(?:wel )?(?:aanbieden|voorstellen)|op zijn vroegst|em alternativa|em vez disso|(?:podemos|poderiamos) (?:oferecer|propor|fazer)|o mais cedo)\b/;
