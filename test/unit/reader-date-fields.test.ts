import { describe, expect, it } from 'vitest';
import { findDates, numericOrder } from '../../services/worker/brain/readers/dates.js';
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

describe("a numeric day and month in English, read in the writer's order", () => {
  const legs = {
    collectionDate: { type: 'string', format: 'date' },
    dropOffDate: { type: 'string', format: 'date' },
  };
  it('month-name-first writing ("April 6th") reads 4/9 as April 9', () => {
    expect(read(legs, 'Collection April 6th in the morning, drop-off 4/9 at the depot.')).toEqual({
      collectionDate: '2027-04-06',
      dropOffDate: '2027-04-09',
    });
  });
  it('day-first writing ("6 April") reads 9/4 as 9 April', () => {
    expect(read(legs, 'Collection 6 April in the morning, drop-off 9/4 at the depot.')).toEqual({
      collectionDate: '2027-04-06',
      dropOffDate: '2027-04-09',
    });
  });
  it('a numeric date over 12 settles the order for the others', () => {
    const text = 'Collection 25/03/2027, drop-off 04/05/2027.';
    expect(numericOrder(text, 'en')).toBe('dmy');
    expect(findDates(text, 'en', AT, numericOrder(text, 'en')).map((d) => d.date)).toEqual([
      '2027-03-25',
      '2027-05-04',
    ]);
    expect(numericOrder('Collection 03/25/2027, drop-off 04/05/2027.', 'en')).toBe('mdy');
  });
  it('no evidence, or evidence both ways, leaves a swappable date unread', () => {
    expect(read({ dropOffDate: legs.dropOffDate }, 'The drop-off is 04/05/2027.')).toEqual({});
    expect(read({ dropOffDate: legs.dropOffDate }, 'Collection April 6th or 7 April, drop-off 04/05/2027.')).toEqual(
      {},
    );
  });
});

describe('a date field without a format gets ISO 8601', () => {
  const schema = { deliveryDate: { type: 'string', description: 'date of delivery' }, price: { type: 'number' } };
  it.each([
    ['Delivery date: 24/05/2027\nPrice: 1200', '2027-05-24'],
    ['Liefertermin: 04.05.2027\nPreis: 1200', '2027-05-04'],
    ['{"deliveryDate": "24/05/2027", "price": 1200}', '2027-05-24'],
    ['The delivery date is 24 May 2027.', '2027-05-24'],
  ])('%s', (text, iso) => {
    expect(read(schema, text)['deliveryDate']).toBe(iso);
  });
  it.each([
    ['a date that could be swapped', 'Delivery date: 04/05/2027\nPrice: 1200'],
    ['words, not a date', 'Delivery date: to be confirmed\nPrice: 1200'],
    ['two dates', 'Delivery date: 24/05/2027 or 31/05/2027\nPrice: 1200'],
  ])('never stored as written: %s', (_name, text) => {
    expect(read(schema, text)['deliveryDate']).toBeUndefined();
  });
});

describe('the one date of a reply to a request for one date', () => {
  const delivery = { deliveryDate: { type: 'string', format: 'date' }, priceEUR: { type: 'number' } };
  it.each([
    ['The chairs go out on 12 March 2027 with DHL.', '2027-03-12'],
    ['Die Stühle gehen am 12.03. mit DHL raus.', '2027-03-12'],
    ['Les chaises partent de chez nous le 12 mars 2027.', '2027-03-12'],
  ])('%s', (text, iso) => {
    expect(read(delivery, text)['deliveryDate']).toBe(iso);
  });

  it.each([
    ['an absence', "I'm away from 12 March 2027, my colleague will take over."],
    ['a closure', 'Our warehouse is closed on 12 March 2027.'],
    ['a validity', 'This offer is valid until 12 March 2027.'],
    ['a payment', 'Payment is due on 12 March 2027.'],
    ['a question', 'Would 12 March 2027 work for you?'],
    ['a past event', 'We received your order on 12 November 2026.'],
    ['two dates', 'The chairs leave on 12 March 2027, the tables on 19 March 2027.'],
  ])('never from %s', (_name, text) => {
    expect(read(delivery, text)['deliveryDate']).toBeUndefined();
  });

  it('not when the schema asks for two dates', () => {
    expect(
      read({ ...delivery, invoiceDate: { type: 'string', format: 'date' } }, 'The chairs leave on 12 March 2027.'),
    ).toEqual({});
  });
});

describe('a weekday written right before a date', () => {
  it('is the date’s weekday, not a second date', () => {
    // 14 May 2027 is a Friday.
    expect(findDates('Lieferung am Fr., 14.05.27 vormittags.', 'de', AT).map((d) => d.date)).toEqual(['2027-05-14']);
  });

  it('that disagrees with the date leaves no reading: nothing is sure', () => {
    // Neither the Monday nor 14 May (a Friday) is the date they mean for certain.
    expect(findDates('Lieferung am Mo., 14.05.27 vormittags.', 'de', AT)).toEqual([]);
  });
});

describe('a date bound by the field’s subject in the writer’s language', () => {
  const WORKS = {
    installationDate: { type: 'string', description: 'date of the installation' },
    handoverDate: { type: 'string', description: 'date of the handover' },
  };

  it('German trade words bind each date to its field', () => {
    expect(
      read(
        WORKS,
        'Unser Monteur ist am Do., 10.06.27 zum Einbau der Küche bei Ihnen. Die Übergabe ist dann am 15.06.27 vorgesehen.',
      ),
    ).toEqual({ installationDate: '2027-06-10', handoverDate: '2027-06-15' });
  });

  it('a date named for neither field is not stored', () => {
    expect(read(WORKS, 'Unser Monteur meldet sich am 10.06.27 telefonisch bei Ihnen.')).toEqual({});
  });
});

describe('a sentence where one date was another field’s', () => {
  const SHOW = {
    openingDate: { type: 'string', description: 'opening day of the fair' },
    setupDate: { type: 'string', description: 'stand set-up day' },
  };

  it('its other dates do not fall to a field by default', () => {
    // The set-up day is written right after the opening's name, the take-down day later: neither
    // is sure to be the set-up day, so nothing is stored for it.
    const got = read(
      SHOW,
      'Les stands se montent avant l’ouverture, le mardi 2 mars ; le démontage des stands le lundi 8 au matin.',
    );
    expect(got['setupDate']).toBeUndefined();
  });

  it('opening and closing named in French each take their own date', () => {
    expect(
      read(
        { openingDate: { type: 'string' }, closingDate: { type: 'string' } },
        'Le marché ouvre le samedi 5 juin et ferme le dimanche 13 juin.',
      ),
    ).toEqual({ openingDate: '2027-06-05', closingDate: '2027-06-13' });
  });
});

describe('dispatch and arrival are different dates', () => {
  it('an arrival word before a date does not name the dispatch date', () => {
    const got = read(
      { dispatchDate: { type: 'string', description: 'date the goods leave the warehouse' } },
      'Salen del almacén el martes 13 de abril y llegan al cliente el jueves 15 de abril.',
    );
    expect(got['dispatchDate']).not.toBe('2027-04-15');
  });
});
