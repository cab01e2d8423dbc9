import { bindRecord } from '../line-values.js';
import type { Props } from '../read-source.js';
import { textTables } from './text-tables.js';

/**
 * The row lines (without the header) of each text or HTML table of a mail, by the field its column
 * names: a figure of one of them belongs to a row, never to the field by prose (source-reader.ts).
 */
export function rowLinesByField(text: string, props: Props): Map<string, string[]> {
  const byField = new Map<string, string[]>();
  for (const t of textTables(text)) {
    if (!t.header || t.rows.length < 2) continue;
    for (const { name } of bindRecord(
      props,
      t.header.map((header) => ({ header })),
    ))
      byField.set(name, [...(byField.get(name) ?? []), ...t.lines.slice(1).map((l) => l.trim())]);
  }
  return byField;
}

/** Whether a prose segment is (part of) one of a table's row lines. */
export function inTableRow(segment: string, lines: readonly string[] | undefined): boolean {
  const text = segment.trim();
  return text !== '' && (lines ?? []).some((l) => l.includes(text) || text.includes(l));
}
