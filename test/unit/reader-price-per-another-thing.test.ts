import { describe, expect, it } from 'vitest';
import { readFields } from '../support/read-fields.js';

/**
 * A price written per another thing than the field's is never its value: a charge per run of the
 * van for a price per piece, a lab-dip fee for a price per running metre. A canister priced with
 * its content ("la garrafa de 5 litros sale a 37,50 €") is a price per litre of that content.
 */

const perPiece = { pricePerPiece: { type: 'number', description: 'price per piece in EUR excluding VAT' } };
const perMetre = {
  pricePerMetre: { type: 'number', description: 'dyeing price per running metre in EUR excluding VAT' },
};
const perLitre = { pricePerLitre: { type: 'number', description: 'price per litre in EUR excluding VAT' } };

describe('a charge per a run of the van or per another thing', () => {
  it.each<[string, string]>([
    ['nl', 'Vanaf 8 kratten bezorgen we gratis, daaronder rekenen we € 17,50 per rit.'],
    ['de', 'Unter 8 Kisten berechnen wir 17,50 € pro Fahrt.'],
    ['en', 'Below 8 crates we charge £17.50 per trip.'],
    ['fr', 'En dessous de 8 caisses, nous facturons 17,50 € par trajet.'],
    ['es', 'Por debajo de 8 cajas cobramos 17,50 € por viaje.'],
  ])('%s: no price per piece', (_lang, text) => {
    expect(readFields(perPiece, text)).toEqual({});
  });

  it.each<[string, string]>([
    ['de', 'Dazu kommen einmalig 85,00 € Ansatzkosten pro Farbpartie und 40,00 € pro Labdip.'],
    ['en', 'There is a one-off set-up of £85 per colour batch, and £40 per lab dip.'],
  ])('%s: no price per running metre', (_lang, text) => {
    expect(readFields(perMetre, text)).toEqual({});
  });

  it.each<[string, Record<string, unknown>, string, number]>([
    ['nl', perPiece, 'De desem boule kost € 1,24 per stuk.', 1.24],
    ['de', perMetre, 'Die Färbung kostet 2,70 € pro laufendem Meter.', 2.7],
    ['en', perMetre, 'Dyeing is €2.70 per running metre.', 2.7],
  ])('%s: a price per the field’s own thing is still read', (_lang, field, text, value) => {
    expect(Object.values(readFields(field, text))).toEqual([value]);
  });
});

describe('a canister, a drum or a bottle priced with its content', () => {
  it.each<[string, string, number]>([
    ['es', 'La garrafa de 5 litros sale a 37,50 € + IVA, envase incluido.', 7.5],
    ['de', 'Der Kanister mit 10 l kostet 42,00 € netto.', 4.2],
    ['en', 'The 20 l drum is €90 plus VAT.', 4.5],
    ['it', 'La tanica da 5 litri costa 30 € + IVA.', 6],
  ])('%s: a price per litre of its content', (_lang, text, value) => {
    expect(readFields(perLitre, text)).toEqual({ pricePerLitre: value });
  });
});
