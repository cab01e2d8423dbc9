/** What the table readers share: a table as found in text, and what it reads to. */

export type Prop = Record<string, unknown>;

export interface TableRead {
  rows: Array<Record<string, unknown>>;
  /** The lines the rows came from, verbatim (for evidence). */
  quote: string;
}

export interface Table {
  header?: string[];
  rows: string[][];
  lines: string[];
}

export const MAX_ROWS = 200;

export function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

export function typesOf(prop: Prop): string[] {
  const t = prop['type'];
  const list =
    typeof t === 'string' ? [t] : Array.isArray(t) ? t.filter((x): x is string => typeof x === 'string') : [];
  return list.filter((x) => x !== 'null');
}
