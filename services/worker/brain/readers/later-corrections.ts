import { findDates } from './dates.js';
import { findNumbers } from './amounts.js';
import { isDateProp, type References } from './field-readers.js';
import { detectReadLanguage as detectLanguage } from './language.js';
import { quoteOf, segmentsOf } from './segments.js';
import { CORRECTION } from '../guards/corrections.js';
import type { Hit, Props, ReadSource } from './read-source.js';

/**
 * A correction in a newer text (one with a correction cue) of the value `old` read for `field`
 * from an older text: the one value of the field's type written after the cue that differs from
 * `old` (a date without month or year takes them from `old`), 'unclear' when there are several,
 * or undefined when no newer text corrects anything.
 */
export function correctionOf(
  props: Props,
  field: string,
  old: unknown,
  newer: readonly ReadSource[],
  refs: References,
): (Hit & { source: number }) | 'unclear' | undefined {
  const prop = props.find(([n]) => n === field)?.[1] ?? {};
  const isDate =
    isDateProp(field, prop) &&
    prop['format'] !== 'date-time' &&
    typeof old === 'string' &&
    /^\d{4}-\d{2}-\d{2}/.test(old);
  const isNumber = typeof old === 'number';
  if (!isDate && !isNumber) return undefined;
  for (let i = 0; i < newer.length; i++) {
    const s = newer[i]!;
    if (s.attachmentId) continue;
    const lang = detectLanguage(s.text);
    const segments = segmentsOf(s.text);
    const at = segments.findIndex((seg) => CORRECTION.test(seg.folded));
    if (at < 0) continue;
    const values = new Map<string, { value: unknown; segment: number }>();
    segments.forEach((seg, si) => {
      if (si < at) return;
      if (isDate) {
        const ref = Date.parse(`${(old as string).slice(0, 10)}T00:00:00Z`) - 86_400_000;
        for (const d of findDates(seg.text, lang, ref))
          if (d.date !== (old as string).slice(0, 10) && !refs.dates.has(d.date) && !values.has(d.date))
            values.set(d.date, { value: d.date, segment: si });
      } else {
        for (const n of findNumbers(seg.text, lang))
          if (n.value !== old && !n.percent && !refs.numbers.has(n.value) && !values.has(String(n.value)))
            values.set(String(n.value), { value: n.value, segment: si });
      }
    });
    if (values.size === 0) continue;
    if (values.size > 1) return 'unclear';
    const [only] = [...values.values()];
    return { value: only!.value, quote: quoteOf(segments[only!.segment]!), source: i };
  }
  return undefined;
}
