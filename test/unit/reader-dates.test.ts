import { describe, expect, it } from 'vitest';
import { findDates } from '../../services/worker/brain/readers/dates.js';
import type { Lang } from '../../services/worker/brain/readers/language.js';

// Monday 23 November 2026, 10:00 UTC: the time the reply was written.
const AT = Date.parse('2026-11-23T10:00:00Z');
const dates = (text: string, lang: Lang = 'en') => findDates(text, lang, AT).map((d) => d.dateTime ?? d.date);

describe('dates in prose and common formats', () => {
  it.each<[Lang, string, string]>([
    ['en', 'Your order is packed and it will arrive on March 14th.', '2027-03-14'],
    ['en', 'We can ship on 14 March 2027.', '2027-03-14'],
    ['en', 'ETA: 2027-04-09', '2027-04-09'],
    ['en', 'It goes out tomorrow.', '2026-11-24'],
    ['en', 'Delivery on Friday.', '2026-11-27'],
    ['de', 'Die Lieferung erfolgt am 14. März 2027 per Spedition.', '2027-03-14'],
    ['de', 'Liefertermin: 14.03.2027', '2027-03-14'],
    ['fr', 'La livraison est prévue le 14 mars.', '2027-03-14'],
    ['es', 'El pedido llegará el 3 de abril de 2027.', '2027-04-03'],
    ['es', 'Entrega el 14/03.', '2027-03-14'],
  ])('%s: %s', (lang, text, expected) => {
    expect(dates(text, lang)).toEqual([expected]);
  });

  it('keeps the time and the zone written in the text', () => {
    expect(dates('The call is on 14 March 2027 at 3pm CET.')).toEqual(['2027-03-14T15:00:00+01:00']);
  });

  it.each([
    ['a vague span', 'It would arrive next week.'],
    ['"now"', 'We only have 300 units right now.'],
    ['the end of a month', 'Probably by the end of March.'],
    ['mid-month', 'Standard shipping would be mid-April.'],
    ['a month only', 'The rest follows in April.'],
    ['a duration', 'It ships within 2 weeks.'],
    ['"next <weekday>"', 'Delivery next Friday.'],
    ['a day and month that could be swapped (English)', 'Delivery on 03/04/2027.'],
  ])('not sure, not taken: %s', (_name, text) => {
    expect(dates(text)).toEqual([]);
  });

  it('day-first numeric dates are sure in languages that write them so', () => {
    expect(dates('Lieferung am 03.04.2027.', 'de')).toEqual(['2027-04-03']);
  });
});
