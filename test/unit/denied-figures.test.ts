import { describe, expect, it } from 'vitest';
import { readFromSources, referencesFrom } from '../../services/worker/brain/readers/schema-reader.js';
import { deniedFigures } from '../../services/worker/brain/readers/denied-figures.js';
import { findNumbers } from '../../services/worker/brain/readers/amounts.js';
import { segmentsOf } from '../../services/worker/brain/readers/segments.js';

/**
 * A figure stated and then written again denied beside a new one ("… it's €3,150, not €3,510")
 * is taken back in the same message: the new figure is read, the old one never delivered.
 */

const AT = Date.parse('2026-11-20T10:00:00Z');
const schema = {
  type: 'object',
  properties: { overhaulEUR: { type: 'number', description: 'price of the gearbox overhaul in EUR excl. VAT' } },
};
const read = (text: string) =>
  readFromSources(schema, [{ text, at: AT, messageId: 'm1' }], referencesFrom([], AT)).values['overhaulEUR'];

describe('a figure taken back by a denial, in the seven languages', () => {
  it.each([
    ['en', 'The gearbox overhaul comes to EUR 3,510 excl. VAT.\n\nUpdate from the workshop: EUR 3,150, not EUR 3,510.'],
    ['de', 'Die Überholung des Getriebes kostet 3.510 € netto.\n\nNachtrag aus der Werkstatt: 3.150 € statt 3.510 €.'],
    ['fr', "La révision de la boîte coûte 3 510 € HT.\n\nRetour de l'atelier : 3 150 € au lieu de 3 510 €."],
    ['es', 'La revisión de la caja cuesta 3.510 € sin IVA.\n\nDato del taller: 3.150 € en lugar de 3.510 €.'],
    ['it', "La revisione del cambio costa 3.510 € IVA esclusa.\n\nDall'officina: 3.150 € invece di 3.510 €."],
    [
      'nl',
      'De revisie van de versnellingsbak kost € 3.510 excl. btw.\n\nVanuit de werkplaats: € 3.150 in plaats van € 3.510.',
    ],
    ['pt', 'A revisão da caixa custa 3.510 € sem IVA.\n\nDa oficina: 3.150 € em vez de 3.510 €.'],
  ])('%s: the new figure is read, the old one never delivered', (_lang, text) => {
    expect(read(text)).toBe(3150);
  });

  it('English: the new figure is read', () => {
    expect(read('The gearbox overhaul comes to EUR 3,510 excl. VAT.\n\nSorry, it is EUR 3,150, not EUR 3,510.')).toBe(
      3150,
    );
  });
});

describe('what is no taking back', () => {
  const denied = (text: string) => {
    const segments = segmentsOf(text);
    return deniedFigures(
      segments,
      segments.map((s) => findNumbers(s.text, 'en')),
    );
  };
  it('a denied figure never stated before takes nothing back', () => {
    expect(denied('The overhaul is EUR 3,510.\n\nDelivery is EUR 40, not EUR 60.').size).toBe(0);
  });
  it('a figure denied in its first sentence takes nothing back', () => {
    expect(denied('EUR 3,150, not EUR 3,510 as last year.').size).toBe(0);
  });
  it('a denial without a new figure of its kind takes nothing back', () => {
    expect(denied('The overhaul is EUR 3,510.\n\nIt takes 5 days, not EUR 3,510 worth of parts.').size).toBe(0);
  });
  it('a restated figure without a denial keeps it', () => {
    expect(read('The gearbox overhaul comes to EUR 3,510 excl. VAT.\n\nTo confirm: EUR 3,510, parts included.')).toBe(
      3510,
    );
  });
});
