import type { FoundDate } from './found-date.js';
import type { Segment } from './segments.js';

/**
 * A weekday "of the same week" ("bis zum Freitag derselben Woche", "by the Friday of the same
 * week", "le vendredi de la même semaine", "el viernes de la misma semana", "il venerdì della
 * stessa settimana", "vrijdag van dezelfde week", "a sexta-feira da mesma semana") is that day in
 * the week of the date written before it ("am Mi., 10.03."), never the next such weekday after
 * the message. Without a dated day before it, the reading is kept as unsure (`listed`): no value.
 * Segments in order, each date once: linear.
 */
export function sameWeekDays(segments: readonly Segment[], dates: FoundDate[][]): FoundDate[][] {
  let anchor: string | undefined;
  return dates.map((ds, si) => {
    const folded = segments[si]!.folded;
    return ds.map((d) => {
      const sameWeek =
        !/\d/.test(d.text) && SAME_WEEK.test(folded.slice(d.index + d.text.length, d.index + d.text.length + 40));
      if (!sameWeek) {
        if (/\d/.test(d.text) && !d.listed) anchor = d.date;
        return d;
      }
      if (anchor === undefined) return { ...d, listed: true as const };
      return { ...d, date: weekdayInWeekOf(anchor, weekdayOf(d.date)) };
    });
  });
}

const SAME_WEEK =
  /^\s*(?:of\s+)?(?:the\s+)?(?:same week|that same week|derselben woche|der gleichen woche|der selben woche|de la meme semaine|de la misma semana|della stessa settimana|della medesima settimana|van dezelfde week|da mesma semana)\b/;

function weekdayOf(iso: string): number {
  return new Date(`${iso.slice(0, 10)}T12:00:00Z`).getUTCDay();
}

/** The day with weekday `wd` (0 Sunday) in the Monday-to-Sunday week of `iso`. */
function weekdayInWeekOf(iso: string, wd: number): string {
  const at = new Date(`${iso.slice(0, 10)}T12:00:00Z`);
  const monday = at.getTime() - ((at.getUTCDay() + 6) % 7) * 86_400_000;
  return new Date(monday + ((wd + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
}
