import { foldForMatching } from '../language-fold.js';
import { decimalMarkOf, findNumbers } from './amounts.js';
import { splitCells } from './csv-rows.js';
import { findDates } from './dates.js';
import { enumChoices, enumMentions } from './enums.js';
import type { ReadLang as Lang } from './language.js';
import { segmentsOf } from './segments.js';

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

type Prop = Record<string, unknown>;

export interface TableRead {
  rows: Array<Record<string, unknown>>;
  /** The lines the rows came from, verbatim (for evidence). */
  quote: string;
}

interface Table {
  header?: string[];
  rows: string[][];
  lines: string[];
}

const MAX_ROWS = 200;
const SUMMARY =
  /^(?:sub ?total|total|totals|grand total|sum|summe|gesamt\w*|zwischensumme|totale|totaal|subtotaal|som|soustotal|sous total|montant total|importe total|valor total)\b/;

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

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Tables in plain text: pipes, aligned columns, dot leaders, item lines. */
export function textTables(text: string): Table[] {
  const lines = text.split('\n').map((l) => l.replace(/\r$/, ''));
  const out: Table[] = [];
  let block: string[] = [];
  const flush = () => {
    const t = tableOf(block);
    if (t) out.push(t);
    block = [];
  };
  for (const line of lines.slice(0, 2_000)) {
    if (line.trim() === '') flush();
    else if (isRule(line)) continue;
    else block.push(line);
  }
  flush();
  return out;
}

/** A line of dashes, pluses, pipes, equals and colons only: a table's rule. */
function isRule(line: string): boolean {
  const t = line.trim();
  return t.length >= 3 && /^[-+|=:\s]+$/.test(t) && /-{3}|={3}/.test(t);
}

function tableOf(block: string[]): Table | undefined {
  if (block.length < 2) return itemLines(block);
  // Pipes: every line has the same number of cells.
  if (block.every((l) => l.includes('|'))) {
    const rows = block.map((l) => pipeCells(l));
    if (rows[0]!.length >= 2 && rows.every((r) => r.length === rows[0]!.length))
      return { header: rows[0], rows: rows.slice(1, MAX_ROWS + 1), lines: block };
  }
  // Aligned columns: two or more spaces or a tab between cells, the same count on every line.
  const cols = block.map((l) => alignedCells(l));
  if (cols[0]!.length >= 2 && cols.every((r) => r.length === cols[0]!.length)) {
    const headerNumeric = cols[0]!.some((c) => /\d/.test(c) && findNumbers(c, 'en').length > 0);
    return headerNumeric
      ? { rows: cols.slice(0, MAX_ROWS), lines: block }
      : { header: cols[0], rows: cols.slice(1, MAX_ROWS + 1), lines: block };
  }
  return leaders(block) ?? itemLines(block);
}

function pipeCells(line: string): string[] {
  const cells = line.split('|').map((c) => c.trim());
  if (cells[0] === '') cells.shift();
  if (cells[cells.length - 1] === '') cells.pop();
  return cells;
}

function alignedCells(line: string): string[] {
  return line
    .trim()
    .split(/\t+| {2,}/)
    .map((c) => c.trim())
    .filter((c) => c !== '');
}

/** "Côtes du Rhône rouge ......... 7,90 €": a label and a value apart by a run of dots. */
function leaders(block: string[]): Table | undefined {
  const rows: string[][] = [];
  const lines: string[] = [];
  for (const line of block) {
    const cut = leaderCut(line.trim());
    if (cut) {
      rows.push(cut);
      lines.push(line);
    } else if (rows.length > 0) break;
  }
  return rows.length >= 2 ? { rows, lines } : undefined;
}

/** The label and value around the first run of three dots (or an ellipsis, or underscores). */
function leaderCut(line: string): [string, string] | undefined {
  const at = [line.indexOf('...'), line.indexOf('…'), line.indexOf('___')]
    .filter((i) => i > 0)
    .sort((a, b) => a - b)[0];
  if (at === undefined) return undefined;
  let end = at;
  while (end < line.length && (line[end] === '.' || line[end] === '…' || line[end] === '_' || line[end] === ' ')) end++;
  const label = line
    .slice(0, at)
    .trim()
    .replace(/^[-*•]\s*/, '');
  const value = line.slice(end).trim();
  return label !== '' && value !== '' ? [label, value] : undefined;
}

const ITEM_LINE =
  /^\s*(?:[-*•]|\d{1,2}[.)])\s+(\d[\d.,']*)\s*(?:x|×|pcs\.?|pieces|stk\.?|stuks|pz\.?|un\.?)\s+(.+?)\s+(?:at|@|à|a|zu|je|per|por|voor)\s+(.+)$/iu;

/** Bullet lines each holding a quantity, a name and a price: "- 12 x oak chair at 45.00". */
function itemLines(block: string[]): Table | undefined {
  const rows: string[][] = [];
  const lines: string[] = [];
  const bullets = block.filter((l) => /^\s*(?:[-*•]|\d{1,2}[.)])\s/.test(l));
  for (const line of bullets) {
    // Bounded lines only: the pattern's lazy middle is then cheap.
    const m = line.length <= 200 ? ITEM_LINE.exec(line) : null;
    if (!m) return undefined;
    rows.push([m[1]!, m[2]!, m[3]!]);
    lines.push(line);
  }
  return rows.length >= 1 ? { header: ['quantity', 'item', 'price'], rows, lines } : undefined;
}

/** A CSV/TSV/semicolon file: its header and every data row. */
export function csvTables(text: string): Table[] {
  const lines = text
    .split('\n')
    .map((l) => l.replace(/\r$/, ''))
    .filter((l) => l.trim() !== '');
  if (lines.length < 2) return [];
  const sep = [',', ';', '\t'].map((s) => ({ s, n: splitCells(lines[0]!, s).length })).sort((a, b) => b.n - a.n)[0]!;
  if (sep.n < 2) return [];
  const header = splitCells(lines[0]!, sep.s).map((c) => c.trim());
  const rows = lines.slice(1, MAX_ROWS + 1).map((l) => splitCells(l, sep.s).map((c) => c.trim()));
  if (rows.some((r) => r.length !== header.length)) return [];
  return [{ header, rows, lines }];
}

/** Abbreviations and words of table headers, folded, for binding columns to properties. */
const HEADER_WORDS: ReadonlyArray<readonly string[]> = [
  ['number', 'no', 'nr', 'num', 'nummer', 'numero', 'n', 'nummer', 'ref', 'reference', 'code', 'sku', 'art'],
  [
    'quantity',
    'qty',
    'quantities',
    'menge',
    'anzahl',
    'quantite',
    'cantidad',
    'quantita',
    'aantal',
    'quantidade',
    'pcs',
    'stk',
    'units',
    'copies',
    'count',
  ],
  [
    'price',
    'prices',
    'preis',
    'prix',
    'precio',
    'prezzo',
    'prijs',
    'preco',
    'rate',
    'tarif',
    'tarief',
    'uurtarief',
    'tarifa',
    'tariffa',
    'cost',
    'kosten',
    'amount',
    'betrag',
  ],
  ['unit', 'each', 'per', 'piece', 'stuck', 'einzel', 'einzelpreis', 'unitaire', 'unitario', 'stuksprijs'],
  ['total', 'sum', 'summe', 'gesamt', 'gesamtpreis', 'totale', 'totaal', 'importe'],
  [
    'name',
    'item',
    'description',
    'product',
    'article',
    'artikel',
    'bezeichnung',
    'designation',
    'descripcion',
    'descrizione',
    'omschrijving',
    'descricao',
    'produkt',
    'produit',
    'producto',
    'prodotto',
    'wine',
    'vin',
  ],
  [
    'role',
    'function',
    'functie',
    'funktion',
    'position',
    'job',
    'rolle',
    'poste',
    'fonction',
    'puesto',
    'cargo',
    'ruolo',
    'mansione',
    'funcao',
    'profile',
  ],
  ['hour', 'hourly', 'stunde', 'stundensatz', 'heure', 'horaire', 'hora', 'ora', 'uur', 'uurtarief'],
  ['part', 'teil', 'piece', 'pieza', 'pezzo', 'onderdeel', 'peca'],
  ['date', 'datum', 'fecha', 'data', 'jour'],
];

function wordsOf(text: string): string[] {
  return (foldForMatching(text.replace(/([a-z])([A-Z])/g, '$1 $2')).match(/[\p{L}\d]+/gu) ?? []).filter(
    (w) => w.length > 0,
  );
}

/** The words a property is known by: its name's, its description's, and their header rows. */
function propWords(name: string, prop: Prop): Set<string> {
  const own = [...wordsOf(name), ...(typeof prop['description'] === 'string' ? wordsOf(prop['description']) : [])];
  return new Set(own);
}

/** How well a header names a property: shared words count 10, shared header rows 3. */
function bindScore(header: string, name: string, prop: Prop): number {
  const h = wordsOf(header);
  if (h.length === 0) return 0;
  if (h.join('') === wordsOf(name).join('')) return 100;
  const own = propWords(name, prop);
  let score = 0;
  for (const w of h) {
    if (own.has(w)) score += 10;
    else if (HEADER_WORDS.some((row) => row.includes(w) && [...own].some((o) => row.includes(o)))) score += 3;
  }
  // Words of the header the property does not have ("Total" for a unit price) count against.
  for (const w of h)
    if (!own.has(w) && HEADER_WORDS.some((row) => row.includes(w) && !rowMatches(row, own))) score -= 2;
  return score;
}

function rowMatches(row: readonly string[], own: Set<string>): boolean {
  return [...own].some((o) => row.includes(o));
}

function typesOf(prop: Prop): string[] {
  const t = prop['type'];
  const list =
    typeof t === 'string' ? [t] : Array.isArray(t) ? t.filter((x): x is string => typeof x === 'string') : [];
  return list.filter((x) => x !== 'null');
}

/** Column index for each property, or undefined when a required property has no sure column. */
export function bindColumns(
  table: Table,
  props: Array<[string, Prop]>,
  required: readonly string[],
): Map<string, number> | undefined {
  const width = (table.header ?? table.rows[0] ?? []).length;
  const bound = new Map<string, number>();
  if (table.header) {
    const used = new Set<number>();
    // Best pairs first; a pair binds when neither side is bound yet and no other free pair of
    // either side scores the same (then which column is meant is not sure).
    const pairs = props
      .flatMap(([n, p]) => table.header!.map((h, i) => ({ n, i, s: bindScore(h, n, p) })))
      .filter((x) => x.s > 0)
      .sort((a, b) => b.s - a.s);
    const unsure = new Set<string>();
    for (const x of pairs) {
      if (bound.has(x.n) || used.has(x.i) || unsure.has(x.n)) continue;
      const tie = pairs.some(
        (y) =>
          y !== x &&
          y.s === x.s &&
          ((y.n === x.n && !used.has(y.i)) || (y.i === x.i && !bound.has(y.n) && !unsure.has(y.n))),
      );
      if (tie) {
        unsure.add(x.n);
        continue;
      }
      bound.set(x.n, x.i);
      used.add(x.i);
    }
  }
  // What is left is bound by type when that leaves no choice: one text property and one column
  // of text, one number property and one column of numbers.
  const free = [...Array(width).keys()].filter((i) => ![...bound.values()].includes(i));
  const left = props.filter(([n]) => !bound.has(n) && required.includes(n));
  const textCols = free.filter((i) => table.rows.every((r) => findNumbers(r[i] ?? '', 'en').length === 0));
  const numCols = free.filter((i) => table.rows.every((r) => /\d/.test(r[i] ?? '')));
  const textProps = left.filter(([, p]) => typesOf(p).includes('string') && !Array.isArray(p['enum']));
  const numProps = left.filter(([, p]) => typesOf(p).some((t) => t === 'number' || t === 'integer'));
  if (textProps.length === 1 && textCols.length === 1) bound.set(textProps[0]![0], textCols[0]!);
  if (numProps.length === 1 && numCols.length === 1 && !table.header) bound.set(numProps[0]![0], numCols[0]!);
  return required.every((r) => bound.has(r)) ? bound : undefined;
}

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
  const cells = table.rows.map((r) => r[i] ?? '');
  const comma = cells.some((c) => /\d,\d{1,2}(?!\d)/.test(c));
  const point = cells.some((c) => /\d\.\d{1,2}(?!\d)/.test(c));
  return comma !== point ? { mark: comma ? ',' : '.' } : undefined;
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
