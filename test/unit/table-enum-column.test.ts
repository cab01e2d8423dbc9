import { describe, expect, it } from 'vitest';
import type { ReadLang } from '../../services/worker/brain/readers/language.js';
import { readTableArray } from '../../services/worker/brain/readers/tables/table-array.js';

/**
 * A table without headers whose item schema has an enum property: its column is the one whose
 * every cell names one value, though the cells also hold figures ("Labour - 3 porters x 6 hrs").
 */

const AT = Date.parse('2026-11-23T10:00:00Z');
const lines = (values: string[], description = 'EUR') => ({
  type: 'array',
  items: {
    type: 'object',
    properties: { service: { type: 'string', enum: values }, amount: { type: 'number', description } },
    required: ['service', 'amount'],
  },
});
const MOVE = lines(['labour', 'van', 'packing_materials', 'insurance'], 'GBP');
const UMZUG = lines(['arbeitszeit', 'transporter', 'verpackung', 'versicherung']);
const DEMENAGEMENT = lines(['main_oeuvre', 'camion', 'emballage', 'assurance']);
const MUDANZA = lines(['mano_de_obra', 'furgoneta', 'embalaje', 'seguro']);
const read = (text: string, prop: Record<string, unknown>, lang: ReadLang) =>
  readTableArray(text, prop, lang, { at: AT })?.rows;

describe('a headerless table binds its enum column by the values its cells name', () => {
  it.each<[ReadLang, Record<string, unknown>, string, Array<Record<string, unknown>>]>([
    [
      'en',
      MOVE,
      'Labour - 3 porters x 6 hrs @ £32/hr ..... £576.00\nVan (7.5t, incl. fuel) ..... £180.00\nPacking materials (30 crates) ..... £65.00',
      [
        { service: 'labour', amount: 576 },
        { service: 'van', amount: 180 },
        { service: 'packing_materials', amount: 65 },
      ],
    ],
    [
      'de',
      UMZUG,
      'Arbeitszeit 3 Mann x 5 Std. ....... 540,00 €\nTransporter 7,5 t ....... 160,00 €\nVersicherung bis 50.000 € ....... 45,00 €',
      [
        { service: 'arbeitszeit', amount: 540 },
        { service: 'transporter', amount: 160 },
        { service: 'versicherung', amount: 45 },
      ],
    ],
    [
      'fr',
      DEMENAGEMENT,
      'Camion 20 m3 ....... 220,00 €\nEmballage (40 cartons) ....... 85,00 €\nAssurance 30 000 € ....... 35,00 €',
      [
        { service: 'camion', amount: 220 },
        { service: 'emballage', amount: 85 },
        { service: 'assurance', amount: 35 },
      ],
    ],
    [
      'es',
      MUDANZA,
      'Furgoneta 3,5 t ....... 150,00 €\nEmbalaje (25 cajas) ....... 60,00 €\nSeguro hasta 20.000 € ....... 30,00 €',
      [
        { service: 'furgoneta', amount: 150 },
        { service: 'embalaje', amount: 60 },
        { service: 'seguro', amount: 30 },
      ],
    ],
  ])('%s', (lang, prop, text, rows) => {
    expect(read(text, prop, lang)).toEqual(rows);
  });
});

describe('an enum column it cannot bind leaves the table unread', () => {
  it.each<[ReadLang, Record<string, unknown>, string]>([
    // A cell that names two values.
    ['en', MOVE, 'Labour and van, 3 porters ..... £756.00\nPacking materials (30 crates) ..... £65.00'],
    // A cell that names none.
    ['de', UMZUG, 'Arbeitszeit 3 Mann ....... 540,00 €\nHalteverbotszone ....... 90,00 €'],
    // A cell that names none, in French.
    ['fr', DEMENAGEMENT, 'Camion 20 m3 ....... 220,00 €\nMonte-meubles ....... 150,00 €'],
    // A cell that names two values, in Spanish.
    ['es', MUDANZA, 'Furgoneta con seguro ....... 180,00 €\nEmbalaje (25 cajas) ....... 60,00 €'],
  ])('%s: %s', (lang, prop, text) => {
    expect(read(text, prop, lang)).toBeUndefined();
  });
});
