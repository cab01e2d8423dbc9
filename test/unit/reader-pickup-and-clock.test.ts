import { describe, expect, it } from 'vitest';
import { findDates } from '../../services/worker/brain/readers/dates.js';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

// Monday 23 November 2026, 10:00 UTC: the time the reply was written.
const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values;

describe('a clock time names no day', () => {
  it.each<[string, 'es' | 'fr' | 'pt' | 'it', string[]]>([
    ['Podéis pasar a buscarlo el 12 de marzo a partir de las 9h.', 'es', ['2027-03-12']],
    ["L'atelier vous attend le 4 février, de 9 h à 18 h.", 'fr', ['2027-02-04']],
    ['Estamos abertos das 8h às 17h.', 'pt', []],
    ['Il negozio apre alle 15h.', 'it', []],
  ])('%s', (text, lang, dates) => {
    expect(findDates(text, lang, AT).map((d) => d.date)).toEqual(dates);
  });
});

describe('a pickup date named in the writer language', () => {
  const PICKUP_AND_STORE = {
    pickupDate: { type: 'string', description: 'when the goods can be picked up' },
    storeUntilDate: { type: 'string', description: 'last day they keep the goods for us' },
  };
  it.each([
    [
      'La merce è pronta per il ritiro il 9 marzo dalle 15h; possiamo tenerla in magazzino fino al 20 marzo.',
      '2027-03-09',
      '2027-03-20',
    ],
    [
      'Las sillas se pueden recoger el 9 de marzo a partir de las 8h, y las guardamos en el almacén hasta el 20 de marzo.',
      '2027-03-09',
      '2027-03-20',
    ],
  ])('%s', (text, pickup, until) => {
    expect(read(PICKUP_AND_STORE, text)).toEqual({ pickupDate: pickup, storeUntilDate: until });
  });

  it("another occasion's date is never the pickup date", () => {
    const fields = {
      pickupDate: { type: 'string', format: 'date' },
      deliveryDate: { type: 'string', format: 'date' },
    };
    expect(read(fields, 'Die Lieferung zu Ihnen kommt am 11. Mai.')).not.toHaveProperty('pickupDate');
    expect(read(fields, 'Abholung am 4. Mai, Lieferung am 11. Mai.').pickupDate).not.toBe('2027-05-11');
    expect(read(fields, 'Abholung ab 4. Mai möglich. Die Lieferung kommt am 11. Mai.')).toEqual({
      pickupDate: '2027-05-04',
      deliveryDate: '2027-05-11',
    });
  });
});
