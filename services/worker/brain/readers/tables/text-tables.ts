import { alignedTable } from './aligned-columns.js';
import { leaders } from './dot-leaders.js';
import { itemLines } from './item-lines.js';
import { pipeTable } from './pipes.js';
import { quotedItems } from './quoted-items.js';
import type { Table } from './table.js';

/** Tables in plain text: pipes, aligned columns, dot leaders, item lines, quoted items in prose. */
export function textTables(text: string): Table[] {
  const lines = text.split('\n').map((l) => l.replace(/\r$/, ''));
  const blocks: string[][] = [];
  let block: string[] = [];
  const flush = () => {
    if (block.length > 0) blocks.push(block);
    block = [];
  };
  for (const line of lines.slice(0, 2_000)) {
    if (line.trim() === '') flush();
    else if (isRule(line)) continue;
    else {
      // A run of pipe rows is a block of its own, also when the mail's blank lines were lost
      // ("…prezzi al metro quadro di falda:" right above "Tipologia | € al m² | Tempi").
      const last = block[block.length - 1];
      if (last !== undefined && PIPE_ROW.test(last) !== PIPE_ROW.test(line)) flush();
      block.push(line);
    }
  }
  flush();
  // Item lines may be checked against the total the next lines give ("Total: 3.567,60 €").
  return blocks.flatMap(
    (b, i) =>
      tableOf(
        b,
        blocks
          .slice(i + 1, i + 3)
          .flat()
          .slice(0, 4),
      ) ?? [],
  );
}

/** A line with cells between pipes ("Tegola portoghese | 84,50 | 3 settimane"). */
const PIPE_ROW = /\S[^|]*\|[^|]*\S/;

/** A line of dashes, pluses, pipes, equals and colons only: a table's rule. */
function isRule(line: string): boolean {
  const t = line.trim();
  return t.length >= 3 && /^[-+|=:\s]+$/.test(t) && /-{3}|={3}/.test(t);
}

/** A block of lines as a table: pipes first, then aligned columns, dot leaders, item lines. */
function tableOf(block: string[], after: readonly string[]): Table | undefined {
  if (block.length < 2) return itemLines(block, after) ?? quotedItems(block);
  return pipeTable(block) ?? alignedTable(block) ?? leaders(block) ?? itemLines(block, after) ?? quotedItems(block);
}
