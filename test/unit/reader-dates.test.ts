import { describe, expect, it } from 'vitest';
import { findDates } from '../../services/worker/brain/readers/dates.js';
import type { ReadLang as Lang } from '../../services/worker/brain/readers/language.js';

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

describe('a weekday written short before a day and month without a year', () => {
  // 9 February 2027 is a Tuesday; the next 9 February after the message.
  it.each<[Lang, string]>([
    ['en', 'We could fit you in on Tues 9th Feb, first thing.'],
    ['de', 'Wir liefern am Di. 9. Feb. vormittags.'],
    ['fr', 'Nous passerons le mar. 9 févr. dans la matinée.'],
    ['es', 'Podemos pasar el martes 9 de feb. por la mañana.'],
    ['it', 'Passiamo martedì 9 feb. in mattinata.'],
    ['nl', 'We komen op di 9 feb in de ochtend.'],
    ['pt', 'Passamos na ter 9 fev de manhã.'],
  ])('%s: the weekday agrees: %s', (lang, text) => {
    expect(dates(text, lang)).toEqual(['2027-02-09']);
  });

  it.each<[Lang, string]>([
    ['en', 'We could fit you in on Weds 9th Feb, first thing.'],
    ['de', 'Wir liefern am Mi. 9. Feb. vormittags.'],
    ['fr', 'Nous passerons le mer. 9 févr. dans la matinée.'],
    ['es', 'Podemos pasar el mié 9 feb por la mañana.'],
    ['it', 'Passiamo gio 9 feb in mattinata.'],
    ['nl', 'We komen op wo 9 feb in de ochtend.'],
    ['pt', 'Passamos na qua 9 fev de manhã.'],
  ])('%s: the weekday disagrees, so neither it nor the date is read: %s', (lang, text) => {
    expect(dates(text, lang)).toEqual([]);
  });

  it('"mar 9 feb": "mar" before a day and another month is the weekday, and checks the date', () => {
    expect(dates('Podemos pasar el mar 9 feb por la mañana.', 'es')).toEqual(['2027-02-09']);
    expect(dates('Passiamo mar 9 feb in mattinata.', 'it')).toEqual(['2027-02-09']);
    expect(dates('Passiamo mer 9 feb in mattinata.', 'it')).toEqual([]);
  });

  it('"por la mañana" is the morning, not tomorrow', () => {
    expect(dates('Podemos pasar el 9 de febrero por la mañana.', 'es')).toEqual(['2027-02-09']);
    expect(dates('Llegará mañana por la mañana.', 'es')).toEqual(['2026-11-24']);
  });

  it('a weekday before a count is still a date of its own', () => {
    expect(dates('We deliver Friday, 2 pallets at a time.')).toEqual(['2026-11-27']);
  });
});
