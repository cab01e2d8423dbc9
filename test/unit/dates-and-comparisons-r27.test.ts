import { describe, expect, it } from 'vitest';
import { readOfflineResult } from '../../services/worker/brain/offline-result.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, them, us } from './brain-fixtures.js';

/**
 * A figure given for comparison or of a month gone by ("Pour comparaison, en mai dernier nous
 * vous avions facturé 1 390 € HT") beside today's price; the loading at a pick-up named in the
 * seven languages ("un chargement chez vous le jeudi 18 mars"); and one day of a sentence that
 * names one of two date fields given to that one only.
 */
const validator = createResultSchemaValidator();
const AT = Date.parse('2026-11-26T10:00:00Z');

const horses = brainContext({
  objective: 'Ask when they can take our two mares from Chantilly to Gélos in the second half of March 2027.',
  properties: {
    pickupDate: { type: 'string', format: 'date', description: 'date the mares are loaded at Chantilly' },
    deliveryDate: { type: 'string', format: 'date', description: 'date the mares arrive at Gélos' },
    priceEURExclVAT: { type: 'number', description: 'price of the transport for both mares, EUR excluding VAT' },
  },
});

const read = (text: string) => {
  const latest = them(text, AT + 60_000);
  return readOfflineResult(horses, latest, [us('Hello', AT), latest], validator).values;
};

describe('a figure given for comparison', () => {
  it.each([
    'Le prix est de 1 480 € HT pour les deux juments. Pour comparaison, en mai dernier nous vous avions facturé 1 390 € HT, mais le trajet était bien plus court.',
    'The price is €1,480 net for both mares. For comparison, last May we charged you €1,390 net, but that trip was much shorter.',
    'Der Preis beträgt 1.480 € netto für beide Stuten. Zum Vergleich: im letzten Mai haben wir Ihnen 1.390 € netto berechnet.',
  ])('leaves today’s price the one answer: %s', (text) => {
    expect(read(text)['priceEURExclVAT']).toBe(1480);
  });
});

describe('the dates of a transport', () => {
  it('"un chargement chez vous le jeudi 18 mars" is the loading date', () => {
    expect(read('Je vous propose un chargement chez vous le jeudi 18 mars au soir vers 20 h.')['pickupDate']).toBe(
      '2027-03-18',
    );
  });

  it('one day in a sentence about the loading is not the arrival too', () => {
    const values = read('We will load the mares on Thursday 18 March.');
    expect(values['pickupDate']).toBe('2027-03-18');
    expect(values['deliveryDate']).toBeUndefined();
  });

  it('each date named for its own field is kept', () => {
    const values = read('The mares are loaded on Thursday 18 March. They arrive at Gélos on Friday 19 March.');
    expect(values).toMatchObject({ pickupDate: '2027-03-18', deliveryDate: '2027-03-19' });
  });
});
