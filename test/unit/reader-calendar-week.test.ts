import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

// Monday 23 November 2026, 10:00 UTC: the time the reply was written.
const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values;

const TWO = {
  deliveryCalendarWeek: { type: 'integer', description: 'calendar week of the delivery' },
  assemblyCalendarWeek: { type: 'integer', description: 'calendar week of the assembly' },
};
const ONE = { weekNumber: { type: 'integer', description: 'calendar week in which the goods are delivered' } };

describe('a calendar week written after its mark', () => {
  it.each([
    ['Die Lieferung erfolgt in KW 22, der Aufbau dann in KW 23.', 22, 23],
    ['Livraison prévue semaine 9, le montage suit en semaine 10.', 9, 10],
    ['La entrega será en la semana 30 y el montaje en la semana 31.', 30, 31],
  ])('%s', (text, delivery, assembly) => {
    expect(read(TWO, text)).toEqual({ deliveryCalendarWeek: delivery, assemblyCalendarWeek: assembly });
  });

  it("a schema's one week field takes the text's one week", () => {
    expect(read(ONE, 'We will ship it in wk 7, as planned.')).toEqual({ weekNumber: 7 });
  });
});

describe('a week that is not sure is never stored', () => {
  it.each([
    ['Delivery in KW 14 or KW 15, we will confirm next week.'],
    ['Could you take delivery in week 14?'],
    ['Delivery within 2 weeks of your order.'],
    ['Week 3 is fully booked, week 5 perhaps.'],
  ])('%s', (text) => {
    expect(read(ONE, text)).toEqual({});
  });

  it("a week nearer the other field's word is not this field's", () => {
    expect(read(TWO, 'Der Aufbau ist für KW 23 eingeplant.')).toEqual({ assemblyCalendarWeek: 23 });
  });
});
