import { isNumberProp } from '../prop-kinds.js';
import { isPriceProp, type Prop, typesOf } from '../field-readers.js';
import type { ReadLang } from '../language.js';
import { segmentsOf } from '../segments.js';
import { bindQuantities } from './bind-quantities.js';
import { unitField } from './field-unit.js';
import { findQuantities } from './quantities.js';

/**
 * The quantity a line's value gives a number field counted in a unit (units/): its value in the
 * field's unit, null when quantities of its dimension do not bind surely or the value holds
 * several clauses or figures, undefined when the value writes none (the line is read as before).
 */
export function lineQuantity(name: string, prop: Prop, value: string, lang: ReadLang): number | null | undefined {
  if (!isNumberProp(prop) || isPriceProp(name, prop)) return undefined;
  const field = unitField(name, prop);
  if (!field) return undefined;
  const quantities = findQuantities(segmentsOf(value), lang);
  if (quantities.length === 0) return undefined;
  // A value of several clauses or figures names several items ("P1 within 4 hours, P2 within 1
  // working day", "Zone A within 4 hours, Zone B next business day"): which is the field's is not
  // bound, so it is asked, never the first one's.
  if (/[,;]\s/.test(value) || (value.match(/\d+(?:[.,]\d+)?/g) ?? []).length > 1) return null;
  const q = bindQuantities([field], quantities).get(name);
  if (q === null) return null;
  if (!q) return undefined;
  return typesOf(prop).includes('number') || Number.isInteger(q.value) ? q.value : null;
}
