import { describe, expect, it } from 'vitest';
import { readCsv, readSource } from '../support/read-source.js';

/** A CSV row is one record with its header: the money cell of the row that names the field. */

const money = (description: string) => ({ type: 'number', description });

describe('the money cell of the row that names the field', () => {
  it.each<[string, Record<string, unknown>, string, string, number]>([
    [
      'en',
      { storagePerBoxPerMonth: money('GBP ex VAT') },
      'service,unit,price_gbp\nStorage - standard,per box per month,0.36\n',
      'storagePerBoxPerMonth',
      0.36,
    ],
    [
      'de',
      { lagerungProKartonUndMonat: money('EUR netto') },
      'Leistung;Einheit;EUR\nLagerung;pro Karton und Monat;0,40\n',
      'lagerungProKartonUndMonat',
      0.4,
    ],
    [
      'fr',
      { nettoyageVitresParPassage: money('EUR HT') },
      'prestation;unite;EUR HT\nNettoyage vitres;par passage;120,00\n',
      'nettoyageVitresParPassage',
      120,
    ],
  ])('%s', (_lang, props, csv, field, want) => {
    expect(readCsv(props, csv, '')[field]).toBe(want);
  });
});

describe('no amount from the record', () => {
  it('when the row holds two money cells: which one is the field’s is not said', () => {
    const csv = 'service;price_gbp;price_gbp_min\nStorage - standard;0.36;12.00\n';
    expect(readCsv({ storagePerBoxPerMonth: money('GBP ex VAT') }, csv, '')['storagePerBoxPerMonth']).toBeUndefined();
  });
  it('when the money cell says the other VAT status (incl. VAT for a price ex VAT)', () => {
    const csv = 'service;unit;price incl. VAT\nStorage - standard;per box per month;0.43\n';
    expect(readCsv({ storagePerBoxPerMonth: money('GBP ex VAT') }, csv, '')['storagePerBoxPerMonth']).toBeUndefined();
  });
});

describe('a line or a table cell whose label says the other VAT status', () => {
  const net = { priceExVat: money('price in EUR excluding VAT') };
  it.each([
    ['en', 'Hi,\n\nPrice incl. VAT: 14.52\n\nBest regards'],
    ['de', 'Hallo,\n\nPreis brutto: 14,52\n\nViele Grüße'],
    ['fr', 'Bonjour,\n\nPrix TTC : 14,52\n\nCordialement'],
    ['en', 'Hi,\n\n| Item | Price incl. VAT |\n|---|---|\n| Box | 14.52 |\n\nBest regards'],
  ])('%s: is not the price without VAT', (_lang, text) => {
    expect(readSource(net, text, '')['priceExVat']).toBeUndefined();
  });
  it('a label with the field’s own status is read', () => {
    expect(readSource(net, 'Hi,\n\nPrice ex VAT: 12.00\n\nBest regards', '')['priceExVat']).toBe(12);
  });
});
