import type { Table } from './table.js';

const ITEM_LINE =
  /^\s*(?:[-*•]|\d{1,2}[.)])\s+(\d[\d.,']*)\s*(?:x|×|pcs\.?|pieces|stk\.?|stuks|pz\.?|un\.?)\s+(.+?)\s+(?:at|@|à|a|zu|je|per|por|voor)\s+(.+)$/iu;

/** Bullet lines each holding a quantity, a name and a price: "- 12 x oak chair at 45.00". */
export function itemLines(block: string[]): Table | undefined {
  const rows: string[][] = [];
  const lines: string[] = [];
  const bullets = block.filter((l) => /^\s*(?:[-*•]|\d{1,2}[.)])\s/.test(l));
  for (const line of bullets) {
    // Bounded lines only: the pattern's lazy middle is then cheap.
    const m = line.length <= 200 ? ITEM_LINE.exec(line) : null;
    if (!m) return undefined;
    rows.push([m[1]!, m[2]!, m[3]!]);
    lines.push(line);
  }
  return rows.length >= 1 ? { header: ['quantity', 'item', 'price'], rows, lines } : undefined;
}
