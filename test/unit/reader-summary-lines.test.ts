import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';
import { bindSummary, summaryLines, wantedKind } from '../../services/worker/brain/readers/summary-lines.js';

const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (properties: Record<string, unknown>, text: string, csv = false) =>
  readFromSources(
    { type: 'object', properties },
    [{ text, at: AT, messageId: 'm1', ...(csv ? { csv } : {}) }],
    noRefs(),
  ).values;

const GROSS = { type: 'number', description: 'total to pay including VAT, in EUR' };
const NET = { type: 'number', description: 'total before VAT, in EUR' };
const PLAIN = { type: 'number', description: 'total in EUR' };
const SHIPPING = { type: 'number', description: 'shipping charge in EUR' };

const invoiceDe = [
  'Pos  Menge  Bezeichnung          Einzelpreis   Gesamt',
  '1    40     Ordner A4               2,10        84,00',
  '2    10     Stempelkissen           6,50        65,00',
  'Zwischensumme                                  149,00',
  'Versandkosten                                    9,90',
  'Nettobetrag                                    158,90',
  'zzgl. MwSt 19%                                  30,19',
  'Gesamtbetrag EUR                               189,09',
].join('\n');

const quoteEs = [
  'Concepto                 Uds.   Precio    Importe',
  'Carpa 10x20                1   2.400,00   2.400,00',
  'Montaje                    1     350,00     350,00',
  'Suma                                      2.750,00',
  'Base imponible                            2.750,00',
  'IVA 21 %                                    577,50',
  'TOTAL                                     3.327,50',
].join('\n');

const orderNl = [
  'artikel;omschrijving;aantal;prijs;bedrag',
  '501;Koffiebonen 1 kg;12;14,20;170,40',
  ';Subtotaal;;;170,40',
  ';Bezorgkosten;;;12,50',
  ';BTW 9% over 182,90;;;16,46',
  ';Totaal;;;199,36',
].join('\n');

describe('summary lines under an items table', () => {
  it('reads each line by the words that open it', () => {
    expect(summaryLines(invoiceDe, 'de').map((l) => [l.kind, l.value])).toEqual([
      ['subtotal', 149],
      ['shipping', 9.9],
      ['net', 158.9],
      ['tax', 30.19],
      ['gross', 189.09],
    ]);
  });

  it.each<[string, string, string, boolean, Record<string, number>]>([
    ['de', 'a PDF invoice', invoiceDe, false, { gross: 189.09, net: 158.9, shipping: 9.9 }],
    ['es', 'a quote in the mail', quoteEs, false, { gross: 3327.5, net: 2750 }],
    ['nl', 'a CSV order', orderNl, true, { gross: 199.36, shipping: 12.5 }],
  ])('%s: %s: each field binds to the line of its kind', (_lang, _name, text, csv, expected) => {
    const got = read({ gross: GROSS, net: NET, shipping: SHIPPING }, text, csv);
    expect(got).toEqual(expected);
  });

  it('a total that says neither net nor gross, in a table with both, is not sure', () => {
    expect(read({ total: PLAIN }, invoiceDe)).toEqual({});
    expect(bindSummary(summaryLines(invoiceDe, 'de'), 'total')).toBe('unsure');
  });

  it('a subtotal, a tax line or a unit price is never the total', () => {
    const onlySub = ['Item   Qty   Price', 'Chairs   10   45.00', 'Subtotal   450.00', 'VAT 20%   90.00'].join('\n');
    expect(read({ gross: GROSS, total: PLAIN }, onlySub)).toEqual({});
  });

  it('what a field asks for, from its words', () => {
    expect(wantedKind('order total including vat and delivery in eur')).toBe('gross');
    expect(wantedKind('quote total after discount before vat in eur')).toBe('net');
    expect(wantedKind('delivery charge in eur excluding vat')).toBe('shipping');
    expect(wantedKind('total in eur')).toBe('total');
    expect(wantedKind('price per seat in eur')).toBeUndefined();
  });

  it('included before a tax word, with a rate or "of all" between, asks for the gross total', () => {
    expect(wantedKind('total incl. 20% vat')).toBe('gross');
    expect(wantedKind('gesamtpreis inkl. 19 % mwst.')).toBe('gross');
    expect(wantedKind('total price inclusive of all taxes')).toBe('gross');
    expect(wantedKind('totaalbedrag inclusief 21% btw')).toBe('gross');
    expect(wantedKind('prezzo totale iva inclusa')).toBe('gross');
    expect(wantedKind('montant total toutes taxes comprises')).toBe('gross');
    // "included" of something other than a tax says nothing of VAT.
    expect(wantedKind('total price with carriage included')).toBe('total');
    expect(wantedKind('total incl. 20% vat, excl. delivery')).toBeUndefined();
  });
});

describe('the balance after a deposit is its own line, never the total (class C)', () => {
  const AT2 = Date.parse('2026-11-23T10:00:00Z');
  const refs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
  const invoice = [
    'Item                         Qty   Amount',
    'Workshop room (days)           3   1.950,00',
    'Catering (persons)            40   1.400,00',
    'Totale documento                   3.350,00',
    'Acconto versato                    -1.000,00',
    'Saldo da pagare                    2.350,00',
  ].join('\n');
  const schema = {
    type: 'object',
    properties: {
      totalEUR: { type: 'number', description: 'document total in EUR' },
      balanceEUR: { type: 'number', description: 'amount in EUR still to pay after the deposit' },
    },
  };
  it('each field binds its own line', () => {
    const got = readFromSources(schema, [{ text: invoice, at: AT2, messageId: 'm', attachmentId: 'a' }], refs());
    expect(got.values).toEqual({ totalEUR: 3350, balanceEUR: 2350 });
  });
  it('a balance field with no balance line takes nothing from the table', () => {
    const noBalance = invoice.split('\n').slice(0, 4).join('\n');
    const got = readFromSources(schema, [{ text: noBalance, at: AT2, messageId: 'm', attachmentId: 'a' }], refs());
    expect(got.values['balanceEUR']).toBeUndefined();
  });
});

describe('labels in one column and their values below them (class C)', () => {
  const AT4 = Date.parse('2026-11-23T10:00:00Z');
  const refs4 = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
  const schema = {
    type: 'object',
    properties: { totalEUR: { type: 'number', description: 'total in EUR including VAT' } },
  };
  const readPdf = (text: string) =>
    readFromSources(schema, [{ text, at: AT4, messageId: 'm', attachmentId: 'a' }], refs4()).values;
  it('a currency code before a value is no label naming a field: nothing bound to a neighbour', () => {
    expect(readPdf('Net amount\nVAT 20%\nTotal\nEUR 1,000.00\nEUR 200.00\nEUR 1,200.00')).toEqual({});
    expect(readPdf('Total\nShipping EUR 45.00\nEUR 1,200.00')).toEqual({});
  });
  it('a label and its value on one line is read', () => {
    expect(readPdf('Total EUR 1,200.00')).toEqual({ totalEUR: 1200 });
  });
});
