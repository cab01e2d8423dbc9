/**
 * A secondary leg of a transport, in the seven reading languages, folded: the first or last leg,
 * pre- and on-carriage ("then the last leg by rail", "Vorlauf", "Nachlauf", "pré-acheminement",
 * "post-acheminement", "el último tramo", "l'ultimo tratto", "voortransport", "natransport", "o
 * último trecho"). A mode named for it is not the mode of the main leg (enum-mention-scope.ts).
 */
export const SECONDARY_LEG =
  /\b(?:(?:first|last|final) (?:leg|mile|stretch)|pre-?carriage|on-?carriage|vorlauf\w*|nachlauf\w*|(?:erste|letzte)n? (?:strecke|etappe|abschnitt)|pre-?acheminement|post-?acheminement|(?:premier|dernier) troncon|(?:premiere|derniere) etape|(?:primer|ultimo) tramo|tramo final|(?:primo|ultimo) tratto|tratta finale|(?:eerste|laatste) (?:stuk|etappe|traject)|voortransport|natransport|(?:primeiro|ultimo) trecho|(?:primeira|ultima) etapa)\b/;

/** A field's word that asks for the main or longest leg ("the mode of the longest leg", "Hauptlauf"). */
export const MAIN_LEG_WORD =
  /^(?:main|longest|principal|primary|haupt\w*|principale|hoofd\w*|langste|plus long|mas largo)$/;
