import { describe, expect, it } from 'vitest';
import { leadTimeValue } from '../../services/worker/brain/readers/lead-time-enum.js';

/** An availability cell that gives only a lead time reads as the enum's on-order value. */

const AVAIL = ['in_stock', 'on_order', 'out_of_stock'];

describe('a lead time alone means on order', () => {
  it.each<string>([
    '3 settimane',
    '2-3 weeks',
    '10 Arbeitstage',
    'Lieferzeit ca. 2 Wochen',
    'sous 10 jours',
    'entrega en 15 días',
    'levertijd 4 weken',
    'prazo de 20 dias',
  ])('%s', (cell) => {
    expect(leadTimeValue(cell, AVAIL)).toBe('on_order');
  });
});

describe('no on-order value is read', () => {
  it('from a cell that says more than a lead time', () => {
    expect(leadTimeValue('in stock, ships in 2 days', AVAIL)).toBeUndefined();
    expect(leadTimeValue('esaurito, 3 settimane', AVAIL)).toBeUndefined();
  });
  it('from a cell with no lead time', () => {
    expect(leadTimeValue('pronta consegna', AVAIL)).toBeUndefined();
    expect(leadTimeValue('KW 12', AVAIL)).toBeUndefined();
  });
  it('for an enum with no on-order value, or two', () => {
    expect(leadTimeValue('3 weeks', ['in_stock', 'out_of_stock'])).toBeUndefined();
    expect(leadTimeValue('3 weeks', ['on_order', 'backorder'])).toBeUndefined();
  });
});
