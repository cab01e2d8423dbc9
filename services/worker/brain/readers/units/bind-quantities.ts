import { WORKING } from '../durations.js';
import { convert } from './convert.js';
import type { UnitField } from './field-unit.js';
import { samePer } from './per-unit.js';
import type { Quantity } from './quantities.js';

/**
 * Quantities in another unit than the field's: the field's description (or its name's last
 * word: `cableLengthMm`) names a unit, the reply writes a number with a unit of the same
 * dimension ("2.4 t" for a field in kg, "two years" for one in months, "1.2 m" for one in mm),
 * and the value is converted. Mass, length, volume, area and temperature convert with
 * js-quantities; calendar units by their definitions (a week is 7 days, a year 12 months; a
 * month is no fixed number of days and does not convert to days). A unit that means different
 * amounts in different places ("ton": short, long or metric) is not converted. Without a unit
 * in the field, or without a quantity of its dimension in the text, this reader says nothing
 * and the other readers read the field; with quantities of its dimension that cannot be bound
 * surely to the field, the field is unread (never the bare number of "2.4 t" for a kg field).
 */

/**
 * For the fields that name a unit, the quantity each one takes, converted; `null` for a field
 * whose dimension the text writes but that no quantity binds to surely (it stays unread). A
 * quantity binds to the field whose words its clause shares most (stems of five letters); with
 * one field and one quantity of a dimension, they belong together.
 */
export function bindQuantities(
  fields: readonly UnitField[],
  quantities: readonly Quantity[],
): Map<string, { value: number; segment: number; index: number } | null> {
  const out = new Map<string, { value: number; segment: number; index: number } | null>();
  for (const f of fields) {
    // A rate binds only a field that is a rate per the same unit ("15 hours a week" for hours per
    // week, never "3 hours a night" nor a yearly 780 hours); an amount never binds a rate field.
    // A guess restated plainly ("about six weeks out, so you'd have it six weeks from the order")
    // is settled by the plain statement.
    // A total ("Gesamtmenge in Litern") never takes the size of each thing ("14 Fässer zu je 30 l").
    const total = f.total === true;
    const ofDim = quantities.filter((q) => q.unit.dim === f.unit.dim && !restated(q, quantities) && !(total && q.each));
    if (ofDim.length === 0) {
      // Only the size of each thing was written: the total is asked, never read from prose.
      if (total && quantities.some((q) => q.unit.dim === f.unit.dim && q.each)) out.set(f.name, null);
      continue;
    }
    const same = ofDim.filter((q) => samePer(q.per, f.per));
    if (same.length === 0) {
      out.set(f.name, null);
      continue;
    }
    if (same.some((q) => q.unit.qty === '?')) {
      out.set(f.name, null);
      continue;
    }
    // A gross field never takes a quantity its clause calls net, nor a net field a gross one
    // ("peso bruto 812 kg, neto 760 kg").
    const side = grossOrNet(f.words.join(' '));
    const usableAll = same.filter(
      (q) =>
        q.unit.qty !== '?' &&
        !q.denied &&
        (!q.upTo || f.maximum) &&
        (!q.atLeast || f.minimum) &&
        (side === undefined || grossOrNet(q.clause) !== (side === 'gross' ? 'net' : 'gross')),
    );
    // A field in working days takes days said to be working days over plain days ("reken op 8
    // werkdagen … ruw binnen 2 dagen"): they count different days.
    const workingField = f.words.some((w) => WORKING.test(w));
    const working = workingField ? usableAll.filter((q) => q.working) : [];
    const usable = working.length > 0 ? working : usableAll;
    const rivals = fields.filter((g) => g.unit.dim === f.unit.dim);
    const score = (g: UnitField, q: Quantity) => g.words.filter((w) => q.clause.includes(w.slice(0, 5))).length;
    let pick: Quantity | undefined;
    const values = new Set(usable.map((q) => convert(q.value, q.unit, f.unit)));
    // One field of the dimension and one quantity (or the same quantity said twice).
    const otherSide = same.filter(
      (q) => side !== undefined && grossOrNet(q.clause) === (side === 'gross' ? 'net' : 'gross'),
    );
    const whole = same.length === usable.length + otherSide.length || working.length > 0;
    if (rivals.length === 1 && whole && values.size === 1) pick = usable[0];
    else {
      // The quantity whose clause names this field more than any other field, and that this
      // field's words name more than any other quantity.
      const named = usable.filter((q) => {
        const s = score(f, q);
        return s > 0 && rivals.every((g) => g === f || score(g, q) < s);
      });
      // Of those, the ones whose clause names the field most ("Payment is due 14 days from the
      // invoice date" over "28 days' notice to cancel", which shares only the unit's word).
      const top = Math.max(0, ...named.map((q) => score(f, q)));
      const mine = named.filter((q) => score(f, q) === top);
      const mineValues = new Set(mine.map((q) => convert(q.value, q.unit, f.unit)));
      if (mine.length === 1 || (mine.length > 1 && mineValues.size === 1)) pick = mine[0];
      else if (mine.length === 0 && rivals.length > 1) {
        // Every other field took its quantity surely: the one left is this field's.
        const others = usable.filter((q) => rivals.some((g) => g !== f && score(g, q) > score(f, q)));
        const left = usable.filter((q) => !others.includes(q));
        if (left.length === 1 && others.length === rivals.length - 1) pick = left[0];
      }
    }
    const value = pick ? convert(pick.value, pick.unit, f.unit) : undefined;
    out.set(f.name, value === undefined ? null : { value, segment: pick!.segment, index: pick!.index });
  }
  return out;
}

/** A guess whose figure and unit another quantity of the text states plainly. */
function restated(q: Quantity, quantities: readonly Quantity[]): boolean {
  const h = q.hedged;
  return (
    h !== undefined &&
    quantities.some(
      (o) =>
        !o.hedged &&
        o.unit.qty === h.unit.qty &&
        o.unit.dim === h.unit.dim &&
        // "just over 16 kWp (16.02 to be exact)": said exactly, a little off the round figure.
        Math.abs(o.value - h.value) <= Math.abs(h.value) * 0.05,
    )
  );
}

const GROSS = /\b(?:gross|brutto|bruto|brut|lordo|bruttogewicht)\b/;
const NET = /\b(?:net|netto|neto|nett|nettogewicht)\b/;

/** Whether folded words say gross or net (neither, or both: undefined). */
function grossOrNet(words: string): 'gross' | 'net' | undefined {
  const g = GROSS.test(words);
  const n = NET.test(words);
  return g === n ? undefined : g ? 'gross' : 'net';
}
