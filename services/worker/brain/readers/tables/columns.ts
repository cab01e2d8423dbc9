import { isNumberProp } from '../prop-kinds.js';
import { foldForMatching } from '../../language-fold.js';
import { findNumbers } from '../amounts.js';
import { enumChoices, enumMentions } from '../enums.js';
import { segmentsOf } from '../segments.js';
import { type Prop, type Table, typesOf } from './table.js';

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
  // What is left is bound by type when that leaves no choice: an enum property and the one
  // column whose every cell names one of its values ("Labour - 3 porters x 6 hrs @ £32/hr" for
  // `labour`), one text property and one column of text, one number property and one column of
  // numbers.
  for (const [n, p] of props) {
    const choices = bound.has(n) || !required.includes(n) ? undefined : enumChoices(p);
    if (!choices) continue;
    const naming = [...Array(width).keys()].filter(
      (i) =>
        ![...bound.values()].includes(i) &&
        table.rows.every((r) => enumMentions(segmentsOf(r[i] ?? ''), choices.values, choices.labels).length === 1),
    );
    if (naming.length === 1) bound.set(n, naming[0]!);
  }
  const free = [...Array(width).keys()].filter((i) => ![...bound.values()].includes(i));
  const left = props.filter(([n]) => !bound.has(n) && required.includes(n));
  const textCols = free.filter((i) => table.rows.every((r) => findNumbers(r[i] ?? '', 'en').length === 0));
  const numCols = free.filter((i) => table.rows.every((r) => /\d/.test(r[i] ?? '')));
  const textProps = left.filter(([, p]) => typesOf(p).includes('string') && !Array.isArray(p['enum']));
  const numProps = left.filter(([, p]) => isNumberProp(p));
  if (textProps.length === 1 && textCols.length === 1) bound.set(textProps[0]![0], textCols[0]!);
  if (numProps.length === 1 && numCols.length === 1 && !table.header) bound.set(numProps[0]![0], numCols[0]!);
  return required.every((r) => bound.has(r)) ? bound : undefined;
}
