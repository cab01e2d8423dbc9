import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

// Written on Tuesday 12 January 2027.
describe('a date field named by one lower-case compound ("abholdatum", "liefertermin", "leveringsdatum")', () => {
  it('is a date field, delivered in ISO 8601, bound by the compound head in prose', () => {
    const cases: Array<[string, string, string]> = [
      ['abholdatum', 'Abholung am Dienstag, 09.02.2027, Ankunft bei Ihnen ca. 7:00 Uhr.', '2027-02-09'],
      ['abholdatum', 'Abholdatum: 09.02.2027', '2027-02-09'],
      ['liefertermin', 'Die Lieferung erfolgt am Dienstag, 9. Februar.', '2027-02-09'],
      ['leveringsdatum', 'De levering is op dinsdag 9 februari.', '2027-02-09'],
      ['einzugsdatum', 'Einzug ist ab dem 1. März möglich, die Wohnung ist dann frei.', '2027-03-01'],
    ];
    for (const [name, text, date] of cases)
      expect(readOneReply({ [name]: { type: 'string' } }, text, 'Get the date')[name], text).toBe(date);
  });

  it('never the date of another occasion', () => {
    expect(
      readOneReply({ abholdatum: { type: 'string' } }, 'Die Rechnung vom 9. Februar liegt bei.', 'Get the date')[
        'abholdatum'
      ],
    ).toBeUndefined();
    expect(
      readOneReply({ rechnungsdatum: { type: 'string' } }, 'Lieferung am Dienstag, 09.02.2027.', 'Get the date')[
        'rechnungsdatum'
      ],
    ).toBeUndefined();
  });
});
