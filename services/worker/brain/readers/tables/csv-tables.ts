import { splitCells } from '../csv-rows.js';
import { MAX_ROWS, type Table } from './table.js';

/** A CSV/TSV/semicolon file: its header and every data row. */
export function csvTables(text: string): Table[] {
  const lines = text
    .split('\n')
    .map((l) => l.replace(/\r$/, ''))
    .filter((l) => l.trim() !== '');
  if (lines.length < 2) return [];
  const sep = [',', ';', '\t'].map((s) => ({ s, n: splitCells(lines[0]!, s).length })).sort((a, b) => b.n - a.n)[0]!;
  if (sep.n < 2) return [];
  const header = splitCells(lines[0]!, sep.s).map((c) => c.trim());
  const rows = lines.slice(1, MAX_ROWS + 1).map((l) => splitCells(l, sep.s).map((c) => c.trim()));
  if (rows.some((r) => r.length !== header.length)) return [];
  return [{ header, rows, lines }];
}
