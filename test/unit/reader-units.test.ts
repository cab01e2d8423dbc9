import { describe, expect, it } from 'vitest';
import { readFromSources, referencesFrom } from '../../services/worker/brain/readers/schema-reader.js';
import { convert } from '../../services/worker/brain/readers/units/convert.js';
import { fieldUnit, unitField } from '../../services/worker/brain/readers/units/field-unit.js';

const AT = Date.parse('2027-01-10T09:00:00Z');
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], referencesFrom([], AT)).values;

describe('units: the field names a unit, the reply writes another of the same dimension', () => {
  it('the field unit comes from the description ("in kg"), never from a rate\'s scope ("per day")', () => {
    expect(fieldUnit('dailyCapacityKg', 'total delivery capacity per day in kg')).toEqual(
      expect.objectContaining({ dim: 'mass', qty: 'kg' }),
    );
    expect(fieldUnit('palletCount', 'number of standard pallets')).toBeUndefined();
    expect(fieldUnit('cableLengthMm', undefined)).toEqual(expect.objectContaining({ dim: 'length', qty: 'mm' }));
  });

  it('converts with js-quantities and calendar definitions, rounding float noise', () => {
    expect(convert(2.4, { dim: 'mass', qty: 't' }, { dim: 'mass', qty: 'kg' })).toBe(2400);
    expect(convert(3, { dim: 'time', qty: 'week' }, { dim: 'time', qty: 'day' })).toBe(21);
    expect(convert(2, { dim: 'time', qty: 'year' }, { dim: 'time', qty: 'month' })).toBe(24);
    expect(convert(212, { dim: 'temperature', qty: 'tempF' }, { dim: 'temperature', qty: 'tempC' })).toBe(100);
    expect(convert(1, { dim: 'time', qty: 'month' }, { dim: 'time', qty: 'day' })).toBeUndefined();
  });

  it.each<[string, Record<string, unknown>, string, Record<string, unknown>]>([
    [
      'tonnes to kg, each quantity to the field its clause names',
      {
        maxLoadPerTruckKg: { type: 'number', description: 'maximum load per truck in kg' },
        dailyCapacityKg: { type: 'number', description: 'total delivery capacity per day in kg' },
      },
      'Our small trucks take 2.4 t each, and we can deliver up to twenty tonnes per day to your site.',
      { maxLoadPerTruckKg: 2400, dailyCapacityKg: 20000 },
    ],
    [
      'years to months, metres to mm',
      {
        warrantyMonths: { type: 'integer', description: 'warranty in months' },
        cableLengthMm: { type: 'number', description: 'cable length in mm' },
      },
      'The BS-90 comes with a two years manufacturer warranty, and the coiled USB cable is 1.2 m when stretched.',
      { warrantyMonths: 24, cableLengthMm: 1200 },
    ],
    [
      'German: Tonnen to kg',
      { payloadKg: { type: 'number', description: 'Nutzlast in kg' } },
      'Die Nutzlast beträgt 3,5 Tonnen.',
      { payloadKg: 3500 },
    ],
    [
      'pounds (lb) to kg',
      { weightKg: { type: 'number', description: 'weight in kg' } },
      'The crate weighs 110 lb.',
      { weightKg: 49.8951607 },
    ],
  ])('%s', (_name, properties, text, expected) => {
    expect(read(properties, text)).toEqual(expected);
  });

  it('a count stays a count: no unit in the field, no conversion', () => {
    expect(
      read(
        { palletCount: { type: 'integer', description: 'number of standard pallets' } },
        'Room for 18 pallets, about 14 tonnes.',
      ),
    ).toEqual({
      palletCount: 18,
    });
  });

  it('never the bare number of another unit, and nothing when unsure', () => {
    // "ton" is short, long or metric depending on who writes: not converted, not taken.
    expect(read({ loadKg: { type: 'number', description: 'load in kg' } }, 'The truck takes 20 tons.')).toEqual({});
    // Two quantities and nothing binds either to the one field.
    expect(
      read({ loadKg: { type: 'number', description: 'load in kg' } }, 'We have trucks of 7.5 t and of 12 t.'),
    ).toEqual({});
    // One end of a range.
    expect(
      read({ leadTimeDays: { type: 'integer', description: 'lead time in days' } }, 'Lead time is 3 to 5 weeks.'),
    ).toEqual({});
    // A month is no fixed number of days.
    expect(
      read({ leadTimeDays: { type: 'integer', description: 'lead time in days' } }, 'Lead time is 2 months.'),
    ).toEqual({});
  });
});

describe('a start and an end date from one range of days', () => {
  const dates = {
    checkIn: { type: 'string', format: 'date' },
    checkOut: { type: 'string', format: 'date' },
  };
  it.each<[string]>([
    ['Abbiamo disponibilità per 8 camere singole dal 12 al 15 ottobre.'],
    ['Wir haben Zimmer vom 12. bis 15. Oktober frei.'],
    ['Nous avons des chambres du 12 au 15 octobre.'],
    ['Wij hebben kamers van 12 tot 15 oktober.'],
  ])('%s', (text) => {
    expect(read(dates, text)).toEqual({ checkIn: '2027-10-12', checkOut: '2027-10-15' });
  });

  it('two ranges, or a range and another date: not sure which is meant', () => {
    expect(read(dates, 'Rooms from 3 to 6 October or from 10 to 12 October.')).not.toEqual(
      expect.objectContaining({ checkIn: expect.anything(), checkOut: expect.anything() }),
    );
  });
});

describe('a unit of two words in the description', () => {
  it('"floor area in square metres" is an area, not a length', () => {
    expect(unitField('areaSqm', { type: 'integer', description: 'floor area in square metres' })?.unit).toMatchObject({
      dim: 'area',
    });
    expect(unitField('roofArea', { type: 'number', description: 'roof area in square feet' })?.unit).toMatchObject({
      dim: 'area',
    });
  });
});
