import { describe, expect, it } from 'vitest';
import { findCommitment } from '../../services/worker/brain/guards/commitments.js';

/**
 * A minimum hire above the days the client asked for is a changed term, the client's to accept
 * (set Y, a sprayer hire): "il noleggio minimo … è di 3 giorni" for a hire of 2 days was read as
 * the answer and the case completed without asking. English "minimum hire" was known; the hire
 * minimum in the other languages, and "a minimum of 3 days", were not.
 */

const OBJECTIVE =
  'Ask for the daily hire price (excluding VAT) of a trailed crop sprayer for 2 days, 22 and 23 April, and how many days we would be billed.';
const FIELDS = ['dailyRate hire price per day in EUR excluding VAT', 'billedDays number of days we will be billed for'];
const commitment = (text: string) =>
  findCommitment(text, [OBJECTIVE], [OBJECTIVE], { goalCommits: false, schemaTexts: FIELDS, schemaFields: FIELDS });

describe('a minimum hire above the days asked goes to the client (lexicons/changed-terms.ts MINIMUM_WORDS)', () => {
  it.each([
    ['it', 'Ad aprile il noleggio minimo delle botti trainate è di 3 giorni. La tariffa è di 145 € al giorno più IVA.'],
    ['es', 'En abril el alquiler mínimo es de 3 días, a 145 € al día más IVA.'],
    ['fr', 'En avril la location minimale est de 3 jours, à 145 € HT par jour.'],
    ['pt', 'Em abril o aluguer mínimo é de 3 dias, a 145 € por dia + IVA.'],
    ['it', 'In alta stagione chiediamo un minimo di 3 giorni, a 145 € al giorno più IVA.'],
  ])('%s: %s', (_lang, text) => {
    expect(commitment(text)?.kinds).toContain('minimum');
  });

  it('a minimum within the days asked is no new term', () => {
    expect(
      commitment('Il noleggio minimo è di 1 giorno; la tariffa è di 145 € al giorno più IVA.')?.kinds ?? [],
    ).not.toContain('minimum');
  });
});
