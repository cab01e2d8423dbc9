import { describe, expect, it } from 'vitest';
import { isDateProp } from '../../services/worker/brain/readers/field-readers.js';
import { propertyForKey } from '../../services/worker/brain/readers/line-values.js';
import { wantedKind } from '../../services/worker/brain/readers/summary-lines.js';

describe('labels in attached documents', () => {
  const props: Array<[string, Record<string, unknown>]> = [
    ['offerValidUntil', { type: 'string', description: 'ISO date YYYY-MM-DD' }],
    ['netPrice', { type: 'number' }],
  ];

  it('a bare "Date"/"Datum"/"Data" label is the document date, never the field date, in an attachment', () => {
    for (const key of ['Date', 'Datum', 'Data']) expect(propertyForKey(props, key, { document: true })).toBeUndefined();
    // In a reply's own lines it still names the schema's one date field.
    expect(propertyForKey(props, 'Datum')).toBe('offerValidUntil');
    // A label that names what the date is of still binds in a document.
    expect(propertyForKey(props, 'Offer valid until', { document: true })).toBe('offerValidUntil');
  });

  it('a date format written in the schema language makes the field a date', () => {
    expect(isDateProp('geldigTot', { type: 'string', description: 'geldig tot (JJJJ-MM-DD)' })).toBe(true);
    expect(isDateProp('scadenza', { type: 'string', description: 'scadenza (AAAA-MM-GG)' })).toBe(true);
    expect(isDateProp('vence', { type: 'string', description: 'vencimiento AAAA-MM-DD' })).toBe(true);
    expect(isDateProp('lieferant', { type: 'string', description: 'Name des Lieferanten' })).toBe(false);
  });

  it('"included" makes a total gross only when it is about a tax', () => {
    expect(wantedKind('quote total excluding vat, carriage included')).toBe('net');
    expect(wantedKind('gesamtpreis netto, fracht inklusive')).toBe('net');
    expect(wantedKind('total including vat')).toBe('gross');
    expect(wantedKind('totaal incl. btw')).toBe('gross');
    expect(wantedKind('totaalprijs excl. btw')).toBe('net');
  });
});
