import { MONEY } from './field-readers.js';
import { unitClassesOf } from './amount-scope.js';
import { OTHER_ITEM_AFTER, OTHER_ITEM_BEFORE } from './lexicons/cost-terms.js';
import { NOT_APART } from './negation.js';

/**
 * Whether an amount's own clause binds it to another item than the field's: an extra, an
 * add-on, something "on top" or "charged separately", a surcharge, a tourist tax or levy, a
 * deposit or an excess ("crockery comes on top at £2 a person", "€15 per extra driver",
 * "the city tax is €3 per night", "costa 90 € a parte", "Zuschlag von 40 €", "not included: for
 * that we charge €50 an hour"). Such an amount
 * is never a price field's value and no rival to the amount the field's own words name.
 *
 * Not when the field itself is about that kind of item (a surcharge field, a deposit field),
 * nor when the field's own subject is named between the marker and the amount ("extras are
 * welcome; the dinner is £40"). All checks look at bounded windows of folded text with plain
 * alternations: linear in the counterparty's text.
 */

const BEFORE_WINDOW = 70;
const AFTER_WINDOW = 35;

const CURRENCY_AFTER = /^\s*(?:[€$£]|eur|euro|euros|gbp|usd|chf)(?=\s|$)/;

/** Words of a field that say nothing about which item it is. */
const GENERIC = new Set([
  'excl',
  'incl',
  'including',
  'excluding',
  'vat',
  'mwst',
  'tva',
  'iva',
  'btw',
  'whether',
  'what',
  'which',
  'they',
  'quoted',
  'quote',
  'offer',
  'each',
  'unit',
]);

/** The field's own subject words: its terms less price, currency, unit and generic words. */
export function subjectWords(terms: readonly string[]): string[] {
  return terms.filter((t) => t.length >= 4 && !GENERIC.has(t) && !MONEY.test(t) && unitClassesOf(t).size === 0);
}

/** Whether the field is itself about an extra, a surcharge, a tax, a deposit or an excess. */
export function fieldIsOtherItem(about: string): boolean {
  OTHER_ITEM_BEFORE.lastIndex = 0;
  return OTHER_ITEM_BEFORE.test(about);
}

/**
 * Whether the amount spanning [index, end) of the folded `text` is bound by its own clause to
 * another item than the field's (whose subject words are `subject`).
 */
export function boundToOtherItem(folded: string, index: number, end: number, subject: readonly string[]): boolean {
  // The amount's own currency written after it ("9 € pro …", "40 EUR extra") belongs to it.
  const after = clauseAfter(folded.slice(end, end + AFTER_WINDOW)).replace(CURRENCY_AFTER, '');
  if (OTHER_ITEM_AFTER.test(after)) return true;
  const before = clauseBefore(folded.slice(Math.max(0, index - BEFORE_WINDOW), index));
  let marker = -1;
  OTHER_ITEM_BEFORE.lastIndex = 0;
  for (let m = OTHER_ITEM_BEFORE.exec(before); m; m = OTHER_ITEM_BEFORE.exec(before)) {
    // "with no extras", "including the surcharge", "ohne Zuschlag": the amount is the whole's.
    if (!NOT_APART.test(before.slice(Math.max(0, m.index - 16), m.index))) marker = m.index;
  }
  if (marker < 0) return false;
  // The field's own subject named after the marker binds the amount to the field.
  const rest = before.slice(marker);
  return !subject.some((w) => rest.includes(w.slice(0, Math.min(w.length, 6))));
}

/** The text before an amount back to its sentence's start or the previous figure. */
function clauseBefore(before: string): string {
  let i = before.length - 1;
  // The amount's own currency sign and spaces belong to it.
  while (i >= 0 && /[\s€$£]/.test(before[i]!)) i--;
  for (; i >= 0; i--) if (/[.;!?\d\n]/.test(before[i]!)) break;
  return before.slice(i + 1);
}

/** The text after an amount to its clause's end or the next figure. */
function clauseAfter(after: string): string {
  const stop = after.search(/[.,;:!?()\d\n]/);
  return stop >= 0 ? after.slice(0, stop) : after;
}
