import { COUNT_SOURCE, countValue } from './units/denominator-count.js';
import { type AskedCount, sameCountedThing } from './tables/row-choice.js';

/**
 * A volume tier written in prose: an amount its own clause offers from a quantity on ("ab 50
 * Kartons könnten wir 39,90 € pro Karton anbieten", "from 100 pieces it's £2.10", "à partir de
 * 20 caisses : 15 €", "a partir de 10 cajas, 8 €", "vanaf 25 dozen € 3,10", "a partire da 50
 * cartoni 39 €", "a partir de 20 caixas 15 €"). When the client's texts give their quantity of
 * the same thing and it is below the tier's threshold, the amount is the price of another
 * quantity: never the field's value. Without a quantity of the client's it stays a rival (the
 * brain asks rather than pick a tier).
 *
 * Plain alternations over a bounded window of folded text: linear in the counterparty's text.
 */

const FROM_WORDS = [
  'from',
  'for orders of',
  'on orders of',
  'ab',
  'bei abnahme von',
  'bei abnahme ab',
  'a partir de',
  "a partir d'",
  'des',
  'desde',
  'a partire da',
  'vanaf',
  'bij afname van',
].join('|');

/** "ab 50 Kartons": the threshold and the word of what it counts. */
const FROM_COUNT = new RegExp(`(?:^|[^\\p{L}])(?:${FROM_WORDS})\\s+(${COUNT_SOURCE})\\s*(\\p{L}{3,})`, 'gu');

/** How far before an amount its tier may open, within its sentence. */
const REACH = 80;

/**
 * Whether the amount spanning [index, end) of the folded sentence is offered from a quantity above
 * every quantity of that thing the client wrote (`asked`).
 */
export function aboveClientQuantity(folded: string, index: number, end: number, asked: readonly AskedCount[]): boolean {
  const head = folded.slice(Math.max(0, index - REACH), index);
  // Its own clause: back to the sentence's start or the previous amount's currency.
  const cut = Math.max(head.lastIndexOf('. '), head.lastIndexOf('\n'), head.search(/[€$£][^€$£]*$/));
  const before = cut >= 0 ? head.slice(cut + 1) : head;
  const after = folded.slice(end, end + 48).split(/[.;\n!?]/)[0] ?? '';
  const tiers = [...before.matchAll(FROM_COUNT), ...after.matchAll(FROM_COUNT)];
  for (const t of tiers) {
    const threshold = countValue(t[1]!);
    if (threshold === undefined || threshold < 2) continue;
    const mine = asked.filter((q) => !q.factor && q.noun !== '' && sameCountedThing(q.noun, [t[2]!]));
    if (mine.length > 0 && mine.every((q) => q.value < threshold)) return true;
  }
  return false;
}
