/**
 * Words with which the client keeps a decision for themselves, in the seven reading languages, on
 * folded text (lower case, no accents): "if they add any surcharge, come back to me", "check
 * with me before agreeing", "Rücksprache mit mir", "revenez vers moi", "consúltame antes",
 * "torna da me prima di accettare", "overleg eerst met mij", "fale comigo antes de aceitar". A
 * sentence of the client's side that names a kind of term with such words reserves that kind:
 * it is not covered, and a term of that kind goes to the client on any goal
 * (guards/commitments.ts). Plain alternations only: linear in the text.
 */
export const REFER_BACK = new RegExp(
  `\\b(?:${[
    // en
    "(?:come|get|report) back to (?:me|us)|check (?:it |this |that )?with (?:me|us)|ask (?:me|us)(?: first)?|consult (?:me|us)|run (?:it|this|that|them) (?:past|by) (?:me|us)|talk to (?:me|us) (?:first|before)|let (?:me|us) know (?:first|before)|before (?:agreeing|accepting|committing|confirming|saying yes)|(?:needs?|requires?) my (?:approval|ok|okay|sign-?off|go-?ahead)|(?:i|we) (?:want|need|have) to (?:decide|approve)|(?:i|we)(?:'ll| will) decide",
    // de
    'melden sie sich (?:zuerst |vorher )?(?:bei mir|bei uns)|ruckfrage|rucksprache|fragen sie (?:mich|uns|zuerst|vorher)|(?:erst|zuerst|vorher) (?:mit|bei) (?:mir|uns)|mit (?:mir|uns) abstimmen|bevor sie (?:zusagen|zustimmen|annehmen|bestatigen)|meine freigabe|(?:ich|wir) (?:will|muss|mochte|wollen|mussen) (?:das )?(?:selbst )?(?:entscheiden|freigeben)',
    // fr
    "revene[zr] vers (?:moi|nous)|reviens vers (?:moi|nous)|consulte[zr]?-(?:moi|nous)|me consulter|nous consulter|demande[zr]?-(?:moi|nous)|m'en parler|avant d'accepter|avant de (?:vous engager|confirmer|dire oui|valider)|mon (?:accord|feu vert)|(?:je|nous) (?:veux|voulons|dois|devons) (?:decider|valider)",
    // es
    'consult(?:ame|eme|enme|arme|arnos)|pregunt(?:ame|eme|enme|arme)|vuelv(?:a|e|an) a (?:mi|nosotros)|antes de (?:aceptar|comprometer\\w*|confirmar|cerrar)|mi (?:aprobacion|visto bueno)|hablalo conmigo|avis(?:ame|eme) antes',
    // it
    'torna(?:te)? da (?:me|noi)|chiedi(?:mi|temi)|mi chieda|consulta(?:mi|temi|rmi)|sentimi|prima di (?:accettare|confermare|impegnar\\w+)|la mia approvazione|il mio (?:ok|via libera|benestare)|passa(?:te)? da me',
    // nl
    'kom (?:dan )?(?:eerst )?(?:bij|naar) (?:mij|me|ons) terug|overleg (?:dan )?(?:eerst )?met (?:mij|me|ons)|vraag het (?:eerst )?(?:aan )?(?:mij|me|ons)|eerst (?:bij|met) (?:mij|me|ons)|voordat (?:je|u|jullie) akkoord|mijn (?:akkoord|goedkeuring)|laat het (?:me|mij|ons) eerst weten',
    // pt
    'volt(?:e|a|em) a falar comigo|fal(?:e|a) comigo|consult(?:e|a)-(?:me|nos)|pergunt(?:e|a)-me|me consult(?:e|a)|antes de (?:aceitar|se comprometer|fechar)|(?:a )?minha aprovacao|o meu (?:ok|aval)',
  ].join('|')})(?![\\p{L}])`,
  'u',
);
