import type { ReadLang as Lang } from '../language.js';
import { typeTable } from './cells.js';
import { csvTables } from './csv-tables.js';
import { isObject, type Prop, type TableRead } from './table.js';
import { textTables } from './text-tables.js';

/**
 * An array-of-objects field read from the rows of a table: a text table with pipes, aligned
 * columns (two or more spaces or a tab apart, as HTML tables are rendered), a CSV/TSV file,
 * lines with dot leaders ("Côtes du Rhône ....... 7,90 €") or item lines ("- 12 x oak chair at
 * 45.00"). Columns are bound to the item schema's properties by their headers (name, words of
 * the name and description, common abbreviations); a table without headers is bound by type
 * only when that leaves no choice. Every cell is typed by its property (a number is the one
 * number of its cell, read with the text's separators). A row that cannot be typed, or a
 * column that cannot be bound, leaves the whole array unread: the brain asks rather than
 * storing part of a table or a wrong row. Summary rows ("Total", "Summe") are not items.
 * Linear in the text: lines are split on fixed characters, never by backtracking patterns.
 */

/** The rows of the text's table for an array field whose items are objects, or undefined. */
export function readTableArray(
  text: string,
  prop: Prop,
  lang: Lang,
  opts: { csv?: boolean; at: number },
): TableRead | undefined {
  const items = isObject(prop['items']) ? prop['items'] : undefined;
  if (!items || !isObject(items['properties'])) return undefined;
  const props = Object.entries(items['properties']).filter((e): e is [string, Prop] => isObject(e[1]));
  if (props.length === 0) return undefined;
  const required = Array.isArray(items['required'])
    ? items['required'].filter((r): r is string => typeof r === 'string')
    : props.map(([n]) => n);
  const tables = opts.csv ? csvTables(text) : textTables(text);
  const reads = tables
    .map((t) => typeTable(t, props, required, lang, text, opts.at))
    .filter((r): r is TableRead => r !== undefined);
  // Two tables that both fit: which one is meant is not sure.
  return reads.length === 1 ? reads[0] : undefined;
}
