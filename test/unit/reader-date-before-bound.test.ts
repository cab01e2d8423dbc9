import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

// Friday 27 November 2026, 10:00 UTC: the time the reply was written.
const AT = Date.parse('2026-11-27T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const DELIVERY = { deliveryDate: { type: 'string', description: 'delivery date, YYYY-MM-DD' } };
const read = (text: string) =>
  readFromSources({ type: 'object', properties: DELIVERY }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values[
    'deliveryDate'
  ];

describe('a date after "before" is a bound of something else, not the delivery date', () => {
  it.each([
    [
      'We need your approval of the proof before 9 December; then we deliver the calendars on 18 December.',
      '2026-12-18',
    ],
    ['Wir brauchen Ihre Freigabe vor dem 9.12., dann liefern wir am 18.12.', '2026-12-18'],
    ['Il nous faut votre accord avant le 9 décembre ; la livraison se fera le 18 décembre.', '2026-12-18'],
    ['Necesitamos vuestra aprobación antes del 9/12 y os lo entregamos el 18/12.', '2026-12-18'],
    ['Serve la vostra approvazione prima del 9 dicembre, la consegna è il 18 dicembre.', '2026-12-18'],
    ['Precisamos da aprovação antes do dia 9/12; a entrega é a 18/12.', '2026-12-18'],
  ])('%s', (text, date) => {
    expect(read(text)).toBe(date);
  });

  it('a delivery only bounded by "before" is asked, never taken as its day', () => {
    expect(read('We will deliver before 18 December.')).toBe(undefined);
    expect(read('Die Lieferung erfolgt vor dem 18.12.')).toBe(undefined);
    expect(read('La livraison aura lieu avant le 18 décembre.')).toBe(undefined);
  });

  it('the Dutch "vóór" with its accents is "before"; "voor" without them is not read as one', () => {
    expect(read('De drukklare pdf graag vóór 6 december aanleveren; wij leveren op 18 december.')).toBe('2026-12-18');
    expect(read('Graag de pdf vóór 6 december aanleveren.')).toBe(undefined);
  });

  it('"by" still names the day', () => {
    expect(read('Delivery on 18 December, as agreed.')).toBe('2026-12-18');
  });
});
