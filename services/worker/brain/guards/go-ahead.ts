/**
 * An invitation to go ahead, the offer's next step left to the client ("if you'd like to go ahead
 * I hold the date with a £500 retainer", "si ça vous convient, confirmez-moi avant le 5 mars, je
 * bloque le camion", "wenn es Ihnen passt, geben Sie mir kurz Bescheid", "si le parece bien,
 * confírmeme", "se le va bene, mi confermi", "als het u schikt, laat het me weten", "se lhe convier,
 * confirme"). On a goal that only asks for information it sets no term: it says how they book,
 * which the client weighs with the answer (guards/commitments.ts). Folded text; literal
 * alternations only.
 */
export const GO_AHEAD_INVITATION = new RegExp(
  `\\b(?:${[
    "if you(?:'d| would)? like to (?:go ahead|book|proceed|confirm)",
    "if you(?:'re| are) happy(?: to (?:go ahead|proceed|book))?",
    'if (?:that|it|this) suits(?: you)?',
    'should you (?:wish|want|decide) to (?:go ahead|proceed|book)',
    'si (?:ca|cela) vous (?:convient|va)',
    'si vous (?:souhaitez|voulez) (?:reserver|confirmer|donner suite)',
    'wenn (?:es |das )?ihnen (?:das )?(?:passt|zusagt)',
    'falls sie (?:buchen|bestellen|zusagen) (?:mochten|wollen)',
    'si (?:le|les) (?:conviene|parece bien|interesa)',
    'si (?:desea|quiere|desean|quieren) (?:reservar|confirmar)',
    'se (?:le|vi) va bene',
    'se (?:desidera|volete|vuole) (?:prenotare|confermare|procedere)',
    'als (?:het|dat) (?:u|je|jullie) (?:schikt|bevalt|past|goed lijkt)',
    'se (?:lhe|vos) (?:convier|parecer bem)',
    'caso (?:queira|pretenda) (?:avancar|reservar|confirmar)',
  ].join('|')})\\b`,
);
