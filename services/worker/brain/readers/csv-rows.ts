import { chooseRow, type RowAsk } from './tables/row-choice.js';

/**
 * A CSV (or TSV, or `;`-separated) attachment as header → value pairs: the header row and the
 * data row this case is about. With one data row, that row; with several, the one row that
 * holds the most of the case's own codes (SKU, order or item numbers we wrote: `A-200`,
 * `M10`, `4470`), else the one row the client's quantity and words pick (`ask`: the tier
 * holding the quantity, the article, its pack, its quality; tables/row-choice.ts), or none when no single row stands out (a guess would be a
 * wrong value).
 * Quoted cells with doubled quotes are handled; the row is returned verbatim, for evidence.
 */

export interface CsvRecord {
  pairs: Array<{ header: string; value: string }>;
  row: string;
}

export function csvRecord(
  text: string,
  codes: ReadonlySet<string> = new Set(),
  ask: RowAsk = { wanted: new Set(), quantities: [] },
): CsvRecord | undefined {
  const lines = text
    .split('\n')
    .map((l) => l.replace(/\r$/, ''))
    .filter((l) => l.trim() !== '');
  if (lines.length < 2) return undefined;
  const header = lines[0]!;
  const sep = [',', ';', '\t'].map((s) => ({ s, n: splitCells(header, s).length })).sort((a, b) => b.n - a.n)[0]!;
  if (sep.n < 2) return undefined;
  const headers = splitCells(header, sep.s);
  const data = lines.slice(1, 1_001);
  const row =
    pickRow(data, sep.s, codes) ??
    data[
      chooseRow(
        headers,
        data.map((l) => splitCells(l, sep.s)),
        ask,
      ) ?? -1
    ];
  if (row === undefined) return undefined;
  const cells = splitCells(row, sep.s);
  if (cells.length !== headers.length) return undefined;
  const pairs = headers
    .map((h, i) => ({ header: h.trim(), value: (cells[i] ?? '').trim() }))
    .filter((p) => p.header !== '' && p.value !== '');
  return pairs.length > 0 ? { pairs, row } : undefined;
}

function pickRow(rows: string[], sep: string, codes: ReadonlySet<string>): string | undefined {
  if (rows.length === 1) return rows[0];
  const scored = rows.map((row) => {
    const words = new Set(
      splitCells(row, sep)
        .flatMap((c) => c.toLowerCase().split(/[^a-z0-9-]+/))
        .filter((w) => w.length > 0),
    );
    return { row, n: [...codes].filter((c) => words.has(c)).length };
  });
  const max = Math.max(...scored.map((x) => x.n));
  const top = scored.filter((x) => x.n === max);
  return max > 0 && top.length === 1 ? top[0]!.row : undefined;
}

export function splitCells(line: string, sep: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell.trim() === '') quoted = true;
    else if (c === sep) {
      out.push(cell);
      cell = '';
    } else cell += c;
  }
  out.push(cell);
  return out;
}
