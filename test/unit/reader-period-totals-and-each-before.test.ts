import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

/**
 * A price per a period (an annual price) takes the total the reply works out for that period
 * ("je Kontrolle 162 €, also 1.296 € netto im Jahr"), never the price per one visit said before it
 * with "je", "pro" or "par" ("je Kontrolle 162 €", "par passage 85 €").
 */

const AT = Date.parse('2026-11-23T10:00:00Z');
const refs = { dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() };
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], refs).values;

const ANNUAL = {
  annualNetPriceEUR: { type: 'number', description: 'annual price of the monitoring in EUR, net (without VAT)' },
  inspectionsPerYear: { type: 'integer', description: 'number of regular inspections per year' },
};

describe('an annual price: the total of the year, not the price per visit', () => {
  it.each([
    [
      'de',
      'Wir würden das Monitoring mit 8 Kontrollen im Jahr machen, je Kontrolle 162 €, also 1.296 € netto im Jahr (1.542,24 € brutto).',
      1296,
    ],
    ['de', 'Vorgesehen sind 8 Kontrollen, pro Kontrolle 162 €, das sind 1.296 € netto im Jahr.', 1296],
    ['fr', 'Nous prévoyons 8 passages par an, par passage 162 €, soit 1 296 € HT par an.', 1296],
  ])('%s: %s', (_lang, text, annual) => {
    expect(read(ANNUAL, text)).toMatchObject({ annualNetPriceEUR: annual });
  });

  it('a price per visit alone is no annual price: it is asked', () => {
    expect(read(ANNUAL, 'Wir kommen 8-mal im Jahr, je Kontrolle 162 € netto.')).not.toHaveProperty('annualNetPriceEUR');
  });

  it('"pro" inside a word is no "per": a total after "proposer" stays a total', () => {
    const props = {
      totalPrice: { type: 'number', description: 'in EUR, excluding VAT' },
      paymentTermsDays: { type: 'integer' },
    };
    expect(
      read(props, 'Nous pouvons vous proposer 1 200 € HT pour les 40 chaises, avec un paiement à 30 jours.'),
    ).toEqual({
      totalPrice: 1200,
      paymentTermsDays: 30,
    });
  });
});
