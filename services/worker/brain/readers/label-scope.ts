import { relevance } from './field-terms.js';
import type { Prepared } from './field-readers.js';
import { FIELD_CURRENCY_WORDS } from './lexicons/currencies.js';

/**
 * Label/value layouts ("Monthly rent: EUR 89.50", "Coffee beans: EUR 18.90/kg", "Minimum term:
 * 24 months"): in a text laid out as such lines, a line's figures are what its label names. A
 * number field is never read from a line whose label, and whole line, speak of something else:
 * a quote's price of consumables is not its monthly rent, a delivery charge not its unit price.
 * The field then binds by its label (source-reader.ts, stage 2) or is asked for.
 *
 * Lines are matched with one bounded pattern each, never across the text.
 */

/** "Label:" at a line's start: up to six words of letters (an abbreviation's dot, a slash or a hyphen inside). */
const LABEL = /^\s{0,8}(?:[-*•]\s{0,3})?(\p{L}[\p{L}.'’/-]{0,30}(?: [\p{L}.'’/()-]{1,30}){0,5})\s{0,3}:\s{0,8}\S/u;

/**
 * Words of a field's terms that say how its value is written, not what it is ("maandhuur in
 * euro excl. btw"): a currency, a tax word. A line that holds only these does not speak of it.
 */
const HOW_WRITTEN = new Set(
  'excl exkl incl inkl zzgl vat btw mwst ust tva iva tax taxes ht ttc net netto gross brutto'.split(' '),
);

/** How many label lines make a label/value layout. */
const LAYOUT_LINES = 3;

/** Whether the text is laid out as label/value lines (three or more "Label: value" lines). */
export function isLabelLayout(text: string): boolean {
  let n = 0;
  for (const line of text.split('\n', 2_000)) {
    if (line.length <= 200 && LABEL.test(line)) n++;
    if (n >= LAYOUT_LINES) return true;
  }
  return false;
}

/**
 * The segments that are label lines not speaking of the field: neither the label nor the rest of
 * the line holds one of its terms (a currency or a tax word aside). A number read from one of
 * them is no sure value of the field: the caller asks instead of storing it.
 */
export function foreignLabelLines(p: Prepared, terms: readonly string[]): Set<number> {
  const out = new Set<number>();
  const subject = terms.filter((t) => !(t in FIELD_CURRENCY_WORDS) && !HOW_WRITTEN.has(t));
  if (subject.length === 0) return out;
  p.segments.forEach((seg, si) => {
    if (seg.text.length <= 200 && LABEL.test(seg.text) && relevance(seg, subject) === 0) out.add(si);
  });
  return out;
}
