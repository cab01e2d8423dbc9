import { foldForMatching } from '../../language-fold.js';
import { findNumbers } from '../amounts.js';
import type { ReadLang } from '../language.js';
import { MAX_ROWS, type Table } from './table.js';

/**
 * A quote's item table as a PDF's extracted text writes it: the cells of a row one space apart,
 * so no column gap tells them apart ("2 300 x 100 510gsm PVC, hemmed + eyelets 10 £36.90
 * £369.00" under "Item Size (cm) Material Qty Unit price Line total"). What a reader can still
 * tell, and only that is read:
 *
 * - the header names a price of one (`Unit price`, `Einzelpreis`, `Prix unitaire`, `Precio
 *   unitario`, `Prezzo unitario`, `Stuksprijs`, `Preço unitário`) and, after it, a total;
 * - every row under it ends with three figures: a count, then two amounts, and the count times
 *   the first amount is the second (to a cent per piece): the quantity, the unit price and the
 *   line total, whatever the columns before them hold;
 * - the text before the figures is the row's article (a leading position number 1, 2, 3 … set
 *   apart), from which the row is chosen by the client's words (row-choice.ts).
 *
 * A row that breaks the pattern ends the table; a table whose rows do not all add up is none (its
 * figures stay unread, and the fields are asked). Only attachments are read this way.
 */

/** A cell of a figure: a currency sign or code around a number ("£36.90", "36,90 €", "EUR 1.240,00"). */
const FIGURE = /^(?:[£$€]|chf|eur|gbp|usd|r\$)?-?\d[\d.,']*(?:[£$€])?$/i;
const CURRENCY_WORD = /^(?:[£$€]|chf|eur|gbp|usd|r\$)$/i;

/** The label of a price of one, in the seven languages (folded). */
const UNIT_PRICE =
  /\b(?:unit (?:price|cost|rate)|price (?:per unit|each)|einzelpreis|stuckpreis|e-?preis|prix unitaire|p\.?u\.?(?: ht)?|precio unitario|prezzo unitario|stuksprijs|stukprijs|eenheidsprijs|preco unitario|valor unitario)\b/;
/** The label of a line's total after it (folded). */
const LINE_TOTAL =
  /\b(?:(?:line |net )?total|amount|gesamt\w*|betrag|summe|montant|importe|importo|totale|totaal|bedrag|valor total)\b/;

export function spacedRows(lines: readonly string[], lang: ReadLang): Table[] {
  const out: Table[] = [];
  for (let i = 0; i < lines.length - 1; i++) {
    const header = foldForMatching(lines[i]!);
    const unit = UNIT_PRICE.exec(header);
    if (!unit) continue;
    const total = LINE_TOTAL.exec(header.slice(unit.index + unit[0].length));
    if (!total || /\d/.test(header.replace(/\(\p{L}+\)/gu, ''))) continue;
    // The table's decimal mark: the text's language's, else the other one (a German PDF whose
    // few words read as English); one mark for every row.
    let rows: string[][] = [];
    for (const mark of [lang, lang === 'en' ? 'de' : 'en'] as const) {
      rows = rowsUnder(lines, i + 1, mark);
      if (rows.length > 0) break;
    }
    if (rows.length === 0) continue;
    const used = lines.slice(i, i + 1 + rows.length);
    const positions = rows.map((r) => /^(\d{1,3})\s+/.exec(r[0]!)?.[1]);
    // Position numbers 1, 2, 3 … are no part of the article's name.
    if (positions.every((p, k) => p !== undefined && Number(p) === Number(positions[0]) + k))
      for (const r of rows) r[0] = r[0]!.replace(/^\d{1,3}\s+/, '');
    const unitLabel = unit[0];
    const totalLabel = total[0];
    out.push({ header: ['item', 'quantity', unitLabel, totalLabel], rows, lines: used });
    i += rows.length;
  }
  return out;
}

/** The rows that add up from line `from` on, up to the first that does not. */
function rowsUnder(lines: readonly string[], from: number, lang: ReadLang): string[][] {
  const rows: string[][] = [];
  for (let j = from; j < lines.length && rows.length < MAX_ROWS; j++) {
    const row = addedUpRow(lines[j]!, lang);
    if (!row) break;
    rows.push(row);
  }
  return rows;
}

/** A row ending in a count, a unit price and the line total that multiply out, as its cells. */
function addedUpRow(line: string, lang: ReadLang): string[] | undefined {
  const tokens = line.trim().split(/\s+/);
  // Currency signs standing apart ("36,90 €", "EUR 36,90") joined to their figure.
  const cells: string[] = [];
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    const next = tokens[k + 1];
    const last = cells[cells.length - 1];
    if (CURRENCY_WORD.test(t) && last !== undefined && /^-?\d[\d.,']*$/.test(last))
      cells[cells.length - 1] = `${last} ${t}`;
    else if (CURRENCY_WORD.test(t) && next && /^-?\d[\d.,']*$/.test(next)) {
      cells.push(`${t} ${next}`);
      k++;
    } else cells.push(t);
  }
  if (cells.length < 4) return undefined;
  const tail = cells.slice(-3);
  if (!tail.every((c) => FIGURE.test(c.replace(/\s/g, '')))) return undefined;
  const [q, u, t] = tail.map((c) => figureOf(c, lang));
  if (q === undefined || u === undefined || t === undefined) return undefined;
  if (!Number.isInteger(q) || q <= 0 || u <= 0) return undefined;
  if (Math.abs(q * u - t) > Math.max(0.011, q * 0.005)) return undefined;
  const name = cells.slice(0, -3).join(' ');
  if (!/\p{L}/u.test(name)) return undefined;
  return [name, ...tail];
}

function figureOf(cell: string, lang: ReadLang): number | undefined {
  const ns = findNumbers(cell, lang);
  return ns.length === 1 ? ns[0]!.value : undefined;
}
