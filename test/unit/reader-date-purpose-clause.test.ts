import { describe, expect, it } from 'vitest';
import { readFromSources, referencesFrom } from '../../services/worker/brain/readers/schema-reader.js';

/** A clause of purpose after a date ("so that the shop is closed") is not the date's occasion. */

const AT = Date.parse('2027-01-10T09:00:00Z');
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], referencesFrom([], AT)).values;
const props = { installDate: { type: 'string', format: 'date', description: 'day the new windows are fitted' } };

describe('dates: a purpose clause opens a clause of its own', () => {
  it.each<[string, string]>([
    ['en', 'It is scheduled for Tuesday 9 February, we start early so that the shop is closed only in the morning.'],
    ['fr', 'La pose est prévue le mardi 9 février, on commence tôt pour que le magasin soit fermé le matin seulement.'],
    [
      'es',
      'La colocación está prevista el martes 9 de febrero, empezamos temprano para que la tienda esté cerrada solo por la mañana.',
    ],
    ['it', 'La posa è prevista martedì 9 febbraio, iniziamo presto affinché il negozio resti chiuso solo la mattina.'],
    ['nl', 'Het is gepland op dinsdag 9 februari, we beginnen vroeg zodat de winkel alleen in de ochtend gesloten is.'],
  ])('%s', (_lang, text) => {
    expect(read(props, text)).toEqual({ installDate: '2027-02-09' });
  });

  it("a closure in the date's own clause still rules the date out", () => {
    expect(read(props, 'We are closed on Tuesday 9 February.')).toEqual({});
  });
});
