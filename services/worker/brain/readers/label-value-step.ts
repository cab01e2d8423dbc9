import { chooseLabelledLines } from './label-lines.js';
import { labelValueLines } from './label-values.js';
import { isMoneyProp, prepare } from './field-readers.js';
import type { ReadLang } from './language.js';
import { convertLineValue, propertyForKey, typedFor } from './line-values.js';
import { isNumberProp } from './prop-kinds.js';
import type { Hit, Props, ReadSource } from './read-source.js';
import { segmentsOf } from './segments.js';
import type { SummaryLine } from './summary-lines.js';
import { isMoneyLine } from './tables/cell-locale.js';
import { unitPriceFromSummary } from './unit-price-summary.js';

/**
 * Label/value columns (a PDF's text, an HTML table with headers in its first column): a line's
 * label names a field and its value is of the field's type. A money field takes a line that
 * names money or carries a currency ("Comodino in rovere massello, 2 cassetti" is no price),
 * never a summary line for the price of one thing (unit-price-summary.ts), and of several such
 * lines with different figures only the total's for a total field (label-lines.ts): otherwise
 * it is asked. Writes into `into.out`; fields left unsure go to `into.unsure` (and `blocked`).
 */
export function readLabelValueColumns(
  props: Props,
  source: ReadSource,
  into: {
    document: boolean;
    lang: ReadLang;
    summary: readonly SummaryLine[];
    out: Record<string, Hit>;
    unsure: Set<string>;
    blocked: Set<string>;
  },
): void {
  const { out, unsure, blocked } = into;
  const lines = labelValueLines(source.text, (label) => propertyForKey(props, label, { document: into.document }), {
    singleSpace: source.attachmentId !== undefined,
  });
  // A field another reader already answered (a table's row) is left as it is.
  const priced = lines.filter((lv) => {
    if (lv.name in out) return false;
    const prop = props.find(([n]) => n === lv.name)![1];
    if (!isNumberProp(prop) || !isMoneyProp(lv.name, prop)) return true;
    if (!unitPriceFromSummary(into.summary, lv.line, lv.name, prop)) return isMoneyLine(`${lv.label}: ${lv.value}`);
    unsure.add(lv.name);
    blocked.add(lv.name);
    return false;
  });
  const { chosen, unsure: several } = chooseLabelledLines(
    priced.map((lv) => ({ field: lv.label, value: lv.value, name: lv.name, line: lv.line })),
    props,
  );
  for (const name of several) if (!(name in out)) unsure.add(name);
  for (const lv of priced) {
    if (lv.name in out || several.includes(lv.name)) continue;
    if (chosen.has(lv.name) && chosen.get(lv.name)!.line !== lv.line) continue;
    const prop = props.find(([n]) => n === lv.name)![1];
    const sub = prepare(segmentsOf(lv.value), into.lang, source.at, { booleanProps: 1, numberProps: 1 });
    const converted = convertLineValue(lv.name, prop, lv.value, sub);
    if (typedFor(lv.name, prop, lv.value, converted))
      out[lv.name] = { value: converted, quote: lv.line.trim().slice(0, 200) };
  }
}
