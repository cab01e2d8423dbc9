/**
 * Text folded for phrase matching in several languages: Unicode-normalised, accents removed
 * (é → e, ü → u), ß → ss, typographic apostrophes → ', lower case. Patterns are then written
 * once, without accents, and match both "désinscrire" and "desinscrire".
 */
export function foldForMatching(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .toLowerCase();
}
