import type { MemberSummary } from '../../../shared/case-groups/group-comparison.js';

/**
 * GET /case-groups/{id}/results.csv, built purely: one row per counterparty (in request order),
 * the columns `index, caseId, clientReferenceId, counterpartyName, counterpartyAddress, status,
 * resultStatus`, then one per top-level property of the members' resultSchema (or, without a
 * schema, of the results seen). RFC 4180: CRLF rows, every cell that holds a comma, quote, CR or
 * LF is quoted with quotes doubled.
 *
 * Formula injection (OWASP "CSV Injection"): a text cell that begins with `=`, `+`, `-`, `@`,
 * TAB or CR would be run as a formula by a spreadsheet; it gets a leading `'`, which makes the
 * spreadsheet show it as text. Counterparty names, addresses and every result value are
 * untrusted (a counterparty can write `=cmd|...` in its answer). Numbers are written as numbers.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === undefined || value === null) return '';
  let text: string;
  if (typeof value === 'number') text = Number.isFinite(value) ? String(value) : '';
  else if (typeof value === 'boolean') text = String(value);
  else {
    text = typeof value === 'string' ? value : JSON.stringify(value);
    if (FORMULA_START.test(text)) text = `'${text}`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const FIXED = [
  'index',
  'caseId',
  'clientReferenceId',
  'counterpartyName',
  'counterpartyAddress',
  'status',
  'resultStatus',
] as const;

/** The schema's top-level property names, else those of the results, in first-seen order. */
export function resultColumns(resultSchema: unknown, members: readonly MemberSummary[]): string[] {
  const props =
    resultSchema && typeof resultSchema === 'object'
      ? (resultSchema as { properties?: unknown }).properties
      : undefined;
  if (props && typeof props === 'object' && !Array.isArray(props)) return Object.keys(props);
  const seen = new Set<string>();
  for (const m of members)
    if (m.result && typeof m.result === 'object' && !Array.isArray(m.result))
      for (const k of Object.keys(m.result)) seen.add(k);
  return [...seen];
}

export function groupResultsCsv(resultSchema: unknown, members: readonly MemberSummary[]): string {
  const fields = resultColumns(resultSchema, members);
  // A schema field named like a fixed column keeps its own column, told apart by a prefix.
  const header = [...FIXED, ...fields.map((f) => ((FIXED as readonly string[]).includes(f) ? `result.${f}` : f))];
  const rows = [header.map(csvCell).join(',')];
  for (const m of [...members].sort((a, b) => a.index - b.index)) {
    const result =
      m.result && typeof m.result === 'object' && !Array.isArray(m.result) ? (m.result as Record<string, unknown>) : {};
    const cells: unknown[] = [
      m.index,
      m.caseId,
      m.clientReferenceId ?? '',
      m.counterparty.name,
      m.counterparty.address,
      m.status,
      m.resultStatus ?? '',
      ...fields.map((f) => (Object.hasOwn(result, f) ? result[f] : '')),
    ];
    rows.push(cells.map(csvCell).join(','));
  }
  return `${rows.join('\r\n')}\r\n`;
}
