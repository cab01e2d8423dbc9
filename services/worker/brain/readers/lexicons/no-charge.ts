/**
 * Words that say something comes at no cost, in the seven reading languages, on folded text:
 * "at no (extra) charge", "no charge for that", "free of charge", "costs nothing", "kostenlos",
 * "ohne jegliche Zusatzkosten", "keine zusätzlichen Kosten", "sans aucun frais", "ne coûte
 * rien", "sin ningún coste adicional", "no cuesta nada", "senza alcun costo", "non costa
 * nulla", "zonder enige meerprijs", "kost niets", "sem qualquer custo adicional", "não custa
 * nada", "eso tampoco tiene coste". The yes/no reader reads them as "included"; their "no", "keine", "sans", "sin",
 * "senza", "geen", "sem" is no negation. A "no costs" that a verb of covering or paying
 * follows ("wir übernehmen keine Kosten", "we cover no costs", "geen kosten vergoed") says the
 * opposite and is left out.
 */

/** Verbs of covering a cost ("übernehmen", "tragen", "cover", "prendre en charge", "cubrir", "vergoeden"), folded stems; never of paying it ("you pay no extra" is free). */
const COVER = String.raw`(?:ubernehm|trag|erstatt|cover|reimburs|refund|prend|rembours|cubr|asum|reembols|copr|rimbors|vergoed|dek|cobrir|cobrim|assum)`;
/** A "no costs" next to such a verb, after it or a few words before it: "we cover no costs", "übernehmen wir keine Kosten". */
const NOT_COVERING = String.raw`(?!\s+(?:\p{L}+\s+){0,2}${COVER})`;
const NOT_COVERED_BEFORE = String.raw`(?<!${COVER}\p{L}*\s+(?:\p{L}+\s+){0,2})`;

const PHRASES = [
  // English
  String.raw`${NOT_COVERED_BEFORE}(?:at |with |for )?no (?:extra |additional |further |added )?(?:charges?|costs?|fees?)(?! (?:card|limit|code))`,
  String.raw`free of (?:any )?charge`,
  String.raw`without (?:any )?(?:extra |additional |further )?(?:charges?|costs?|fees?)`,
  String.raw`costs? (?:you )?nothing(?: extra| more)?|(?:doesn't|does not|won't|will not) cost (?:you )?(?:anything|a thing|extra)`,
  // "that's all in the price, no extras", "nothing extra to pay"
  String.raw`(?:with )?no (?:hidden )?extras|nothing extra(?: to pay)?`,
  // "is part of Business, no add-on", "not an add-on", "kein Add-on", "geen add-on": nothing bought on top
  String.raw`(?:no|not an?|kein(?:e|en)?|geen|sans|sin|senza|sem) add-?ons?(?! (?:available|offered|possible))`,
  // "you don't pay a penny for it", "installation is on us", "on the house"
  String.raw`(?:you |they )?(?:don't|do not|won't|will not|wouldn't|would not) (?:have to )?pay (?:a penny|a cent|a dime|a thing|anything)(?: extra| more)?`,
  String.raw`(?:is|are|will be|would be|'s) on us|on the house`,
  // the same in the other six: "auf unsere Kosten", "zahlen Sie keinen Cent", "à nos frais", "vous ne payez rien",
  // "por nuestra cuenta", "no paga nada", "a nostro carico", "non pagate nulla", "voor onze rekening",
  // "u betaalt niets", "por nossa conta", "não paga nada"
  String.raw`auf unsere kosten|(?:zahlen|bezahlen) sie (?:dafur )?(?:keinen cent|nichts)|a nos frais|vous ne (?:payez|paierez) (?:rien|pas un centime)`,
  String.raw`(?:por|de) nuestra cuenta|no (?:paga|pagan|pagas|pagara|pagaran) (?:nada|ni un euro)|a (?:nostro|nostre) (?:carico|spese)|a carico nostro`,
  String.raw`non (?:paga|pagate|pagera|pagherete) (?:nulla|niente)|voor onze rekening|(?:u|jullie) (?:betaalt|betalen) (?:niets|geen cent)|betaalt u niets`,
  String.raw`por nossa conta|nao (?:paga|pagam|pagara|pagarao) nada`,
  // German
  String.raw`kostenlos|kostenfrei|unentgeltlich|inbegriffen|gebuhrenfrei`,
  String.raw`ohne (?:jegliche |jeden |weitere |zusatzliche )?(?:aufpreis|mehrkosten|zusatzkosten|kosten|berechnung|gebuhr(?:en)?)`,
  String.raw`${NOT_COVERED_BEFORE}keine (?:zusatzlichen |weiteren |extra |gesonderten )?(?:kosten|gebuhren?|mehrkosten|zusatzkosten)${NOT_COVERING}`,
  String.raw`kostet (?:sie |ihnen |euch )?(?:auch |ebenfalls )?nichts(?: extra| zusatzlich)?`,
  // French
  String.raw`sans (?:aucun |aucuns )?(?:frais|supplement|cout)s?(?: supplementaires?| additionnels?)?`,
  // "vous n'aurez pas de frais de livraison", "ça ne vous fera aucun frais": the "ne" is the phrase's own.
  String.raw`${NOT_COVERED_BEFORE}(?:n'|ne )(?:\p{L}+ ){0,2}?\p{L}+ (?:aucuns?|pas de) (?:frais|supplement|cout)s?(?: supplementaires?| additionnels?)?${NOT_COVERING}`,
  String.raw`${NOT_COVERED_BEFORE}(?:aucun|pas de) (?:frais|supplement|cout)s?(?: supplementaires?| additionnels?)?${NOT_COVERING}`,
  String.raw`ne (?:vous )?coute(?:nt)? rien(?: de plus)?`,
  String.raw`gratuit(?:ement|amente|[oaie]s?|s)?`,
  // Spanish
  String.raw`sin (?:ningun |ningún )?(?:coste|costo|cargo)s?(?: (?:adicional|extra)(?:es)?)?`,
  String.raw`gratis`,
  String.raw`(?:no|tampoco) (?:tiene|tienen|supone|conlleva) (?:ningun )?(?:coste|costo|cargo)(?: (?:adicional|extra))?`,
  String.raw`(?:no|tampoco) (?:le |te )?cuesta(?:n)? nada`,
  // Italian
  String.raw`senza (?:alcun |nessun )?(?:costo|costi|spese|sovrapprezzo|supplemento)(?: (?:aggiuntiv[oi]|extra|in piu))?`,
  String.raw`${NOT_COVERED_BEFORE}nessun (?:costo|sovrapprezzo|supplemento|addebito)(?: aggiuntivo| extra| in piu)?${NOT_COVERING}`,
  String.raw`(?:non|neanche|nemmeno|neppure) costa(?:no)? (?:nulla|niente)(?: in piu)?|a costo zero`,
  // "non avrà alcun costo", "non le costerà alcuna spesa": the "non" is the phrase's own.
  String.raw`${NOT_COVERED_BEFORE}non (?:\p{L}+ ){0,1}\p{L}+ (?:alcun|nessun|alcuna|nessuna) (?:costo|spesa|sovrapprezzo|supplemento|addebito)(?: aggiuntiv[oa]| extra| in piu)?${NOT_COVERING}`,
  // Dutch
  String.raw`zonder (?:enige |extra )?(?:kosten|meerprijs|meerkosten|extra kosten|bijkomende kosten|toeslag)`,
  String.raw`${NOT_COVERED_BEFORE}geen (?:extra |bijkomende |aanvullende )?(?:kosten|meerprijs|meerkosten|toeslag)${NOT_COVERING}`,
  String.raw`kost(?:en)? (?:u |je |jullie )?niets(?: extra)?|kosteloos`,
  // Portuguese
  String.raw`sem (?:qualquer |nenhum )?(?:custo|custos|encargo|encargos)(?: adiciona(?:l|is)| extra)?`,
  String.raw`${NOT_COVERED_BEFORE}nenhum (?:custo|encargo)(?: adicional| extra)?${NOT_COVERING}`,
  String.raw`nao (?:tem|ha) (?:qualquer |nenhum )?(?:custo|encargo)(?: adicional| extra)?`,
  // "não terá qualquer custo", "não vai ter nenhum encargo".
  String.raw`${NOT_COVERED_BEFORE}nao (?:\p{L}+ ){0,1}\p{L}+ (?:qualquer|nenhum) (?:custo|encargo)(?: adicional| extra)?${NOT_COVERING}`,
  String.raw`nao custa(?:m)? nada`,
  // A charge the writer says they do not make: "we don't charge for delivery", "die Anfahrt
  // berechnen wir nicht", "nous ne facturons pas le déplacement", "no cobramos el desplazamiento",
  // "non addebitiamo la trasferta", "voorrijkosten rekenen we niet", "não cobramos a deslocação";
  // the words between the verb and its negation never a condition ("berechnen wir ab 500 € nicht").
  String.raw`(?:we|i) (?:don't|do not|won't|will not|never) (?:charge|bill|invoice)(?: you)?(?: extra| anything| separately)?(?: for)?`,
  String.raw`(?:berechnen|verrechnen|berechne) (?:wir|ich) (?:(?!(?:wenn|falls|sofern|ab|uber|unter|erst|nur)\s)\p{L}+\s+){0,5}nicht|(?:wird|werden) (?:\p{L}+\s+){0,3}nicht (?:berechnet|verrechnet|in rechnung gestellt)`,
  String.raw`(?:nous ne|on ne|je ne) (?:vous |le |la |les |vous le |vous la |l')?(?:facturons|facture|comptons|compte) pas|(?:n'est|ne sont) pas facture(?:e|s|es)?`,
  String.raw`no (?:le |les |lo |la |los |las |se lo |se la |te lo |te la |te |os lo |os la |os )?(?:cobramos|facturamos)|no se (?:cobra|cobran|factura|facturan)`,
  String.raw`non (?:vi |le |ti |lo |la |li |ve lo |ve la |te lo |te la |glielo |gliela )?(?:addebitiamo|fatturiamo|facciamo pagare)|non (?:viene|vengono) (?:addebitat|fatturat)[oaie]|non (?:te |ve |glie)?(?:lo |la |li |le )?(?:mettiamo|metto|mettono|mette) in conto`,
  String.raw`(?:rekenen|berekenen) (?:we|wij|ik) (?:(?!(?:als|indien|vanaf|boven|onder|pas|alleen)\s)\p{L}+\s+){0,3}(?:niet|geen)(?! \p{L}+ (?:meer|extra))|(?:wordt|worden) (?:\p{L}+\s+){0,2}niet (?:berekend|in rekening gebracht)`,
  String.raw`nao (?:lhe |vos |o |a |os |as |lho |lha |to |ta )?(?:cobramos|faturamos)|nao (?:e|sao) cobrad[oa]s?|nao se cobra(?:m)?`,
];

/** The phrases above as one alternation (global, for replacing), folded text. */
export const NO_CHARGE = new RegExp(String.raw`\b(?:${PHRASES.join('|')})\b`, 'gu');
