import { wordsNoOtherHolds } from './joint-amount.js';
import type { NumberCandidate } from './number-rivals.js';

/**
 * A fee field ("feeGross", "inspection fee", "venue hire fee") and an amount no fee word names
 * ("für Ihr Objekt komme ich auf 89,50 € inkl. MwSt.", "the hire comes to £4,850"): the field's
 * only when it is the one amount the text binds, said once or restated. Beside an amount a fee
 * word names, or another amount, it is dropped (the case asked the fee; two amounts are not
 * one answer). Keeps `cands` in place; false when nothing is left of a text that wrote amounts.
 */
export function keepUnnamedFlat(cands: NumberCandidate[]): boolean {
  const unnamed = cands.filter((x) => x.unnamedFlat);
  if (unnamed.length === 0) return true;
  if (unnamed.length === cands.length && new Set(unnamed.map((x) => x.c.value)).size === 1) return true;
  cands.splice(0, cands.length, ...cands.filter((x) => !x.unnamedFlat));
  return cands.length > 0;
}

/**
 * Whether a fee field's own words stand right before an amount (within 60 characters): the
 * property name's own words, and the words of its description's head that no other number field
 * holds ("der Betreuungsbeitrag im Kitajahr 2027/28 bei 890 €" for a "monatlicher
 * Betreuungsbeitrag"). The head ends at a comma, a bracket or a word that leaves something out, so
 * "excluding VAT (not travel, prints or extras)" names no print's price. Stems of six letters.
 */
export function namedByOwnWords(
  about: string,
  ownNames: readonly string[],
  rivalAbouts: readonly string[],
): (folded: string, index: number) => boolean {
  const head = about.split(DESCRIPTION_TAIL)[0] ?? '';
  const words = [...ownNames, ...wordsNoOtherHolds(head, rivalAbouts).filter((w) => w.length >= 5)].map((w) =>
    w.slice(0, 6),
  );
  return (folded, index) => {
    const before = folded.slice(Math.max(0, index - OWN_REACH), index);
    return words.some((w) => before.includes(w));
  };
}

/** How far before an amount the field's own words name it as a fee (characters). */
const OWN_REACH = 60;

/** Where a description's head ends: a comma, a bracket, or a word that leaves something out, in the seven languages (folded). */
const DESCRIPTION_TAIL =
  /[(,;]|\b(?:not|excluding|except|without|ohne|ausser|exkl\w*|sans|hors|sin|excepto|senza|escluso|esclusi|zonder|exclusief|sem|exceto)\b/;
