import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values;

describe('a field that counts a time takes no figure counting another thing', () => {
  const hours = { weeklyHours: { type: 'number', description: 'gardening hours per week' } };

  it('a count of other things beside the hours is never the hours', () => {
    expect(read(hours, 'For the 6 flower beds we suggest 8 hours a week.')).not.toEqual({ weeklyHours: 6 });
    expect(read({ leadTimeDays: { type: 'integer' } }, 'For 500 units, 10 working days.')).not.toEqual({
      leadTimeDays: 500,
    });
    expect(read(hours, 'We look after 14 sites in your town.')).toEqual({});
  });

  it('the time itself is read beside a count of pieces', () => {
    expect(read({ leadTimeDays: { type: 'integer' } }, 'Lead time is 10 working days for 500 units.')).toEqual({
      leadTimeDays: 10,
    });
  });

  it('a field per a period still counts its own thing ("guests per day")', () => {
    expect(read({ guestsPerDay: { type: 'integer' } }, 'We can take 40 guests per day.')).toEqual({ guestsPerDay: 40 });
  });

  it('a lead time in days takes no count of pieces', () => {
    expect(read({ leadTimeDays: { type: 'integer' } }, 'We ship 500 units from stock.')).toEqual({});
  });
});

describe('a figure its clause says does not apply is no value', () => {
  const total = { totalPriceGBP: { type: 'number', description: 'total price, GBP ex VAT' } };

  it.each([
    'The minimum charge (£90) would not apply to an order this size.',
    'Die Mindestpauschale von 90 € entfällt bei dieser Menge.',
    'Le forfait minimum de 90 € ne s’applique pas pour cette quantité.',
    'El cargo mínimo de 90 € no se aplica en este caso.',
    'Il minimo di 90 € non si applica a questo ordine.',
    'A taxa mínima de 90 € não se aplica a esta encomenda.',
  ])('%s', (text) => {
    expect(read(total, text)).toEqual({});
  });

  it('the total beside it is read', () => {
    expect(read(total, 'The total is £640 + VAT. Our call-out fee (£90) would not apply.')).toEqual({
      totalPriceGBP: 640,
    });
  });
});

describe('a count field takes only a figure counting its own thing', () => {
  const guards = { guardsOnSite: { type: 'integer', description: 'number of security guards for our site' } };

  it.each([
    'Family firm for 25 years, 3 branches across the county.',
    'With 40 vans on the road we reach you fast.',
    'We patrol 1,200 sites a year.',
  ])('another thing is never the count: %s', (text) => {
    expect(read(guards, text)).toEqual({});
  });

  it('the field’s own thing, or people for a field about people, is read', () => {
    expect(read(guards, 'We patrol 1,200 sites a year; for your site, 3 guards.')).toEqual({ guardsOnSite: 3 });
    expect(read(guards, 'We would provide 3 officers.')).toEqual({ guardsOnSite: 3 });
    expect(read({ attendees: { type: 'integer' } }, 'We will be 43 people.')).toEqual({ attendees: 43 });
  });

  it('a count per the field’s own period is still read', () => {
    expect(read({ visitsPerMonth: { type: 'integer' } }, 'We would come 4 times a month.')).toEqual({
      visitsPerMonth: 4,
    });
  });
});

describe('a price per a thing never takes an amount per a period', () => {
  const perVisit = { pricePerVisitEUR: { type: 'number', description: 'price of one visit in euro' } };

  it('the monthly hire beside the price per visit is not the price per visit', () => {
    expect(read(perVisit, 'Per visit we charge €42.00; the hire of the unit is €6.50 per month.')).not.toEqual({
      pricePerVisitEUR: 6.5,
    });
    expect(read(perVisit, 'The unit hire is €6.50 per month.')).toEqual({});
  });

  it('a price per its own thing is read', () => {
    expect(read(perVisit, 'It is €42.00 per visit.')).toEqual({ pricePerVisitEUR: 42 });
  });
});
