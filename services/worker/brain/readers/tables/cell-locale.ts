import { isNumberProp } from '../prop-kinds.js';
import { parseNumber } from '../../result-schema.js';
import { foldForMatching } from '../../language-fold.js';
import { LAID_OUT_FIGURE } from '../amounts.js';
import { CURRENCY_SIGN_OR_CODE } from '../lexicons/currencies.js';
import type { ReadLang as Lang } from '../language.js';
import { type CellMark, cellNumber } from './cells.js';
import { type Prop, typesOf } from './table.js';

/**
 * A table cell's value for its field, read in the table's own decimal mark (tables/cells.ts):
 *
 * - the language reader's figure is kept only when the table's mark reads the same figure (a
 *   decimal-comma file's "1,250" read as 1250 by a reader that took the file for English, or
 *   "17,45" as 1745, is unread and the field asked);
 * - a bare figure the language reader could not read ("12,50" or "1.234,50 €" in a file it took
 *   for English) is read in its column's mark, when the column (else the table) shows one mark
 *   and only one; the same rules as prose (readers/amounts.ts parseSeparated);
 * - a figure no mark places ("1.250" or "1,250" in a table that shows no decimals, or a column of
 *   both marks) is never read: `undefined`, and the field is asked.
 *
 * An integer field is never given a figure with decimals.
 */
export function inLocale(converted: unknown, raw: string, prop: Prop, lang: Lang, mark: CellMark | undefined): unknown {
  if (!isNumberProp(prop) || typesOf(prop).includes('string')) return converted;
  // A column of both marks: a figure with a separator ("1,250" beside "0.85") cannot be placed.
  if (mark?.mixed && /\d[.,]\d/.test(raw)) return undefined;
  // "1,250" or "1.250" where the table shows no decimal mark: a thousand or one and a quarter,
  // and a CSV's few words tell no language surely: never read (the language default is a guess).
  if (mark?.mark === undefined && ONE_GROUP.test(raw.trim())) return undefined;
  const n = cellNumber(raw, lang, mark ?? { mark: undefined });
  const fits = (v: number) => typesOf(prop).includes('number') || Number.isInteger(v);
  if (typeof converted === 'number') return n === converted && fits(n) ? converted : undefined;
  if (typeof converted !== 'string') return converted;
  if (mark?.mark !== undefined && BARE_FIGURE.test(raw.trim()) && n !== undefined) return fits(n) ? n : undefined;
  // Left as text for the result's validator: kept only when the table's mark reads it alike.
  const read = parseNumber(converted);
  if (read === undefined) return converted;
  return mark?.mark !== undefined && n === read && fits(n) ? converted : undefined;
}

/** One figure whose one separator leaves three digits: "1,250", "€ 2.400". */
const ONE_GROUP = /^\D*(?<![\d.,])\d{1,3}[.,]\d{3}(?![\d.,])\D*$/;

/** A cell that is one figure and at most its currency: "12,50", "€ 1.234,50", "2'400.–", "96 EUR". */
const BARE_FIGURE = new RegExp(String.raw`^(?:[€$£¥]|[A-Z]{3}\.?)?\s?${LAID_OUT_FIGURE}\s?(?:[€$£¥]|[A-Z]{3})?$`, 'u');

/**
 * A CSV cell as the prose readers get it (`header: value` lines): a bare figure written in the
 * language's own decimal mark once the column's mark has placed it ("12,50" in a decimal-comma
 * file is "12.50" for a file read as English), and `undefined` (the line left out) for a figure
 * no mark places, so that no other field takes it. Other cells ("25 kg sack") as written.
 */
export function proseCell(raw: string, lang: Lang, mark: CellMark | undefined): string | undefined {
  const cell = raw.trim();
  if (!BARE_FIGURE.test(cell) || !/\d[.,'’\u00a0\u202f ]\d/.test(cell)) return raw;
  if (mark?.mixed || (mark?.mark === undefined && ONE_GROUP.test(cell))) return undefined;
  const n = cellNumber(cell, lang, mark ?? { mark: undefined });
  if (n === undefined) return undefined;
  const written = Number.isInteger(n) ? String(n) : n.toFixed(Math.max(2, decimalsOf(n)));
  const figure = lang === 'en' ? written : written.replace('.', ',');
  return cell.replace(/\d[\d.,'’\u00a0\u202f ]*\d|\d/, figure);
}

function decimalsOf(n: number): number {
  return (String(n).split('.')[1] ?? '').length;
}

/**
 * A CSV row's `header: value` line that can hold an amount: its header names money (compounds
 * too: "Einzelpreis", "Gesamtbetrag", "stukprijs") or its value carries a currency. A money field
 * takes no figure from another line of the row ("Menge: 100" is no unit price).
 */
export function isMoneyLine(line: string): boolean {
  const folded = foldForMatching(line);
  const colon = folded.indexOf(':');
  const header = colon < 0 ? '' : folded.slice(0, colon);
  return MONEY_HEADER.test(header) || CURRENCY.test(folded.slice(colon + 1));
}

const MONEY_HEADER =
  /(?:price|cost|amount|fee|rate|charge|total|sum|net|gross|preis|kosten|betrag|summe|gesamt|entgelt|prix|cout|montant|tarif|precio|coste|costo|importe|prezzo|importo|prijs|bedrag|tarief|preco|valor|custo|eur|usd|gbp|chf|[€$£])/;
const CURRENCY = new RegExp(String.raw`(?<![\p{L}])(?:${CURRENCY_SIGN_OR_CODE}|euro)(?![\p{L}])`, 'u');
