import Qty from 'js-quantities';
import { foldForMatching } from '../language-fold.js';
import { HEDGE_BEFORE } from '../guards/hedges.js';
import { findNumbers } from './amounts.js';
import type { ReadLang as Lang } from './language.js';
import type { Segment } from './segments.js';

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

export type Dimension = 'mass' | 'length' | 'volume' | 'area' | 'temperature' | 'time';
interface UnitDef {
  dim: Dimension;
  /** The js-quantities unit, or a calendar unit (`day`, `week`, `month`, `year`). */
  qty: string;
}

const U = (dim: Dimension, qty: string, words: string[]): Array<[string, UnitDef]> =>
  words.map((w) => [w, { dim, qty }]);

/** Unit words as written after a number (folded, lower case), in the seven languages. */
const UNITS = new Map<string, UnitDef>([
  ...U('mass', 'kg', [
    'kg',
    'kgs',
    'kilo',
    'kilos',
    'kilogram',
    'kilograms',
    'kilogramm',
    'kilogramme',
    'kilogrammes',
    'kilogramos',
    'chilogrammi',
    'chili',
    'kilogrammen',
    'quilos',
    'quilogramas',
  ]),
  ...U('mass', 'g', ['g', 'gram', 'grams', 'gramm', 'grammes', 'gramos', 'grammi', 'grammen', 'gramas']),
  ...U('mass', 't', [
    't',
    'tonne',
    'tonnes',
    'tonnen',
    'metric tons',
    'metric ton',
    'toneladas',
    'tonelada',
    'tonnellate',
    'tonnellata',
  ]),
  ...U('mass', 'lb', ['lb', 'lbs']),
  ...U('mass', 'oz', ['oz']),
  ...U('length', 'mm', ['mm', 'millimeter', 'millimeters', 'millimetre', 'millimetres', 'millimetri', 'milimetros']),
  ...U('length', 'cm', ['cm', 'centimeter', 'centimeters', 'centimetre', 'centimetres', 'centimetri', 'centimetros']),
  ...U('length', 'm', ['m', 'meter', 'meters', 'metre', 'metres', 'metro', 'metros', 'metri', 'mètres']),
  ...U('length', 'km', ['km', 'kilometer', 'kilometers', 'kilometre', 'kilometres', 'kilometri', 'kilometros']),
  ...U('length', 'in', ['inch', 'inches', 'zoll', 'pouces', 'pulgadas', 'pollici']),
  ...U('length', 'ft', ['ft', 'foot', 'feet']),
  ...U('length', 'yd', ['yd', 'yard', 'yards']),
  ...U('length', 'mi', ['mile', 'miles']),
  ...U('volume', 'l', ['l', 'liter', 'liters', 'litre', 'litres', 'litro', 'litros', 'litri']),
  ...U('volume', 'ml', ['ml', 'milliliter', 'milliliters', 'millilitre', 'millilitres']),
  ...U('volume', 'm^3', ['m3', 'm³', 'cbm', 'cubic meters', 'cubic metres', 'kubikmeter']),
  ...U('volume', 'gal', ['us gal', 'us gallons', 'us gallon']),
  ...U('volume', 'gallon-imp', ['imperial gallons', 'imperial gallon', 'imp gal']),
  ...U('area', 'm^2', ['m2', 'm²', 'sqm', 'square meters', 'square metres', 'quadratmeter']),
  ...U('area', 'ft^2', ['sq ft', 'sqft', 'ft2', 'ft²', 'square feet']),
  ...U('temperature', 'tempC', ['°c', 'degrees celsius', 'grad celsius', 'celsius']),
  ...U('temperature', 'tempF', ['°f', 'degrees fahrenheit', 'fahrenheit']),
  ...U('time', 'day', [
    'day',
    'days',
    'tag',
    'tage',
    'tagen',
    'jour',
    'jours',
    'dia',
    'dias',
    'giorno',
    'giorni',
    'dag',
    'dagen',
  ]),
  ...U('time', 'week', [
    'week',
    'weeks',
    'woche',
    'wochen',
    'semaine',
    'semaines',
    'semana',
    'semanas',
    'settimana',
    'settimane',
    'weken',
  ]),
  ...U('time', 'month', [
    'month',
    'months',
    'monat',
    'monate',
    'monaten',
    'mois',
    'mes',
    'meses',
    'mese',
    'mesi',
    'maand',
    'maanden',
  ]),
  ...U('time', 'year', [
    'year',
    'years',
    'jahr',
    'jahre',
    'jahren',
    'an',
    'ans',
    'annee',
    'annees',
    'ano',
    'anos',
    'anno',
    'anni',
    'jaar',
    'jaren',
  ]),
]);

/** Units that name different amounts in different places: a quantity in them is not converted. */
const AMBIGUOUS = new Set(['ton', 'tons', 'gallon', 'gallons', 'gal']);

/** Unit words in a field's description that name its unit ("in kg", "in months"). */
const FIELD_UNITS = new Map<string, UnitDef>([
  ...[...UNITS].filter(([w]) => w.length >= 2 && !['in', 'an', 'mi', 'dag', 'tag', 'mes'].includes(w)),
  ['kilograms', { dim: 'mass', qty: 'kg' }],
  ['celsius', { dim: 'temperature', qty: 'tempC' }],
]);

const SCOPE_BEFORE = new Set([
  'per',
  'pro',
  'par',
  'por',
  'each',
  'every',
  'je',
  'al',
  'ao',
  'a',
  'la',
  'le',
  'el',
  'il',
  'each',
  'perday',
]);

export interface FieldUnit extends UnitDef {
  word: string;
}

/** The unit a field names: a unit word of its description, else its name's last word. */
export function fieldUnit(name: string, description: unknown): FieldUnit | undefined {
  const words = (text: string) => foldForMatching(text).match(/[\p{L}\d°²³]+/gu) ?? [];
  if (typeof description === 'string') {
    const named = new Map<string, FieldUnit>();
    const ws = words(description);
    for (let i = 0; i < ws.length; i++) {
      // A unit of two words first ("square metres", "sq ft"): its second word alone ("metres")
      // is another unit.
      const pair = i + 1 < ws.length ? `${ws[i]} ${ws[i + 1]}` : '';
      const two = pair ? FIELD_UNITS.get(pair) : undefined;
      const w = two ? pair : ws[i]!;
      const u = two ?? FIELD_UNITS.get(w);
      // "per day", "pro Tag", "par jour": the scope of a rate, not the field's unit.
      if (u && !SCOPE_BEFORE.has(ws[i - 1] ?? '')) named.set(`${u.dim}:${u.qty}`, { ...u, word: w });
      if (two) i++;
    }
    if (named.size === 1) return [...named.values()][0];
    if (named.size > 1) return undefined;
  }
  const last = words(name.replace(/([a-z0-9])([A-Z])/g, '$1 $2')).pop();
  const u = last && last.length >= 2 ? FIELD_UNITS.get(last) : undefined;
  return u ? { ...u, word: last! } : undefined;
}

export interface Quantity {
  value: number;
  unit: UnitDef;
  segment: number;
  index: number;
  end: number;
  /** The words of the clause around the quantity (folded), for binding it to a field. */
  clause: string;
  /** Written after "up to", "bis zu", "jusqu'à", "hasta", "fino a", "tot", "até": a maximum. */
  upTo: boolean;
  /** Written after "minimum (of)", "at least", "mindestens", "au moins": a minimum. */
  atLeast: boolean;
}

const AT_LEAST =
  /(?:\bminimum(?: of)?|\bmin\.?|\bat least|\bmindestens|\bau moins|\bal menos|\bcomo minimo|\balmeno|\bminimaal|\bten minste|\bpelo menos|\bno minimo)\s*$/;

const UP_TO =
  /(?:\bup to|\bbis zu|\bjusqu'a|\bhasta|\bfino a|\btot|\bate|\bmaximum|\bmax\.?|\bmaximal|\bmassimo|\bmaximo)\s*$/;

const RANGE_AFTER = /^\s*(?:-|–|to|bis|à|a|al|tot|ate)\s*\d/;
const RANGE_BEFORE = /\d\s*(?:-|–|to|bis|a|à|al|tot|ate|and|und|et|y|e|en|or|oder|ou|o|of)\s*$/;

/** Numbers followed by a unit word, in every segment. */
export function findQuantities(segments: readonly Segment[], lang: Lang): Quantity[] {
  const out: Quantity[] = [];
  segments.forEach((seg, si) => {
    const numbers = findNumbers(seg.text, lang);
    for (const n of numbers) {
      if (n.currency || n.percent) continue;
      const after = seg.folded.slice(n.end, n.end + 24);
      const m = /^\s?-?\s?([\p{L}°²³][\p{L}\d°²³]*(?: [\p{L}]+)?)/u.exec(after);
      if (!m) continue;
      const two = m[1]!;
      const one = two.split(' ')[0]!;
      const ambiguous = AMBIGUOUS.has(one);
      const unit = ambiguous
        ? { dim: one.startsWith('t') ? ('mass' as const) : ('volume' as const), qty: '?' }
        : (UNITS.get(two) ?? UNITS.get(one));
      if (!unit) continue;
      const before = seg.folded.slice(Math.max(0, n.index - 20), n.index);
      const marker = {
        value: Number.NaN,
        unit: { ...unit, qty: '?' },
        segment: si,
        index: n.index,
        end: n.end,
        clause: '',
        upTo: false,
        atLeast: false,
      };
      // A unit that means different amounts ("ton"), one end of a range ("3 to 5 weeks",
      // "zwischen 2 und 3 Tonnen"): the field of that dimension is not sure.
      if (ambiguous || RANGE_BEFORE.test(before) || RANGE_AFTER.test(seg.folded.slice(n.end, n.end + 8))) {
        out.push(marker);
        continue;
      }
      const upTo = UP_TO.test(before);
      const atLeast = AT_LEAST.test(before);
      // A guess ("about 14 tonnes"): not a value, and the field is not sure.
      if (!upTo && !atLeast && HEDGE_BEFORE.test(before)) {
        out.push(marker);
        continue;
      }
      // The words that bind it: from the previous number (or the clause's start) to the unit
      // and the three words after it ("the minimum batch is 60 kg", "twenty tonnes per day").
      const prevEnd = Math.max(0, ...numbers.filter((x) => x.end <= n.index).map((x) => x.end));
      const clause = clauseAround(seg.folded, n.index, n.end, prevEnd);
      out.push({ value: n.value, unit, segment: si, index: n.index, end: n.end, clause, upTo, atLeast });
    }
  });
  return out;
}

/**
 * The words around a number that bind it: from the previous number or the clause's start (the
 * last , ; ( ) or "and"/"und"/"et"… before it) to three words after it, within the clause.
 */
function clauseAround(folded: string, start: number, end: number, prevEnd: number): string {
  const stops = /[,;()]|\.(?!\d)|\s(?:and|und|et|y|e|en|but|aber|mais|pero|ma|maar|mas)\s/g;
  let from = 0;
  let to = folded.length;
  for (const m of folded.matchAll(stops)) {
    const at = m.index ?? 0;
    if (at + m[0].length <= start) from = at + m[0].length;
    else if (at >= end && at < to) {
      to = at;
      break;
    }
  }
  const after = folded.slice(end, to).split(/\s+/).slice(0, 4).join(' ');
  return `${folded.slice(Math.max(from, prevEnd), end)}${after.startsWith(' ') ? '' : ' '}${after}`;
}

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

export interface UnitField {
  name: string;
  unit: FieldUnit;
  /** The field's own words (name and description, folded), unit words left out. */
  words: string[];
  /** The field is a maximum or a capacity: "up to" gives its value. */
  maximum: boolean;
  /** The field is a minimum: "at least", "minimum of" give its value. */
  minimum: boolean;
}

const MINIMUM = /\b(?:min|minimum|minimal|mindest|minimo|minimaal|minima)/;

const STOP = new Set(
  'the a an of for in on at to is are be by or and with from as per each that this our your total number'.split(' '),
);
const MAXIMUM = /\b(?:max|maximum|capacity|limit|kapazitat|hochst|capacite|capacidad|capacita|capaciteit|capacidade)/;

export function unitField(name: string, prop: Record<string, unknown>): UnitField | undefined {
  const description = prop['description'];
  const unit = fieldUnit(name, description);
  if (!unit) return undefined;
  const text = foldForMatching(
    `${name.replace(/([a-z0-9])([A-Z])/g, '$1 $2')} ${typeof description === 'string' ? description : ''}`,
  );
  const words = [...new Set(text.match(/\p{L}+/gu) ?? [])].filter(
    (w) => w.length >= 3 && !STOP.has(w) && !UNITS.has(w),
  );
  return { name, unit, words, maximum: MAXIMUM.test(text), minimum: MINIMUM.test(text) };
}

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
    const same = quantities.filter((q) => q.unit.dim === f.unit.dim);
    if (same.length === 0) continue;
    if (same.some((q) => q.unit.qty === '?')) {
      out.set(f.name, null);
      continue;
    }
    // A gross field never takes a quantity its clause calls net, nor a net field a gross one
    // ("peso bruto total 2.140 kg (neto 1.905 kg)").
    const side = grossOrNet(f.words.join(' '));
    const usable = same.filter(
      (q) =>
        q.unit.qty !== '?' &&
        (!q.upTo || f.maximum) &&
        (!q.atLeast || f.minimum) &&
        (side === undefined || grossOrNet(q.clause) !== (side === 'gross' ? 'net' : 'gross')),
    );
    const rivals = fields.filter((g) => g.unit.dim === f.unit.dim);
    const score = (g: UnitField, q: Quantity) => g.words.filter((w) => q.clause.includes(w.slice(0, 5))).length;
    let pick: Quantity | undefined;
    const values = new Set(usable.map((q) => convert(q.value, q.unit, f.unit)));
    // One field of the dimension and one quantity (or the same quantity said twice).
    const otherSide = same.filter(
      (q) => side !== undefined && grossOrNet(q.clause) === (side === 'gross' ? 'net' : 'gross'),
    );
    if (rivals.length === 1 && same.length === usable.length + otherSide.length && values.size === 1) pick = usable[0];
    else {
      // The quantity whose clause names this field more than any other field, and that this
      // field's words name more than any other quantity.
      const mine = usable.filter((q) => {
        const s = score(f, q);
        return s > 0 && rivals.every((g) => g === f || score(g, q) < s);
      });
      if (mine.length === 1) pick = mine[0];
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

const GROSS = /\b(?:gross|brutto|bruto|brut|lordo|bruttogewicht)\b/;
const NET = /\b(?:net|netto|neto|nett|nettogewicht)\b/;

/** Whether folded words say gross or net (neither, or both: undefined). */
function grossOrNet(words: string): 'gross' | 'net' | undefined {
  const g = GROSS.test(words);
  const n = NET.test(words);
  return g === n ? undefined : g ? 'gross' : 'net';
}
