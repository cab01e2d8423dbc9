import { foldForMatching } from '../language-fold.js';
import type { EnumMention } from './enums.js';
import type { Segment } from './segments.js';
import { weekdayValue } from './list-names.js';

/**
 * Helpers for list fields read from prose (list-field.ts), on folded text, in the seven
 * reading languages:
 * - `cognateLabels`: the words a text uses for an enum value in another language: a value of
 *   one long word by its cognates ("vegetarian" ← "vegetarisch", "végétarien", "vegetariano"),
 *   an `x_free` value by the language's way of saying it ("glutenfrei", "sans gluten", "sin
 *   lactosa", "senza glutine", "glutenvrij", "sem lactose");
 * - `orderedRanges`: the values between two weekday or size values a range joins ("Monday to
 *   Wednesday", "de lunes a miércoles", "von Montag bis Mittwoch", "du lundi au mercredi", "dal
 *   lunedì al mercoledì", "van maandag tot woensdag", "de segunda a quarta", "S up to XXL");
 * - `CONDITION`: an item offered only under a condition ("only from 10 pallets", "except in
 *   August", "nur beim Buffet …", "sauf en août", "salvo en agosto", "solo se", "alleen als"):
 *   the list is then not sure and is asked for, never delivered with or without the item; a
 *   condition that only asks for notice (`NOTICE_ONLY`: "if you tell us in advance") is none.
 */

const FREE_FORMS = [
  (n: string) => [`${n}-free`, `${n} free`, `free of ${n}`],
  (n: string) => [`${n}frei`, `${n}-frei`],
  (n: string) => [`sans ${n}`],
  (n: string) => [`sin ${n}`],
  (n: string) => [`senza ${n}`],
  (n: string) => [`${n}vrij`, `${n}-vrij`],
  (n: string) => [`sem ${n}`],
];

/** k and c, tt and ct spelled alike ("Laktose", "lattosio" and "lactose"). */
const spelling = (w: string) => w.replace(/k/g, 'c').replace(/tt/g, 'ct');

/** The words and phrases of the text that name each value (see the file comment). */
export function cognateLabels(values: readonly unknown[], segments: readonly Segment[]): Map<unknown, string[]> {
  const out = new Map<unknown, string[]>();
  const words = new Set<string>();
  const pairs = new Set<string>();
  for (const s of segments) {
    const ws = s.folded.match(/[\p{L}-]+/gu) ?? [];
    ws.forEach((w, i) => {
      words.add(w);
      if (i + 1 < ws.length) pairs.add(`${w} ${ws[i + 1]}`);
    });
  }
  for (const v of values) {
    if (typeof v !== 'string') continue;
    const parts = foldForMatching(v).split(/[_\s-]+/);
    const found: string[] = [];
    if (parts.length === 2 && parts[1] === 'free' && parts[0]!.length >= 4) {
      const stem = spelling(parts[0]!).slice(0, 4);
      for (const w of words) {
        const sw = spelling(w);
        if (sw.startsWith(stem) && /(?:-?frei\p{L}{0,2}|-?vrij\p{L}?|-free)$/u.test(w)) found.push(w);
      }
      for (const pair of pairs) {
        const [a, b] = pair.split(' ') as [string, string];
        if (['sans', 'sin', 'senza', 'sem', 'without'].includes(a) && spelling(b).startsWith(stem)) found.push(pair);
      }
      for (const form of FREE_FORMS) found.push(...form(parts[0]!));
    } else if (parts.length === 1 && parts[0]!.length >= 5) {
      // Six letters in common, or the whole of a shorter value and a short ending ("vegan" → "vegano").
      const whole = parts[0]!.length < 6;
      const stem = spelling(parts[0]!).slice(0, 6);
      for (const w of words)
        if (w !== parts[0] && spelling(w).startsWith(stem) && (!whole || w.length <= parts[0]!.length + 3))
          found.push(w);
    }
    if (found.length > 0) out.set(v, [...new Set(found)]);
  }
  return out;
}

/** What may join the two ends of a range ("to", "-", "up to", "bis", "au", "a", "al", "tot", "até"). */
const RANGE_JOIN =
  /^\s*(?:-|–|to|through|thru|till|until|(?:right |all the way )?up to|bis|bis zur?|au|a la|jusqu'au|jusqu'a la|a|a la|a las|al|alla|fino al|fino alla|tot en met|tot|t\/m|ate|ate a|ao|through to)\s*$/;

/** Clothing sizes, whose schema order is their order (XS, S, M, L, XL, XXL, 3XL). */
const SIZE = /^(?:\d?x{0,3}[sl]|m|\d?xl|xx?l|xxs)$/i;

/**
 * The values inside a range two mentions make ("Monday to Wednesday" → Tuesday too, "S to XL"
 * → M and L), when the values are ordered: weekdays, or clothing sizes in the schema's order.
 * Undefined when a range joins two values of no known order ("Lyon to Grenoble"): the list is
 * not sure. `mentions` are of one segment's folded text.
 */
export function orderedRanges(
  folded: string,
  mentions: readonly (EnumMention & { end: number })[],
  values: readonly unknown[],
): string[] | undefined {
  const strings = values.filter((v): v is string => typeof v === 'string');
  const sizes = strings.length === values.length && strings.every((v) => SIZE.test(v));
  const rank = (v: unknown) => (sizes ? strings.indexOf(String(v)) : weekdayValue(v, values));
  const byRank = new Map<number, string>();
  for (const v of strings) byRank.set(rank(v), v);
  byRank.delete(-1);
  const out: string[] = [];
  const sorted = [...mentions].sort((a, b) => a.index - b.index);
  for (let i = 0; i + 1 < sorted.length; i++) {
    const a = sorted[i]!;
    const b = sorted[i + 1]!;
    if (!RANGE_JOIN.test(folded.slice(a.end, b.index))) continue;
    const from = rank(a.value);
    // A week goes round: "Tuesday to Sunday" holds Saturday, "Saturday to Monday" Sunday.
    const to = rank(b.value) + (!sizes && rank(b.value) >= 0 && rank(b.value) < from ? 7 : 0);
    if (from < 0 || to <= from) return undefined;
    for (let d = from + 1; d < to; d++) {
      const v = byRank.get(sizes ? d : d % 7);
      if (v) out.push(v);
    }
  }
  return out;
}

/** A range opened by a word the reader does not know as a value ("from small right up to 3XL"), folded. */
const OPEN_RANGE =
  /\b(?:from|von|ab|de|du|desde|da|dal|dalla|van|vanaf)\s[^,.;:!?]{1,30}?\s(?:to|(?:right |all the way )?up to|through|till|until|bis|au|a|a la|al|alla|jusqu'au|jusqu'a la|fino al|fino alla|tot|t\/m|ate|ao)\s*$/;

/**
 * Whether an ordered value (weekday, size) ends a range whose other end is no value read
 * ("from small right up to 3XL", "von klein bis XL"): the values inside it are not known, so the
 * list is not sure. `before` is the text between the previous mention (or the sentence's start)
 * and this one.
 */
export function endsOpenRange(before: string, values: readonly unknown[]): boolean {
  const ordered =
    values.every((v) => typeof v === 'string' && SIZE.test(v)) || values.some((v) => weekdayValue(v, values) >= 0);
  return ordered && OPEN_RANGE.test(before);
}

/** An item offered only under a condition or with an exception (see the file comment). */
export const CONDITION =
  /\b(?:only|except\w*|unless|provided|as long as|from \d+|above \d+|over \d+|if|nur|ausser|ausgenommen|falls|wenn|sofern|ab \d+|seulement|uniquement|sauf|excepte|a condition|a partir de \d+|solo|solamente|unicamente|salvo|excepto|a menos que|siempre que|desde \d+|soltanto|tranne|eccetto|purche|a patto che|alleen|enkel|behalve|mits|vanaf \d+|apenas|somente|exceto|desde que)\b/;

/** A condition that only asks for notice ("if you tell us in advance", "wenn Sie uns 14 Tage vorher …"): no limit. */
export const NOTICE_ONLY =
  /\b(?:in advance|advance notice|beforehand|ahead of time|notice|vorher|im voraus|vorab|rechtzeitig|a l'avance|au prealable|prevenez|con antelacion|con antelación|por adelantado|avisan|in anticipo|preavviso|per tempo|van tevoren|vooraf|tijdig|com antecedencia|antecipadamente)\b/;

/**
 * Where a value of several words ("cloud_backup", "email_office_suite") is named by one of its
 * own words that no other value holds ("the daily backup to the cloud", "o backup diário na
 * nuvem", "e-mail e Office"), while its full name is nowhere: a mention of an item the reader
 * cannot be sure of. A list whose sentence names such an item is not read whole, so it is
 * asked (a list missing items is a wrong list); the item is never added on one word either.
 */
export function partialMentions(
  values: readonly unknown[],
  segments: readonly Segment[],
  named: ReadonlySet<unknown>,
): EnumMention[] {
  const wordsOf = (v: unknown) =>
    typeof v === 'string'
      ? foldForMatching(v.replace(/([a-z])([A-Z])/g, '$1 $2'))
          .split(/[^\p{L}\d]+/u)
          .filter((w) => w.length > 0)
      : [];
  const all = values.map(wordsOf);
  const out: EnumMention[] = [];
  values.forEach((v, k) => {
    const own = all[k]!;
    if (own.length < 2 || named.has(v)) return;
    const distinctive = own.filter((w) => w.length >= 4 && all.every((o, j) => j === k || !o.includes(w)));
    segments.forEach((seg, si) => {
      // "e-mail" and "email" alike.
      const words = seg.folded.replace(/(\p{L})-(\p{L})/gu, '$1$2');
      for (const w of distinctive) {
        const m = new RegExp(`(?<![\\p{L}\\d])${w}(?![\\p{L}\\d])`, 'u').exec(words);
        if (m) {
          out.push({ value: v as string, segment: si, index: m.index });
          return;
        }
      }
    });
  });
  return out;
}

/**
 * A word that adds to something said before ("We also wipe down the frames", "Plus we do the
 * skylights", "Außerdem …", "Nous faisons aussi …", "También …", "Inoltre …", "Ook …", "Também
 * …"), folded: a list whose first read item stands after it, in a sentence after others, has an
 * earlier item the reader did not read.
 */
export const ADDITIVE =
  /\b(?:also|too|as well|in addition|additionally|besides|plus|auch|ausserdem|zusatzlich|zudem|aussi|egalement|en plus|de plus|tambien|ademas|anche|inoltre|ook|daarnaast|bovendien|tambem|alem disso)\b/;
