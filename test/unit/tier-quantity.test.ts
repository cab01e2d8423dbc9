import { describe, expect, it } from 'vitest';
import { unchosenTiers } from '../../services/worker/brain/guards/tier-quantity.js';
import { clientQuestion, fromClientQuestion } from '../../services/worker/brain/writers/client-question.js';
import { brainContext } from './brain-fixtures.js';

const headerCsv =
  'Item;Description;Price 1-49 pcs;Price 50-199 pcs;Price from 200 pcs\nH-12;Hinge 12 mm;1,20;1,05;0,90\n';

describe('a tiered price with no client quantity goes to the client', () => {
  it.each([
    ['en headers', headerCsv, 'Get the unit price of the H-12 hinges from Hardware Direct.'],
    [
      'de headers',
      'Artikel;Bezeichnung;Preis 1-49 Stk;Preis 50-199 Stk;Preis ab 200 Stk\nH-12;Scharnier;1,20;1,05;0,90\n',
      'Bitte den Stückpreis der Scharniere H-12 erfragen.',
    ],
    [
      'fr headers',
      'Réf;Désignation;Prix 1 à 49;Prix 50 à 199;Prix 200 et plus\nH-12;Charnière;1,20;1,05;0,90\n',
      'Obtenir le prix unitaire des charnières H-12.',
    ],
  ])('%s', (_name, csv, objective) => {
    const got = unchosenTiers('Please find our price list attached.', [csv], [objective]);
    expect(got?.tiers.length).toBe(3);
  });

  it('a sure client quantity picks the tier: nothing to ask', () => {
    expect(
      unchosenTiers(
        'Please find our price list attached.',
        [headerCsv],
        ['Get the unit price for 120 pcs of the H-12 hinges.'],
      ),
    ).toBeUndefined();
  });

  it('a price list without tiers asks nothing', () => {
    expect(
      unchosenTiers(
        'Please find our price list attached.',
        ['Item;Price\nH-12;1,20\nH-14;1,35\n'],
        ['Get the unit price of the H-12 hinges.'],
      ),
    ).toBeUndefined();
  });

  it('the question names the tiers and asks how many, and is read back as such', () => {
    const ctx = brainContext({
      objective: 'Get the unit price of the H-12 hinges.',
      properties: { unitPrice: { type: 'number', description: 'EUR per piece' } },
    });
    const q = clientQuestion(ctx, {
      kind: 'quantity',
      words: 'Item;Description;Price 1-49 pcs;Price 50-199 pcs;Price from 200 pcs',
      options: ['Price 1-49 pcs', 'Price 50-199 pcs', 'Price from 200 pcs'],
      missing: ['unitPrice'],
    });
    expect(q).toContain('How many do you need');
    expect(q).toContain('Price 50-199 pcs');
    expect(fromClientQuestion(q)?.kind).toBe('quantity');
  });
});
