import { foldForMatching } from '../../language-fold.js';
import { CONDITION } from '../list-items.js';
import { AT_PRICE } from './item-lines.js';
import type { Table } from './table.js';

/**
 * Line items written in prose with their names in quotes, one paragraph, in the seven
 * languages: "80 Portionen „Fingerfood Classic“ zu je 18,90 €, dazu 40 Flaschen „Winzersekt
 * brut“ à 9,50 €", "12 boxes “Kraft 40x30” at £3.20 each", "30 cartons « Kraft 60 » à 4,10 €",
 * "20 cajas \"Eco 40\" a 2,80 €": a quantity in figures, an optional unit word, the quoted
 * name, a per-unit price word (item-lines.ts's "at", "à", "zu je", "a", "per" …) and the price.
 *
 * Read only when every quoted name of the paragraph is such an item, two or more, and the
 * stretch that holds them names no alternative ("oder", "or", "ou", "oppure", "of",
 * "alternativ…"), no condition, and no price is called a total ("à 95 € au total"):
 * else the paragraph is no table (the brain asks).
 */

const OPEN = '[„“"«‹]';
const CLOSE = '[“”"»›]';
const PRICE = String.raw`(?:[€$£]\s?)?\d(?:[\d.,']*\d)?(?:\s?(?:€|eur|euros?|chf|£|\$|fr\.))?`;
const ITEM = new RegExp(
  String.raw`(?<![\p{L}\d.,])(\d[\d.,']*)\s+(?:(\p{L}{1,14}\.?)\s+)?${OPEN}\s*([^„“”"«»‹›]{1,60}?)\s*${CLOSE}\s+${AT_PRICE}\s+(${PRICE})`,
  'giu',
);
const QUOTED = new RegExp(`${OPEN}[^„“”"«»‹›]{1,60}${CLOSE}`, 'gu');
/** An alternative between items, folded ("oder", "or", "ou", "o", "oppure", "of", "alternatively"). */
const ALTERNATIVE =
  /\b(?:or|oder|ou|o|oppure|of|alternativ\w*|instead|stattdessen|a la place|en su lugar|invece|em vez)\b/;
/** A total right after the price ("à 95 € au total", "320 € insgesamt"): the line's price, not the unit's. */
const TOTAL_AFTER = /^\s*(?:in )?(?:total|insgesamt|gesamt|au total|en total|in totale|totaal|no total|all in)\b/;

/** The quoted items of one paragraph as a table (quantity, item, price), or undefined. */
export function quotedItems(block: readonly string[]): Table | undefined {
  const text = block.join(' ');
  if (text.length > 2_000) return undefined;
  const items = [...text.matchAll(ITEM)];
  if (items.length < 2) return undefined;
  const quoted = [...text.matchAll(QUOTED)];
  if (quoted.length !== items.length) return undefined;
  const from = items[0]!.index ?? 0;
  const last = items[items.length - 1]!;
  // To the end of the last item's sentence: a condition after it holds for it ("… if you order by Friday").
  const lastEnd = (last.index ?? 0) + last[0].length;
  const stop = text.slice(lastEnd).search(/[.!?;](?:\s|$)/);
  const to = stop < 0 ? text.length : lastEnd + stop;
  const span = foldForMatching(text.slice(from, to));
  if (ALTERNATIVE.test(span) || CONDITION.test(span)) return undefined;
  const rows: string[][] = [];
  for (const m of items) {
    const end = (m.index ?? 0) + m[0].length;
    if (TOTAL_AFTER.test(foldForMatching(text.slice(end, end + 30)))) return undefined;
    rows.push([m[1]!, m[3]!.trim(), m[4]!.trim()]);
  }
  return { header: ['quantity', 'item', 'price'], rows, lines: items.map((m) => m[0]) };
}
