import type { FoundNumber } from './amounts.js';
import { findNumbers } from './amounts.js';
import { timeUnitAfter } from './figure-kind.js';
import type { ReadLang } from './language.js';
import type { NumberCandidate } from './number-rivals.js';
import type { Prepared } from './field-readers.js';
import { UNITS } from './units/unit-words.js';
import { partOfAName } from '../guards/name-figures.js';

/**
 * A price field that names its quantity ("prix des 1 000 cartes de visite", "price for 250
 * mugs", "Preis für 2.500 Flyer") and a reply that prices several quantities ("500 ex : 68,00 €
 * HT", "1 000 ex : 92,50 € HT", "412,00 € HT les 5 000"): an amount its own clause ties to
 * another quantity is that quantity's price, never the field's. The amount tied to the field's own
 * quantity is not taken on that alone: it competes with the text's other amounts as any reading
 * does (number-choice.ts). A quantity is the field's own anywhere in the amount's clause, else the
 * figure right before the amount (at least 2, no sentence break, no other amount, no time unit or
 * measure after it: "5 jours" counts days, "350 g" weighs, "1 face" is a side), or one written right
 * after it with an article ("… € HT les 5 000"). A count the field is priced per ("per 1,000
 * labels") is no quantity. One pass over the clause's figures: linear.
 */

/** The one quantity the field's words name, if exactly one (a year written as one, "2027", is none; "2.000 Flyer" is). */
export function fieldQuantity(about: string, lang: ReadLang): number | undefined {
  const counts = findNumbers(about, lang).filter(
    (n) =>
      !n.currency &&
      !n.percent &&
      Number.isInteger(n.value) &&
      n.value >= 2 &&
      !/^(?:19|20)\d{2}$/.test(n.text) &&
      !PER_BEFORE.test(about.slice(Math.max(0, n.index - 8), n.index)) &&
      !measured(about, n.end),
  );
  const values = new Set(counts.map((n) => n.value));
  return values.size === 1 ? [...values][0] : undefined;
}

/**
 * The quantity an amount's own clause ties it to, if any (`quantity`: the field's own). The
 * field's quantity anywhere before the amount in its clause ("14 x Ergo-Lift 160 (white frame)
 * comes to £5,922", "300 pastas A4 …, 1 face: 465,00 €") ties it to that quantity; else the
 * figure right before it when it counts something (a word or a colon after it, no measure, no
 * name such as "Ergo-Lift 160"), or one right after it with an article ("… € HT les 5 000").
 */
export function quantityOf(
  seg: { text: string; folded: string },
  ns: readonly FoundNumber[],
  n: FoundNumber,
  quantity: number,
): number | undefined {
  const { folded } = seg;
  // A short abbreviation's dot ("500 un. fica em 610,00 €", "5 000 ex.") ends no sentence.
  const plain = (t: string) => t.replace(/(?<![\p{L}])(\p{L}{1,4})\.(?=\s)/gu, '$1');
  const earlier = ns.filter((m) => m.end <= n.index);
  const lastAmount = earlier.filter((m) => m.currency).pop();
  const clauseStart = Math.max(lastAmount?.end ?? 0, n.index - CLAUSE_REACH);
  const inClause = earlier.filter(
    (m) => m.index >= clauseStart && !/[.;!?](?:\s|$)|\n/.test(plain(folded.slice(m.end, n.index))),
  );
  if (inClause.some((m) => !m.currency && !m.percent && m.value === quantity && !measured(folded, m.end)))
    return quantity;
  const before = earlier[earlier.length - 1];
  if (before && inClause.includes(before) && counts(seg, before) && n.index - before.end <= GAP) return before.value;
  const next = ns.find((m) => m.index >= n.end);
  if (next && !next.currency && !next.percent && AFTER_GAP.test(folded.slice(n.end, next.index))) return next.value;
  return undefined;
}

/** A figure that counts copies: a whole number of at least 2, a word or a colon after it, no measure, no time, no name. */
function counts(seg: { text: string; folded: string }, m: FoundNumber): boolean {
  if (m.currency || m.percent || !Number.isInteger(m.value) || m.value < 2) return false;
  if (measured(seg.folded, m.end) || timeUnitAfter(seg.folded, m.end) || partOfAName(seg.text, m.index, m.end))
    return false;
  return /^\s?(?:\p{L}{2,}|:)/u.test(seg.folded.slice(m.end, m.end + 6));
}

/**
 * The candidates less those tied to another quantity than the field's, when the text prices the
 * field's own quantity or several others (a price list by quantity); all of them otherwise.
 */
function keptByQuantity(
  cands: readonly NumberCandidate[],
  numbers: readonly FoundNumber[][],
  quantity: number,
): NumberCandidate[] {
  // An amount per one thing ("148 € l'uno", "£423 each") is tied to no quantity: it prices one.
  const tied = cands.map((x) =>
    x.n.currency && x.amount !== 'per-unit' && !EACH_AFTER.test(x.seg.folded.slice(x.n.end, x.n.end + 30))
      ? quantityOf(x.seg, numbers[x.c.segment] ?? [], x.n, quantity)
      : undefined,
  );
  const others = new Set(tied.filter((t) => t !== undefined && t !== quantity));
  const listed = tied.includes(quantity) || others.size >= 2;
  return listed ? cands.filter((_, i) => tied[i] === undefined || tied[i] === quantity) : [...cands];
}

/** A unit of measure or a colour count right after a figure: "350 g", "4/0", "1 face", "2 colours" measure, they count no copies. */
const MEASURE_AFTER =
  /^\s?(?:g|gr|gsm|kg|mg|mm|cm|m|m2|m²|m3|ml|cl|l|lt|µm|mic|\/\d|faces?|cores|colou?rs?|couleurs?|farben?|colori|colores|kleuren|mcg|pt)(?![\p{L}\d])/u;

/** Whether the figure ending at `end` is a measure: a unit word ("60.000 km", "350 g") or a colour count right after it. */
function measured(folded: string, end: number): boolean {
  const after = folded.slice(end, end + 14);
  const word = /^\s?([\p{L}²³µ]+)/u.exec(after)?.[1];
  return (
    MEASURE_AFTER.test(after) ||
    (word !== undefined && (UNITS.has(word) || /^(?:km|mi|miles?|kw|kwp|kwh|ps|hp|cv|v|w|wh)$/.test(word)))
  );
}

/** Words after an amount that price one thing ("148 € l'uno", "£423 each", "12 € pièce", "9 € das Stück"), in the seven languages (folded). */
const EACH_AFTER =
  /^\s*(?:[€$£]|eur\w*|gbp|usd|chf)?\s*(?:\+ ?(?:iva|vat|btw|mwst|tva)\s*)?(?:each|apiece|per (?:unit|piece|item)|l'un[oa]|cadaun[oa]|cad\.?|ciascun[oa]|a testa|(?:pro|je|das) stuck|pro einheit|(?:la )?piece|l'unite|chacun\w*|por unidad|la unidad|cada un[oa]|c\/u|per stuk|het stuk|per eenheid|a unidade|cada)(?![\p{L}])/u;

/** How far before an amount its quantity may stand (characters of the clause between them). */
const GAP = 40;
/** How far back from an amount its clause is searched for the field's own quantity (characters). */
const CLAUSE_REACH = 120;
/** "… € HT les 5 000", "… € for the 500", "… € die 1.000", "… € pour 250": a quantity right after the amount. */
const AFTER_GAP =
  /^\s*(?:ht|ttc|hors taxes|net|netto|ex vat|\+ ?(?:vat|iva|btw|mwst|tva))?\s*(?:les|for the|for|the|die|fur die|pour les|pour|por los|por las|para|per i|per le|voor de|voor|pelos|pelas)\s*$/;
/** A count the field is priced per: "per 1,000", "pro 100", "par 1 000", "por 1000", "/1000". */
const PER_BEFORE = /(?:\bper|\bpro|\bpar|\bpor|\bje|\bla|\/)\s*$/;

/**
 * For a price field that names its quantity: `cands` left without the amounts tied to other
 * quantities of a price list. The amount tied to the field's own quantity is not taken on that
 * alone: it still competes with the text's other amounts (a total for "14 passengers" beside a fare
 * per crossing, a price "for 15 copies" beside a column of other finishes), and the field is asked
 * when they compete.
 */
export function withoutOtherQuantities(p: Prepared, cands: NumberCandidate[], about: string): void {
  const quantity = fieldQuantity(about, p.lang);
  if (quantity === undefined) return;
  cands.splice(0, cands.length, ...keptByQuantity(cands, p.numbers, quantity));
}
