import { foldForMatching } from '../language-fold.js';
import { PARSERS } from './dates.js';
import { MONTH_OF, MONTH_WORD } from './lexicons/month-names.js';
import type { ReadLang as Lang } from './language.js';
import type { Segment } from './segments.js';

/**
 * A stay or a period written as one range of days ("dal 12 al 15 ottobre", "vom 12. bis 15.
 * Oktober", "du 3 au 6 octobre", "from 3 to 6 October", "van 3 tot 6 oktober"), read with
 * chrono-node in the reply's language, for a schema with one start date and one end date
 * (check-in/check-out, arrival/departure, start/end, from/until). Taken only when the text
 * writes exactly one such range and no other date: with two ranges, or a range and a loose
 * date, which one is meant is not sure.
 */

export interface DateRange {
  start: string;
  end: string;
  segment: number;
}

const START = new Set(
  'in checkin start begin from arrival arrive anreise ankunft beginn von debut arrivee entree inicio llegada entrada desde arrivo inizio dal aankomst aanvang van chegada inicio pickup'.split(
    ' ',
  ),
);
const END = new Set(
  'out checkout end until till to departure depart return abreise ende bis fin depart sortie salida hasta partenza fine al vertrek einde tot saida fim partida'.split(
    ' ',
  ),
);

function words(name: string): string[] {
  return foldForMatching(name.replace(/([a-z0-9])([A-Z])/g, '$1 $2'))
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

/** Which of two date properties is the start and which the end, when their words say so. */
export function startAndEnd(a: string, b: string): { start: string; end: string } | undefined {
  const kind = (name: string) => {
    const ws = words(name);
    const s = ws.some((w) => START.has(w));
    const e = ws.some((w) => END.has(w));
    return s === e ? undefined : s ? 'start' : 'end';
  };
  const ka = kind(a);
  const kb = kind(b);
  if (ka === 'start' && kb === 'end') return { start: a, end: b };
  if (ka === 'end' && kb === 'start') return { start: b, end: a };
  return undefined;
}

/** The one range of days the segments write, when they write no other date. */
export function onlyDateRange(segments: readonly Segment[], lang: Lang, referenceMs: number): DateRange | undefined {
  const ranges: DateRange[] = [];
  let loose = 0;
  segments.forEach((seg, si) => {
    let results: ReturnType<(typeof PARSERS)['en']['parse']>;
    try {
      results = PARSERS[lang].parse(seg.text, { instant: new Date(referenceMs) }, { forwardDate: true });
    } catch {
      return;
    }
    const days = dayRanges(seg, referenceMs);
    for (const d of days) ranges.push({ start: d.start, end: d.end, segment: si });
    for (const r of results) {
      if (!/\d/.test(r.text)) continue; // "tonight", "Friday": not a day of a range
      // Part of a range of days read below ("the 3rd to the 6th of October").
      if (days.some((d) => r.index < d.to && r.index + r.text.length > d.from)) continue;
      // "check-in from 3 pm": a time of day names no day.
      if (!r.start.isCertain('day') && !r.start.isCertain('weekday') && !r.start.isCertain('month')) continue;
      const e = r.end;
      if (e && r.start.isCertain('day') && e.isCertain('day')) {
        const start = iso(r.start);
        const end = iso(e);
        if (start && end && start < end) ranges.push({ start, end, segment: si });
        else loose++;
      } else loose++;
    }
  });
  return ranges.length === 1 && loose === 0 ? ranges[0] : undefined;
}

/**
 * "from the 3rd to the 6th of October", "3rd-6th October", "3 to 6 October 2027", "3 - 6
 * October": two days of one named month, which chrono-node reads as the second day only. The
 * year is the one written, else the next occurrence after the message. Bounded, no nested
 * quantifiers.
 */
const DAY_RANGE = new RegExp(
  `\\b(?:the\\s)?(\\d{1,2})(?:st|nd|rd|th)?\\s?(?:-|–|to|until|till|through|thru)\\s?(?:the\\s)?(\\d{1,2})(?:st|nd|rd|th)?\\s(?:of\\s)?(${MONTH_WORD})\\b(?:,?\\s(\\d{4})\\b)?`,
  'gu',
);

function dayRanges(seg: Segment, referenceMs: number): Array<{ start: string; end: string; from: number; to: number }> {
  if (seg.folded.length !== seg.text.length) return [];
  const out: Array<{ start: string; end: string; from: number; to: number }> = [];
  for (const m of seg.folded.slice(0, 4_000).matchAll(DAY_RANGE)) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    const month = MONTH_OF.get(m[3]!);
    if (!month || a < 1 || b > 31 || a >= b) continue;
    const ref = new Date(referenceMs);
    const today = Date.UTC(ref.getUTCFullYear(), ref.getUTCMonth(), ref.getUTCDate());
    let year = m[4] ? Number(m[4]) : ref.getUTCFullYear();
    if (!m[4] && Date.UTC(year, month - 1, a) < today) year++;
    const start = Date.UTC(year, month - 1, a);
    const end = Date.UTC(year, month - 1, b);
    // "31 to 33 February": no such days.
    if (new Date(start).getUTCDate() !== a || new Date(end).getUTCDate() !== b) continue;
    const index = m.index ?? 0;
    out.push({ start: isoOf(start), end: isoOf(end), from: index, to: index + m[0].length });
  }
  return out;
}

function isoOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function iso(c: { get(k: 'year' | 'month' | 'day'): number | null }): string | undefined {
  const y = c.get('year');
  const m = c.get('month');
  const d = c.get('day');
  if (!y || !m || !d) return undefined;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
