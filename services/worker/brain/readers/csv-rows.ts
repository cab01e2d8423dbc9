import { foldForMatching } from '../language-fold.js';
import { type CellMark, headerMarks } from './tables/cells.js';
import { parseDelimited } from './tables/csv-parse.js';
import { MAX_ROWS } from './tables/table.js';
import { chooseRow, type RowAsk } from './tables/row-choice.js';

/**
 * A CSV (or TSV, or `;`-separated) attachment as header → value pairs: the header row and the
 * data row this case is about. With one data row, that row; with several, the one row that
 * holds the most of the case's own codes (SKU, order or item numbers we wrote: `A-200`,
 * `M10`, `4470`), else the one row the client's quantity and words pick (`ask`: the tier
 * holding the quantity, the article, its pack, its quality; tables/row-choice.ts), or none when no single row stands out (a guess would be a
 * wrong value).
 * The file is split by tables/csv-parse.ts (its delimiter, quoted cells); the row is returned
 * as written, for evidence.
 */

export interface CsvRecord {
  /** Each pair's `line` is its own row, for a file of label/value rows. */
  pairs: Array<{ header: string; value: string; line?: string }>;
  row: string;
  /** The decimal mark of each header's cells (tables/cells.ts). */
  marks: Map<string, CellMark>;
}

export function csvRecord(
  text: string,
  codes: ReadonlySet<string> = new Set(),
  ask: RowAsk = { wanted: new Set(), quantities: [] },
): CsvRecord | undefined {
  const file = parseDelimited(text);
  if (!file) return undefined;
  if (isLabelValueFile(file.rows)) return labelValueRecord(file.rows, file.lines);
  const headers = file.rows[0]!;
  const data = file.rows.slice(1, 1_001);
  const at = writtenCodeRow(data, ask.said) ?? pickRow(data, codes) ?? chooseRow(headers, data, ask);
  const cells = at === undefined ? undefined : data[at];
  if (cells === undefined) return undefined;
  const pairs = headers
    .map((h, i) => ({ header: h.trim(), value: (cells[i] ?? '').trim() }))
    .filter((p) => p.header !== '' && p.value !== '');
  if (pairs.length === 0) return undefined;
  const trimmed = file.rows.map((r) => r.map((c) => c.trim()));
  const marks = headerMarks({ header: trimmed[0]!, rows: trimmed.slice(1, MAX_ROWS + 1), lines: file.lines });
  return { pairs, row: file.lines[at! + 1]!, marks };
}

/**
 * A file of label/value rows (`Preis;12,50` / `Lieferzeit;5 Werktage`): two columns, a label
 * (with a letter) in the first, and no header row (the first row's value holds a
 * figure) or a header that says "field / value". Every row is a pair, as `label: value` lines.
 */
function isLabelValueFile(rows: string[][]): boolean {
  if (rows[0]!.length !== 2) return false;
  const labels = rows.map((r) => foldForMatching(r[0]!).trim());
  if (labels.some((l) => !/\p{L}/u.test(l))) return false;
  return /\d/.test(rows[0]![1]!) || KEY_VALUE_HEADER.test(`${labels[0]} ${foldForMatching(rows[0]![1]!).trim()}`);
}

/** "Field;Value", "Feld;Wert", "Champ;Valeur", "Campo;Valor", "Veld;Waarde", "Voce;Valore". */
const KEY_VALUE_HEADER =
  /^(?:field|item|label|key|feld|merkmal|bezeichnung|champ|libelle|campo|voce|veld|omschrijving) (?:value|wert|angabe|valeur|valor|valore|waarde)$/;

function labelValueRecord(rows: string[][], lines: string[]): CsvRecord | undefined {
  const trimmed = rows.map((r) => r.map((c) => c.trim()));
  const mark = headerMarks({ header: ['label', 'value'], rows: trimmed, lines }).get('value')!;
  const pairs = trimmed
    .map(([header, value], i) => ({ header: header!, value: value!, line: lines[i]! }))
    .filter((p) => p.value !== '');
  if (pairs.length === 0) return undefined;
  return { pairs, row: lines.join('\n'), marks: new Map(pairs.map((p) => [p.header, mark])) };
}

/**
 * The one row holding an article code the client wrote whole, its parts as written around spaces,
 * dashes, dots or slashes ("BT-44 K", "MS-NG 2204-M", "AB 12/40"): a cell of capitals and
 * digits in two or more parts, with a digit, whose parts stand in a row in the client's words.
 * "BT-44 L" is not "BT-44 K"; none, or two rows: undefined.
 */
function writtenCodeRow(rows: string[][], said: string | undefined): number | undefined {
  if (!said) return undefined;
  const hits = rows
    .map((cells, i) => ({
      i,
      n: cells.filter((c) => {
        const code = c.trim();
        if (code.length > 24 || !WRITTEN_CODE.test(code) || !/\d/.test(code)) return false;
        return said.includes(
          ` ${foldForMatching(code)
            .split(/[^a-z\d]+/)
            .join(' ')} `,
        );
      }).length,
    }))
    .filter((x) => x.n > 0);
  return hits.length === 1 ? hits[0]!.i : undefined;
}

/** A code of capitals and digits in parts ("BT-44 K", "MS-NG 2204-M", "AB 12/40"). */
const WRITTEN_CODE = /^[A-Z\d]+(?:[- ./][A-Z\d]+)+$/;

function pickRow(rows: string[][], codes: ReadonlySet<string>): number | undefined {
  if (rows.length === 1) return 0;
  // Codes with letters and digits (`MS-NG 2204-M`, `A-200`) name an article; a bare figure we
  // wrote (`200` boxes, order `4470`) only decides between rows the lettered codes leave alike.
  const lettered = [...codes].filter((c) => /[a-z]/.test(c));
  const bare = [...codes].filter((c) => !/[a-z]/.test(c));
  const scored = rows.map((cells, i) => {
    const words = new Set(cells.flatMap((c) => c.toLowerCase().split(/[^a-z0-9-]+/)).filter((w) => w.length > 0));
    return { i, n: lettered.filter((c) => words.has(c)).length, m: bare.filter((c) => words.has(c)).length };
  });
  const max = Math.max(...scored.map((x) => x.n));
  let top = scored.filter((x) => x.n === max);
  const most = Math.max(...top.map((x) => x.m));
  if (max + most === 0) return undefined;
  top = top.filter((x) => x.m === most);
  return top.length === 1 ? top[0]!.i : undefined;
}
