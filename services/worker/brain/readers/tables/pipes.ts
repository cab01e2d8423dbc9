import { MAX_ROWS, type Table } from './table.js';

/** A table with pipes ("| Item | Qty |"): every line has the same number of cells. */
export function pipeTable(block: string[]): Table | undefined {
  if (!block.every((l) => l.includes('|'))) return undefined;
  const rows = block.map((l) => pipeCells(l));
  if (rows[0]!.length >= 2 && rows.every((r) => r.length === rows[0]!.length))
    return { header: rows[0], rows: rows.slice(1, MAX_ROWS + 1), lines: block };
  return undefined;
}

function pipeCells(line: string): string[] {
  const cells = line.split('|').map((c) => c.trim());
  if (cells[0] === '') cells.shift();
  if (cells[cells.length - 1] === '') cells.pop();
  return cells;
}
