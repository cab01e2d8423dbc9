/**
 * Corrections, on folded text: "sorry, I meant the 15th", "correction: 4,520", "update: …
 * only 95", "ich meinte", "korrektur", "je voulais dire", "quise decir", "mejor dicho",
 * "intendevo", "volevo dire", "ik bedoelde", "queria dizer". A value written after a correction
 * cue replaces what was said before it (in the same message or an earlier one).
 */

export const CORRECTION =
  /\b(?:correction|corrected|i meant|we meant|i mean|sorry,? (?:i|we) (?:meant|mean|wrote)|should (?:be|read|have been)|update:|actually it'?s|rather|typo|korrektur|berichtigung|ich meinte|wir meinten|gemeint war|richtig ist|je voulais dire|nous voulions dire|rectification|plutot|correccion|quise decir|queria decir|mejor dicho|correzione|intendevo|volevo dire|rettifica|correctie|ik bedoelde|we bedoelden|correcao|queria dizer|quis dizer|retifico)\b/;

/** End index of the last correction cue in the folded text, or -1. */
export function lastCorrectionEnd(folded: string): number {
  let end = -1;
  const re = new RegExp(CORRECTION.source, 'g');
  for (const m of folded.matchAll(re)) end = (m.index ?? 0) + m[0].length;
  return end;
}
