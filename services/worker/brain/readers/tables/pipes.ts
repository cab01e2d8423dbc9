import { MAX_ROWS, type Table } from './table.js';

/** A table with pipes ("| Item | Qty |"): every line has the same number of cells. */
export function pipeTable(block: string[]): Table | undefined {
  if (!block.every((l) => l.includes('|'))) return undefined;
  // A table drawn with outer pipes ("| Item | Qty |") has an empty cell outside each; one
  // without them has an empty first cell only where a row leaves it blank ("     | Total | 2'400").
  const bordered = block[0]!.trim().startsWith('|');
  const rows = block.map((l) => pipeCells(l, bordered));
  if (rows[0]!.length >= 2 && rows.every((r) => r.length === rows[0]!.length))
    return { header: rows[0], rows: rows.slice(1, MAX_ROWS + 1), lines: block };
  return undefined;
}

function pipeCells(line: string, bordered: boolean): string[] {
  const cells = line.split('|').map((c) => c.trim());
  if (bordered && cells[0] === '') cells.shift();
  if (line.trim().endsWith('|') && cells[cells.length - 1] === '') cells.pop();
  return cells;
}
