import { foldForMatching } from '../language-fold.js';

/**
 * A text cut into the units values are read from and quoted by: lines, and sentences within a
 * line. `text` is verbatim (a quote of it occurs in the source); `folded` is for matching.
 */
export interface Segment {
  text: string;
  folded: string;
}

const MAX_SEGMENT_CHARS = 400;
const MAX_SEGMENTS = 400;

export function segmentsOf(text: string): Segment[] {
  const out: Segment[] = [];
  for (const rawLine of text.split('\n')) {
    const line = rawLine.trim();
    if (line === '') continue;
    // A sentence ends at . ! ? followed by a space and a capital or an opening mark; "14. März"
    // (a German ordinal), "Nr. 5" and "3.5" stay whole.
    for (const part of joinOrdinals(
      line.split(/(?<=[.!?])(?<!\b(?:[Nn]r|[Nn]o|[Nn]|ca|bzw|z\.B|Inc|Ltd|Dr|Mr|Mrs|Ms|St)\.)\s+(?=[\p{Lu}¿¡"'(])/u),
    )) {
      const s = part.trim();
      if (s === '') continue;
      out.push({ text: s.slice(0, MAX_SEGMENT_CHARS), folded: foldForMatching(s.slice(0, MAX_SEGMENT_CHARS)) });
      if (out.length >= MAX_SEGMENTS) return out;
    }
  }
  return out;
}

const MONTH_START =
  /^(?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember|Jan|Feb|Mär|Apr|Jun|Jul|Aug|Sep|Okt|Nov|Dez)\b/u;

/** "14. März" is a German date, not two sentences: rejoin a part ending in a day number and a dot. */
function joinOrdinals(parts: string[]): string[] {
  const out: string[] = [];
  for (const p of parts) {
    const prev = out[out.length - 1];
    if (prev !== undefined && /(?:^|\s)\d{1,2}\.$/.test(prev) && MONTH_START.test(p))
      out[out.length - 1] = `${prev} ${p}`;
    else out.push(p);
  }
  return out;
}

/** A short verbatim quote: the segment itself, cut at a word boundary past 200 characters. */
export function quoteOf(segment: Segment): string {
  const t = segment.text;
  if (t.length <= 200) return t;
  const cut = t.slice(0, 200);
  const space = cut.lastIndexOf(' ');
  return space > 100 ? cut.slice(0, space) : cut;
}
