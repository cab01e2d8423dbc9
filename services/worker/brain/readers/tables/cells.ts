import { foldForMatching } from '../../language-fold.js';
import { decimalMarkOf, findNumbers } from '../amounts.js';
import { findDates } from '../dates.js';
import { enumChoices, enumMentions } from '../enums.js';
import type { ReadLang as Lang } from '../language.js';
import { segmentsOf } from '../segments.js';
import { bindColumns } from './columns.js';
import { SUMMARY } from './summary-row.js';
import { type Prop, type Table, type TableRead, typesOf } from './table.js';

export function typeTable(
  table: Table,
  props: Array<[string, Prop]>,
  required: readonly string[],
  lang: Lang,
  context: string,
  at: number,
): TableRead | undefined {
  if (table.rows.length === 0) return undefined;
  const columns = bindColumns(table, props, required);
  if (!columns) return undefined;
  const rows: Array<Record<string, unknown>> = [];
  // The decimal mark of each column's own cells, else of the whole text (computed once).
  const textMark = { mark: decimalMarkOf(context, lang) };
  const marks = new Map([...columns.values()].map((i) => [i, columnMark(table, i)] as const));
  for (const cells of table.rows) {
    if (SUMMARY.test(foldForMatching(cells[0] ?? '').trim())) continue;
    const row: Record<string, unknown> = {};
    for (const [name, i] of columns) {
      const prop = props.find(([n]) => n === name)![1];
      const cell = (cells[i] ?? '').trim();
      if (cell === '' || cell === '-' || cell === '–') {
        if (required.includes(name)) return undefined;
        continue;
      }
      const value = typeCell(cell, prop, lang, marks.get(i) ?? textMark, at);
      if (value === undefined) return undefined;
      row[name] = value;
    }
    rows.push(row);
  }
  if (rows.length === 0) return undefined;
  return { rows, quote: table.lines.join('\n').slice(0, 500) };
}

/** The decimal mark a column's own cells show ("24,80" and no "24.80"), if they show one. */
function columnMark(table: Table, i: number): { mark: '.' | ',' } | undefined {
  return markOf(table.rows.map((r) => r[i] ?? ''));
}

/** The decimal mark cells show: `,` for "24,80" and no "24.80", `.` for the reverse, else none. */
function markOf(cells: readonly string[]): { mark: '.' | ',' } | undefined {
  const comma = cells.some((c) => /\d,\d{1,2}(?!\d)/.test(c));
  const point = cells.some((c) => /\d\.\d{1,2}(?!\d)/.test(c));
  return comma !== point ? { mark: comma ? ',' : '.' } : undefined;
}

/** Both marks as decimals in the cells ("1,10" and "0.85"): no mark can be told. */
function bothMarks(cells: readonly string[]): boolean {
  return cells.some((c) => /\d,\d{1,2}(?!\d)/.test(c)) && cells.some((c) => /\d\.\d{1,2}(?!\d)/.test(c));
}

/** A column's decimal mark; `mixed` when its cells (or, showing none, the table's) show both. */
export interface CellMark {
  mark: '.' | ',' | undefined;
  mixed?: boolean;
}

/**
 * The decimal mark of each column of a table, by header: the column's own cells', else the whole
 * table's ("1,250" beside "0,85" in a file of decimal commas is 1.25), else none; a column whose
 * cells show both marks, or that shows none in a table that shows both, is `mixed` (its figures
 * with a separator are not read: source-reader.ts).
 */
export function headerMarks(table: Table): Map<string, CellMark> {
  const cells = table.rows.flat();
  const whole = markOf(cells);
  return new Map(
    table.header?.map((h, i) => {
      const own = table.rows.map((r) => r[i] ?? '');
      const mark: CellMark = columnMark(table, i) ??
        (bothMarks(own) ? undefined : whole) ?? {
          mark: undefined,
          ...(bothMarks(own) || bothMarks(cells) ? { mixed: true } : {}),
        };
      return [h.trim(), mark] as const;
    }) ?? [],
  );
}

/** A cell's one number read in its table's own locale, or undefined when it holds none or several. */
export function cellNumber(cell: string, lang: Lang, mark: { mark: '.' | ',' | undefined }): number | undefined {
  const ns = findNumbers(cell, lang, mark).filter((n) => !n.percent);
  return ns.length === 1 ? ns[0]!.value : undefined;
}

/** A cell as its property wants it, or undefined when it cannot be read surely. */
function typeCell(cell: string, prop: Prop, lang: Lang, context: { mark: '.' | ',' | undefined }, at: number): unknown {
  const types = typesOf(prop);
  const choices = enumChoices(prop);
  if (choices) {
    const m = enumMentions(segmentsOf(cell), choices.values, choices.labels);
    return m.length === 1 ? m[0]!.value : undefined;
  }
  if (types.includes('number') || types.includes('integer')) {
    const ns = findNumbers(cell, lang, context).filter(
      (n) => !n.percent || /percent|pct|%/i.test(String(prop['description'] ?? '')),
    );
    if (ns.length !== 1) return undefined;
    const v = ns[0]!.value;
    if (types.includes('integer') && !types.includes('number') && !Number.isInteger(v)) return undefined;
    return v;
  }
  if (types.includes('boolean')) {
    const f = foldForMatching(cell);
    if (/^(?:yes|y|ja|oui|si|sim|x|✓|✔|true)$/.test(f)) return true;
    if (/^(?:no|n|nein|non|nee|nao|false|-)$/.test(f)) return false;
    return undefined;
  }
  if (prop['format'] === 'date' || prop['format'] === 'date-time') {
    const ds = findDates(cell, lang, at);
    return ds.length === 1 ? (prop['format'] === 'date' ? ds[0]!.date : ds[0]!.dateTime) : undefined;
  }
  return cell.length <= 200 ? cell : undefined;
}
