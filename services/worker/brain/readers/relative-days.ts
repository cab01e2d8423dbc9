/**
 * A day named by another occasion ("la veille de l'ouverture", "the day before the opening",
 * "am Vortag der Eröffnung", "la víspera de la inauguración", "il giorno prima
 * dell'apertura", "de dag voor de opening", "na véspera da abertura"): the occasion after the
 * marker is the reference, not what the date is of. date-field.ts reads a sentence with those
 * words blanked, so "set-up the day before the opening, Tuesday 2 March" gives the opening no
 * date and leaves the 2nd to the set-up.
 */

/** The markers, folded, each followed by its article or preposition. */
const RELATIVE_DAY =
  /\b(?:the (?:day|evening|night|morning|week) (?:before|after|prior to)|the eve of|(?:la )?veille (?:de la|de l'|du|des|de)|(?:le )?lendemain (?:de la|de l'|du|des|de)|(?:le )?jour (?:precedant|suivant|avant|apres) (?:la|l'|le|les)|(?:am )?(?:vortag|folgetag|tag vor|tag nach) (?:der|des|dem|den)|(?:la )?vispera (?:de la|del|de)|(?:el )?dia (?:antes|despues|anterior|siguiente) (?:de la|del|a la|al|de)|(?:la )?vigilia (?:della|dell'|del|di)|(?:il )?giorno (?:prima|dopo|precedente|successivo) (?:della|dell'|del|di|a|al|alla)|(?:de )?dag (?:voor|na|voorafgaand aan) (?:de|het)|(?:na )?vespera (?:da|do|de)|(?:o )?dia (?:antes|depois|anterior|seguinte) (?:da|do|de|a|ao))\s*/g;

/** The occasion after a marker: up to three words, to a comma, a stop or a figure ("l'ouverture", "the official opening"). */
const OCCASION = /^(?:\s*[\p{L}'-]+){1,3}/u;

/** The folded text with the occasion words after each relative-day marker blanked (same length, so indexes hold). */
export function blankRelativeOccasions(folded: string): string {
  let out = folded;
  for (const m of folded.matchAll(RELATIVE_DAY)) {
    const from = m.index + m[0].length;
    const rest = folded.slice(from, from + 60);
    const stop = rest.search(/[,;:.()]|\s\d/);
    const words = OCCASION.exec(stop < 0 ? rest : rest.slice(0, stop))?.[0] ?? '';
    out = out.slice(0, from) + ' '.repeat(words.length) + out.slice(from + words.length);
  }
  return out;
}
