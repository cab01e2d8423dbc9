import { foldForMatching } from '../language-fold.js';
import { typesOf, type Found, type Prepared, type Prop, type References } from './field-readers.js';
import { relevance } from './field-terms.js';
import { readLanguageCodes } from './language-codes.js';
import { readEnumList } from './list-field.js';
import { listByShape } from './list-series.js';
import { wantsLanguageCodes } from './list-names.js';
import { bulletItems, inlineItems, plainItems } from './lists.js';

/** An array field from prose: enum values, language codes, numbers or the items of a list sentence. */
export function readArray(
  p: Prepared,
  terms: string[],
  prop: Prop,
  refs: References,
  /** How many other list fields the schema has: a list read by its shape alone may be theirs. */ otherLists = 0,
): Found | undefined {
  const items = (typeof prop['items'] === 'object' && prop['items'] !== null ? prop['items'] : {}) as Prop;
  const about = foldForMatching(typeof prop['description'] === 'string' ? prop['description'] : '');
  if (Array.isArray(items['enum'])) return readEnumList(p, items['enum'], terms, about, refs.asked?.[0]);
  if (typesOf(items).includes('string') && wantsLanguageCodes(about)) return readLanguageCodes(p, terms);
  const ranked = p.segments
    .map((seg, si) => ({ si, rel: relevance(seg, terms) }))
    .filter((x) => x.rel > 0)
    .sort((a, b) => b.rel - a.rel || a.si - b.si);
  const top = ranked[0];
  // No sentence names the field: the reply's one list of strings (list-series.ts).
  if (!top)
    return otherLists === 0 && typesOf(items).includes('string') ? listByShape(p, [...terms, about]) : undefined;
  if (!top || (ranked[1] && ranked[1].rel === top.rel)) return undefined;
  const seg = p.segments[top.si]!;
  const itemTypes = typesOf(items);
  if (itemTypes.includes('number') || itemTypes.includes('integer')) {
    const ns = p.numbers[top.si]!.filter((n) => !refs.numbers.has(n.value)).map((n) => n.value);
    return ns.length > 0 ? { value: ns, segment: top.si } : undefined;
  }
  const raw = seg.text.trim().endsWith(':') ? bulletItems(p.segments, top.si) : inlineItems(seg);
  // Each item an item, never the clause around it ("and to Grenoble if you order 10 pallets").
  const list = plainItems(raw);
  if (!list) return undefined;
  return list.length >= 2 || (list.length === 1 && seg.text.includes(':'))
    ? { value: list, segment: top.si }
    : undefined;
}
