import { OPTION_OPENING } from './lexicons/cost-terms.js';
import { othersBeforeBut } from './others-clause.js';
import { extractJsonObject, parseFieldLines } from '../reply-text.js';
import { csvRecord } from './csv-rows.js';
import { enumChoices } from './enums.js';
import { onlyDateRange, startAndEnd } from './date-ranges.js';
import { foreignLabelLines, isLabelLayout } from './label-scope.js';
import { readTableArray } from './tables/table-array.js';
import { rowNamesOtherField } from './tables/row-owner.js';
import { recordAmount } from './tables/record-amount.js';
import { stackedFieldLines } from './stacked-fields.js';
import { unnamedVariant } from './variant-fields.js';
import { tableRecords } from './tables/table-record.js';
import { inTableRow, rowLinesByField } from './tables/table-row-lines.js';
import { bareTierPrice, resolveTierHeaders } from './tables/tier-headers.js';
import { inLocale, isMoneyLine, proseCell } from './tables/cell-locale.js';
import { anchorOnly, anchorTerms } from './anchor-sentences.js';
import { fieldTerms, splitName } from './field-terms.js';
import { bindQuantities } from './units/bind-quantities.js';
import { type UnitField, unitField } from './units/field-unit.js';
import { chooseLabelledLines, type LabelledLine } from './label-lines.js';
import { countsDenominator, fieldDenominator } from './units/price-per-unit.js';
import { ownPriceWords, unitPrices } from './units/unit-prices.js';
import { pricesLeftByOthers } from './units/item-lines.js';
import { findQuantities } from './units/quantities.js';
import { lineQuantity } from './units/line-quantity.js';
import { lineVatConflicts } from './vat-status.js';
import { rowAsk } from './tables/row-choice.js';
import {
  isDateProp,
  fieldText,
  isMoneyProp,
  isPriceProp,
  notSuperseded,
  prepare,
  termsOf,
  typesOf,
  type References,
} from './field-readers.js';
import { isTimeProp } from './time-field.js';
import { descriptionOf, isNumberProp } from './prop-kinds.js';
import { detectReadLanguage as detectLanguage } from './language.js';
import { readNumber } from './number-field.js';
import { isWeekField } from './calendar-week.js';
import { bindSummary, summaryLines, wantedKind } from './summary-lines.js';
import { quoteOf, segmentsOf } from './segments.js';
import type { Hit, Props, ReadSource } from './read-source.js';
import { bindRecord, convertLineValue, isoDateOf, propertyForKey, typedFor } from './line-values.js';
import { readProse } from './prose-reader.js';
import { unitPriceFromSummary } from './unit-price-summary.js';
import { readLabelValueColumns } from './label-value-step.js';
import { settleNumbers } from './settle-numbers.js';

export function readOne(
  props: Props,
  source: ReadSource,
  refs: References,
  unsure = new Set<string>(),
): Record<string, Hit> {
  const out: Record<string, Hit> = {};
  const ask = {
    ...rowAsk([...(refs.asked ?? []), ...props.map(([n, pr]) => `${splitName(n).join(' ')} ${descriptionOf(pr)}`)]),
    // A yes/no or enum field's column ("stock", "tech_included"): its words are answers.
    answers: (header: string) =>
      /\p{L}/u.test(header) &&
      bindRecord(props, [{ header }]).some((b) => {
        const pr = props.find(([n]) => n === b.name)![1];
        return typesOf(pr).includes('boolean') || enumChoices(pr) !== undefined;
      }),
  };
  const csv = source.csv ? csvRecord(source.text, refs.codes, ask) : undefined;
  // A CSV file's prose is its chosen row, as `header: value` lines ("pack: 25 kg bag" gives a
  // bag's weight in kg); the other rows are other articles, never this case's values.
  const lang = detectLanguage(source.text);
  // Its figures in the language's decimal mark once the file's own mark has placed them, and a
  // figure no mark places left out (tables/cell-locale.ts).
  const segments = segmentsOf(
    source.csv
      ? (csv?.pairs
          .map((c) => [c.header, proseCell(c.value, lang, csv.marks.get(c.header))] as const)
          .filter(([, v]) => v !== undefined)
          .map(([h, v]) => `${h}: ${v}`)
          .join('\n') ?? '')
      : source.text,
  );
  const p = prepare(segments, lang, source.at, {
    booleanProps: props.filter(([, pr]) => typesOf(pr).includes('boolean')).length,
    numberProps: props.filter(([, pr]) => isNumberProp(pr)).length,
  });

  // 1. A JSON object naming schema properties.
  const json = extractJsonObject(source.text);
  if (json) {
    for (const [name] of props) {
      if (!(name in json)) continue;
      const line = source.text.split('\n').find((l) => l.includes(`"${name}"`));
      const prop = props.find(([n]) => n === name)![1];
      let value = json[name];
      if (typeof value === 'string' && prop['format'] === undefined && isDateProp(name, prop)) {
        value = isoDateOf(value, prepare(segmentsOf(value), lang, source.at, { booleanProps: 1, numberProps: 1 }));
        if (value === undefined) continue;
      }
      out[name] = { value, quote: (line ?? JSON.stringify({ [name]: json[name] })).trim().slice(0, 200) };
    }
  }

  // 1b. The summary lines under an items table (subtotal, shipping, tax, total): a money field
  //     binds only to the line of its own kind (summary-lines.ts).
  const summary = summaryLines(source.text, lang);
  const blocked = new Set<string>();
  if (summary.length > 0) {
    for (const [name, prop] of props) {
      if (name in out || !isNumberProp(prop)) continue;
      const about = fieldText(name, prop);
      const kind = isMoneyProp(name, prop) ? wantedKind(about) : undefined;
      if (!kind) continue;
      const hit = bindSummary(summary, kind);
      if (hit === 'unsure') unsure.add(name);
      // No line of its kind (or lines that disagree): the table's other figures (a subtotal, a
      // tax line, an item's amount) are not its value.
      if (hit === 'unsure' || hit === undefined) blocked.add(name);
      else out[name] = { value: hit.value, quote: hit.line.slice(0, 200) };
    }
  }

  // 2. `field: value` lines (or a CSV's header and first row), the field named exactly or by
  //    words that point at one property.
  const document = source.attachmentId !== undefined;
  const pairs = csv
    ? recordPairs(props, resolveTierHeaders(csv.pairs, ask)).map((p) => ({
        field: p.header,
        value: p.value,
        name: p.name,
        line: p.line,
      }))
    : parseFieldLines(document ? [source.text, ...stackedFieldLines(source.text)].join('\n') : source.text).map(
        (p) => ({
          ...p,
          name: propertyForKey(props, p.field, { document }),
          line: undefined,
        }),
      );
  // Several labelled lines bound to one field with different values: one chosen, or none (label-lines.ts).
  const { chosen: chosenLine, unsure: unsureLines } = csv
    ? { chosen: new Map<string, LabelledLine>(), unsure: [] as string[] }
    : chooseLabelledLines(pairs as LabelledLine[], props);
  for (const name of unsureLines) {
    unsure.add(name);
    blocked.add(name);
  }
  for (const pair of pairs as LabelledLine[]) {
    const { field, value, name, line: own } = pair;
    if (!name || name in out || blocked.has(name)) continue;
    if (chosenLine.has(name) && chosenLine.get(name) !== pair) continue;
    const prop = props.find(([n]) => n === name)![1];
    const line =
      own ??
      csv?.row ??
      source.text.split('\n').find((l) => l.includes(field) && l.includes(value)) ??
      `${field}: ${value}`;
    // A line that says the other VAT status than the field's ("price incl. VAT: 0.43") is not its.
    if (isMoneyProp(name, prop) && lineVatConflicts(fieldText(name, prop), field, value)) continue;
    const sub = prepare(segmentsOf(value), lang, source.at, { booleanProps: 1, numberProps: 1 });
    // A field counted in a unit ("response time in hours") takes the quantity written in it
    // ("Response time: 4 hours" gives 4), never another figure; a line it cannot bind surely is
    // asked, and never read again as prose.
    const inUnit = lineQuantity(name, prop, value, lang);
    if (inUnit === null) {
      unsure.add(name);
      blocked.add(name);
      continue;
    }
    const read = inUnit ?? convertLineValue(name, prop, value, sub);
    // A CSV cell's figure is read in the file's own decimal mark ("1,250" beside "0,85" is 1.25).
    const converted = source.csv ? inLocale(read, value, prop, lang, csv?.marks.get(field)) : read;
    if (converted !== undefined) out[name] = { value: converted, quote: line.trim().slice(0, 200) };
    else if (chosenLine.get(name) === pair && isNumberProp(prop)) {
      // The total's own line, read as prose on its own ("1.860,00 € + IVA 22% (2.269,20 € IVA
      // inclusa)" for a price excluding VAT): its parts on the other lines are not its rivals.
      const f = readNumber(sub, name, termsOf(name, prop), prop, refs, new Set());
      if (f) out[name] = { value: f.value, quote: line.trim().slice(0, 200) };
      else blocked.add(name);
    } else if (csv && isNumberProp(prop)) {
      // Its own cell holds a figure no mark places ("1.250" in a file that shows no decimals):
      // asked, never read again from the row's other cells as prose.
      unsure.add(name);
      blocked.add(name);
    }
  }

  // 2a. The row of a text or HTML table the case is about (the tier holding the client's
  //     quantity, the article its words name: tables/row-choice.ts), header by header.
  if (!source.csv) {
    for (const rec of tableRecords(source.text, ask, document ? { lang } : undefined)) {
      for (const { header, value, name } of recordPairs(props, resolveTierHeaders(rec.pairs, ask))) {
        const prop = props.find(([n]) => n === name)?.[1] ?? {};
        if (name in out || (isMoneyProp(name, prop) && lineVatConflicts(fieldText(name, prop), header, value)))
          continue;
        const sub = prepare(segmentsOf(value), lang, source.at, { booleanProps: 1, numberProps: 1 });
        const converted = inLocale(convertLineValue(name, prop, value, sub), value, prop, lang, rec.marks.get(header));
        // The row the case is about holds no figure where the field's is ("in aggiornamento",
        // "on request", "tbc"): the field waits; no other amount of the mail is its value.
        if (typeof converted !== 'number' && isNumberProp(prop) && !/\d/.test(value)) {
          unsure.add(name);
          blocked.add(name);
        }
        if (converted === undefined) continue;
        if (
          typedFor(name, prop, value, converted) ||
          (typesOf(prop).includes('boolean') && typeof converted === 'boolean')
        )
          out[name] = { value: converted, quote: rec.row.trim().slice(0, 200) };
      }
    }
  }

  // 2a'. The row lines of a text or HTML table of the mail whose column names a number field:
  //      when no row of it was read (2a), a figure of one of its rows is another article's or
  //      another tier's ("890 €" of the basic package when the client asked for another), never
  //      the field's by prose; a sentence outside the table still is.
  const tableRowLines = source.csv || document ? new Map<string, string[]>() : rowLinesByField(source.text, props);

  // 2b. Label/value columns (a PDF's text, an HTML table with headers in its first column):
  //     only a value of the field's type is taken (label-value-step.ts).
  if (!source.csv) readLabelValueColumns(props, source, { document, lang, summary, out, unsure, blocked });

  // 3. Prose, by type.
  const taken = new Set<string>();
  const dateNames = props.filter(([n, pr]) => isDateProp(n, pr)).map(([n]) => n);
  const dateProps = dateNames.length;
  // A start and an end date from one range of days ("dal 12 al 15 ottobre") (date-ranges.ts).
  const dayFields = props.filter(([n, pr]) => pr['format'] === 'date' && isDateProp(n, pr)).map(([n]) => n);
  const pair = dayFields.length === 2 ? startAndEnd(dayFields[0]!, dayFields[1]!) : undefined;
  if (pair && !(pair.start in out) && !(pair.end in out)) {
    const range = onlyDateRange(segments, lang, source.at);
    if (range) {
      out[pair.start] = { value: range.start, quote: quoteOf(segments[range.segment]!) };
      out[pair.end] = { value: range.end, quote: quoteOf(segments[range.segment]!) };
    }
  }

  // Numbers for fields that name a unit, converted from the unit the text writes (units/). A
  // price is in money, never a quantity of its unit ("fee for the full day" is not 7 days).
  const unitFields = props
    .filter(
      ([n, pr]) =>
        !(n in out) &&
        isNumberProp(pr) &&
        !isPriceProp(n, pr) &&
        // A calendar week is no span of weeks ("within 2 weeks" is no week 2).
        !isWeekField(fieldText(n, pr)),
    )
    .map(([n, pr]) => unitField(n, pr))
    .filter((f): f is UnitField => f !== undefined);
  // A sentence that opens with another option's condition ("Si lo que necesitan es solo el
  // análisis de control, son 95 € y 5 días") gives no quantity of the field.
  const optionSentence = (q: { segment: number }) => OPTION_OPENING.test(segments[q.segment]?.folded ?? '');
  // Nor a sentence about only the point the fields count from ("production time in working days
  // after proof approval": "the proof copy is with you within 3 working days").
  // Each unit field's anchor and its words in every language ("delivered" → consegn, liefer …), read once.
  const anchored = unitFields.map((f) => {
    const description = descriptionOf(props.find(([n]) => n === f.name)?.[1] ?? {});
    return { anchor: anchorTerms(description), terms: fieldTerms(f.name, description) };
  });
  const aboutAnchorOnly = (q: { segment: number }) => {
    const seg = segments[q.segment];
    return seg !== undefined && anchored.every((a) => anchorOnly(seg, a.anchor, a.terms));
  };
  const quantities =
    unitFields.length > 0
      ? bindQuantities(
          unitFields,
          findQuantities(segments, lang).filter(
            // Nor a clause about others that a "but" turns from ("con otros hoteles … 30 días, pero …").
            (q) => !optionSentence(q) && !aboutAnchorOnly(q) && !othersBeforeBut(segments[q.segment]?.folded ?? '', q),
          ),
        )
      : new Map();
  for (const q of quantities.values()) if (q) taken.add(`${q.segment}:${q.index}`);
  // A price per a unit ("price per kg"), converted from the unit the reply writes it per (units/unit-prices.ts).
  const perUnit = unitPrices(props, new Set(Object.keys(out)), segments, lang, refs);
  const ownWords = ownPriceWords(props);
  for (const price of perUnit.values()) if (price.value) taken.add(`${price.value.segment}:${price.value.index}`);
  const layout = isLabelLayout(source.text);
  const sentences = segments.map((s, i) => ({ folded: s.folded, figures: p.numbers[i]?.length ?? 0 }));
  const numberNames = props.filter(([, pr]) => isNumberProp(pr)).map(([n]) => n);
  for (const [name, prop] of props) {
    if (name in out) continue;
    const q = quantities.get(name);
    if (q === null) {
      unsure.add(name); // its dimension is written but no quantity binds surely: ask
      continue;
    }
    const price = perUnit.get(name);
    if (price?.unsure) {
      unsure.add(name); // prices per its unit that differ: ask
      continue;
    }
    if (price?.value) {
      // A price per its unit that a correction in the same text takes back ("65 € al giorno …
      // anzi no, 65 € è la tariffa del fine settimana"): never delivered, asked.
      if (!notSuperseded(p, price.value.segment, price.value.index)) {
        unsure.add(name);
        continue;
      }
      if (typesOf(prop).includes('number') || Number.isInteger(price.value.value))
        out[name] = { value: price.value.value, quote: quoteOf(segments[price.value.segment]!) };
      continue;
    }
    if (q) {
      // An integer field and a converted value with decimals: not sure what to store.
      if (typesOf(prop).includes('number') || Number.isInteger(q.value))
        out[name] = { value: q.value, quote: quoteOf(segments[q.segment]!) };
      continue;
    }
    // An array of objects from a table, a CSV file or item lines (readers/tables/).
    if (typesOf(prop).includes('array')) {
      const table = readTableArray(source.text, prop, lang, { csv: source.csv === true, at: source.at });
      if (table) {
        out[name] = { value: table.rows, quote: table.quote };
        continue;
      }
    }
    // A variant of the item the text does not name ("vegetarian" beside the standard lunch it
    // prices) takes none of its figures (variant-fields.ts).
    if (unnamedVariant(name, prop, props, sentences)) continue;
    // A CSV row is one record with its header: the money cell of the row that names the field.
    const record = csv ? recordAmount(csv, name, prop, props, lang, source.at) : undefined;
    if (record) {
      out[name] = record;
      continue;
    }
    const f = readProse(
      p,
      name,
      prop,
      refs,
      taken,
      dateProps,
      {
        dates: dateNames.filter((n) => n !== name),
        numbers: numberNames.filter((n) => n !== name),
        numberAbouts: props.filter(([n]) => n !== name && numberNames.includes(n)).map(([n, pr]) => fieldText(n, pr)),
        // The other yes/no fields, by name and description: words they share name no one subject.
        booleans: props
          .filter(([n, pr]) => n !== name && typesOf(pr).includes('boolean'))
          .map(([n, pr]) => `${n.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()} ${descriptionOf(pr)}`),
        // The other list fields: a list read by its shape alone may be theirs.
        lists: props.filter(([n, pr]) => n !== name && typesOf(pr).includes('array')).length,
        times: props.filter(([, pr]) => isTimeProp(pr)).length,
      },
      () => unsure.add(name),
    );
    // In a label/value layout (a CSV row is one, as `header: value` lines), a figure from a line
    // labelled for another thing is not this field's (label-scope.ts): not stored, so asked for
    // unless another text gives it ("Menge: 100" is no unit price).
    if (f && (layout || source.csv) && isNumberProp(prop) && foreignLabelLines(p, termsOf(name, prop)).has(f.segment))
      continue;
    if (f && source.csv && isMoneyProp(name, prop) && !isMoneyLine(segments[f.segment]!.text)) continue;
    if (f && csv && rowNamesOtherField(csv.pairs, name, props)) continue; // another field's row (tables/row-owner.ts)
    if (f && isNumberProp(prop) && inTableRow(segments[f.segment]!.text, tableRowLines.get(name))) {
      unsure.add(name);
      continue;
    }
    // A quote's summary line (a subtotal, a tax, a total) is no price of one thing (unit-price-summary.ts).
    if (f && unitPriceFromSummary(summary, segments[f.segment]!.text, name, prop)) {
      unsure.add(name);
      continue;
    }
    // A count of what the field is per ("2 pallets" for boxes per pallet): never its value, asked.
    const per = f && typeof f.value === 'number' ? fieldDenominator(name, prop['description']) : undefined;
    if (per && countsDenominator(segments[f!.segment]!, lang, f!.value as number, per)) continue;
    // A figure not written per the field's own thing, beside one that is: not sure (price-per-unit.ts `perSame`).
    if (f && typeof f.value === 'number' && price && price.perSame.size > 0 && !price.perSame.has(f.value)) {
      unsure.add(name);
      continue;
    }
    if (f && typeof f.value === 'number' && price?.foreign.has(f.value)) {
      unsure.add(name); // a figure written per another unit that does not convert: ask
      continue;
    }
    if (f) out[name] = { value: f.value, quote: quoteOf(segments[f.segment]!) };
  }
  // Prices per the unit that differ, one of them read for another field (units/item-lines.ts).
  for (const [name, one] of pricesLeftByOthers(perUnit, out, segments, ownWords))
    if (notSuperseded(p, one.segment, one.index)) {
      out[name] = { value: one.value, quote: quoteOf(segments[one.segment]!) };
      unsure.delete(name);
    }
  for (const b of blocked) delete out[b];
  settleNumbers(props, out, unsure, segments, lang);
  return out;
}

/** A record's pairs bound to properties by their headers, and a price list's bare tier column to its one money field. */
function recordPairs<T extends { header: string }>(props: Props, resolved: readonly T[]): Array<T & { name: string }> {
  const bound = bindRecord(props, resolved);
  const money = props.filter(([n, pr]) => isNumberProp(pr) && isMoneyProp(n, pr)).map(([n]) => n);
  return [...bound, ...bareTierPrice(resolved, new Set(bound.map((b) => b.name)), money)];
}
