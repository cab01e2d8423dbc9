import { type EnumLabels, type EnumMention, enumMentions } from './enums.js';
import type { ReadLang } from './language.js';
import { partialMentions } from './list-items.js';
import { seriesOf } from './list-series.js';
import { type Segment, segmentsOf } from './segments.js';

/**
 * Whether a series of the reply ("we do cuts, colours and balayage", "wir machen Schnitt, Farbe
 * und Balayage", "hacemos cortes, color y mechas") names items the reader could map to the
 * schema's values beside items it could not ("coupes" and "couleurs" for `cut` and `colour`):
 * the list the series gives is then not read whole, and a list missing items is a wrong list,
 * so it is asked. The series are those of the sentences that hold a read item (`read`), found by
 * list-series.ts's `seriesOf`, clause by clause (a `;` ends one).
 */
export function seriesHasUnreadItem(
  segments: readonly Segment[],
  read: readonly EnumMention[],
  values: readonly unknown[],
  labels: EnumLabels,
  lang: ReadLang,
): boolean {
  const withRead = new Set(read.map((m) => m.segment));
  return [...withRead].some((si) =>
    segments[si]!.text.split(/\s*;\s*/).some((clause) => {
      const items = seriesOf(clause.replace(/[.!?]+$/, ''), lang, true);
      if (!items) return false;
      // The first item is judged with the words before it, which its cut may have left out ("o
      // almoço no restaurante do hotel" gives "hotel").
      const second = clause.indexOf(items[1]!);
      const mapped = items.map((item, k) => {
        const own = segmentsOf(k === 0 && second > 0 ? clause.slice(0, second) : item);
        return enumMentions(own, values, labels, true).length > 0 || partialMentions(values, own, new Set()).length > 0;
      });
      return mapped.some(Boolean) && mapped.some((m) => !m);
    }),
  );
}
