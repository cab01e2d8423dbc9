import { foldForMatching } from '../../language-fold.js';
import { DASHED, unitPrices } from './dashed-items.js';
import { SUMMARY } from './summary-row.js';
import type { Table } from './table.js';

const BULLET = /^\s*(?:[-*•–]|\d{1,2}[.)])\s+/u;

/** The word that joins a quantity to its price, in the seven languages ("at", "à", "zu je", "a", "por", "voor", "@"). */
export const AT_PRICE = '(?:at|@|à|a|zu(?:\\s+je)?|je|per|por|voor|da|de|for)';

/** Quantity first: "12 x oak chair at 45.00", "4 Stk. Pfosten à 86,00 €". */
const QUANTITY_FIRST = new RegExp(
  `^(\\d[\\d.,']*)\\s*(?:x|×|pcs\\.?|pieces|stk\\.?|stück|stuks|pz\\.?|pezzi|un\\.?|unid\\.?|unidades)\\s+(.+?)\\s+${AT_PRICE}\\s+(.+)$`,
  'iu',
);

/**
 * Name first, the quantity with its unit word after it: "Leimholzpfosten 12x12, 4 Stück à 86,00 €",
 * "Glasdach, 18 m² à 149,50 €", "oak chair: 12 pcs at 45.00", "dalles 60x60 - 25 m2 à 32 €".
 * The unit is one short word (letters, a ² or ³, a dot) or none.
 */
const NAME_FIRST = new RegExp(
  `^(.+?)(?:\\s*[,:;]|\\s+[-–])?\\s+(\\d[\\d.,']*)(?:\\s*(?:x|×)|\\s*\\p{L}{1,10}[²³23]?\\.?)?\\s+${AT_PRICE}\\s+(.+)$`,
  'iu',
);

/** A line's quantity, name and price cells, or undefined. Bounded lines only: the lazy parts stay cheap. */
function itemOf(line: string): [string, string, string] | undefined {
  const body = line.replace(BULLET, '').trim();
  if (body.length > 200) return undefined;
  const q = QUANTITY_FIRST.exec(body);
  if (q) return [q[1]!, q[2]!, q[3]!];
  const n = NAME_FIRST.exec(body);
  // The name must hold a letter ("12 à 15 €" is no item).
  if (n && /\p{L}/u.test(n[1]!)) return [n[2]!, n[1]!, n[3]!];
  return undefined;
}

/**
 * Lines each holding a quantity, a name and a price, one item a line: bullets or numbers
 * ("- 12 x oak chair at 45.00", "1) Leimholzpfosten, 4 Stück à 86,00 €"), or, with no bullets, a
 * block of two or more lines every one of which is such an item. A summary line ("Summe", "Total")
 * is no item; any other line that does not read as an item leaves the whole list unread (asked).
 */
export function itemLines(block: string[], after: readonly string[] = []): Table | undefined {
  const rows: string[][] = [];
  const lines: string[] = [];
  const dashed: Array<{ cells: string[]; each: boolean }> = [];
  const bullets = block.filter((l) => BULLET.test(l));
  const candidates = bullets.length > 0 ? bullets : block.length >= 2 ? block : [];
  for (const line of candidates) {
    if (SUMMARY.test(foldForMatching(line.replace(BULLET, '')).trim())) continue;
    const d = itemOf(line) ? undefined : DASHED.exec(line.replace(BULLET, '').trim());
    const item = itemOf(line) ?? (d ? ([d[1]!, d[2]!, d[3]!] as [string, string, string]) : undefined);
    if (!item) return undefined;
    if (d) dashed.push({ cells: item, each: d[4] !== undefined });
    rows.push(item);
    lines.push(line);
  }
  // A price after a dash is the unit's only when the lines or the total say so (dashed-items.ts).
  if (dashed.length > 0 && !unitPrices(dashed, [...block, ...after].join('\n'), [...block, ...after])) return undefined;
  return rows.length >= 1 ? { header: ['quantity', 'item', 'price'], rows, lines } : undefined;
}
