import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

/** Yes/no fields bound to their own subject: a clause or a leading yes/no about another subject never decides. */

const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values;
const B = { type: 'boolean' };

describe('a leading yes or no about a tax or another named thing is not the field’s answer', () => {
  const delivery = {
    deliveryIncluded: { type: 'boolean', description: 'is delivery to our site included in the price?' },
  };
  it.each([
    'No, the price is without VAT: €1,180 + VAT for the freezer.',
    'Nein, die MwSt. kommt noch dazu, 1.180 € netto.',
    'Non, le prix est hors TVA : 1 180 € HT.',
    'No, el precio no lleva el IVA: son 1.180 € + IVA.',
    'No, the van is booked that week.',
  ])('%s', (text) => {
    expect(read(delivery, text)).not.toHaveProperty('deliveryIncluded');
  });

  it('a leading answer whose sentence names the field’s own subject, or none, still answers', () => {
    expect(
      read({ entranceSeparate: { type: 'boolean', description: 'eigener Eingang?' } }, 'Ja, der Eingang ist separat.'),
    ).toEqual({
      entranceSeparate: true,
    });
    expect(read(delivery, 'No, it is not included.')).toEqual({ deliveryIncluded: false });
  });

  it('the leading no about VAT does not outvote the delivery clause after it', () => {
    expect(
      read(delivery, 'No, el precio no lleva el IVA: son 1.180 € + IVA. El porte hasta Valencia sí va incluido.'),
    ).toEqual({ deliveryIncluded: true });
  });
});

describe('a part read on past its comma stops where a new subject opens', () => {
  const fields = {
    disposalIncluded: { type: 'boolean', description: 'Entsorgung inkl. Nachweis im Preis enthalten' },
    travelIncluded: { type: 'boolean', description: 'Anfahrt im Preis enthalten' },
  };
  it.each<[string, Record<string, boolean>]>([
    [
      'Die Entsorgung ist im Preis drin, den Entsorgungsnachweis bekommen Sie mit der Rechnung, die Anfahrt rechnen wir allerdings extra.',
      { disposalIncluded: true, travelIncluded: false },
    ],
    [
      'Die Entsorgung ist inklusive, den Nachweis schicken wir mit, die Anfahrt kostet extra.',
      { disposalIncluded: true, travelIncluded: false },
    ],
  ])('%s', (text, expected) => {
    expect(read(fields, text)).toEqual(expected);
  });

  it('en: a part that says nothing of its subject is not read back into the part before it', () => {
    const values = read(
      { disposalIncluded: B, travelIncluded: B },
      'Disposal is in the price, the certificate comes with the invoice, the travel we charge extra.',
    );
    expect(values).toEqual({ disposalIncluded: true });
    expect(values).not.toHaveProperty('travelIncluded');
  });
});

describe('print work named in the trade’s own words, the proof by its acronym too', () => {
  const print = {
    proofIncluded: { type: 'boolean', description: 'printed proof (BAT) included' },
    dieCuttingIncluded: { type: 'boolean', description: 'die-cutting included' },
  };
  it.each<[string, Record<string, boolean>]>([
    [
      'Le BAT papier vous est offert et la découpe à la forme est comprise dans ce prix.',
      { proofIncluded: true, dieCuttingIncluded: true },
    ],
    [
      'Der Korrekturabzug ist inklusive, das Stanzen berechnen wir extra.',
      { proofIncluded: true, dieCuttingIncluded: false },
    ],
    [
      'La prueba de color va incluida; el troquelado se cobra aparte.',
      { proofIncluded: true, dieCuttingIncluded: false },
    ],
    ['La bozza è compresa, la fustellatura è a pagamento.', { proofIncluded: true, dieCuttingIncluded: false }],
  ])('%s', (text, expected) => {
    expect(read(print, text)).toEqual(expected);
  });

  it('Spanish "el porte" is the carriage: a delivery field', () => {
    expect(read({ deliveryIncluded: B }, 'El porte hasta Valencia capital va incluido.')).toEqual({
      deliveryIncluded: true,
    });
    expect(read({ deliveryIncluded: B }, 'El porte se cobra aparte, 45 €.')).toEqual({ deliveryIncluded: false });
  });

  it('two clauses about the same subject that disagree leave the field unread', () => {
    expect(read(print, 'Le BAT est offert. Le BAT est facturé en sus.')).not.toHaveProperty('proofIncluded');
  });
});
