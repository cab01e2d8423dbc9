import { type CellMark, headerMarks } from './cells.js';
import type { ReadLang } from '../language.js';
import { chooseRow, type RowAsk } from './row-choice.js';
import { spacedRows } from './spaced-rows.js';
import { textTables } from './text-tables.js';

/**
 * The row a text table is about (row-choice.ts) as header → cell pairs, like a `field: value`
 * line each: "Price per seat / year" → "$126.00" from the tier row that holds the client's 60
 * seats. Tables without a header, or where no row is sure, give nothing. The row's line is kept
 * verbatim for evidence.
 */
export interface TableRecord {
  pairs: Array<{ header: string; value: string }>;
  row: string;
  /** Each header's decimal mark, from its column's cells (cells.ts). */
  marks: Map<string, CellMark>;
}

export function tableRecords(
  text: string,
  ask: RowAsk,
  /** An attachment's text, in its language: a PDF's item rows one space apart are read too (spaced-rows.ts). */
  document?: { lang: ReadLang },
): TableRecord[] {
  const out: TableRecord[] = [];
  const spaced = document ? spacedRows(text.split('\n').slice(0, 2_000), document.lang) : [];
  for (const t of [...textTables(text), ...spaced]) {
    if (!t.header) continue;
    const i = chooseRow(t.header, t.rows, ask);
    if (i === undefined) continue;
    const cells = t.rows[i]!;
    const pairs = t.header
      .map((h, c) => ({ header: h.trim(), value: (cells[c] ?? '').trim() }))
      .filter((p) => p.header !== '' && p.value !== '');
    const row = t.lines.find((l) => cells.every((c) => l.includes(c))) ?? cells.join('  ');
    if (pairs.length > 0) out.push({ pairs, row, marks: headerMarks(t) });
  }
  return out;
}
