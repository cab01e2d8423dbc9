import { describe, expect, it } from 'vitest';
import { readFields } from '../support/read-fields.js';

/**
 * A field named for an arrival but asking a window of hours ("arrivalWindow: time window in which
 * the set-up crew arrives, e.g. 07:00-09:00") is no date field: before, "Unser Aufbauteam kommt am
 * 14.06. zwischen 7:00 und 9:00 Uhr" gave it "2027-06-14".
 */

describe('a window of hours is no calendar day (readers/field-readers.ts isDateProp)', () => {
  it.each([
    ['arrivalWindow', 'time window in which the set-up crew arrives, e.g. 07:00-09:00'],
    ['deliveryWindow', 'delivery window'],
    ['arrivalSlot', 'Zeitfenster der Anlieferung'],
  ])('%s', (name, description) => {
    const read = readFields(
      { [name]: { type: 'string', description } },
      'Unser Team kommt am 14.06. zwischen 7:00 und 9:00 Uhr.',
    );
    expect(read[name]).not.toBe('2027-06-14');
  });

  it('a date field named for an arrival still reads the day', () => {
    const read = readFields(
      { arrivalDate: { type: 'string', description: 'arrival date' } },
      'Die Ware kommt am 14.06. an.',
    );
    expect(read['arrivalDate']).toBe('2027-06-14');
  });
});
