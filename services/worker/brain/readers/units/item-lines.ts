import type { Segment } from '../segments.js';
import type { PricePerUnit } from './price-per-unit.js';

/**
 * Which price of a price list is the field's when several prices per its unit are written, each
 * on a line of its own that opens with the item it prices ("aguacate Hass cal. 18 de Málaga
 * 3,45 €/kg", "mango Osteen 2,20 €/kg", "limón 1,10 €/kg"), and which prices name another field's
 * item only.
 *
 * `own`: the field's own subject words that no other price field of the schema shares (folded);
 * `rivals`: the other price fields' own words that this field does not share.
 */
export function namesOnlyRival(folded: string, own: readonly string[], rivals: readonly string[]): boolean {
  return rivals.some((w) => hasWord(folded, w)) && !own.some((w) => hasWord(folded, w));
}

/**
 * The one price whose line names the field's own words, when every other price stands on an item
 * line of its own that names none of them: a line that opens with a word (not a linking word such
 * as "with", "con", "mit", "plus") and writes no figure before its price (so "A partir de 100 kg:
 * 3,20 €/kg", a tier of the same item, keeps the field asked). Undefined when no single price is so named.
 */
export function priceOnOwnLine<T extends { value: number; segment: number; index: number }>(
  candidates: readonly T[],
  segments: readonly Segment[],
  own: readonly string[],
): T | undefined {
  if (own.length === 0) return undefined;
  // Every price stands on a short line of a list, its item before it: never a sentence ("Bei
  // Anlieferung lose im Silo-LKW reduziert sich der Preis um 35,00 € je Tonne").
  if (!candidates.every((c) => (segments[c.segment]?.folded.slice(0, c.index).trimStart().length ?? HEAD) < HEAD))
    return undefined;
  const named = candidates.filter((c) => own.some((w) => hasWord(segments[c.segment]?.folded ?? '', w)));
  if (new Set(named.map((c) => c.value)).size !== 1) return undefined;
  const others = candidates.filter((c) => !named.includes(c));
  const namedSegments = new Set(named.map((c) => c.segment));
  const itemLine = (c: T) => {
    const head = segments[c.segment]?.folded.slice(0, c.index) ?? '';
    const first = /^\s*(?:[-*•·]\s*)?(\p{L}{3,})/u.exec(head)?.[1];
    return !namedSegments.has(c.segment) && first !== undefined && !LINKING.test(first) && !/\d/.test(head);
  };
  return others.every(itemLine) ? named[0] : undefined;
}

/** How long an item line's text before its price may be (characters). */
const HEAD = 48;

/** Words that open a line continuing the one before ("with delivery …", "con transporte …", "ab 100 kg …"), in the seven languages (folded). */
const LINKING =
  /^(?:with|and|plus|incl\w*|excl\w*|from|for|per|or|but|then|mit|und|oder|aber|inkl\w*|zzgl|ab|fur|avec|et|ou|mais|pour|des|con|y|o|pero|desde|para|por|sin|e|ma|senza|da|dal|met|en|of|maar|vanaf|voor|com|mas|sem|also|auch|aussi|tambien|anche|ook|tambem|same|idem)$/;

function hasWord(folded: string, word: string): boolean {
  let at = folded.indexOf(word);
  while (at >= 0) {
    if (at === 0 || !/[\p{L}\d]/u.test(folded[at - 1]!)) return true;
    at = folded.indexOf(word, at + 1);
  }
  return false;
}

/**
 * The fields left unsure by prices per their unit that differ, when the other prices are values
 * read for other fields and the one left stands on a line naming the field's own words: that one
 * (`read`: the values read so far; `own`: each field's own words).
 */
export function pricesLeftByOthers(
  perUnit: ReadonlyMap<string, PricePerUnit>,
  read: Readonly<Record<string, { value: unknown }>>,
  segments: readonly Segment[],
  own: (name: string) => string[],
): Array<[string, { value: number; segment: number; index: number }]> {
  const out: Array<[string, { value: number; segment: number; index: number }]> = [];
  for (const [name, price] of perUnit) {
    if (name in read || !price.unsure || !price.candidates) continue;
    const others = new Set(
      Object.entries(read).flatMap(([o, v]) => (o !== name && typeof v.value === 'number' ? [v.value] : [])),
    );
    const left = price.candidates.filter((c) => !others.has(c.value));
    // Candidates are two values or more: one left means the others were read for other fields.
    if (left.length !== 1) continue;
    const one = priceOnOwnLine(left, segments, own(name));
    if (one) out.push([name, one]);
  }
  return out;
}
