import { isNumberProp } from '../prop-kinds.js';
import { type Prop } from '../field-readers.js';
import { splitName } from '../field-terms.js';
import { namingWords, stems } from './named-row.js';

/**
 * Whether a table row read for a number field names another number field of the schema more than
 * it names this one: a rate card's row "Retrieval - next day, per box, 3.75" is the next-day
 * retrieval price, never the storage price per box and month, though both are per box in GBP. A
 * field is named by its own words (its name's words and its description's) that not every number
 * field of the schema holds; the row, by the words of its cells. A row that names another field's
 * words more than this field's gives this field nothing (asked).
 */
export function rowNamesOtherField(
  pairs: ReadonlyArray<{ value: string }>,
  name: string,
  props: ReadonlyArray<readonly [string, Prop]>,
): boolean {
  const numberProps = numberPropsOf(props);
  if (numberProps.length < 2 || !numberProps.some(([n]) => n === name)) return false;
  const score = rowScores(pairs, numberProps, 1);
  const mine = score(name);
  return numberProps.some(([n]) => n !== name && score(n) > mine);
}

/**
 * A CSV row read as one record with its header: the row's one money cell is the amount of the
 * field its other cells name ("Storage - standard;per box per month;0.36" under
 * "service;unit;price_gbp" is storagePerBoxPerMonth's 0.36, though the price cell alone names
 * nothing but a currency). The index of that cell, or undefined when the row names none of the
 * field's own words (four letters or more: "storage", not "per"), names another number field
 * more, or holds no money cell or two (which one is the field's, the row does not say).
 */
export function recordAmountCell(
  pairs: ReadonlyArray<{ header: string; value: string }>,
  name: string,
  props: ReadonlyArray<readonly [string, Prop]>,
  isMoney: (pair: { header: string; value: string }) => boolean,
): number | undefined {
  const numberProps = numberPropsOf(props);
  if (!numberProps.some(([n]) => n === name)) return undefined;
  const score = rowScores(pairs, numberProps, 4);
  const mine = score(name);
  if (mine === 0 || numberProps.some(([n]) => n !== name && score(n) >= mine)) return undefined;
  const money = pairs.flatMap((p, i) => (/\d/.test(p.value) && isMoney(p) ? [i] : []));
  return money.length === 1 ? money[0] : undefined;
}

function numberPropsOf(props: ReadonlyArray<readonly [string, Prop]>): ReadonlyArray<readonly [string, Prop]> {
  return props.filter(([, pr]) => isNumberProp(pr));
}

/**
 * How many of each number field's own stems the row's text cells name: its name's and
 * description's words (of `least` letters or more) that not every number field holds.
 */
function rowScores(
  pairs: ReadonlyArray<{ value: string }>,
  numberProps: ReadonlyArray<readonly [string, Prop]>,
  least: number,
): (name: string) => number {
  const cells = pairs.map((p) => p.value);
  const row = new Set(cells.filter((c) => /\p{L}/u.test(c)).flatMap((c) => namingWords(c).flatMap(stems)));
  const own = new Map(numberProps.map(([n, pr]) => [n, fieldStems(n, pr)]));
  const shared = (s: string) => numberProps.length > 1 && [...own.values()].every((ws) => ws.has(s));
  return (n: string) => [...(own.get(n) ?? [])].filter((s) => s.length >= least && !shared(s) && row.has(s)).length;
}

function fieldStems(name: string, prop: Prop): Set<string> {
  const text = `${splitName(name).join(' ')} ${typeof prop['description'] === 'string' ? prop['description'] : ''}`;
  return new Set(namingWords(text).flatMap(stems));
}
