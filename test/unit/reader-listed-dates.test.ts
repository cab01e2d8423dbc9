import { describe, expect, it } from 'vitest';
import { findDates, findDatesAndListed } from '../../services/worker/brain/readers/dates.js';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

/**
 * A day written in a list before another of the same month ("4 or 11 December") leaves the
 * field's date unsure: the field is asked, never given a date of another clause or subject.
 */

const AT = Date.parse('2026-11-23T10:00:00Z');
const refs = { dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() };
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], refs).values;
const delivery = { deliveryDate: { type: 'string', format: 'date', description: 'delivery date' } };

describe('a listed day is kept, marked, and no value', () => {
  it('findDates drops it; findDatesAndListed keeps it as listed', () => {
    const text = 'Delivery on 4 or 11 December.';
    expect(findDates(text, 'en', AT).map((d) => d.date)).toEqual([]);
    const all = findDatesAndListed(text, 'en', AT);
    expect(all.map((d) => [d.date, d.listed])).toEqual([['2026-12-11', true]]);
  });
  it('a date written alone is not listed', () => {
    expect(findDatesAndListed('Delivery on 11 December.', 'en', AT).map((d) => d.listed)).toEqual([undefined]);
  });
});

describe('the date field is asked, not given the next clause’s date', () => {
  it.each([
    'Lieferung am 4. oder 11. Dezember, Montage am 14. Dezember.',
    'Levering op 4 of 11 december, de monteur komt op 14 december.',
    'Delivery is on 4 or 11 December, and the fitter comes on 14 December.',
    'La livraison aura lieu le 4 ou 11 décembre, le montage le 14 décembre.',
    'Die Lieferung erfolgt am 3. oder 10. Dezember. Der Aufbau folgt am 15. Dezember.',
  ])('"%s" stores no delivery date', (text) => {
    expect(read(delivery, text)['deliveryDate']).toBeUndefined();
  });
  it.each([
    ['Delivery on 11 December, and the fitter comes on 14 December.', '2026-12-11'],
    ['Lieferung am 14. Dezember. Die Montage machen wir am 4. oder 11. Januar.', '2026-12-14'],
    ['Levering op 14 december. De monteur komt op 4 of 11 januari.', '2026-12-14'],
    ['Delivery will be on 14 December. The fitter can come on 4 or 11 January.', '2026-12-14'],
  ])('"%s" still stores the one date named for the delivery', (text, date) => {
    expect(read(delivery, text)['deliveryDate']).toBe(date);
  });
});
