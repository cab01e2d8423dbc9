/**
 * Words that weigh an enum option without choosing it, in the seven reading languages (folded,
 * lower case, no accents), for readers/enum-mention-scope.ts. A value named in a clause with one
 * of them is no answer:
 * - judged unfit: "too tight", "zu knapp", "trop juste", "demasiado lento", "troppo caro", "te
 *   krap", "muito apertado";
 * - an alternative: "would be cheaper", "wäre günstiger", "serait plus rapide", "sería más
 *   barato", "sarebbe possibile", "zou goedkoper zijn", "seria mais rápido", "also possible",
 *   "auch möglich", "in alternativa";
 * - the usual one, not this one: "normally", "usually", "by default", "normalerweise",
 *   "d'habitude", "por defecto", "di solito", "gewoonlijk", "geralmente";
 * - for later, once something has happened: "we can look at 30-day terms once you've been with
 *   us a while", "sobald", "dès que", "en cuanto", "non appena", "zodra", "assim que"; or
 *   only if asked: "on request", "auf Wunsch", "sur demande", "su richiesta", "op aanvraag".
 */
const WEIGHING = [
  // English
  'too (?:slow|late|tight|expensive|risky|short|costly|long|far|small|big|much)',
  'would (?:also )?be (?:cheaper|faster|quicker|slower|possible|an option|an alternative|available)',
  'could also',
  'also (?:possible|available|an option)',
  'alternatively',
  '(?:can|could) (?:look at|consider|talk about|discuss|review)',
  'once (?:you|we|they|it|the)',
  'as soon as',
  'on request',
  'normally',
  'usually',
  'by default',
  // German
  'zu (?:knapp|spat|langsam|teuer|riskant|eng|kurz|lang|weit|klein|gross)',
  'ware (?:auch )?(?:gunstiger|billiger|schneller|langsamer|moglich|eine option|eine alternative)',
  'auch moglich',
  'alternativ',
  'normalerweise',
  'ublicherweise',
  'standardmassig',
  'sobald',
  'auf (?:wunsch|anfrage)',
  // French
  'trop \\p{L}+',
  'serait (?:aussi |egalement )?(?:moins cher|plus rapide|plus lent|possible|envisageable)',
  '(?:aussi|egalement) possible',
  'normalement',
  "d'habitude",
  'des que',
  'une fois que',
  'sur demande',
  'par defaut',
  // Spanish
  'demasiado \\p{L}+',
  'seria (?:tambien )?(?:mas barato|mas rapido|mas lento|posible)',
  'tambien (?:es )?posible',
  'como alternativa',
  'normalmente',
  'habitualmente',
  'por defecto',
  'en cuanto',
  'una vez que',
  'bajo pedido',
  'a peticion',
  // Italian
  'troppo \\p{L}+',
  'sarebbe (?:anche )?(?:piu economico|piu veloce|piu lento|possibile)',
  'anche possibile',
  'in alternativa',
  'di solito',
  'solitamente',
  'di norma',
  'non appena',
  'una volta che',
  'su richiesta',
  // Dutch
  'te (?:krap|laat|traag|duur|riskant|kort|lang|ver|klein|groot)',
  'zou (?:ook )?(?:goedkoper|sneller|trager|mogelijk|kunnen)',
  'ook mogelijk',
  'als alternatief',
  'normaal gesproken',
  'gewoonlijk',
  'zodra',
  'op (?:aanvraag|verzoek)',
  // Portuguese
  'muito (?:apertado|tarde|lento|caro|arriscado)',
  'seria (?:mais barato|mais rapido|mais lento|possivel)',
  'tambem (?:e )?possivel',
  'em alternativa',
  'geralmente',
  'por padrao',
  'assim que',
  'logo que',
  'a pedido',
  'sob consulta',
];

export const WEIGHED_NOT_CHOSEN = new RegExp(`\\b(?:${WEIGHING.join('|')})\\b`, 'u');

/**
 * "Instead of", "rather than" right before a value, in the seven languages (folded): "express
 * instead of standard", "statt Standard", "au lieu de l'express", "en lugar de la estándar",
 * "invece dello standard", "in plaats van standaard", "em vez do normal".
 */
export const INSTEAD_OF_BEFORE =
  /\b(?:instead of|rather than|statt|anstatt|anstelle von|au lieu de|au lieu du|plutot que|en lugar de|en vez de|invece de[il]?|invece dello|anziche|in plaats van|em vez de|em vez do|em lugar de)(?: (?:the|a|an|der|die|das|dem|den|le|la|les|l'|el|los|las|il|lo|gli|de|het|o|a|os|as))? ?$/;
