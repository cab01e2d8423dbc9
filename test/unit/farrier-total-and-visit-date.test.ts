import { describe, expect, it } from 'vitest';
import { readFields } from '../support/read-fields.js';

/**
 * A farrier back from a course: "Ein kompletter Beschlag kostet 95 € pro Pferd inkl. MwSt., für
 * den Lindenhof nehme ich die Anfahrtspauschale von 25 € einmal … Ich komme am 21. Mai um 8 Uhr"
 * beside "vom letzten Mal am 2. März". Before, the travel charge (25) was the total for four
 * horses, the visit's day was not bound ("komme" named nothing of "the day the farrier comes"),
 * and in English the past visit's date was taken.
 */

const TOTAL = {
  totalPriceEUR: { type: 'number', description: 'total for all four horses including travel, in EUR incl. VAT' },
};
const DAY = {
  appointmentDate: { type: 'string', format: 'date', description: 'the day the farrier comes to shoe the horses' },
};

describe('a flat charge beside prices per thing is no total (readers/number-field.ts)', () => {
  it.each([
    ['de', 'Ein Beschlag kostet 95 € pro Pferd inkl. MwSt., dazu die Anfahrtspauschale von 25 € einmal.'],
    ['en', 'A full set is €95 per horse incl. VAT, plus a call-out fee of €25 once.'],
  ])('%s', (_lang, text) => {
    expect(readFields(TOTAL, text)['totalPriceEUR']).toBeUndefined();
  });

  it('an amount called the total is read', () => {
    expect(
      readFields(TOTAL, 'A full set is €95 per horse, plus a call-out fee of €25; in total €405.')['totalPriceEUR'],
    ).toBe(405);
  });
});

describe('the day someone comes (lexicons/vocabulary-extras.ts, readers/date-context.ts)', () => {
  it.each([
    ['de', 'Ich komme am 21. Mai um 8 Uhr.'],
    ['fr', 'Je viendrai le 21 mai à 8 h.'],
    ['it', 'Verrò il 21 maggio alle 8.'],
  ])('%s: the visit is the day asked', (_lang, text) => {
    expect(readFields(DAY, text)['appointmentDate']).toBe('2027-05-21');
  });

  it.each([
    ['en', 'I know the horses from last time on 2 March. I will come on 21 May at 8am.'],
    ['de', 'Die Pferde kenne ich noch vom letzten Mal am 2. März. Ich komme am 21. Mai um 8 Uhr.'],
  ])('%s: a date told as "last time" is never the day asked', (_lang, text) => {
    expect(readFields(DAY, text)['appointmentDate']).not.toBe('2027-03-02');
  });
});

describe('the day something is put up (lexicons/vocabulary-extras.ts)', () => {
  const SETUP = { setupDate: { type: 'string', format: 'date', description: 'day on which the marquee is put up' } };
  it('German "Aufbau" names the set-up day', () => {
    expect(readFields(SETUP, 'Unser Aufbauteam kommt am 14.06. zwischen 7:00 und 9:00 Uhr.')['setupDate']).toBe(
      '2027-06-14',
    );
  });
});
