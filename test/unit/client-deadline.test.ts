import { describe, expect, it } from 'vitest';
import { clientDeadline, pastDeadline } from '../../services/worker/brain/guards/client-deadline.js';

const AT = Date.parse('2026-11-20T10:00:00Z');
const schema = {
  type: 'object',
  properties: { deliveryDate: { type: 'string', description: 'delivery date, YYYY-MM-DD' } },
};

describe("the client's deadline, in the seven languages", () => {
  it.each([
    ['en', 'Order 12 desks from Deskworks; we need them by 10 December, when the office opens.'],
    ['de', 'Bitte 12 Schreibtische bestellen, wir brauchen sie spätestens am 10. Dezember.'],
    ['fr', 'Commander 12 bureaux ; il nous les faut avant le 10 décembre.'],
    ['es', 'Pedir 12 escritorios; los necesitamos antes del 10 de diciembre.'],
    ['it', 'Ordinare 12 scrivanie; ci servono entro il 10 dicembre.'],
    ['nl', 'Bestel 12 bureaus; we hebben ze uiterlijk 10 december nodig.'],
    ['pt', 'Encomendar 12 secretárias; precisamos delas até 10 de dezembro.'],
  ])('%s: %s', (_lang, objective) => {
    expect(clientDeadline([objective], AT)).toBe('2026-12-10');
  });

  it.each([
    'Please reply by 10 December with your best price for 12 desks.',
    'Get a quote for 12 desks, valid until 10 December.',
    'Order 12 desks; the old ones were delivered on 10 December last year.',
  ])('no deadline on the thing itself: %s', (objective) => {
    expect(clientDeadline([objective], AT)).toBeUndefined();
  });
});

describe('a date after the deadline goes to the client', () => {
  it('a later date is the client’s to accept', () => {
    expect(pastDeadline(schema, { deliveryDate: '2026-12-14' }, '2026-12-10', [])).toEqual(['deliveryDate']);
  });

  it('a date on or before the deadline is the answer', () => {
    expect(pastDeadline(schema, { deliveryDate: '2026-12-10' }, '2026-12-10', [])).toEqual([]);
    expect(pastDeadline(schema, { deliveryDate: '2026-12-08' }, '2026-12-10', [])).toEqual([]);
  });

  it('a later date our mail since accepted (carrying the client’s answer) is the answer', () => {
    expect(
      pastDeadline(schema, { deliveryDate: '2026-12-14' }, '2026-12-10', ['Thank you, the 14th is fine for us.']),
    ).toEqual([]);
    expect(
      pastDeadline(schema, { deliveryDate: '2026-12-14' }, '2026-12-10', ['Thank you, 4 chairs are enough.']),
    ).toEqual(['deliveryDate']);
  });

  it('no deadline, no question', () => {
    expect(pastDeadline(schema, { deliveryDate: '2026-12-14' }, undefined, [])).toEqual([]);
  });
});
