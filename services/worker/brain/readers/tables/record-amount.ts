import type { CsvRecord } from '../csv-rows.js';
import { fieldText, isMoneyProp, prepare, type Prop } from '../field-readers.js';
import type { ReadLang } from '../language.js';
import { convertLineValue } from '../line-values.js';
import { isNumberProp } from '../prop-kinds.js';
import type { Hit } from '../read-source.js';
import { segmentsOf } from '../segments.js';
import { lineVatConflicts } from '../vat-status.js';
import { inLocale, isMoneyLine } from './cell-locale.js';
import { recordAmountCell } from './row-owner.js';

/**
 * A money field's amount from a CSV row read as one record with its header (row-owner.ts
 * `recordAmountCell`): the row's cells name the field, its one money cell ("price_gbp", "Preis
 * EUR", a cell with a currency) gives the amount, in the file's decimal mark (cell-locale.ts). A
 * cell whose header or value says the other VAT status than the field's ("price_inc_vat" for a
 * price ex VAT) is no money cell of the field. A file of label/value rows has no such record: its
 * rows are lines of their own.
 */
export function recordAmount(
  csv: CsvRecord,
  name: string,
  prop: Prop,
  props: ReadonlyArray<readonly [string, Prop]>,
  lang: ReadLang,
  at: number,
): Hit | undefined {
  if (csv.pairs.some((p) => p.line !== undefined) || !isNumberProp(prop) || !isMoneyProp(name, prop)) return undefined;
  const about = fieldText(name, prop);
  const money = (c: { header: string; value: string }) =>
    isMoneyLine(`${c.header}: ${c.value}`) && !lineVatConflicts(about, c.header, c.value);
  const i = recordAmountCell(csv.pairs, name, props, money);
  if (i === undefined) return undefined;
  const cell = csv.pairs[i]!;
  const sub = prepare(segmentsOf(cell.value), lang, at, { booleanProps: 1, numberProps: 1 });
  const value = inLocale(
    convertLineValue(name, prop, cell.value, sub),
    cell.value,
    prop,
    lang,
    csv.marks.get(cell.header),
  );
  return typeof value === 'number' ? { value, quote: csv.row.trim().slice(0, 200) } : undefined;
}
