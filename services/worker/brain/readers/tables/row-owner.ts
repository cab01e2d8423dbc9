import { type Prop, typesOf } from '../field-readers.js';
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
  const numberProps = props.filter(([, pr]) => typesOf(pr).some((t) => t === 'number' || t === 'integer'));
  if (numberProps.length < 2 || !numberProps.some(([n]) => n === name)) return false;
  const cells = pairs.map((p) => p.value);
  const row = new Set(cells.filter((c) => /\p{L}/u.test(c)).flatMap((c) => namingWords(c).flatMap(stems)));
  const own = new Map(numberProps.map(([n, pr]) => [n, fieldStems(n, pr)]));
  const shared = (s: string) => [...own.values()].every((ws) => ws.has(s));
  const score = (n: string) => [...own.get(n)!].filter((s) => !shared(s) && row.has(s)).length;
  const mine = score(name);
  return numberProps.some(([n]) => n !== name && score(n) > mine);
}

function fieldStems(name: string, prop: Prop): Set<string> {
  const text = `${splitName(name).join(' ')} ${typeof prop['description'] === 'string' ? prop['description'] : ''}`;
  return new Set(namingWords(text).flatMap(stems));
}
