import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

/**
 * A CSV rate card's row gives its price to the number field its cells name, never to another
 * number field of the schema: "Retrieval - next day … 3.75" is no storage price.
 */

const AT = Date.parse('2026-11-23T10:00:00Z');
const refs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const readCsv = (properties: Record<string, unknown>, text: string) =>
  readFromSources(
    { type: 'object', properties },
    [{ text, at: AT, messageId: 'm1', attachmentId: 'a1', csv: true }],
    refs(),
  ).values;

const money = (description: string) => ({ type: 'number', description });
const STORAGE = {
  storagePerBoxPerMonth: money('GBP ex VAT'),
  nextDayRetrievalPerBox: money('GBP ex VAT'),
};
const LAGER = {
  lagerungProKartonUndMonat: money('EUR netto'),
  expressAbholungProKarton: money('EUR netto'),
};
const NETTOYAGE = {
  nettoyageVitresParPassage: money('EUR HT'),
  remiseEnEtatParHeure: money('EUR HT'),
};
const LIMPIEZA = {
  limpiezaOficinaMensual: money('EUR sin IVA'),
  desinfeccionPorVisita: money('EUR sin IVA'),
};

describe('a row that names another field gives this field nothing', () => {
  it.each<[string, Record<string, unknown>, string, string]>([
    ['en', STORAGE, 'service,unit,price_gbp\nRetrieval - next day,per box,3.75\n', 'storagePerBoxPerMonth'],
    ['en', STORAGE, 'item;price\nNext day retrieval (per box);3.75\n', 'storagePerBoxPerMonth'],
    ['de', LAGER, 'Leistung;Einheit;Preis EUR\nExpress-Abholung;pro Karton;4,20\n', 'lagerungProKartonUndMonat'],
    ['fr', NETTOYAGE, 'prestation;unite;prix\nRemise en état;par heure;38,00\n', 'nettoyageVitresParPassage'],
    ['es', LIMPIEZA, 'servicio;unidad;precio\nDesinfección;por visita;95,00\n', 'limpiezaOficinaMensual'],
  ])('%s: %s', (_lang, props, csv, field) => {
    expect(readCsv(props, csv)[field]).toBeUndefined();
  });
});

describe('a row that names this field, or a figure of its own column, keeps its value', () => {
  it.each<[string, Record<string, unknown>, string, string, number]>([
    [
      'en',
      STORAGE,
      'service,unit,price_gbp\nStorage - standard,per box per month,0.36\n',
      'storagePerBoxPerMonth',
      0.36,
    ],
    [
      'de',
      { lagerungProKartonUndMonat: money('EUR netto'), lieferzeitTage: { type: 'integer', description: 'Werktage' } },
      'Leistung;Einheit;Preis EUR;Lieferzeit\nLagerung;pro Karton und Monat;0,40;5 Werktage\n',
      'lieferzeitTage',
      5,
    ],
    [
      'fr',
      { nettoyageVitresParPassage: money('EUR HT'), delaiJours: { type: 'integer', description: 'jours' } },
      'prestation;unite;prix EUR;delai\nNettoyage vitres;par passage;120,00;3 jours\n',
      'delaiJours',
      3,
    ],
    [
      'es',
      { limpiezaOficinaMensual: money('EUR sin IVA'), plazoDias: { type: 'integer', description: 'días' } },
      'servicio;unidad;precio EUR;plazo\nLimpieza de oficina;mensual;640,00;2 días\n',
      'plazoDias',
      2,
    ],
  ])('%s: %s', (_lang, props, csv, field, want) => {
    expect(readCsv(props, csv)[field]).toBe(want);
  });
});
