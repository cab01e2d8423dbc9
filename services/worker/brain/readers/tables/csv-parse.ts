import Papa from 'papaparse';

/**
 * A delimited file (CSV, TSV, `;`-separated) as rows of cells. The cells are split by papaparse
 * (RFC 4180: quoted cells, doubled quotes, line breaks inside quotes); which delimiter is chosen
 * here, by one rule:
 *
 * - Excel's `sep=;` first line names it;
 * - else a candidate is one that splits the header and every row into the same number of cells
 *   (at least two); lines of one cell before or after the table (a title, "Alle Preise netto"),
 *   and a few label/value lines above a full header ("Quote,Q-118842,,,"), are not rows. A file no candidate splits evenly is no table (never half-read);
 * - when several candidates split evenly, tab before `;` before `|` before `,`: a writer picks
 *   tab or `;` because its cells hold commas (Excel in a decimal-comma locale writes `12,50` in a
 *   `;` file), while a comma file whose every row holds the same count of unquoted `;` is rare.
 *   So `Preis;12,50` is two cells, never `Preis;12` and `50`.
 */

export interface Delimited {
  delimiter: string;
  /** The header row first, then the data rows, cells untrimmed. */
  rows: string[][];
  /** Each row's line as written, for evidence. */
  lines: string[];
}

const CANDIDATES = ['\t', ';', '|', ','] as const;
const MAX_LINES = 2_000;

export function parseDelimited(text: string): Delimited | undefined {
  let body = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const directive = /^sep=(.)[ \t]*\n/i.exec(body);
  if (directive) body = body.slice(directive[0].length);
  const sample = body.split('\n').slice(0, MAX_LINES).join('\n');
  const order = directive ? [directive[1]!] : CANDIDATES;
  for (const delimiter of order) {
    const even = evenRows(sample, delimiter);
    if (even) return { delimiter, ...even };
  }
  return undefined;
}

/** The rows the delimiter splits evenly (at least a header and one row of two cells or more). */
function evenRows(sample: string, delimiter: string): { rows: string[][]; lines: string[] } | undefined {
  const parsed = Papa.parse<string[]>(sample, { delimiter, skipEmptyLines: 'greedy', quoteChar: '"' });
  // A quote left open swallows the rest of the file: the split cannot be trusted.
  if (parsed.errors.some((e) => e.type === 'Quotes')) return undefined;
  const all = withoutTrailingColumn(parsed.data);
  // Each row's own line, verbatim, for evidence; re-quoted from its cells when a quoted cell
  // spans lines (then lines and rows do not correspond one to one).
  const physical = sample.split('\n').filter((l) => l.trim() !== '');
  const verbatim =
    physical.length === all.length ? physical : all.map((r) => Papa.unparse([r], { delimiter, newline: '' }));
  let from = 0;
  let to = all.length;
  while (from < to && all[from]!.length === 1) from++;
  while (to > from && all[to - 1]!.length === 1) to--;
  // A title block above the table ("Quote,Q-BRS-118842,,,," / "Customer,Keeling Ltd,,,,"): a
  // few lines of a label and a value at most, of another width than every row below them.
  const head = titleBlock(all.slice(from, to));
  if (head > 0) from += head;
  const rows = all.slice(from, to);
  const width = rows[0]?.length ?? 0;
  if (width < 2 || rows.length < 2 || rows.some((r) => r.length !== width)) return undefined;
  return { rows, lines: verbatim.slice(from, to) };
}

/**
 * How many lines of two filled cells or fewer open the rows before a header of three cells or
 * more, every one filled, over rows of its width; 0 for none.
 */
function titleBlock(rows: readonly string[][]): number {
  const filled = (r: readonly string[]) => r.filter((c) => c.trim() !== '').length;
  for (let h = 1; h <= Math.min(5, rows.length - 2); h++) {
    if (filled(rows[h - 1]!) > 2) return 0;
    const width = rows[h]!.length;
    if (width >= 3 && filled(rows[h]!) === width && rows.slice(h + 1).every((r) => r.length === width)) return h;
  }
  return 0;
}

/** "a;b;c;" as "a;b;c": a delimiter ending every line (some exports write one) adds no column. */
function withoutTrailingColumn(rows: string[][]): string[][] {
  const wide = rows.filter((r) => r.length > 1);
  const trailing = wide.length > 0 && wide.every((r) => r[r.length - 1]!.trim() === '');
  return trailing ? rows.map((r) => (r.length > 1 ? r.slice(0, -1) : r)) : rows;
}
