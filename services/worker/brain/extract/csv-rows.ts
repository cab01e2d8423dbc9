/**
 * A CSV (or TSV, or `;`-separated) attachment as header → value pairs: the header row and the
 * first data row (later rows are further records; a result is one record). Quoted cells with
 * doubled quotes are handled; the row is returned verbatim, for evidence quotes.
 */

export interface CsvRecord {
  pairs: Array<{ header: string; value: string }>;
  row: string;
}

export function firstCsvRecord(text: string): CsvRecord | undefined {
  const lines = text.split('\n').map((l) => l.replace(/\r$/, '')).filter((l) => l.trim() !== '');
  if (lines.length < 2) return undefined;
  const header = lines[0]!;
  const sep = [',', ';', '\t'].map((s) => ({ s, n: splitCells(header, s).length })).sort((a, b) => b.n - a.n)[0]!;
  if (sep.n < 2) return undefined;
  const headers = splitCells(header, sep.s);
  const row = lines[1]!;
  const cells = splitCells(row, sep.s);
  if (cells.length !== headers.length) return undefined;
  const pairs = headers
    .map((h, i) => ({ header: h.trim(), value: (cells[i] ?? '').trim() }))
    .filter((p) => p.header !== '' && p.value !== '');
  return pairs.length > 0 ? { pairs, row } : undefined;
}

function splitCells(line: string, sep: string): string[] {
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
