import { findNumbers } from '../amounts.js';
import { MAX_ROWS, type Table } from './table.js';

/**
 * Aligned columns: two or more spaces or a tab between cells, the same count on every line.
 * HTML tables arrive in this layout (html-to-text renders their cells apart by spaces). A first
 * line with numbers in it is a data row, not a header.
 */
export function alignedTable(block: string[]): Table | undefined {
  const cols = block.map((l) => alignedCells(l));
  if (cols[0]!.length >= 2 && cols.every((r) => r.length === cols[0]!.length)) {
    const headerNumeric = cols[0]!.some((c) => /\d/.test(c) && findNumbers(c, 'en').length > 0);
    return headerNumeric
      ? { rows: cols.slice(0, MAX_ROWS), lines: block }
      : { header: cols[0], rows: cols.slice(1, MAX_ROWS + 1), lines: block };
  }
  return undefined;
}

function alignedCells(line: string): string[] {
  return line
    .trim()
    .split(/\t+| {2,}/)
    .map((c) => c.trim())
    .filter((c) => c !== '');
}
