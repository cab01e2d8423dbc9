import { findDates } from './dates.js';
import { findNumbers, WRITTEN_FIGURE } from './amounts.js';
import { FIGURE_WORDS, isDateProp, isMoneyProp, termsOf, type References } from './field-readers.js';
import { relevance } from './field-terms.js';
import { detectReadLanguage as detectLanguage } from './language.js';
import { quoteOf, segmentsOf, type Segment } from './segments.js';
import { foldForMatching } from '../language-fold.js';
import {
  CORRECTION,
  DENIED_BEFORE,
  deniesDay,
  keepsOlderFigure,
  keepsTheRest,
  namesCorrection,
  saysUnchanged,
  TYPO_NAMED,
} from '../guards/corrections.js';
import { namedAnId } from './identifiers.js';
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
  const oldDay = isDate ? Number((old as string).slice(8, 10)) : 0;
  for (let i = 0; i < newer.length; i++) {
    const s = newer[i]!;
    if (s.attachmentId) continue;
    const lang = detectLanguage(s.text);
    const segments = segmentsOf(s.text);
    const cue = segments.findIndex((seg) => namesCorrection(seg.folded));
    // "Everything else stands", "Die Deckungssumme bleibt unverändert": the text corrects another
    // value, not this one.
    const own = { terms: termsOf(field, prop), money: isMoneyProp(field, prop) };
    if (keptAsItWas(segments, own, old, lang, isNumber ? undefined : oldDay, s.at)) continue;
    // The old figure's digits in another order ("4,710" a minute after "4,170": a swapped pair),
    // after a cue or without one, read from the digits as written (a short message's language
    // may not say how "4.710" groups its thousands).
    if (isNumber) {
      // Without a cue, a text that still writes the old figure undenied ("2,890 or 2,980") corrects nothing.
      const restated = cue < 0 && segments.some((seg) => writesUndenied(seg, old as number));
      const swapped = restated ? [] : permutationsIn(cue >= 0 ? segments.slice(cue) : segments, old as number, cue < 0);
      if (swapped.length === 1) return { ...swapped[0]!, source: i };
      if (swapped.length > 1) return 'unclear';
    }
    let at = cue;
    let strong =
      cue >= 0 &&
      segments.slice(cue).some((seg) => CORRECTION.test(withoutWeakCues(seg.folded)) || TYPO_NAMED.test(seg.folded));
    // Without a cue word, a figure written against the old one corrects it too: "2,890, not
    // 2,980", "2.890 statt 2.980".
    if (at < 0 && isNumber) {
      at = segments.findIndex((seg) => denies(seg, lang, old as number));
      strong = at >= 0;
    }
    // A date written against the old one's day corrects it too: "the 14th, not the 4th".
    if (at < 0 && isDate) at = segments.findIndex((seg) => deniesDay(seg.folded, oldDay));
    if (at < 0) continue;
    const values = new Map<string, { value: unknown; segment: number }>();
    segments.forEach((seg, si) => {
      // A sentence that keeps the old figure ("the €2,980 is right, …") or adds a charge on top
      // of it ("I forgot the delivery charge of €150") gives it no new value.
      if (si < at || (isNumber && keepsOlderFigure(seg.folded))) return;
      if (isDate) {
        const ref = Date.parse(`${(old as string).slice(0, 10)}T00:00:00Z`) - 86_400_000;
        for (const d of findDates(seg.text, lang, ref))
          if (d.date !== (old as string).slice(0, 10) && !refs.dates.has(d.date) && !values.has(d.date))
            values.set(d.date, { value: d.date, segment: si });
      } else {
        // A figure that is part of a date ("valid until 15 March 2027", "the 14th") is no amount.
        for (const n of findNumbers(withoutDates(seg.text, lang, s.at), lang))
          if (
            n.value !== old &&
            !n.percent &&
            !refs.numbers.has(n.value) &&
            !values.has(String(n.value)) &&
            // A figure an id word names ("the quote number is 2219") is another thing's.
            !idBefore(seg.text, n.index)
          )
            values.set(String(n.value), { value: n.value, segment: si });
      }
    });
    if (isDate) {
      // The old day written denied ("… 21 or 22 December, not the 3rd") with no one new date read:
      // the old date is taken back, and the field is asked for.
      if (values.size === 0 && segments.slice(at).some((seg) => deniesDay(seg.folded, oldDay))) return 'unclear';
      if (values.size === 0) continue;
      if (values.size > 1) return 'unclear';
      const [only] = [...values.values()];
      return { value: only!.value, quote: quoteOf(segments[only!.segment]!), source: i };
    }
    // A corrected figure is of the old one's size ("2,890" for "2,980", "45" for "450"); a figure
    // far from it ("the 40 chairs", "the 14th") is another thing's.
    const near = [...values.values()].filter((v) => sameSize(v.value as number, old as number));
    if (near.length > 1) return 'unclear';
    if (near.length === 1) return { value: near[0]!.value, quote: quoteOf(segments[near[0]!.segment]!), source: i };
    // A typo named as such, with figures after it that are not the old one's size or that could not
    // be read: what the new value is is unclear, and the old one is not delivered.
    // A date written after the cue ("sorry, I meant Friday the 14th") is a date's correction, not a figure's.
    // Unless its sentence names a price or figure ("that price was wrong, the right figure follows on the 12th").
    const figureAfter = (seg: Segment) =>
      (!keepsOlderFigure(seg.folded) && /\d/.test(withoutDates(seg.text, lang, s.at))) ||
      (/\d/.test(seg.text) && relevance(seg, FIGURE_WORDS) > 0);
    if (strong && segments.slice(at).some(figureAfter)) return 'unclear';
  }
  return undefined;
}

/**
 * Whether the newer text says this field's value stays as it was: a sentence that keeps the rest
 * ("everything else stands", "der Rest bleibt", "le reste est inchangé", "il resto rimane
 * invariato") while no other sentence writes a value that could be this field's new one (an
 * amount or a bare figure for a money field ("the rate is 18.50 an hour" corrects a £15.80
 * rate), a bare figure for a count or a duration, a date for a date; a figure
 * written denied is nobody's new value), or a sentence naming the field as unchanged with no
 * such value ("Die Deckungssumme bleibt unverändert"). Never when the text writes the old value
 * denied ("18.50, not 15.80"; "the 14th, not the 4th").
 */
function keptAsItWas(
  segments: readonly Segment[],
  field: { terms: readonly string[]; money: boolean },
  old: unknown,
  lang: ReturnType<typeof detectLanguage>,
  oldDay: number | undefined,
  at: number,
): boolean {
  const isDate = oldDay !== undefined;
  if (segments.some((seg) => (isDate ? deniesDay(seg.folded, oldDay) : denies(seg, lang, old as number)))) return false;
  const denied = new Set(
    segments.flatMap((seg) =>
      findNumbers(seg.text, lang)
        .filter((n) => DENIED_BEFORE.test(foldForMatching(seg.text.slice(Math.max(0, n.index - 24), n.index))))
        .map((n) => n.value),
    ),
  );
  // A money field's rival is an amount or a bare figure ("the rate is 18.50 an hour"), never a count ("4 hours").
  const kindOf = (text: string, n: { currency?: string; end: number }) =>
    field.money
      ? Boolean(n.currency) || !COUNTED_AFTER.test(foldForMatching(text.slice(n.end, n.end + 14)))
      : !n.currency;
  const rival = (seg: Segment) => {
    if (isDate) return findDates(seg.text, lang, at).some((d) => d.date !== String(old).slice(0, 10));
    const text = withoutDates(seg.text, lang, at);
    return findNumbers(text, lang).some(
      (n) => n.value !== old && !n.percent && !denied.has(n.value) && kindOf(text, n),
    );
  };
  const rest = segments.findIndex((seg) => keepsTheRest(seg.folded));
  if (rest >= 0 && !segments.some(rival)) return true;
  return segments.some((seg) => saysUnchanged(seg.folded) && relevance(seg, field.terms) > 0 && !rival(seg));
}

/** A count's unit written right after a bare figure ("4 hours", "3 Stunden", "2 jours"): no amount of money. */
const COUNTED_AFTER =
  /^\s*(?:hours?|hrs?|stunden?|std|heures?|horas?|ore|uur|days?|tage?n?|jours?|dias?|giorni|dagen|weeks?|wochen?|semaines?|semanas?|settimane?|weken|minutes?|minuten?|minutos?|minuti|people|persons?|personen|personnes|personas|persone|pessoas)\b/;

/** Whether an id word names the figure at `index` ("the quote number is 2219"). */
function idBefore(text: string, index: number): boolean {
  const before = foldForMatching(text.slice(Math.max(0, index - 30), index));
  return namedAnId(before, { index: before.length });
}

/** The text with the dates it writes, and days written as ordinals ("not the 13th", "le 13e"), blanked out. */
function withoutDates(text: string, lang: ReturnType<typeof detectLanguage>, at: number): string {
  let out = text;
  for (const [a, b] of dateSpans(text, lang, at)) out = out.slice(0, a) + ' '.repeat(b - a) + out.slice(b);
  return out;
}

/** Where the text writes a date (the date readers' spans) or a day as an ordinal ("the 13th", "le 13e"). */
function dateSpans(text: string, lang: ReturnType<typeof detectLanguage>, at: number): Array<[number, number]> {
  const spans: Array<[number, number]> = findDates(text, lang, at).map((d) => [d.index, d.index + d.text.length]);
  for (const m of text.matchAll(ORDINAL_DAY)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  return spans;
}

const ORDINAL_DAY = /\b\d{1,2}(?:st|nd|rd|th|er|e|º|°)(?!\p{L})/gu;

/** Whether the figure is within a factor of ten of the old one (a typo's slip of a zero included). */
function sameSize(value: number, old: number): boolean {
  if (old === 0 || value === 0) return value === old;
  const r = Math.abs(value / old);
  return r >= 0.1 && r <= 10;
}

/** Whether the segment writes the old figure denied ("2,890, not 2,980") beside another figure. */
function denies(seg: Segment, lang: ReturnType<typeof detectLanguage>, old: number): boolean {
  const ns = findNumbers(seg.text, lang);
  if (!ns.some((n) => n.value !== old && !n.percent)) return false;
  return ns.some(
    (n) => n.value === old && DENIED_BEFORE.test(foldForMatching(seg.text.slice(Math.max(0, n.index - 24), n.index))),
  );
}

/** Figures of the newer text that are the old one's digits in another order (at least three digits). */
function permutationsIn(
  segments: readonly Segment[],
  old: number,
  adjacentOnly: boolean,
): Array<Hit & { value: number }> {
  if (!Number.isInteger(old) || old < 100) return [];
  const key = [...String(Math.abs(old))].sort().join('');
  const out = new Map<number, Hit & { value: number }>();
  for (const seg of segments)
    for (const m of seg.text.slice(0, 2_000).matchAll(WRITTEN_FIGURE)) {
      const digits = m[0].replace(/\D/g, '');
      const value = Number(digits);
      if (digits.length !== key.length || value === Math.abs(old) || [...digits].sort().join('') !== key) continue;
      // Without a cue word only the commonest slip, two neighbouring digits swapped ("4,710" for "4,170").
      if (adjacentOnly && !neighboursSwapped(digits, String(Math.abs(old)))) continue;
      if (!out.has(value)) out.set(value, { value, quote: quoteOf(seg) });
    }
  return [...out.values()];
}

function neighboursSwapped(a: string, b: string): boolean {
  const diff = [...a].flatMap((c, k) => (c === b[k] ? [] : [k]));
  return diff.length === 2 && diff[1] === diff[0]! + 1;
}

/** Cue words that may be an apology or a "rather" about something else ("pardon", "perdón", "scusate", "plutôt"). */
const WEAK_CUES =
  /\b(?:pardon|perdon|scusate|rather|plutot|anzi|mejor dicho|besser gesagt|genauer gesagt)\b(?![,:;]?\s{0,3}[-\u2013\u2014]?\s{0,3}[€$£]?\s?\d)/g;

function withoutWeakCues(folded: string): string {
  return folded.replace(WEAK_CUES, ' ');
}

/** Whether the segment writes the figure's digits without a denial right before them. */
function writesUndenied(seg: Segment, old: number): boolean {
  const key = String(Math.abs(old));
  for (const m of seg.text.slice(0, 2_000).matchAll(WRITTEN_FIGURE)) {
    if (m[0].replace(/\D/g, '') !== key) continue;
    const at = m.index ?? 0;
    if (!DENIED_BEFORE.test(foldForMatching(seg.text.slice(Math.max(0, at - 24), at)))) return true;
  }
  return false;
}
