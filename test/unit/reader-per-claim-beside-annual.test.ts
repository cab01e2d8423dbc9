import { describe, expect, it } from 'vitest';
import { readFromSources, referencesFrom } from '../../services/worker/brain/readers/schema-reader.js';

/**
 * An amount per a thing ("SB von 500 € je Schadenfall", "an excess of £250 per claim") in the
 * sentence that gives a price per a period ("der Jahresbeitrag 1.096 €", "the annual premium"):
 * the per-thing scope ends at the verb of the next clause, and a price per a period only never
 * takes an amount per a thing. Before, "je Schadenfall beträgt der Jahresbeitrag" read the 500
 * as per year, the annual premium took it, and the cover sum the premium.
 */

const AT = Date.parse('2026-11-20T10:00:00Z');
const schema = {
  type: 'object',
  properties: {
    annualPremiumEUR: {
      type: 'number',
      description: 'annual premium in EUR including insurance tax, with the 500 EUR excess',
    },
    coverSumEUR: { type: 'number', description: 'cover sum (Deckungssumme) in EUR' },
  },
};
const read = (text: string) =>
  readFromSources(schema, [{ text, at: AT, messageId: 'm1' }], referencesFrom([], AT)).values;

describe('an amount per a thing is no price per a period', () => {
  it.each([
    'Mit der von Ihnen gewünschten SB von 500 € je Schadenfall beträgt der Jahresbeitrag 1.096,00 € inkl. Versicherungssteuer. Die Deckungssumme bleibt unverändert.',
    'Mit einer SB von 500 € pro Schadenfall beträgt der Jahresbeitrag 1.096,00 €. Die Deckungssumme bleibt gleich.',
    'Bei einer Selbstbeteiligung von 500 € je Schadenfall beläuft sich der Jahresbeitrag auf 1.096,00 €; die Deckungssumme bleibt wie angeboten.',
    'With an excess of €500 per claim, the annual premium is €1,096.00 including tax. The cover sum stays the same.',
  ])('the annual premium is the yearly amount, the cover sum is never the premium: %s', (text) => {
    const v = read(text);
    expect(v['annualPremiumEUR']).not.toBe(500);
    expect(v['coverSumEUR']).not.toBe(1096);
    expect(v['coverSumEUR']).not.toBe(500);
    if (v['annualPremiumEUR'] !== undefined) expect(v['annualPremiumEUR']).toBe(1096);
  });

  it('the first: the premium is read', () => {
    expect(
      read('Mit der SB von 500 € je Schadenfall beträgt der Jahresbeitrag 1.096,00 € inkl. Versicherungssteuer.')[
        'annualPremiumEUR'
      ],
    ).toBe(1096);
  });

  it('an amount per claim alone is never the annual premium', () => {
    expect(
      read('The excess is €500 per claim. Die Deckungssumme bleibt unverändert.')['annualPremiumEUR'],
    ).toBeUndefined();
    expect(
      read('Selbstbeteiligung 250 € je Schadenfall, die Deckungssumme bleibt.')['annualPremiumEUR'],
    ).toBeUndefined();
  });

  it('an amount per year still binds to the annual premium', () => {
    expect(read('The premium comes to €1,096 per year including insurance tax.')['annualPremiumEUR']).toBe(1096);
  });
});
