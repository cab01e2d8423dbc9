import { foldForMatching } from '../language-fold.js';
import type { SummaryLine } from './summary-lines.js';
import { fieldDenominator } from './units/price-per-unit.js';
import { descriptionOf } from './prop-kinds.js';
import { fieldText, type Prop } from './field-readers.js';

/**
 * A price of one thing ("unit price of the 22220 EK/C3 bearing", "price per pallet", "prezzo di
 * un comodino", "Einzelpreis") is never the figure of a quote's summary line ("Sub-total
 * 2,450.30", "VAT 20% 490.06", "Total 2,940.36"): those add up the rows. When the row of the
 * thing is not read, such a figure read as prose is no answer, and the field is asked.
 */
export function unitPriceFromSummary(
  summary: readonly SummaryLine[],
  sentence: string,
  name: string,
  prop: Prop,
): boolean {
  if (summary.length === 0 || !asksUnitPrice(name, prop)) return false;
  const line = sentence.trim();
  return summary.some((s) => s.line === line || line.includes(s.line));
}

/** A field that asks the price of one thing: a denominator ("per pallet", "of one bottle") or a unit-price word. */
export function asksUnitPrice(name: string, prop: Prop): boolean {
  return (
    fieldDenominator(name, descriptionOf(prop)) !== undefined || UNIT_PRICE.test(foldForMatching(fieldText(name, prop)))
  );
}

/** "unit price", "price each", "Einzelpreis", "Stückpreis", "prix unitaire", "precio unitario", "prezzo unitario", "stukprijs", "preço unitário". */
const UNIT_PRICE =
  /\b(?:unit (?:price|cost|rate)|price (?:each|per unit)|einzelpreis|stuckpreis|prix unitaire|precio unitario|prezzo unitario|stukprijs|eenheidsprijs|preco unitario)\b/;
