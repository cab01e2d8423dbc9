import { fieldScope } from '../amount-scope.js';
import { foldForMatching } from '../../language-fold.js';
import { EACH_WORDS, PER_ARTICLES, PER_CONTRACTED, PER_PREPOSITIONS } from '../lexicons/per-words.js';
import { type Per, periodOfField } from './per-unit.js';
import { FIELD_UNITS, UNITS, type UnitDef } from './unit-words.js';

/**
 * Words before a unit that make it the scope of a rate, not the field's unit ("per day", "pro
 * Tag", "par jour", "cada día"): the denominator words (lexicons/per-words.ts), the one-word
 * articles that mean "per" ("€3 a litre", "le kilo") but not "the" nor "o" (which name the
 * field's own thing: "the weight of the pallet in kg").
 */
const SCOPE_BEFORE = new Set<string>([
  ...PER_PREPOSITIONS,
  ...PER_CONTRACTED,
  ...PER_ARTICLES.filter((w) => !w.includes(' ') && w !== 'the' && w !== 'o'),
  ...EACH_WORDS,
  'perday',
  // A unit after a demonstrative names one period the field is about ("images for that day",
  // "für diesen Tag", "pour ce jour", "para ese día", "per quel giorno", "voor die dag"), not its unit.
  'that',
  'this',
  'diesen',
  'diesem',
  'jenen',
  'ce',
  'cette',
  'ese',
  'esa',
  'este',
  'esta',
  'quel',
  'quella',
  'questo',
  'questa',
  'die',
  'deze',
  'dat',
  'esse',
  'essa',
  'aquele',
  'aquela',
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
  const nameWords = words(name.replace(/([a-z0-9])([A-Z])/g, '$1 $2'));
  let last = nameWords.pop();
  // "visitsPerYear", "roomsPerNight": the period is the scope of a count, not its unit; the word
  // before it may be one ("hoursPerWeek").
  if (SCOPE_BEFORE.has(nameWords[nameWords.length - 1] ?? '')) {
    nameWords.pop();
    last = nameWords.pop();
  }
  const u = last && last.length >= 2 ? FIELD_UNITS.get(last) : undefined;
  return u ? { ...u, word: last! } : undefined;
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
  /** The field is a total ("Gesamtmenge", "total volume"): the size of each thing is none of its values. */
  total?: true;
  /** The unit the field is a rate per ("hours per week", `hoursPerWeek`): only a quantity per it binds. */
  per?: Per;
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
  const per = periodOfField(text);
  return {
    name,
    unit,
    words,
    maximum: MAXIMUM.test(text),
    minimum: MINIMUM.test(text),
    ...(per ? { per } : {}),
    ...(fieldScope(text) === 'total' ? { total: true as const } : {}),
  };
}
