import { PER_MARKERS, alternation } from './lexicons/per-words.js';

/**
 * An amount per the one thing a field's price is for ("£65.00 per visit" for "fee for the
 * sampler's visit", "95 € par déplacement" for "frais de déplacement", "40 € je Anfahrt" for
 * "Anfahrtspauschale"): the price of one of them is the field's, though the field names no "per".
 * Only when the field counts none of them (no figure in its words: "the 3 nights", "20 pallets"
 * sum several, nor a number word, "total", "all") and the thing is no period (a rate per day or
 * month is another scope). On folded text: the word right after the amount's "per" is one of the
 * field's words, as written.
 */
export function perOwnThing(about: string, foldedAfter: string): boolean {
  if (/\d/.test(about) || SEVERAL.test(about)) return false;
  const m = AFTER.exec(foldedAfter.slice(0, 40));
  const word = m?.[1];
  if (!word || word.length < 4 || PERIODS.test(word)) return false;
  // The same word, in the singular the amount is written per ("visit" in "the sampler's visit"):
  // "horses" in "all four horses" names several.
  return (about.match(/\p{L}{4,}/gu) ?? ([] as string[])).includes(word);
}

/** A field that sums several things ("total for all four horses", "alle", "tous", "tutti", "todos"). */
const SEVERAL =
  /\b(?:total|totals|all|both|sum|each|every|gesamt\w*|insgesamt|alle|beide|tous|toutes|todos|todas|tutti|tutte|ambos|entrambi|totaal|totale|alles|two|three|four|five|six|zwei|drei|vier|deux|trois|quatre|dos|tres|cuatro|due|tre|quattro|twee|drie|dois|quatro)\b/;

const AFTER = new RegExp(
  String.raw`^\s*(?:€|£|\$|eur|gbp|usd|chf)?\s*(?:\+\s*vat|ex\.? vat|excl\.? vat|plus vat|net|netto|ht|\+\s*iva|\+\s*btw|zzgl\.? mwst\.?)?\s*(?:${alternation([...PER_MARKERS])})\s+(?:the\s+|la\s+|le\s+|el\s+|il\s+|de\s+)?(\p{L}+)`,
  'u',
);

/** Periods: a rate per one of them is no price of the field's one thing. */
const PERIODS =
  /^(?:hours?|days?|nights?|weeks?|months?|years?|annum|stunden?|tage?|nachte?|wochen?|monate?|jahre?|heures?|jours?|nuits?|semaines?|mois|ans?|annees?|horas?|dias?|noches?|semanas?|mes(?:es)?|anos?|ore|ora|giorn[oi]|nott[ei]|settiman[ae]|mes[ei]|ann[oi]|uur|uren|dag(?:en)?|nacht(?:en)?|weken?|maand(?:en)?|jaar|jaren|noites?)$/;
