import { isNumberProp } from './prop-kinds.js';
import { DEFAULT_VARIANT_WORDS } from './lexicons/variant-words.js';
import { fieldText, isMoneyProp, type Prop } from './field-readers.js';
import { subjectWords } from './other-item.js';
import { namingWords } from './tables/named-row.js';

/**
 * Money fields for variants of one item: "standard hot lunch, EUR per cover" beside "vegetarian
 * hot lunch, EUR per cover", "basic package" beside "premium package", "A4 flyers" beside "A5
 * flyers". Two such fields share the words of their item and each has words of its own, its
 * variant ("standard", "regular", "Basis…" make a field the default variant: lexicons/variant-words.ts).
 * A variant word is named by its first six letters at a word's start ("vegetarisch", "végétarien",
 * "vegetariano" name "vegetarian").
 *
 * A text that names this (non-default) variant in no sentence with a figure, while it names the
 *   other variant or the other is the default one, prices the other: its figures (tiers, an old
 *   price, the price above 150 covers) are never this field's, whatever is left once the other
 *   field took its own; the field is asked, or read from a text that names it (`unnamedVariant`).
 */

export interface Sentence {
  folded: string;
  /** How many figures the sentence holds. */
  figures: number;
}

interface Sibling {
  /** This field's variant words: its item words the sibling lacks. */
  own: string[];
  /** The sibling's variant words. */
  rival: string[];
}

export function unnamedVariant(
  name: string,
  prop: Prop,
  props: ReadonlyArray<readonly [string, Prop]>,
  sentences: readonly Sentence[],
): boolean {
  return siblingsOf(name, prop, props).some(({ own, rival }) => {
    if (own.every((w) => DEFAULT_VARIANT_WORDS.has(w))) return false;
    // Named only in a sentence without a figure ("the chef will mail you about the vegetarian
    // option"), the variant is not priced by the text.
    if (own.some((w) => sentences.some((s) => s.figures > 0 && named(s.folded, w)))) return false;
    // A sibling with no variant words of its own is the same item with fewer words ("freight rate
    // per kg" beside "total freight cost for the whole shipment"), no variant.
    return (
      rival.length > 0 &&
      (rival.every((w) => DEFAULT_VARIANT_WORDS.has(w)) || rival.some((w) => sentences.some((s) => named(s.folded, w))))
    );
  });
}

/** The other money fields that price a variant of this field's item. */
function siblingsOf(name: string, prop: Prop, props: ReadonlyArray<readonly [string, Prop]>): Sibling[] {
  if (!moneyNumber(name, prop)) return [];
  const mine = itemWords(name, prop);
  if (mine.length === 0) return [];
  const out: Sibling[] = [];
  for (const [other, pr] of props) {
    if (other === name || !moneyNumber(other, pr)) continue;
    const theirs = itemWords(other, pr);
    if (!theirs.some((w) => mine.includes(w))) continue;
    const own = mine.filter((w) => !theirs.includes(w));
    if (own.length > 0) out.push({ own, rival: theirs.filter((w) => !mine.includes(w)) });
  }
  return out;
}

function moneyNumber(name: string, prop: Prop): boolean {
  return isNumberProp(prop) && isMoneyProp(name, prop);
}

/** The words of a field's name and description that say which item it is (no price, unit, tax or currency word). */
function itemWords(name: string, prop: Prop): string[] {
  const about = fieldText(name, prop);
  return [...new Set(subjectWords(namingWords(about), about))];
}

/** A word written in folded text, by its first six letters at a word's start. */
function named(folded: string, word: string): boolean {
  const stem = word.slice(0, 6);
  let at = folded.indexOf(stem);
  while (at >= 0) {
    if (at === 0 || !/[\p{L}\d]/u.test(folded[at - 1]!)) return true;
    at = folded.indexOf(stem, at + 1);
  }
  return false;
}
