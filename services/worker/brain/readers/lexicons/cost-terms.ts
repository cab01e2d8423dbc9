/**
 * Words for costs apart from a price, in the seven reading languages, on folded text (lower
 * case, no accents): one lexicon for the guard that puts such terms to the client
 * (guards/commitments.ts) and the reader that keeps their amounts out of a price field
 * (readers/other-item.ts). Plain alternations only: linear in the counterparty's text.
 */

/**
 * A deposit, prepayment or advance ("deposit", "Anzahlung", "acompte", "señal", "acconto", "aanbetaling", "sinal").
 * Italian "in anticipo" is "in advance" ("La ringrazio in anticipo", our own sign-off; "consegna in
 * anticipo"), no payment: only "pagare in anticipo" is.
 */
export const DEPOSIT_WORDS =
  /\b(?:deposit|down ?payment|prepayment|pre-payment|prepaid|upfront|up-front|up front|payable now|pa(?:y|id|yment) in advance|advance payment|payable in advance|retainer|(?:booking|reservation|holding) fee|cash with order|payment with (?:the )?order|pro-?forma invoice|anzahlung|vorauskasse|vorkasse|vorauszahlung|vorabzahlung|abschlagszahlung|kaution|vorab (?:bezahlt|zahlen|zu zahlen|uberwiesen)|acompte|arrhes|une caution|la caution|caution de|depot de garantie|versement initial|paiement d'avance|(?:paye|payer|regle|regler) a l'avance|(?<!\bin )anticipo|por adelantado|senal|fianza|pago adelantado|pago anticipado|pago inicial|acconto|caparra|cauzione|deposito cauzionale|pagamento anticipato|(?:pagare|pagato|pagamento) in anticipo|aanbetaling|vooruitbetaling|voorschot|waarborgsom|borgsom|vooraf (?:betalen|te betalen|betaald|voldoen|te voldoen|voldaan)|sinal|caucao|deposito de garantia|pagamento antecipado|pago antecipadamente|adiantamento)\b/;

/**
 * A deposit on the container, returned with it ("Pfand", "Glaspfand", "consigne", "statiegeld",
 * "vuoto a rendere", "vasilhame", "a deposit per crate"): a term the client accepts like any
 * deposit (guards/commitments.ts), but a sentence that names it may state the price beside it
 * ("inclusief transport; statiegeld op de kisten is € 12,50"), so it is not dropped from reading
 * as a prepayment's sentence is.
 */
export const CONTAINER_DEPOSIT =
  /\b(?:pfand|\w{2,20}pfand|consigne|statiegeld|vuoto a rendere|vasilhame|(?:bottle|jar|crate|keg|container|pallet) deposit)\b/;

/**
 * Surcharge words that mark a cost on top of what was asked, shared by the extra-cost terms the
 * commitment guard reads (EXTRA_COST) and the words before another item's amount (OTHER_ITEM_BEFORE).
 */
/**
 * Verbs that add an amount to the price before it is written ("e acresce 1,90 € por peça", "se
 * añaden 2 € por pieza", "si aggiungono 2 € al pezzo", "s'ajoutent 2 € par pièce", "there's £2 a
 * piece added", "dazu kommen 2 € pro Stück", "daar komt € 2 per stuk bij").
 */
const ADDING_VERBS = String.raw`acresce(?:m)?|acrescid[oa]s? de|soma-se|somam-se|se (?:le |les )?(?:anade|anaden|suma|suman)|hay que (?:anadir|sumar)|si aggiung(?:e|ono)|va aggiunt[oa]|vanno aggiunt[ie]|s'ajoute(?:nt)?|se rajoute(?:nt)?|il faut ajouter|(?:is|are|gets?|get) added|comes? on top|(?:dazu|hinzu) kommen|kommen? (?:noch )?(?:dazu|hinzu)|(?:daar|hier) (?:komt|komen)|komt er (?:nog )?|komen er (?:nog )?`;
const ADDED_ON_TOP = String.raw`majoration|surtaxe|acrescimo|sobretaxa|aufschlag|mehrkosten|sovrattassa|cargo adicional|coste adicional|costo adicional|custo adicional|taxa adicional|costo aggiuntivo|${ADDING_VERBS}`;

/**
 * A cost added on top of what was asked ("a late-finish surcharge of £250", "Zuschlag",
 * "majoration", "recargo", "maggiorazione", "toeslag", "sobretaxa"), with its amount: on a goal
 * that commits the client (goal-kind.ts) it is theirs to accept.
 */
export const EXTRA_COST = new RegExp(
  String.raw`\b(?:surcharges?|${ADDED_ON_TOP}|supplements?|extra (?:charge|cost|fee)s?|additional (?:charge|fee|cost)s?|(?:set-?up|admin|administration|handling|call-?out|cancellation|cleaning|service) (?:fee|charge)s?|zuschlag\w*|\w{2,20}zuschlag|aufpreis|zusatzkosten|\w{2,20}gebuhr|frais (?:supplementaires|de dossier|d'annulation|de service|de mise en service)|recargo|suplemento|cargos adicionales|maggiorazione|supplemento|sovrapprezzo|costi aggiuntivi|toeslag|\w{2,20}toeslag|wachtgeld|standgeld|liggeld|waiting (?:time )?(?:charge|fee|cost)s?|demurrage|wartegeld|frais d'attente|(?:cargo|coste|costo) por espera|costo (?:di|per l') attesa|taxa de espera|meerprijs|meerkosten|extra kosten|bijkomende kosten|custos adicionais)\b`,
);

/**
 * A share of the price paid when the order or booking is placed ("30% on booking", "die Hälfte
 * bei Auftragserteilung", "30 % à la commande", "50% al hacer el pedido", "il 30% alla
 * firma", "50% bij opdracht", "50% na encomenda"): a deposit by another name.
 */
export const PAID_AT_ORDER =
  /(?:\d ?%|\bhalf\b|\bhalfte\b|\bmoitie\b|\bmitad\b|\bmeta\b|\bhelft\b|\bmetade\b)[^.!?\n]{0,50}\b(?:(?:on|upon|at) (?:booking|order|ordering|signing|signature|confirmation|reservation)|bei (?:auftragserteilung|auftragsvergabe|bestellung|buchung|vertragsabschluss|unterzeichnung)|a la (?:commande|reservation|signature|confirmation)|al (?:hacer el pedido|pedido|reservar|firmar|confirmar)|con el pedido|a la (?:firma|reserva)|all'ordine|alla (?:firma|prenotazione|conferma|ordinazione)|bij (?:bestelling|opdracht|ondertekening|boeking|reservering)|(?:na|com a|no ato da) (?:encomenda|reserva|assinatura)|(?:balance|remainder|rest) (?:is )?(?:due |payable )?(?:on|upon|at|after) (?:delivery|completion|collection|installation|the event)|rest(?:betrag|zahlung)? (?:bei|nach) (?:lieferung|abnahme|fertigstellung)|solde a la (?:livraison|fin des travaux|reception)|resto (?:a la entrega|al finalizar)|saldo (?:alla consegna|a fine lavori)|rest(?:ant|bedrag)? bij (?:levering|oplevering)|restante (?:na entrega|no final))\b/;

/** Words that make an amount another item's, written before it in its clause. */
export const OTHER_ITEM_BEFORE = new RegExp(
  String.raw`\b(?:extras?|additional(?:ly)?|another|altri|altre|otros|otras|outros|outras|weitere|add-?ons?|on top|in addition|separately|surcharges?|supplements?|${ADDED_ON_TOP}|(?:tourist|city|local|bed|visitor) tax|levy|levies|deposit|excess|(?:the |remaining |outstanding )?balance(?! sheet)|remainder|restbetrag|restzahlung|restsumme|solde|saldo|restant|restbedrag|restante|(?:registration|enrol?ment|enrollment|booking|admin|administration) fees?|frais d'(?:inscription|adhesion)|frais de (?:dossier|reservation|gestion)|anmeldegebuhr\w*|einschreib\w*gebuhr\w*|bearbeitungsgebuhr\w*|(?:cuota|gastos|tasa) de (?:inscripcion|matricula|gestion)|matricula|(?:quota|tassa|spese) (?:di |d')?(?:iscrizione|gestione|pratica)|inschrijfgeld|inschrijvingskosten|administratiekosten|dossierkosten|taxa de (?:inscricao|matricula)|(?:i'd|we'd|we|i|would|will) add|en option|in option|als optie|as an option|optional(?:ly)?|optionnel\w*|opcional\w*|opzional\w*|optione(?:el|le)|(?:have|has|need|needs) to add|for (?:that|this) (?:we|i) (?:charge|bill)|daarvoor (?:rekenen|vragen|berekenen)|dafur (?:berechnen|verlangen|nehmen)|pour (?:cela|ca),? (?:nous )?(?:facturons|comptons|demandons)|para (?:ello|eso) cobramos|per (?:questo|cio) (?:chiediamo|addebitiamo)|para isso cobramos|zusatzlich\w*|jede[rsn]? weitere\w*|ogni ulterior\w*|zuschlag\w*|aufpreis\w*|aufschlag\w*|kurtaxe|ortstaxe|kaution|selbstbeteiligung|gesondert|separat\w*|en (?:plus|sus|supplement)|supplementaire\w*|taxe de sejour|taxe locale|caution|franchise|aparte|adicional\w*|adicionais|suplemento\w*|recargo\w*|tasa turistica|impuesto turistico|fianza|franquicia|in piu|aggiuntiv\w*|a parte|supplemento\w*|maggiorazion\w*|sovrapprezzo|tassa di soggiorno|cauzione|franchigia|toeslag\w*|meerprijs|meerkosten|toeristenbelasting|borg|eigen risico|a mais|taxa turistica|caucao|franquia)\b`,
  'g',
);

/**
 * Words right after an amount (its comma too) that make it an option's price, the client's to
 * take or leave ("€45 if you want it", "45 €, falls gewünscht", "45 € si lo quieres", "45 € si
 * vous le souhaitez", "se lo desidera", "als u dat wilt", "se o quiser"): never a price field's
 * value, as an extra's is not.
 */
const OPTION_WORDS = String.raw`(?:if you (?:ever |really )?(?:want|wish|would like|need) (?:it|them|that|one)|if you(?:'d| would) rather|if (?:instead )?you (?:prefer|would prefer)|should you prefer|if (?:all )?you (?:only )?need is|if you only need|si (?:lo que )?(?:necesitan|necesita|necesitas) (?:es )?solo|si (?:en algun momento |en cambio |por el contrario )?(?:prefieren|prefiere|prefieres)|si (?:par contre )?vous (?:preferez|souhaitez plutot|n'avez besoin que)|(?:wenn|falls) sie (?:stattdessen |eher )?(?:lieber|nur)|se (?:invece |piuttosto )?(?:preferite|preferisce|vi serve solo|le serve solo)|als u (?:in plaats daarvan )?(?:liever|alleen)|se (?:em vez disso |antes )?(?:preferirem|preferir|so precisarem|precisarem so)|falls (?:gewunscht|sie (?:es|das|sie) (?:wunschen|mochten|brauchen))|si vous le (?:souhaitez|voulez|desirez)|si tu le (?:veux|souhaites)|si (?:lo|la|los|las) (?:quiere|quieres|quieren|desea|desean|necesita|necesitas)|se (?:lo|la) (?:desidera|vuole|vuoi|desiderate|volete)|als (?:u|je|jullie) (?:dat|het) (?:wilt|wenst|willen)|se (?:o|a) quise(?:r|rem))`;
export const OPTION_AFTER = new RegExp(`^\\s*,?\\s*${OPTION_WORDS}\\b`);
/** The same words before an amount, in its clause ("Enumeration, if you ever need it, is £32"). */
export const OPTION_BEFORE = new RegExp(`${OPTION_WORDS}\\b`);
/** A sentence that opens with another option's condition ("if you only need …", "si prefieren …"): its figures are that option's. */
export const OPTION_OPENING = new RegExp(`^\\s*${OPTION_WORDS}\\b`);

/** Words right after an amount that make it another item's ("€5 extra", "€9 per extra bed"). */
export const OTHER_ITEM_AFTER =
  /^\s*(?:(?:per|a|each|pro|par|por|al|ao|per)\s\p{L}+\s)?(?:\p{L}+\s)?(?:(?:gets?|is|are|will be|to be) added|extras?|additional|on top|in addition|separately|surcharge|supplement|deposit|excess|zusatzlich|extra|aufpreis|zuschlag|gesondert|separat|en plus|en sus|en supplement|de supplement|supplementaire\w*|aparte|adicional\w*|adicionais|de recargo|de suplemento|in piu|a parte|more(?! than)|mehr(?! als)|dazu|hinzu|de plus|mas(?=\s*(?:[+.,;)!]|$|por\b))|meer(?! dan)|aggiuntiv\w*|di supplemento|toeslag|apart|a mais|per (?:extra|additional)|pro (?:zusatzliche\w*|weitere\w*)|par (?:personne|chambre|nuit)? ?supplementaire|por (?:cada )?\p{L}+ adicional|per ogni \p{L}+ aggiuntiv\w*|per (?:ogni )?\p{L}+ in piu)\b/u;

/**
 * A payment asked to hold, secure or confirm a booking ("€300 to hold the date", "um den Termin
 * zu sichern", "pour bloquer la date", "para reservar la fecha", "per bloccare la data", "om de
 * datum vast te leggen", "para garantir a reserva"): with its amount, a deposit by another name,
 * and a condition of the "yes" even on a goal that only asks whether the date is free.
 */
export const HOLD_PAYMENT =
  /\b(?:to (?:hold|secure|reserve|block|lock in|confirm|guarantee) (?:the|your|this|that|a) (?:date|day|slot|booking|reservation|room|venue|order|place|spot|table|appointment|vehicle|machine|van)|(?:um|zur) (?:den termin|das datum|die buchung|die reservierung|den auftrag)? ?(?:zu )?(?:sichern|sicherung|reservieren|reservierung|blocken|blockieren|fixieren|bestatigen|bestatigung)|fest (?:zu )?(?:buchen|reservieren)|pour (?:bloquer|reserver|confirmer|garantir|valider|retenir|securiser) (?:la|le|votre|cette|ce|les)|para (?:reservar|bloquear|confirmar|garantizar|asegurar|garantir|segurar) (?:la|el|su|esta|este|a|o|sua|seu|essa|esse)|per (?:bloccare|riservare|confermare|garantire|fissare) (?:la|il|lo|questa|questo|data)|(?:vast te leggen|te reserveren|te blokkeren|vast te zetten|te garanderen))\b/;

/** A payment that is not returned ("non-refundable", "nicht erstattungsfähig", "non remboursable", "no reembolsable", "non rimborsabile", "niet restitueerbaar", "não reembolsável"). */
export const NON_REFUNDABLE =
  /\b(?:non-?refundable|not refundable|nicht[ -](?:erstattungsfahig|ruckerstattbar|erstattbar)\w*|verfallt|non (?:remboursable|rembourse)|no (?:reembolsable|reembolsables|se devuelve)|non (?:rimborsabile|rimborsabili|restituibile)|niet[ -](?:restitueerba(?:ar|re)|terugbetaalba(?:ar|re)|terug betaald)|nao (?:reembolsavel|reembolsaveis|e devolvido))\b/;

/**
 * The client's terms that a deposit departs from: payment after the work, on delivery or on
 * invoice ("payment after completion", "Zahlung nach Abnahme", "paiement après réception",
 * "pago a la entrega", "pagamento a fine lavori", "betaling na oplevering", "pagamento após a
 * entrega", "30 days net").
 */
export const PAY_AFTER =
  /\b(?:(?:pay|paid|payment|invoice[ds]?) (?:only )?(?:after|on|upon|at) (?:completion|delivery|the event|invoice|receipt|installation|collection)|payment (?:on|upon|against) invoice|net \d{1,3} days|\d{1,3} days net|(?:zahlung|bezahlung|zahlen) (?:erst )?(?:nach|bei) (?:abnahme|lieferung|fertigstellung|rechnungsstellung|erhalt)|(?:zahlung|bezahlung) auf rechnung|paiement (?:apres|a la|a reception|sur facture)|(?:pago|pagamos) (?:a la entrega|tras|despues de|al finalizar|contra factura|a \d{1,3} dias)|pagamento (?:a fine lavori|alla consegna|dopo|a \d{1,3} giorni|su fattura|apos|na entrega|contra fatura|a \d{1,3} dias)|betaling (?:na|bij) (?:oplevering|levering|afloop|ontvangst)|betaling op factuur)\b/;

/**
 * Words that say a term or an amount is not asked, charged or applied ("a deposit is not
 * required", "the £150 call-out wouldn't apply", "set-up is waived", "entfällt", "n'est pas
 * nécessaire", "no se aplica", "non è richiesto", "is niet van toepassing", "não se aplica"):
 * one list, read after a term (NOT_REQUIRED_AFTER, guards/commitments.ts) and after an amount
 * (readers/waived-amounts.ts). Folded text; fragments of one alternation.
 */
export const NOT_CHARGED_PHRASES: readonly string[] = [
  'not (?:required|needed|necessary|asked|requested|applicable)',
  "isn't (?:required|needed|necessary)",
  "(?:would|will|does|do|shall|should)(?:n't| not) (?:apply|be (?:charged|payable|due))",
  "won't (?:apply|be charged)|doesn't apply|don't apply",
  'waived',
  "(?:we|we will|we'll|we'd|we would|we can|we are happy to|we're happy to) (?:waive|drop|scrap) (?:it|this|that|them)\\b",
  'nicht (?:notig|erforderlich|notwendig|verlangt|anwendbar)',
  'entfallt|entfallen|fallt weg|fallen weg|wird nicht berechnet|werden nicht berechnet|berechnen wir (?:ihnen )?nicht',
  "(?:n'est|ne sont) pas (?:necessaire|requis|demande|exige)s?|pas (?:necessaire|requis)",
  "ne s'appliquen?t? pas|ne (?:sera|seront) pas factures?|(?:est|sont) offerts?|non applicables?",
  'no (?:es |son |hace )?(?:necesari[oa]s?|falta|se (?:requiere|pide|cobra))',
  'no se aplica|no aplica|no se le cobrara|quedan? exent[oa]s?|no (?:es|son) aplicables?',
  'non (?:e |sono )?(?:necessari[oa]|richiest[oa]|dovut[oa])',
  'non si applica|non si applicano|non (?:viene|verra|sara|vengono|verranno|saranno) addebitat[oaie]',
  'non (?:e |sono )?applicabil[ei]',
  'niet (?:nodig|vereist|verplicht|van toepassing)',
  'vervalt|vervallen|komt te vervallen|wordt niet (?:in rekening gebracht|berekend)|rekenen we niet',
  'nao (?:e |sao )?(?:necessari[oa]s?|exigid[oa]s?|obrigatori[oa]s?)',
  'nao se aplica|nao se aplicam|nao (?:e|sera|sao|serao) cobrad[oa]s?|fica isent[oa]|nao (?:e |sao )?aplicave(?:l|is)',
  // The term does not exist with the writer: "Eine Mindestabnahme gibt es bei uns nicht", "there
  // isn't one", "il n'y en a pas", "no lo hay", "non c'è", "is er bij ons niet", "não existe".
  "gibt es (?:bei uns |hier |keine?n? )?nicht|haben wir (?:bei uns )?nicht|(?:there is|there's) (?:none|no such thing)|(?:there|we) (?:isn't|don't have) one|il n'y en a pas|n'existe pas|no (?:lo |la )?(?:hay|tenemos|existe)|non (?:c'e|esiste|l'abbiamo)|(?:is|zijn) er (?:bij ons )?niet|hebben we (?:bij ons )?niet|nao (?:existe|ha|temos)",
];

/** Words right after a term that say it is not asked: searched within a few words after the term. */
export const NOT_REQUIRED_AFTER = new RegExp(`^[^.!?\\n]{0,30}\\b(?:${NOT_CHARGED_PHRASES.join('|')})\\b`);

/**
 * A condition on a waiver ("does not apply to orders over €500", "waived if you book two
 * nights", "entfällt ab 500 €", "offert à partir de 10 pièces", "no se cobra en pedidos de más
 * de", "non si applica per ordini superiori a", "vervalt vanaf", "não se aplica acima de"): the
 * amount stands for the case until the condition is known to hold, so it is no waiver.
 */
export const WAIVER_CONDITION =
  /\b(?:if|when|whenever|unless|provided|as long as|once|over|above|beyond|more than|exceeding|or more|and above|under|below|less than|unter|weniger als|moins de|menos de|meno di|minder dan|abaixo de|(?:on|for|to) (?:all |any )?(?:orders|bookings|purchases|jobs|stays)|wenn|falls|sofern|ab (?:[€$£] ?)?\d+|uber|mehr als|oberhalb|bei (?:bestellungen|auftragen|buchungen)|si (?:vous|la|le|les|l'|votre|usted|ustedes|el|su)|lorsque|quand|a partir de|a partir d'|au-dela de|au-dela d'|plus de|superieur\w* a|pour (?:les |toute )?(?:commandes?|reservations?)|sauf|cuando|mas de|superior\w* a|por encima de|para (?:los )?pedidos|en pedidos|salvo|se (?:voi|lei|l'ordine|il vostro|o |a |voce|voces|a encomenda|o pedido)|oltre|piu di|per ordini|sopra|als (?:u|je|jullie|de bestelling)|indien|wanneer|vanaf|boven|meer dan|bij bestellingen|tenzij|acima de|mais de|para encomendas)\b/;

/**
 * A waiver for a group or within an area, read in the waiver's own clause after its cue ("waived
 * for schools", "does not apply to charities", "within the ring road", "entfällt für
 * Stammkunden", "offert aux adhérents", "gratis para socios", "non si applica ai soci", "vervalt
 * voor vaste klanten", "dentro de Lisboa"): whether the client is one is not known, so the amount
 * stands. Unless the clause names the client or this job (WAIVER_FOR_CLIENT).
 */
export const WAIVER_FOR_GROUP =
  /\b(?:for|to|within|inside|fur|an|innerhalb|pour|aux|dans|a l'interieur d\w*|para|a los|a las|dentro de|per|ai|agli|alle|entro|dentro|voor|aan|binnen|aos)\b \S/;

/** Words in such a clause that name the client or this job ("for you", "for this order", "pour vous", "bij deze opdracht"). */
export const WAIVER_FOR_CLIENT =
  /\b(?:you|your|yours|this|that|these|those|us|sie|ihnen|ihre?\w*|diese\w*|dies|vous|votre|vos|ce|cet|cette|ces|usted|ustedes|su|sus|suy[oa]s?|este|esta|estos|estas|voi|vostr\w*|questo|questa|questi|queste|lei|u|uw|jullie|deze|dit|voce|voces|vos|seu|sua|seus|suas|neste|nesta)\b/;

/** A benefit a condition may earn: a waiver, something free, a discount (folded, seven languages). */
export const BENEFIT =
  /\b(?:waived?|knock(?:s|ed)? (?:\d+ ?% |£?\d+ )?off|\d+ ?% off|free of charge|at no (?:extra )?(?:charge|cost)|discount\w*|entfallt|erlassen|gratis|kostenlos|kostenfrei|rabatt\w*|offert\w*|remise|sans frais|descuento\w*|sin (?:coste|cargo)|gratuit[oaes]*|sconto|scontat\w*|korting|kosteloos|desconto|sem custos?)\b/;
