import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

/** A field that sums its parts ("delivery plus collection together") never takes one part's price ("£45 each way"). */

const AT = Date.parse('2026-11-23T10:00:00Z');
const refs = { dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() };
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], refs).values;

describe('the sum of two legs', () => {
  it.each([
    [
      'en',
      'delivery plus collection together, GBP excluding VAT',
      'Delivery and collection to Hebden Bridge is £45 each way + VAT.',
    ],
    ['de', 'Anlieferung und Abholung zusammen, EUR ohne MwSt.', 'Anlieferung und Abholung kosten je Fahrt 60 € netto.'],
    ['fr', 'livraison et reprise ensemble, EUR HT', 'La livraison et la reprise sont à 60 € HT par trajet.'],
  ])('%s: one leg is no value', (_lang, description, text) => {
    expect(read({ transport: { type: 'number', description } }, text)).toEqual({});
  });

  it('the sum said as one amount is read', () => {
    const props = { transport: { type: 'number', description: 'Anlieferung und Abholung zusammen, EUR ohne MwSt.' } };
    expect(read(props, 'Anlieferung und Abholung berechnen wir pauschal mit 120 € netto.')).toEqual({ transport: 120 });
  });

  it('"per night for both dogs together" stays a rate per night', () => {
    const props = { pricePerNightGBP: { type: 'number', description: 'price per night for both dogs together, GBP' } };
    expect(
      read(props, "Two dogs sharing a kennel is £42 a night for the pair (it'd be £26 each if they were apart)."),
    ).toEqual({
      pricePerNightGBP: 42,
    });
  });
});
