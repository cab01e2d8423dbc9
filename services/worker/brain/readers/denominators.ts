import { PER_ARTICLES, PER_MARKERS } from './lexicons/per-words.js';
import { PERIODS, unitClassesOf } from './amount-scope.js';
import { PIECE } from './units/price-per-unit.js';
import { UNITS } from './units/unit-words.js';

/**
 * What a price is per, as things (amount-scope.ts reads whether it is per anything at all): the
 * things a field's words or an amount's "per …" name, and whether an amount per one thing can be
 * the price of a field per another (or of another field of the schema).
 */

/** Words after a marker that are no denominator ("per the contract", "per cent", "a la carte"). */
const NOT_THINGS = new Set<string>([...PER_ARTICLES, 'cent', 'our', 'your', 'this', 'that', 'un', 'une', 'uno', 'una']);

/**
 * The things (not periods) a text names as what something is per: the non-period unit classes
 * it names, and the words right after a word for "per" that are in no class ("per image", "pro
 * Motiv", "/copy"), as stems; a piece in any language is one thing, a measure its dimension.
 * `reach`: how many words after the marker may name it ("per edited image"); `amount`: the
 * words right after an amount, where a leading "a"/"an" means "per" ("€27.50 a head").
 */
export function denominatorThings(folded: string, reach: number, amount: boolean): Set<string> {
  const out = new Set<string>([...unitClassesOf(folded)].filter((u) => !PERIODS.has(u)));
  const words = folded.match(/\/|[\p{L}\d]+/gu) ?? [];
  words.forEach((w, i) => {
    const marker = w === '/' || PER_MARKERS.has(w) || (amount && i === 0 && (w === 'a' || w === 'an'));
    if (!marker) return;
    // "per running metre", "pro laufenden Meter", "par mètre linéaire": the measure is the thing,
    // its qualifier no word of the reach.
    const after = words.slice(i + 1, i + 2 + reach).filter((t, j) => j > 0 || !MEASURE_QUALIFIERS.test(t));
    for (const t of after.slice(0, reach)) {
      if (PER_MARKERS.has(t) || NOT_THINGS.has(t) || t === '/' || t === 'a' || t === 'an') break;
      if (unitClassesOf(t).size > 0) break;
      const unit = UNITS.get(t);
      if (unit) out.add(`unit:${unit.dim}`);
      else if (PIECE.has(t)) out.add('piece');
      else if (DISPATCH.test(t)) out.add('dispatch');
      // Short abbreviations ("/h", "pp", "ea") say too little to tell two things apart.
      else if (/^\p{L}{4,}$/u.test(t)) out.add(`word:${t.slice(0, 5)}`);
      else break;
    }
  });
  return out;
}

/** Words that qualify a measure after "per" ("running", "linear", "laufend", "lineaire"), in the seven languages (folded). */
const MEASURE_QUALIFIERS =
  /^(?:running|linear|lineal|lineaire|lineare|laufend\w*|strekkend\w*|lopend\w*|corrid[oa]s?)$/;

/**
 * What a charge per a delivery, a consignment or an order is per, in the seven languages
 * (folded): "£12.50 per consignment", "15 € pro Lieferung", "20 € par commande", "10 € por
 * envío", "12 € per spedizione", "€ 9 per zending", "8 € por encomenda"), or per a run of the
 * van ("€ 17,50 per rit", "pro Fahrt", "par trajet", "por viaje", "a corsa", "per trip"). A known thing in every
 * language the brain reads, so a field priced per another thing (a banner, a box) never takes it.
 */
const DISPATCH =
  /^(?:deliver(?:y|ies)|consignments?|shipments?|orders?|drops?|lieferung\w*|sendung\w*|bestellung\w*|auftrag\w*|livraisons?|envois?|expeditions?|commandes?|entregas?|envios?|pedidos?|consegn[ae]|spedizion[ei]|ordin[ei]|levering\w*|zending\w*|bestelling\w*|encomendas?|remessas?|rit|ritten|trips?|fahrt|fahrten|anfahrt\w*|trajets?|deplacements?|viajes?|viaggio|viaggi|corsa|corse|viage(?:m|ns))$/;

/**
 * Whether an amount's "per …" names the field's own thing in a word of no class ("39 € HT par
 * poste et par mois" for a "prix mensuel par poste", "£6 per bag" for a price per bag).
 */
export function sameThingNamed(about: string, scope: string): boolean {
  const field = [...denominatorThings(about, 1, false)].filter((t) => t.startsWith('word:'));
  if (field.length === 0) return false;
  const amount = denominatorThings(scope, 2, true);
  return field.some((t) => amount.has(t));
}

/** Classes that name the same one thing a price is per: a seat is one person's (a venue's, a licence's). */
const SAME_THING: Record<string, string> = { seat: 'person' };

/**
 * Whether an amount written per something (`scope`: scopeWords of the amount) is the price of
 * another thing than the field's (`about`: the field's folded words): "£8 per image" for a day
 * rate, "€25 per guest" for a nightly rate, "€3 per carton" for a price per pallet. A per-unit
 * price binds only to a field of that unit: when the field names a period and no thing, an
 * amount per a thing and no period is another price; when the field names only things the brain
 * knows in every language it reads (people, rooms, pallets …), the amount's things must share
 * one. A piece ("per unit", "pro Stück") is one of whatever the field counts, and two words in
 * no class are never compared (a field in English, a reply in French: "chair", "chaise").
 */
export function otherDenominator(about: string, scope: string): boolean {
  const amountPeriods = [...unitClassesOf(scope)].filter((u) => PERIODS.has(u));
  const amountThings = new Set([...denominatorThings(scope, 2, true)].map((t) => SAME_THING[t] ?? t));
  if (amountThings.size === 0 || amountThings.has('piece')) return false;
  const fieldThings = new Set([...denominatorThings(about, 1, false)].map((t) => SAME_THING[t] ?? t));
  if ([...amountThings].some((t) => fieldThings.has(t))) return false;
  // A thing the field's own words name anywhere ("per user (agent) per month" for "$1,140 per
  // agent per year") is the field's.
  if ([...amountThings].some((t) => t.startsWith('word:') && new RegExp(`\\b${t.slice(5)}`).test(about))) return false;
  // A charge per delivery, order or run of the van is known in every language: the field's thing,
  // named in a word of no class or a piece, is another ("per consignment" for a price per banner,
  // "€ 17,50 per rit" for a price per piece).
  if (fieldThings.size > 0 && amountThings.has('dispatch') && !fieldThings.has('dispatch')) return true;
  if (fieldThings.has('piece')) return false;
  if (fieldThings.size > 0) return [...fieldThings].every((t) => !t.startsWith('word:'));
  const fieldPeriods = [...unitClassesOf(about)].filter((u) => PERIODS.has(u));
  return fieldPeriods.length > 0 && amountPeriods.length === 0;
}

/**
 * Whether an amount's "per …" names what another number field of the schema is per, and not what
 * this one is per (`rivalAbouts`: the other fields' folded words): "€ 38 per bezoek" beside a
 * "prijs per paard" and "voorrijkosten per bezoek" is the call-out's, never the price per horse.
 * Words of no class are compared here, as both sides are the client's own words for the things.
 */
export function rivalDenominator(about: string, scope: string, rivalAbouts: readonly string[]): boolean {
  const amountThings = [...denominatorThings(scope, 2, true)].filter((t) => t !== 'piece');
  if (amountThings.length === 0) return false;
  const mine = denominatorThings(about, 1, false);
  if (amountThings.some((t) => mine.has(t))) return false;
  return rivalAbouts.some((r) => {
    const theirs = denominatorThings(r, 1, false);
    return amountThings.some((t) => theirs.has(t));
  });
}
