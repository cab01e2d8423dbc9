import Qty from 'js-quantities';
import type { UnitDef } from './unit-words.js';

/** The value of a quantity in another unit of its dimension, or undefined when it does not convert. */
export function convert(value: number, from: UnitDef, to: UnitDef): number | undefined {
  if (from.dim !== to.dim || from.qty === '?' || to.qty === '?') return undefined;
  if (from.qty === to.qty) return value;
  let out: number;
  if (from.dim === 'time') {
    const inDays: Record<string, number> = { day: 1, week: 7 };
    const inMonths: Record<string, number> = { month: 1, year: 12 };
    if (from.qty in inDays && to.qty in inDays) out = (value * inDays[from.qty]!) / inDays[to.qty]!;
    else if (from.qty in inMonths && to.qty in inMonths) out = (value * inMonths[from.qty]!) / inMonths[to.qty]!;
    else return undefined; // months and days: not a fixed ratio
  } else if (from.dim === 'hours') {
    const inMinutes: Record<string, number> = { hour: 60, minute: 1 };
    if (!(from.qty in inMinutes && to.qty in inMinutes)) return undefined;
    out = (value * inMinutes[from.qty]!) / inMinutes[to.qty]!;
  } else {
    try {
      out = Qty(value, from.qty).to(to.qty).scalar;
    } catch {
      return undefined;
    }
  }
  // js-quantities works in binary floating point: 3 weeks is 20.999999999999996 days.
  return Number(out.toPrecision(12));
}
