import { NO_CHARGE } from './lexicons/no-charge.js';
import { EXCEPTED_BEFORE } from './list-whole-set.js';
import type { FoundNumber } from './amounts.js';

/**
 * Counts and labels around the items of a list (list-field.ts).
 *
 * A list field whose description asks for a count per item ("colours of which at least 6 drums
 * are in stock today", "mindestens 10 Stück je Größe") beside a reply that gives each item its own
 * count ("RAL 7016 | 4 | 20 more on the 18th"): an item whose row or clause holds a count below
 * the asked one is not surely in the list, and the list is asked, never read from what is "in
 * stock" alone.
 */

/** "at least 6", "minimum of 6", "mindestens 6", "au moins 6", "al menos 6", "almeno 6", "minstens 6", "pelo menos 6" (folded). */
const AT_LEAST =
  /\b(?:at least|a minimum of|minimum(?: of)?|min\.?|mindestens|wenigstens|au moins|au minimum|al menos|como minimo|almeno|minimo|minstens|ten minste|pelo menos|no minimo)\s+(\d{1,5})\b/;

/** The count a list field's folded description asks each item to reach, or undefined. */
export function askedCount(about: string): number | undefined {
  const m = AT_LEAST.exec(about);
  const n = m ? Number(m[1]) : Number.NaN;
  return n >= 2 ? n : undefined;
}

/**
 * Whether a mention's segment holds a bare count below `asked`, outside the mention itself (the
 * value's own digits, "RAL 7016", are its name).
 */
export function countBelow(
  numbers: readonly FoundNumber[],
  mention: { index: number; end: number },
  asked: number,
): boolean {
  return numbers.some(
    (n) =>
      !n.currency &&
      !n.percent &&
      Number.isInteger(n.value) &&
      n.value < asked &&
      (n.end <= mention.index || n.index >= mention.end),
  );
}

/**
 * The label a list item stands under in its sentence ("Out of stock: RAL 7016, RAL 9005" → "out of
 * stock"), the words from the sentence's start to the last colon before `at`; '' when none.
 */
function labelBefore(folded: string, at: number): string {
  const head = folded.slice(Math.max(0, at - 200), at);
  const colon = head.lastIndexOf(':');
  if (colon < 0 || /[.!?\n]/.test(head.slice(colon))) return '';
  const start = Math.max(
    head.lastIndexOf('. ', colon),
    head.lastIndexOf('\n', colon),
    head.lastIndexOf('! ', colon),
    -1,
  );
  return head.slice(start + 1, colon);
}

/** Whether the label an item stands under (labelBefore) says no, by the caller's test. */
export function labelSaysNo(folded: string, at: number, saysNo: (text: string) => boolean): boolean {
  const label = labelBefore(folded, at);
  return label !== '' && saysNo(label);
}

/** The exception word stands in the 40 letters before the item, within its sentence part (a
 * parenthesis does not end it: "außer der Klimaanlage (aircon)"). */
export function exceptedBefore(folded: string, at: number): boolean {
  const before = folded.slice(Math.max(0, at - 40), at);
  const cut = Math.max(
    before.lastIndexOf(','),
    before.lastIndexOf(';'),
    before.lastIndexOf('.'),
    before.lastIndexOf(':'),
  );
  return EXCEPTED_BEFORE.test(before.slice(cut + 1));
}

/**
 * A condition's own clause, from its word to the clause's end ("if the market is not on",
 * "wenn der Markt nicht ist", "a menos que no haya mercado"): its no is the condition's, not an
 * item's, so it is blanked before the no is read (the same length, so indexes hold); the item
 * is then offered under a condition, and the list is asked (CONDITION in list-items.ts).
 */
const CONDITION_CLAUSE =
  /\b(?:if|unless|provided|as long as|wenn|falls|sofern|a condition|a menos que|siempre que|purche|a patto che|mits|desde que)\b[^,;.!?:]*/g;
export function blankConditions(folded: string): string {
  return folded.replace(CONDITION_CLAUSE, (c) => ' '.repeat(c.length));
}

/**
 * "At no extra cost" says yes: the no-charge phrases (lexicons/no-charge.ts: "sin coste adicional",
 * "without extra charge", "ohne Aufpreis", "sans frais supplémentaires" …) are blanked (the same
 * length) before an item's no is looked for ("La opción vegetariana y la vegana las tenemos
 * siempre, sin coste adicional" has no "no" of either).
 */
export function blankAtNoCost(folded: string): string {
  return folded.replace(NO_CHARGE, (m) => ' '.repeat(m.length));
}
