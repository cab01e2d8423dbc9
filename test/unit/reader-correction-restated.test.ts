import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values;

const seated = { seatedGuests: { type: 'integer', description: 'number of guests seated at round tables' } };

describe('a corrected figure written again after its correction', () => {
  it.each([
    'The hall seats 120 guests at round tables, sorry, I meant 210; it is standing that we take 120.',
    'La salle accueille 120 invités en tables rondes, je voulais dire 210 ; debout, on est à 120.',
  ])('%s', (text) => {
    expect(read(seated, text)).toEqual({ seatedGuests: 210 });
  });

  it('in German, with the field described in German', () => {
    const props = { seatedGuests: { type: 'integer', description: 'Anzahl Gäste an runden Tischen' } };
    expect(read(props, 'Der Saal fasst 120 Gäste an runden Tischen, ich meinte 210; stehend sind es 120.')).toEqual({
      seatedGuests: 210,
    });
  });

  it('a third figure after the correction still competes: asked', () => {
    expect(
      read(seated, 'The hall seats 120 guests at round tables, sorry, I meant 210; or 240 with the gallery open.'),
    ).toEqual({});
  });

  it('the figure corrected is never delivered', () => {
    expect(read(seated, 'The hall seats 120 guests at round tables, sorry, I meant 210.')).not.toEqual({
      seatedGuests: 120,
    });
  });
});

describe('a price per its unit taken back by a correction in the same text', () => {
  const rate = { dayRateEUR: { type: 'number', description: 'hire rate per day in EUR' } };

  it('is never delivered', () => {
    for (const text of [
      'The van is €70 a day… sorry, my mistake: €70 is the weekend rate; on weekdays it is €62.',
      'Der Transporter kostet 70 € pro Tag, ich meinte: 70 € ist der Wochenendtarif, werktags 62 €.',
    ])
      expect(read(rate, text)).not.toEqual({ dayRateEUR: 70 });
  });

  it('one not taken back is read', () => {
    expect(read(rate, 'The van is €62 a day including 150 km.')).toEqual({ dayRateEUR: 62 });
  });
});
