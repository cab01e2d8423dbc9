import { noChargeNotOwn } from './no-charge-scope.js';
import { polarity } from './booleans.js';
import { withoutContrasts } from './contrasts.js';
import { readBoolean } from './boolean-field.js';
import { foldForMatching } from '../language-fold.js';
import { normalizeFieldName } from '../reply-text.js';
import { enumChoices } from './enums.js';
import { leadTimeValue } from './lead-time-enum.js';
import { relevance } from './field-terms.js';
import { PERCENT } from './lexicons/number-field-words.js';
import { fieldScope, fieldUnitClasses, unitClassesOf } from './amount-scope.js';
import {
  fieldText,
  isDateProp,
  isMoneyProp,
  MONEY,
  readEnum,
  termsOf,
  typesOf,
  type Prepared,
  type Prop,
} from './field-readers.js';
import { PER_OR_EACH } from './lexicons/per-words.js';
import { fieldVat, lineVatConflicts, namesNet, TAX_NAME_WORDS } from './vat-status.js';
import { fieldDenominator } from './units/price-per-unit.js';
import { DATE_FORMAT_WORDS, namesTheDate } from './date-evidence.js';
import { splitName } from './field-terms.js';
import { lineFigureFits } from './figure-kind.js';
import { codeAt, deliveredCode, isIdentifierField } from './identifiers.js';
import { readEnumList } from './list-field.js';
import { inlineItems, plainItems } from './lists.js';
import { segmentsOf, type Segment } from './segments.js';
import type { Props } from './read-source.js';

const CURRENCY_WORDS = new Set([
  'eur',
  'euro',
  'euros',
  'usd',
  'gbp',
  'chf',
  'brl',
  'dollar',
  'dollars',
  'pound',
  'pounds',
]);

/** More words than a yes/no value or a short verdict ("not included, charged at cost") has. */
const PROSE_WORDS = 8;
function proseValue(folded: string): boolean {
  return (folded.match(/\p{L}+/gu) ?? []).length > PROSE_WORDS;
}

/**
 * A line's value as the property wants it: dates in ISO form when the schema asks for a date
 * format, numbers read with the language's separators; text as written otherwise (the result
 * schema validator converts `yes`, `1,200` and `a, b` itself).
 */
export function convertLineValue(name: string, prop: Prop, value: string, sub: Prepared): unknown {
  const types = typesOf(prop);
  const format = prop['format'];
  if ((format === 'date' || format === 'date-time') && isDateProp(name, prop)) {
    // Only one date read from the value is one: the words of a value that names none, or two
    // ("early next month", "TBC", "3 or 10 May"), are never stored as a date; the field is asked.
    const ds = sub.dates.flat();
    const d = ds.length === 1 && !ds[0]!.listed ? ds[0]! : undefined;
    if (!d)
      return /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.test(value.trim()) ? value.trim() : undefined;
    return format === 'date-time' ? d.dateTime : d.date;
  }
  // A date field without a format (its name or description says it is a date) gets the date in
  // ISO 8601, never the counterparty's "24/05/2027"; a value that is no one sure date
  // ("to be confirmed", "04/05/2027" in English) is not stored, and the field is asked for.
  if (format === undefined && isDateProp(name, prop) && types.includes('string')) return isoDateOf(value, sub);
  if ((types.includes('number') || types.includes('integer')) && !types.includes('string')) {
    const ns = sub.numbers.flat();
    if (ns.length === 1) {
      // "Hourly rate: 10 working days notice", "Rate: 5% above list": not the field's figure.
      const about = foldForMatching(
        `${splitName(name).join(' ')} ${typeof prop['description'] === 'string' ? prop['description'] : ''}`,
      );
      const kind = { money: MONEY.test(about), percentField: PERCENT.test(about), about };
      const seg = sub.segments.find((sg) => sg.text.includes(ns[0]!.text)) ?? sub.segments[0]!;
      return lineFigureFits(kind, seg, ns[0]!) ? ns[0]!.value : undefined;
    }
    // A value of several figures is a sentence ("Precio: equipo para 100 pax, 968 € IVA incluido
    // (800 € + IVA)"), never the field's value: it is read as prose, where each figure is bound
    // by its own words or the field is asked.
    if (ns.length > 1) return undefined;
    return value;
  }
  // A yes/no from a line is what the line's words say ("Parking: charged separately" → false);
  // a line that says neither is no value.
  if (types.includes('boolean') && !types.includes('string')) {
    const v = value.trim().toLowerCase();
    if (v === 'true' || v === 'false') return v === 'true';
    // A yes/no column's mark ("Y", "N", "J", "S", "✓"): the whole cell, in the seven languages.
    const mark = YES_NO_MARKS.get(foldForMatching(v).replace(/\.$/, ''));
    if (mark !== undefined) return mark;
    // Only the value's own sentence: "Parking: yes. Wifi: no." says yes for the parking.
    // A "no charge" under a condition or of another item ("Delivery: no charge within 10 miles")
    // says nothing of the line's subject.
    const subject = splitName(name).map((w) => foldForMatching(w));
    const own = withoutContrasts(foldForMatching(value.split(/[.;!?](?:\s|$)/)[0] ?? value), subject);
    // A heading over prose ("On delivery: it's our own crew, not a courier, and they carry the
    // mattresses up to the rooms"): the line is sentences, read by their clauses like any prose,
    // never a "not" of another thing taken for the field's no.
    if (proseValue(own)) return readBoolean(sub, termsOf(name, prop), name, String(prop['description'] ?? ''))?.value;
    if (noChargeNotOwn(own, subject)) return undefined;
    return polarity(own);
  }
  // A list from a line: its items, each an item and not a clause ("Lyon, Valence, but not
  // Annecy" is no list of three); enum items as the list reader reads them (negation, conditions).
  if (types.includes('array') && !value.trim().startsWith('[')) {
    const items = (typeof prop['items'] === 'object' && prop['items'] !== null ? prop['items'] : {}) as Prop;
    if (Array.isArray(items['enum'])) return readEnumList(sub, items['enum'], [])?.value;
    if (typesOf(items).some((t) => t === 'number' || t === 'integer')) return value;
    const list = plainItems(inlineItems({ text: value, folded: foldForMatching(value) }));
    return list && list.length > 0 ? list : undefined;
  }
  const choices = enumChoices(prop);
  if (choices && !choices.values.includes(value)) {
    const f = readEnum(sub, [], choices.values, choices.labels);
    return f ? f.value : (leadTimeValue(value, choices.values) ?? value);
  }
  // "Our reference: KV 2026-118 for your order.": an identifier is its code, not the rest of the line.
  const description = typeof prop['description'] === 'string' ? prop['description'] : '';
  if (types.includes('string') && isIdentifierField(name, description)) {
    const code = identifierOf(value);
    return code === undefined ? undefined : deliveredCode(code, description);
  }
  return value;
}

/**
 * The code a line's value opens with, when words or figures of a sentence follow it ("KV 2026-118
 * for your order", "AB-77812 (please quote it)", "NX-4852P, 14 on the shelf"), none when another code
 * follows it ("44718, 44719"); a value without a figure that is no code of capitals
 * ("to follow", "wird nachgereicht") is none; else the value as written ("XJ4KQP").
 */
function identifierOf(value: string): string | undefined {
  const v = value.trim();
  const code = codeAt(v, 0);
  if (code !== undefined) {
    const rest = v.slice(code.length);
    const sep = /^[\s,;:(]+/u.exec(rest)?.[0].length ?? 0;
    // "44718, 44719": two codes on the line make no one identifier.
    if (sep > 0 && codeAt(rest, sep) !== undefined) return undefined;
    return sep > 0 && /[\p{L}\d]/u.test(rest[sep] ?? '') ? code : value;
  }
  return /\d/.test(v) || /^[A-Z]{3,12}$/.test(v) ? value : undefined;
}

/** A cell that is only a yes/no mark: "Y"/"N" (en, and "N" for nein, non, no, nee, não), "J" (ja), "S" (sí, sì, sim), ticks and crosses. */
const YES_NO_MARKS: ReadonlyMap<string, boolean> = new Map([
  ['y', true],
  ['j', true],
  ['s', true],
  ['✓', true],
  ['✔', true],
  ['☑', true],
  ['n', false],
  ['✗', false],
  ['✘', false],
  ['☐', false],
]);

export function isoDateOf(value: string, sub: Prepared): string | undefined {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return value.trim();
  const ds = sub.dates.flat();
  return ds.length === 1 && !ds[0]!.listed ? ds[0]!.date : undefined;
}

/**
 * The property a line's key names: exactly (normalised), else the one its words point at. In a
 * document (an attached quote, invoice or confirmation) a key that says only "Date", "Datum",
 * "Data" is the document's own date, never the date a field asks for (a validity, a delivery).
 */
export function propertyForKey(props: Props, key: string, opts: { document?: boolean } = {}): string | undefined {
  const b = keyBinding(props, key);
  return b && !(opts.document && b.score < 1) ? b.name : undefined;
}

/**
 * A record's header → value pairs (a CSV row, a table's row) bound to properties: each property
 * to the one header that names it best ("lead_time_days" over "min_order_packs" for a lead time
 * in days from order to delivery); two headers that name it alike bind neither.
 */
export function bindRecord<T extends { header: string }>(
  props: Props,
  pairs: readonly T[],
): Array<T & { name: string }> {
  // A record that names its amount before tax ("Imponibile (€)" beside "IVA 22%" and "Totale"):
  // a field excluding VAT reads only such a column, never the total after tax.
  const netHeaders = new Set(pairs.filter((p) => namesNet(foldForMatching(p.header))).map((p) => p.header));
  const bound = pairs
    .map((p) => {
      // A header of the other VAT status than a money field's ("adviesverkoopprijs incl. btw" for
      // a price excluding BTW) never names that field; nor does a column that names no money
      // ("stuks per krat", pieces per crate).
      const value = (p as { value?: unknown }).value;
      const own = props.filter(
        ([n, pr]) =>
          !(isMoneyProp(n, pr) && !MONEY_HEADER.test(headerWords(p.header))) &&
          !(
            netHeaders.size > 0 &&
            !netHeaders.has(p.header) &&
            isMoneyProp(n, pr) &&
            fieldVat(fieldText(n, pr)) === 'net'
          ) &&
          // Nor does a price of one ("Prezzo unitario", "Unit price") name a field no unit prices.
          !(
            isMoneyProp(n, pr) &&
            fieldScope(fieldText(n, pr)) !== 'per-unit' &&
            UNIT_PRICE_KEY.test(foldForMatching(p.header))
          ) &&
          !(typeof value === 'string' && lineVatConflicts(fieldText(n, pr), p.header, value)),
      );
      return { p, b: keyBinding(own, p.header) ?? keyBinding(own, spelledOut(p.header)) };
    })
    .filter((x): x is { p: T; b: { name: string; score: number } } => x.b !== undefined);
  const kept = bound
    .filter((x) => !bound.some((y) => y !== x && y.b.name === x.b.name && y.b.score >= x.b.score))
    .map((x) => ({ ...x.p, name: x.b.name }));
  // The one column the record names before tax ("Imponibile (€)") is the amount of the one money
  // field excluding VAT that no header named (a unit price's column only for a price per one).
  const netFields = props.filter(([n, pr]) => isMoneyProp(n, pr) && fieldVat(fieldText(n, pr)) === 'net');
  if (netFields.length !== 1 || kept.some((k) => k.name === netFields[0]![0])) return kept;
  const [n, pr] = netFields[0]!;
  const perUnit = fieldScope(fieldText(n, pr)) === 'per-unit';
  const net = pairs.filter(
    (p) =>
      netHeaders.has(p.header) &&
      !kept.some((k) => k.header === p.header) &&
      perUnit === UNIT_PRICE_KEY.test(foldForMatching(p.header)),
  );
  return net.length === 1 ? [...kept, { ...net[0]!, name: n }] : kept;
}

/** A header's folded words, its underscores and dashes as spaces ("maintenance_per_month_gbp"). */
function headerWords(header: string): string {
  return foldForMatching(header).replace(/[_-]+/g, ' ');
}

/** A header that names money, also inside a compound ("stuksprijs", "Gesamtpreis", "Einzelpreis (€)"). */
const MONEY_HEADER =
  /[€$£]|price|prijs|preis|prix|precio|prezz|preco|cost|kosten|cout|coste|costo|custo|tarif|fee|gebuhr|frais|rate|amount|betrag|montant|importe|importo|bedrag|total|totaal|gesamt|summe|\b(?:eur|euro|euros|gbp|usd|chf|net|netto|ht|pu)\b/;

/** Abbreviations of table headers and labels, spelled out ("min_qty" → "minimum quantity"). */
const HEADER_ABBREVIATIONS: Readonly<Record<string, string>> = {
  min: 'minimum',
  max: 'maximum',
  qty: 'quantity',
  pcs: 'pieces',
  nr: 'number',
  no: 'number',
  wt: 'weight',
  desc: 'description',
};

export function spelledOut(header: string): string {
  return header
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[^\p{L}\d]+/u)
    .map((w) => HEADER_ABBREVIATIONS[w.toLowerCase()] ?? w)
    .join(' ');
}

function keyBinding(props: Props, key: string): { name: string; score: number } | undefined {
  const norm = normalizeFieldName(key);
  const exact = props.find(([n]) => normalizeFieldName(n) === norm);
  if (exact) return { name: exact[0], score: 1_000 };
  const seg: Segment = segmentsOf(key)[0] ?? { text: key, folded: key.toLowerCase() };
  const dateProps = props.filter(([n, pr]) => isDateProp(n, pr)).length;
  const scored = props
    .map(([n, pr]) => ({ n, s: keyScore(seg, n, pr, dateProps) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s);
  if (scored.length === 0 || (scored[1] && scored[1].s === scored[0]!.s)) return undefined;
  // Words of the key the property does not name ("palette" in "Prix HT palette (€)" for a price
  // per sack) make it name the property less well than a key without them.
  const prop = props.find(([n]) => n === scored[0]!.n)![1];
  const terms = termsOf(scored[0]!.n, prop);
  // A "per" and a period or unit the property names too ("Huur per maand" for a monthly rent)
  // say what the key's value is per, as the property does: no other word.
  const own = fieldUnitClasses(fieldText(scored[0]!.n, prop));
  const extra = (seg.folded.match(/\p{L}{3,}/gu) ?? []).filter(
    (w) =>
      !CURRENCY_WORDS.has(w) &&
      !PER_OR_EACH.has(w) &&
      ![...unitClassesOf(w)].some((u) => own.has(u)) &&
      relevance({ text: w, folded: w }, terms) === 0,
  ).length;
  return { name: scored[0]!.n, score: scored[0]!.s - extra / 100 };
}

/**
 * How much a line's key speaks of a property. For a date property only the words of what the
 * date is of count ("Delivery date", "Liefertermin"); "date"/"Datum" alone names the schema's one
 * date field, never when it is another thing's ("Invoice date", "Rechnungsdatum", "Order date").
 */
function keyScore(seg: Segment, name: string, prop: Prop, dateProps: number): number {
  // A currency says how a value is written, not which it is: "EUR 1,000.00" on a line of its
  // own is a value, not a label naming `totalEUR`.
  // Nor does the tax a money field is said with or without ("excl. BTW"): "btw %" is no price.
  const taxed = fieldVat(fieldText(name, prop)) !== undefined;
  const terms = termsOf(name, prop).filter((t) => !CURRENCY_WORDS.has(t) && !(taxed && TAX_NAME_WORDS.includes(t)));
  if (!isDateProp(name, prop)) return relevance(seg, terms) + unitPriceBonus(seg, name, prop);
  const own = relevance(
    seg,
    terms.filter((t) => !DATE_FORMAT_WORDS.has(t)),
  );
  if (own > 0) return own;
  // Half a point: a key that names a date only by "date" (see propertyForKey's `document`).
  return dateProps === 1 && namesTheDate(seg.folded) ? 0.5 : 0;
}

/** A column or label of the price of one ("Unit price", "Unit CHF", "Einzelpreis", "PU HT", "Prix unitaire", "Stuksprijs"). */
const UNIT_PRICE_KEY =
  /\/\s?(?:st|stk|stuk|pc|pcs|pz|ud|un)\b|\b(?:unit|each|einzel\w*|stuck\w*|pu|p\.u|unitaire|unitario|unitaria|unitari|stuksprijs|eenheidsprijs|prezzo unitario|preco unitario)\b/;

/**
 * Half a point for a key naming the price of one and a property priced per one counted thing
 * ("list price per seat per year", "price for one balance"): "Unit price" and "Amount" both name
 * a price, and the unit column is the one such a property means; a total property gains nothing,
 * so "Amount" stays unbound when both could be meant.
 */
function unitPriceBonus(seg: Segment, name: string, prop: Prop): number {
  if (!UNIT_PRICE_KEY.test(seg.folded)) return 0;
  // A bare "Unit" column says what is counted ("per head", "box of 100"), not what one costs.
  if (/^\W*unit\W*$/.test(seg.folded)) return 0;
  const d = fieldDenominator(name, prop['description']);
  return d !== undefined && d.def === undefined ? 0.5 : 0;
}

/**
 * Whether a label/value line's value has the field's type: a number or a date read from it (not
 * the raw text), an enum value, or for text a short value starting with a capital or a digit
 * ("GLS", "AB 4410 2387"; not "is DHL" or "will be confirmed").
 */
export function typedFor(name: string, prop: Prop, raw: string, converted: unknown): boolean {
  const types = typesOf(prop);
  if (types.includes('number') || types.includes('integer')) return typeof converted === 'number';
  if (enumChoices(prop)) return converted !== raw || enumChoices(prop)!.values.includes(raw);
  if (isDateProp(name, prop)) return converted !== undefined && (converted !== raw || /^\d{4}-\d{2}-\d{2}/.test(raw));
  if (types.includes('boolean') || types.includes('array') || types.includes('object')) return false;
  return /^[\p{Lu}\d]/u.test(raw) && raw.split(/\s+/).length <= 6;
}
