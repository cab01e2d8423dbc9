import { codeWords } from './enums.js';
import { DAY_PART_WORDS, TIME_OF_DAY } from './lexicons/time-of-day.js';
import type { Segment } from './segments.js';

/**
 * A value named by words that a more specific value of the same enum also holds: `next_day`
 * read from "next working day service, guaranteed before 12 noon" when the enum also has
 * `next_day_am`. The longer value wins when its sentence says its other words too (a part of
 * the day by DAY_PART_WORDS: "before 12 noon", "vormittags", "avant midi"; another word as
 * written); a sentence that says some of them, or a time of day the value's name does not
 * hold, leaves it open (null: the field is asked); a sentence that says none keeps the value.
 */
export function refinedValue(
  seg: Segment,
  value: string | number | boolean,
  values: readonly unknown[],
): string | number | boolean | null {
  const own = codeWords(value) ?? (typeof value === 'string' ? [value.toLowerCase()] : undefined);
  if (!own) return value;
  const wider = values
    .filter((w): w is string => typeof w === 'string' && w !== value)
    .map((w) => ({ w, words: codeWords(w) ?? [] }))
    .filter(({ words }) => words.length > own.length && own.every((o) => words.includes(o)));
  if (wider.length === 0) return value;
  const said = wider.map(({ w, words }) => {
    const extra = words.filter((x) => !own.includes(x));
    const hits = extra.filter((x) => saysWord(seg.folded, x));
    return { w, all: hits.length === extra.length, some: hits.length > 0 || extra.some((x) => timeWord(x, seg)) };
  });
  const complete = said.filter((s) => s.all);
  if (complete.length === 1) return complete[0]!.w;
  if (complete.length > 1 || said.some((s) => s.some)) return null;
  return value;
}

function saysWord(folded: string, word: string): boolean {
  const part = DAY_PART_WORDS[word];
  if (part) return part.test(folded);
  return new RegExp(`(?<![\\p{L}\\d])${word}(?![\\p{L}\\d])`, 'u').test(folded);
}

/** A word of a part of the day (`am`, `pm`) whose sentence gives a time it cannot place. */
function timeWord(word: string, seg: Segment): boolean {
  return DAY_PART_WORDS[word] !== undefined && TIME_OF_DAY.test(seg.folded);
}
