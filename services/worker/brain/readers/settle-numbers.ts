import { fieldText } from './field-readers.js';
import type { ReadLang } from './language.js';
import { noneOfRequirement } from './none-as-zero.js';
import { isNumberProp } from './prop-kinds.js';
import type { Hit, Props } from './read-source.js';
import { quoteOf, type Segment } from './segments.js';
import { oneOfParts } from './sum-of-parts.js';

/**
 * The number fields once every reader has run: one of two parts for a field that asks both
 * together ("£3.40 in and £3.40 out") is asked (sum-of-parts.ts); a field about a requirement the
 * writer says there is none of ("No hay permanencia") and that nothing else answered is zero
 * (none-as-zero.ts), also when other figures left it unsure.
 */
export function settleNumbers(
  props: Props,
  out: Record<string, Hit>,
  unsure: Set<string>,
  segments: readonly Segment[],
  lang: ReadLang,
): void {
  for (const [name, prop] of props) {
    const hit = out[name];
    if (hit && typeof hit.value === 'number' && oneOfParts(fieldText(name, prop), hit.quote, lang)) {
      delete out[name];
      unsure.add(name);
      continue;
    }
    if (hit || !isNumberProp(prop)) continue;
    // Said outright, it settles a field other figures left unsure ("No hay permanencia, … avisando
    // con 15 días": the notice's days are no months of a minimum term).
    const none = noneOfRequirement(fieldText(name, prop), segments);
    if (!none) continue;
    out[name] = { value: 0, quote: quoteOf(segments[none.segment]!) };
    unsure.delete(name);
  }
}
