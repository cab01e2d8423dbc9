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

/**
 * As foldForMatching, one UTF-16 unit for one (accents removed, lower case, typographic
 * apostrophes → '), so that an index found in the folded text is the same index in the original:
 * "ß" stays "ß" (foldForMatching writes "ss", one longer), a letter whose lower case is longer
 * ("İ") stays as written, and a character outside the Basic Multilingual Plane (an emoji, two
 * units) keeps both units. Iterating by code point shortened the text by one per emoji, so every
 * index after it pointed one character early.
 */
export function foldKeepingLength(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    if (ch === '\u2018' || ch === '\u2019' || ch === '\u02bc') {
      out += "'";
      continue;
    }
    const base = ch.normalize('NFD').charAt(0).toLowerCase();
    out += ch === 'ß' || base.length !== 1 ? ch : base;
  }
  return out;
}
