/**
 * Sentences that say someone or something arrives at the client's on the day they write, in the
 * seven reading languages (folded text). Evidence for a date field whose sentence does not name
 * the field's own subject (readers/date-events.ts): the kind of the field decides which apply.
 */

/**
 * A person (the engineer, the courier, "we") comes to the client or is there on the
 * day: "the courier will be with you on", "we'll be on site", "unser
 * Techniker könnte am 8. bei Ihnen sein", "il passera chez vous le", "el técnico vendrá el",
 * "il corriere passa da voi giovedì", "siamo da voi martedì", "hij is er om half acht", "o técnico passa aí na quinta". Never a coming back to tell ("get back to you"):
 * such sentences are another occasion (date-evidence.ts OTHER_OCCASION).
 */
export const COMES_TO_YOU =
  /\b(?:(?:comes|is coming) (?:round|over|out|by)|(?:will|'ll|ll|can|could|would) (?:\p{L}+ )?(?:come (?:round|over|out|by|to you)|be (?:with you|there|on site|at yours|at your))|bei (?:ihnen|euch|dir) (?:sein|vor ort)|(?:ist|sind|bin) (?:\p{L}+ ){0,4}bei (?:ihnen|euch|dir)|(?:kommt|kommen|komme) (?:\p{L}+ ){0,3}(?:am|zu (?:ihnen|euch|dir))|vor ort sein|(?:vient|viendra|viendront|viendrons|viendrai|passera|passeront|passerons|passerai|passe) (?:\p{L}+ ){0,2}(?:chez vous|le|la|ce|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)|(?:sera|serons|seront|serai) (?:chez vous|sur place)|(?:viene|vendra|vendran|vendremos|vendre|pasara|pasaran|pasaremos|pasare|pasa) (?:\p{L}+ ){0,2}(?:el|por su|por vuestra|a su|lunes|martes|miercoles|jueves|viernes|sabado|domingo)|(?:estara|estaran|estaremos|estare) (?:con ustedes|con vosotros|alli|ahi|en su|en vuestr\p{L}*)|(?:viene|verra|verranno|verremo|verro|passa|passera|passeranno|passeremo|passero) (?:\p{L}+ ){0,2}(?:da (?:voi|lei|te)|il|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica)|(?:siamo|sono|sara|saremo|saranno|saro) da (?:voi|lei|te)|(?:komt|komen|kom) (?:\p{L}+ ){0,2}(?:langs|bij (?:u|jullie|je))|(?:hij|zij|ze|we|wij|ik|monteur|technicus) (?:is|zijn|ben) (?:er|bij (?:u|jullie|je)) (?:om|op|vanaf|rond)|(?:vem|vira|virao|viremos|passa|passara|passarao|passaremos) (?:\p{L}+ ){0,2}(?:ai|no dia|na|no|segunda|terca|quarta|quinta|sexta|sabado|domingo)|(?:estara|estarao|estaremos) (?:ai|com voces|no local))\b/u;

/**
 * The sender brings the goods over themselves on the day: "I'll bring them over on", "we drop
 * them off on", "wir bringen sie am 17. vorbei", "je vous les apporte le", "se las llevamos el",
 * "le porto io giovedì", "we brengen ze dinsdag", "levamos na quinta". Italian "porto" only after
 * a clitic ("le porto", "ve li porto": "al porto" is a harbour).
 */
export const BRINGS_THE_GOODS =
  /\b(?:(?:we|i)(?:'ll| will| can| could| would|ll)? (?:\p{L}+ )?(?:bring|drop) (?:\p{L}+ ){0,3}(?:over|round|in|off|to you)|(?:bringe|bringen|bringt) (?:\p{L}+ ){0,4}(?:vorbei|am)|(?:apporte|apportons|apporterai|apporterons|apportera) (?:\p{L}+ ){0,2}(?:le|chez vous|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)|(?:se (?:lo|la|los|las) |(?:lo|la|los|las) )?(?:llevo|llevamos|llevaremos|llevare|llevara)\b(?: (?:\p{L}+ ){0,2}(?:el|lunes|martes|miercoles|jueves|viernes|sabado|domingo))|(?:(?:ve|ce|te|glie)(?:l[aeio])? |l[aeio] |gli )port(?:o|iamo|eremo|ero|era|eranno)|port(?:iamo|eremo|ero|eranno) (?:\p{L}+ ){0,3}(?:il|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica)|(?:breng|brengen|brengt) (?:\p{L}+ ){0,4}(?:op|langs|aanstaande|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag)|(?:levamos|levo|levaremos|levarei|trazemos|traremos) (?:\p{L}+ ){0,2}(?:no dia|na|no|segunda|terca|quarta|quinta|sexta|sabado|domingo))\b/u;

/**
 * The earliest day the sender can do it, the verb left general: "the earliest we can do is
 * Thursday 10 December", "earliest I can put it on the lorry is Monday 14th", "the soonest we
 * could manage is", "first date we can offer", "frühestmöglicher Termin", "le plus tôt possible
 * serait le", "lo antes que podemos es el", "la prima data utile è", "het vroegst kunnen we op",
 * "o mais cedo que conseguimos é". A bound of the earliest day, not a guess (UNSURE keeps "at
 * the earliest" out of its guesses for that reason, date-evidence.ts).
 */
export const EARLIEST_WE_CAN =
  /\b(?:(?:earliest|soonest|first)(?: (?:date|day|slot))? (?:(?:we|i) (?:can|could)|possible|available)|fruhestmoglich\w*|fruhester (?:freier )?termin|(?:am )?fruhesten (?:konnen|konnten|kann|konnte) (?:wir|ich)|le plus tot (?:possible|que (?:nous puissions|je puisse))|(?:la )?premiere date (?:possible|disponible)|lo (?:antes|mas pronto) (?:posible|que (?:podemos|puedo))|(?:la )?primera fecha (?:posible|disponible)|(?:la )?prima data (?:utile|possibile|disponibile)|il prima possibile|het vroegst(?:e)? (?:kunnen|kan) (?:we|wij|ik)|(?:de )?eerst mogelijke datum|o mais cedo (?:possivel|que (?:conseguimos|podemos|consigo|posso))|(?:a )?primeira data (?:possivel|disponivel))\b/u;
