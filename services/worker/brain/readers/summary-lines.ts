import { foldForMatching } from '../language-fold.js';
import { decimalMarkOf, findNumbers } from './amounts.js';
import type { ReadLang as Lang } from './language.js';
import { joinStacked } from './stacked-lines.js';

/**
 * The summary lines under a quote's or an invoice's items, in text tables, CSV rows and PDF
 * text ("Subtotal 1,200.00", "Versandkosten 45,00", "zzgl. MwSt 19% 236,55", "Gesamtbetrag
 * EUR 1.481,55", "Base imponible 3.163,50", ";Totaal;;;;585,00"): each line's kind by the words
 * that open it, in the seven languages, and its amount (the line's last figure). A money field
 * binds only to the line of its own kind: a total including VAT to the gross total (or a plain
 * "Total" after a tax line), an amount before VAT to the net line, a delivery charge to the
 * shipping line; never to a subtotal, a tax, a discount or a per-unit column. A total that does
 * not say net or gross, in a table that has both, is not sure. Line by line, bounded: linear.
 */

export type LineKind = 'gross' | 'total' | 'net' | 'subtotal' | 'tax' | 'shipping' | 'discount' | 'balance' | 'deposit';

export interface SummaryLine {
  kind: LineKind;
  value: number;
  line: string;
}

const KINDS: ReadonlyArray<[LineKind, RegExp]> = [
  // What is left to pay after a deposit, and the deposit itself: never the document's total.
  [
    'balance',
    /^(?:balance|balance due|amount outstanding|outstanding|remaining|left to pay|still to pay|restbetrag|restzahlung|rest|noch zu zahlen|offener betrag|saldo|solde|reste a payer|restant du|importe pendiente|pendiente|resto|da saldare|openstaand|resterend|nog te betalen|em divida|valor em falta|por pagar)\b/,
  ],
  [
    'deposit',
    /^(?:deposit|down payment|advance|prepayment|less deposit|anzahlung|vorauszahlung|acompte|arrhes|anticipo|senal|acconto|caparra|aanbetaling|voorschot|sinal|adiantamento)\b/,
  ],
  [
    'gross',
    /^(?:grand total|total (?:incl\w*|inkl\w*|ttc|a pagar|to pay|due|amount|factura|com iva|c\/ ?iva|ivato)|amount due|total due|gesamtbetrag|rechnungsbetrag|endbetrag|bruttobetrag|gesamt brutto|summe brutto|totale lordo|totaal bruto|total bruto|totaal (?:incl\w*|te betalen)|te betalen|montant ttc|net a payer|totale (?:fattura|da pagare|ivato|documento)|importe total|valor total)\b/,
  ],
  [
    'net',
    /^(?:net total|total net|nettobetrag|nettosumme|netto(?:betrag)?|gesamt netto|summe netto|totale netto|totaal netto|total neto|suma neta|importe neto|total ht|montant ht|base imponible|imponibile|totale imponibile|total (?:excl\w*|excluding|ex|before) (?:vat|tax|btw|iva)|total (?:s\/ ?iva|sem iva|sin iva)|net amount|totaal excl\w*|valor liquido)\b/,
  ],
  ['subtotal', /^(?:sub-?total\w*|zwischensumme|summe|suma|sous-total|subtotale|subtotaal)\b/],
  ['tax', /^(?:vat|tax|sales tax|(?:zzgl\.? )?(?:mwst|ust)|mehrwertsteuer|umsatzsteuer|btw|tva|iva|imposto)\b/],
  [
    'shipping',
    /^(?:shipping|delivery|freight|carriage|versand\w*|fracht\w*|lieferkosten|bezorgkosten|verzendkosten|frais de (?:port|livraison)|portes?|envio|gastos de envio|spese di (?:spedizione|trasporto)|trasporto|frete|transport\w*)\b/,
  ],
  ['discount', /^(?:discount|rabatt|nachlass|remise|descuento|sconto|korting|desconto)\b/],
  ['total', /^(?:total|totaal|totale|gesamt|summe gesamt)\b/],
];

/** The summary lines of a text, when it has at least two (an items table's foot). */
export function summaryLines(text: string, lang: Lang): SummaryLine[] {
  const out: SummaryLine[] = [];
  // Labels and amounts written stacked (PDF text, pasted quotes) joined first (stacked-lines.ts).
  const rows = joinStacked(text.slice(0, 20_000).split('\n'), (row) => kindOf(labelOf(row)) !== undefined);
  const mark = decimalMarkOfColumns(rows) ?? decimalMarkOf(text, lang);
  for (const raw of rows) {
    if (raw.length > 200) continue;
    const line = raw.replace(/[;\t|]+/g, '  ').trim();
    const kind = kindOf(labelOf(raw));
    if (!kind) continue;
    const numbers = findNumbers(line, lang, { mark });
    const last = numbers[numbers.length - 1];
    // The amount ends the line (a currency after it at most).
    if (!last || last.percent || !/^\s*(?:€|eur|usd|\$|£|gbp|chf)?\s*$/i.test(line.slice(last.end))) continue;
    out.push({ kind, value: last.value, line: raw.trim() });
  }
  return out.length >= 2 ? out : [];
}

/** The words that open a line, before its first figure (folded). */
function labelOf(raw: string): string {
  const line = raw.replace(/[;\t|]+/g, '  ').trim();
  return foldForMatching(/^[^\d]*/u.exec(line)?.[0] ?? '')
    .replace(/[:.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function kindOf(label: string): LineKind | undefined {
  if (label === '' || label.length > 60) return undefined;
  return KINDS.find(([, re]) => re.test(label))?.[0];
}

/** What a money field asks for, from its name and description (folded). */
export function wantedKind(about: string): LineKind | undefined {
  const total =
    /\b(?:total\w*|gesamt\w*|totaal\w*|totale|amount|betrag|montant|importe|importo|bedrag|invoice|quote|rechnung)\b/.test(
      about,
    );
  if (
    /\b(?:delivery charge|delivery cost|shipping|freight|carriage|versandkosten|lieferkosten|frais de port|portes|envio|spese di spedizione|bezorgkosten|verzendkosten|frete)\b/.test(
      about,
    ) &&
    !/\btotal\b/.test(about)
  )
    return 'shipping';
  // What is still to pay after a deposit ("balance due", "Restbetrag", "saldo"): its own line.
  if (
    /\b(?:balance|outstanding|remaining|left to pay|still to pay|after the deposit|restbetrag|restzahlung|noch zu zahlen|solde|reste a payer|restant|saldo|pendiente|resto|da saldare|openstaand|resterend|nog te betalen|em divida|em falta)\b/.test(
      about,
    )
  )
    return 'balance';
  if (/\b(?:deposit|down payment|anzahlung|acompte|anticipo|senal|acconto|caparra|aanbetaling|sinal)\b/.test(about))
    return 'deposit';
  if (!total) return undefined;
  // "Included" says gross only of a tax: "carriage included" is a part of the total, not its VAT;
  // a rate or "of all" between them ("incl. 20% VAT", "inkl. 19 % MwSt.", "inclusive of all taxes") still says it.
  const gross =
    /\b(?:gross|brutto|ttc|to pay|iva incluid\w*|iva inclus\w*|con iva|ivato|toutes taxes comprises|(?:impuestos|impostos|tasse) inclu\w*)\b/.test(
      about,
    ) ||
    /\b(?:incl\w*|inkl\w*)\.? (?:(?:of|all|any|the|\d{1,2}(?:[.,]\d{1,2})? ?%) ){0,3}(?:\p{L}+ )?(?:vat|tax|taxes|mwst|ust|btw|iva|tva|igv)\b|\b(?:vat|tax|mwst|btw|iva|tva) incl\w*/u.test(
      about,
    );
  const net =
    /\b(?:before (?:vat|tax)|excl\w*|exkl\w*|net|netto|ht|after discount|sin iva|senza iva|base imponible)\b/.test(
      about,
    );
  if (gross && !net) return 'gross';
  if (net && !gross) return 'net';
  return gross ? undefined : 'total';
}

/**
 * The amount of the summary line the field binds to, 'unsure' when lines of its kind disagree
 * (or a plain total faces both a net and a gross line), undefined when the lines say nothing of it.
 */
export function bindSummary(lines: readonly SummaryLine[], kind: LineKind): SummaryLine | 'unsure' | undefined {
  const taxAt = lines.findIndex((l) => l.kind === 'tax');
  const plainGross = lines.filter((l, i) => l.kind === 'total' && taxAt >= 0 && i > taxAt);
  let pool: SummaryLine[];
  if (kind === 'gross') pool = [...lines.filter((l) => l.kind === 'gross'), ...plainGross];
  else if (kind === 'net') pool = lines.filter((l) => l.kind === 'net');
  else if (kind === 'shipping' || kind === 'balance' || kind === 'deposit') pool = lines.filter((l) => l.kind === kind);
  else if (kind === 'total') {
    const hasNet = lines.some((l) => l.kind === 'net');
    const totals = lines.filter((l) => l.kind === 'gross' || l.kind === 'total');
    if (hasNet && totals.length > 0) return 'unsure';
    pool = taxAt >= 0 ? [...lines.filter((l) => l.kind === 'gross'), ...plainGross] : totals;
  } else return undefined;
  if (pool.length === 0) return undefined;
  return pool.every((l) => l.value === pool[0]!.value) ? pool[0] : 'unsure';
}

/** The decimal mark a table's amounts show at their line ends ("519,20", "1,200.00"), when they agree. */
function decimalMarkOfColumns(rows: readonly string[]): '.' | ',' | undefined {
  let comma = 0;
  let point = 0;
  for (const r of rows) {
    const m = /\d([.,])\d{2}[;\s€$£a-zA-Z]*$/.exec(r.length > 200 ? '' : r);
    if (m?.[1] === ',') comma++;
    else if (m?.[1] === '.') point++;
  }
  if (comma > 0 && point === 0) return ',';
  if (point > 0 && comma === 0) return '.';
  return undefined;
}
