/**
 * A figure that is part of a name or an address rather than a quantity: "Lindenallee 27",
 * "Unit 4", "8 Quarry Lane", "8001 Zürich", "FN 123456". Bounded windows, linear.
 */

/** Street words that end a capitalised compound ("Lindenstrasse", "Hauptstr.", "Dorpsstraat"). */
const STREET_SUFFIX = /^\p{Lu}\p{L}*(?:strasse|str|weg|laan|straat|platz|allee|gasse|plein)$/u;
/** Street and unit words standing alone ("Street", "Rd.", "Unit"): the whole word, not its end ("have", "third"). */
const STREET =
  /^(?:strasse|str\.|street|st\.|road|rd\.?|avenue|ave\.?|lane|rue|calle|via|viale|weg|laan|straat|rua|platz|allee|gasse|ring|plein|unit|dock|gate|suite|building|floor|box|po)$/i;

const CURRENCY_WORD =
  /^(?:eur|usd|gbp|chf|brl|jpy|cad|aud|nzd|mxn|sek|nok|dkk|pln|czk|huf|zar|inr|cny|rmb|hkd|sgd|try|ars|clp|cop|pen|fr\.?|sfr\.?|rs\.?)$/i;

export function partOfAName(text: string, index: number, end: number): boolean {
  const before = text.slice(Math.max(0, index - 30), index);
  const word = /(\S+)\s*$/u.exec(before)?.[1] ?? '';
  const bare = word
    .replace(/[,.:;]+$/, '')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss');
  if (STREET.test(bare) || STREET_SUFFIX.test(bare)) return true;
  // "R$ 12.480", "BRL 12,480", "Fr. 120": a currency before the figure is no name.
  if (/[$€£¥]/u.test(word) || CURRENCY_WORD.test(word)) return false;
  const midSentence = /\S\s+\S+\s*$/u.test(before) && !/[.!?]\s*\S+\s*$/u.test(before);
  if (midSentence && /^\p{Lu}/u.test(word) && !/[,.;:!?)]$/.test(word)) return true;
  // A figure followed by a capitalised name in mid-sentence: "8 Quarry Lane", "8001 Zürich".
  const after = text.slice(end, end + 30);
  return index > 0 && /^\s+\p{Lu}\p{Ll}+/u.test(after) && !/^\s+(?:EUR|USD|GBP|CHF|Euro)/u.test(after);
}
