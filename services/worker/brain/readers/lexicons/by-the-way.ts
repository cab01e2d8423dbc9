/**
 * Words that open a sentence as a side remark, told for information, in the seven languages (on
 * folded text): "for what it's worth", "by the way", "FYI", "zur Info", "übrigens", "au passage",
 * "à titre d'information", "por cierto", "tra l'altro", "trouwens", "já agora".
 */
export const BY_THE_WAY =
  /^\s*(?:for what it'?s worth|good to know|worth knowing|gut zu wissen|bon a savoir|bueno es saber|es bueno saber|buono a sapersi|goed om te weten|bom saber|e bom saber|by the way|btw|fyi|for your information|just so you know|incidentally|zur info(?:rmation)?|ubrigens|nebenbei(?: bemerkt)?|au passage|a titre d'information|pour (?:votre )?info(?:rmation)?|por cierto|a titulo informativo|para su informacion|tra l'altro|per (?:sua |vostra )?informazione|a titolo informativo|trouwens|ter info(?:rmatie)?|overigens|ja agora|para sua informacao|for (?:your )?reference|(?:just )?as a reference|zur orientierung|als referenz|pour reference|a titre indicatif|como referencia|para (?:su )?referencia|per (?:sua )?riferimento|come riferimento|ter referentie|ter indicatie|para referencia)\b/;
