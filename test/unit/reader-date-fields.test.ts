import { describe, expect, it } from 'vitest';
import { findDates } from '../../services/worker/brain/readers/dates.js';
import type { ReadLang } from '../../services/worker/brain/readers/language.js';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

// Monday 23 November 2026, 10:00 UTC: the time the reply was written.
const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values;

const STAY = {
  arrivalDate: { type: 'string', format: 'date' },
  departureDate: { type: 'string', format: 'date' },
};

describe('a range of days written with ordinals or a dash', () => {
  it.each([
    ['We have a twin room for you from the 9th to the 12th of February.', '2027-02-09', '2027-02-12'],
    ['The apartment is yours 14th-18th June, cleaning included.', '2027-06-14', '2027-06-18'],
    ['Booked: 2 to 5 January 2028 at the usual rate.', '2028-01-02', '2028-01-05'],
  ])('%s', (text, start, end) => {
    expect(read(STAY, text)).toEqual({ arrivalDate: start, departureDate: end });
  });

  it('a time of day beside the range is not another date', () => {
    expect(
      read(STAY, 'Room confirmed from the 9th to the 12th of February. Check-in from 2 pm, check-out by 10 am.'),
    ).toEqual({
      arrivalDate: '2027-02-09',
      departureDate: '2027-02-12',
    });
  });

  it('two ranges, or a range and a loose date, are not sure', () => {
    expect(read(STAY, 'Either the 9th to the 12th of February or the 16th to the 19th of February.')).toEqual({});
    expect(read(STAY, 'From the 9th to the 12th of February; payment is due on 1 February.')).toEqual({});
  });

  it('a range that goes backwards or names days a month lacks is nothing', () => {
    expect(read(STAY, 'From the 12th to the 9th of February.')).toEqual({});
    expect(read(STAY, 'From the 27th to the 30th of February.')).toEqual({});
  });
});

describe('a time whose zone is written as a place', () => {
  const at = (text: string, lang: ReadLang = 'en') => ({ slot: findDates(text, lang, AT)[0]?.dateTime });
  it.each([
    ['The driver comes on 16 March 2027 at 14:00 (Amsterdam time).', '2027-03-16T14:00:00+01:00'],
    ['The driver comes on 16 June 2027 at 14:00 Amsterdam time.', '2027-06-16T14:00:00+02:00'],
    ['The call is on 3 February 2027 at 09:30 UK time.', '2027-02-03T09:30:00Z'],
    ['The call is on 3 July 2027 at 09:30 UK time.', '2027-07-03T09:30:00+01:00'],
  ])('%s', (text, expected) => {
    expect(at(text).slot).toBe(expected);
  });

  it.each<[string, string, string]>([
    ['de', 'Der Termin ist am 4. März 2027 um 10:00 Uhr deutscher Zeit.', '2027-03-04T10:00:00+01:00'],
    ['fr', 'Le rendez-vous est le 4 mars 2027 à 10h00 heure de Paris.', '2027-03-04T10:00:00+01:00'],
    ['es', 'La cita es el 4 de marzo de 2027 a las 10:00 hora de Madrid.', '2027-03-04T10:00:00+01:00'],
  ])('%s: %s', (lang, text, expected) => {
    expect(at(text, lang as ReadLang).slot).toBe(expected);
  });

  it('the pickup time is read from a reply that names the place', () => {
    expect(
      read(
        { pickupTime: { type: 'string', format: 'date-time' } },
        'Pickup is on 16 March 2027 at 14:00 (Amsterdam time).',
      ),
    ).toEqual({ pickupTime: '2027-03-16T14:00:00+01:00' });
  });

  it('an unknown or unnamed place gives no instant', () => {
    expect(at('The driver comes on 16 March 2027 at 14:00 (local time).').slot).toBeUndefined();
    expect(at('The driver comes on 16 March 2027 at 14:00 (our time).').slot).toBeUndefined();
    expect(at('The driver comes on 16 March 2027 at 14:00.').slot).toBeUndefined();
  });
});
