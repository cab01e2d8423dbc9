/**
 * Words that open a sentence as a side remark, told for information, in the seven languages (on
 * folded text): "for what it's worth", "by the way", "FYI", "zur Info", "übrigens", "au passage",
 * "à titre d'information", "por cierto", "tra l'altro", "trouwens", "já agora".
 */
export const BY_THE_WAY =
  /^\s*(?:for what it'?s worth|good to know|worth knowing|gut zu wissen|bon a savoir|bueno es saber|es bueno saber|buono a sapersi|goed om te weten|bom saber|e bom saber|by the way|btw|fyi|for your information|just so you know|incidentally|zur info(?:rmation)?|ubrigens|nebenbei(?: bemerkt)?|au passage|a titre d'information|pour (?:votre )?info(?:rmation)?|por cierto|a titulo informativo|para su informacion|tra l'altro|per (?:sua |vostra )?informazione|a titolo informativo|trouwens|ter info(?:rmatie)?|overigens|ja agora|para sua informacao|for (?:your )?reference|(?:just )?as a reference|zur orientierung|als referenz|pour reference|a titre indicatif|como referencia|para (?:su )?referencia|per (?:sua )?riferimento|come riferimento|ter referentie|ter indicatie|para referencia)\b/;

/**
 * A sentence that offers something beside what was asked, "if you need that too" or "if you're
 * interested", in the seven languages (folded): "… 1,35 €/kg, se le servisse anche quella",
 * "should you need that as well", "falls Sie das auch brauchen", "si vous en avez aussi besoin",
 * "si también lo necesita", "mocht u dat ook nodig hebben", "se também precisar", "do ask if you'd
 * like the details (it's £16.99 a month)", "bei Interesse", "si cela vous intéresse", "se vuole anche le
 * valvole termostatiche …", "if you also want", "si quiere también". Its prices
 * are that other thing's.
 */
export const IF_NEEDED_TOO =
  /\b(?:(?:if|should) you (?:also |ever )?(?:need|want|require) (?:that|it|them|those|this) (?:too|as well|also)|(?:falls|wenn|sofern) sie (?:das|dies|diese|sie|es) (?:auch|ebenfalls) (?:brauchen|benotigen|wunschen)|si vous en avez (?:aussi|egalement) besoin|si (?:tambien|ademas) (?:lo|la|los|las) necesita\w*|se (?:le|vi|ti) servisse(?:ro)? anche|se (?:le|vi) serv(?:e|ono) anche|(?:mocht|als|indien) u (?:dat|dit|die|deze) ook nodig (?:hebt|heeft|hebben)|(?:se|caso) (?:tambem|tambem) (?:precisar|precise|necessitar)|caso (?:tambem )?precise (?:tambem|disso)|if you(?:'d| would) like (?:the |more |further )?(?:details|info\w*)|if you(?:'re| are) interested|if interested|falls sie (?:daran )?interesse haben|bei interesse|si (?:cela|ca) vous interesse|si vous etes interesse\w*|si (?:le|te|les) interesa|si esta interesad[oa]|se (?:le|vi|ti) interessa|se (?:e|fosse) interessat[oa]|als u (?:daar )?interesse (?:in )?heeft|bij interesse|se (?:tiver|tiverem) interesse|caso tenha interesse|if you (?:also|additionally) (?:want|need|would like)|if you(?:'d| would) also like|(?:wenn|falls) sie (?:auch|zusatzlich|noch) (?:\p{L}+ ){0,3}(?:mochten|wollen|wunschen)|si vous (?:voulez|souhaitez|desirez) (?:aussi|egalement|en plus)|si (?:quiere|quieres|quieren|desea|desean) (?:tambien|ademas)|se (?:vuole|volete|desidera|desiderate) anche|als u (?:ook|daarnaast) (?:\p{L}+ ){0,3}wilt|se (?:quiser|quiserem|desejar) (?:tambem|ainda))\b/u;

/** A sentence told beside the answer: a side remark or an offer of something else "if you need that too". */
export function sideSentence(folded: string): boolean {
  return BY_THE_WAY.test(folded) || IF_NEEDED_TOO.test(folded);
}
