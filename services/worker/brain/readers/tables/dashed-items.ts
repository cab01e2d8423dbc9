import { foldForMatching } from '../../language-fold.js';
import { decimalMarkOf, parseSeparated } from '../amounts.js';
import { SUMMARY } from './summary-row.js';

/**
 * Item lines whose price follows a dash ("4 x Portátil Lenovo ThinkPad E14 – 689,00 €", "2x Monitor
 * - 149.90"): the dash does not say whether the price is the unit's or the line's. It is the
 * unit's when every quantity is 1, when each line says so ("each", "cada", "je", "pièce", "l'una",
 * "per stuk", "/un."), or when the quantities times the prices make the total the mail gives
 * ("Total: 3.567,60 € + IVA"), read with the text's own decimal mark; else the lines are not read.
 */

/** Quantity first, a dash, then the price and nothing but a currency or a per-unit word. */
export const DASHED = new RegExp(
  String.raw`^(\d{1,4})\s*(?:x|×)\s+(.+?)\s+[–—-]\s+((?:[€$£]\s?)?\d(?:[\d.,']*\d)?(?:\s?(?:€|eur|euros?|chf|£|\$))?)\s*(${"(?:each|ea\\.?|cada|je|pro stück|pièce|piece|l'una|ciascun[oa]|per stuk|/\\s?un\\.?|/\\s?unid\\.?|/\\s?stk\\.?|/\\s?pc\\.?)"})?\s*$`,
  'iu',
);

/** Whether dashed rows ([quantity, name, price], with their per-unit word) hold unit prices. */
export function unitPrices(
  rows: ReadonlyArray<{ cells: string[]; each: boolean }>,
  text: string,
  after: readonly string[],
): boolean {
  if (rows.every((r) => r.each || r.cells[0] === '1')) return true;
  const mark = decimalMarkOf(text, 'en');
  if (mark === undefined || mark !== decimalMarkOf(text, 'de')) return false;
  const num = (raw: string) => {
    const digits = /\d(?:[\d.,']*\d)?/.exec(raw)?.[0];
    return digits === undefined ? undefined : parseSeparated(digits, mark === '.' ? 'en' : 'de', mark);
  };
  const totals = after
    .map((l) => foldForMatching(l.replace(/^\s*(?:[-*•–]\s*)?/, '')))
    .filter((l) => SUMMARY.test(l))
    .map((l) => num(l.replace(/^[^\d]*/, '')));
  if (totals.length !== 1 || totals[0] === undefined) return false;
  let sum = 0;
  for (const r of rows) {
    const q = num(r.cells[0]!);
    const p = num(r.cells[2]!);
    if (q === undefined || p === undefined) return false;
    sum += q * p;
  }
  return Math.abs(sum - totals[0]) < 0.01;
}
