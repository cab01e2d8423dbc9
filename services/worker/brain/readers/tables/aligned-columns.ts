import { findNumbers } from '../amounts.js';
import { MAX_ROWS, type Table } from './table.js';

/**
 * Aligned columns: two or more spaces or a tab between cells, the same count on every line.
 * HTML tables arrive in this layout (html-to-text renders their cells apart by spaces). A first
 * line with numbers in it is a data row, not a header.
 */
export function alignedTable(block: string[]): Table | undefined {
  const all = block.map((l) => alignedCells(l));
  const cols = withoutSummaryLines(all);
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

/**
 * The lines of a table of three or more columns without the summary lines below its rows
 * ("Subtotal   €15,600.00", "VAT 21%   €2,913.12": a label and a figure, fewer cells than the
 * header), which html-to-text renders from cells spanning columns. Any other line of another
 * width leaves the block as it is (no table).
 */
function withoutSummaryLines(rows: string[][]): string[][] {
  const width = rows[0]!.length;
  if (width < 3) return rows;
  let end = rows.length;
  while (end > 2 && rows[end - 1]!.length < width && rows[end - 1]!.length >= 2 && summaryLine(rows[end - 1]!)) end--;
  return end < rows.length ? rows.slice(0, end) : rows;
}

function summaryLine(cells: readonly string[]): boolean {
  const last = cells[cells.length - 1]!;
  return findNumbers(last, 'en').length > 0 && /\p{L}/u.test(cells[0]!);
}
