import { parseDelimited } from './csv-parse.js';
import { MAX_ROWS, type Table } from './table.js';

/** A CSV/TSV/semicolon file (tables/csv-parse.ts): its header and every data row. */
export function csvTables(text: string): Table[] {
  const file = parseDelimited(text);
  if (!file) return [];
  const [header, ...rows] = file.rows.map((r) => r.map((c) => c.trim()));
  return [{ header: header!, rows: rows.slice(0, MAX_ROWS), lines: file.lines.slice(0, MAX_ROWS + 1) }];
}
